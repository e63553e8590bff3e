/**
 * A form rendered from a generated JSON Schema and uiSchema (rjsf + the console's theme): an area's
 * record (AreaForm) or a command's body (the SOS push, a user's password, …). The behaviour (values,
 * validation messages, server errors, sending) comes from a controller: use-area-form or
 * use-command-form. Messages already shown are re-worded when the language changes.
 */
import type Form from "@rjsf/core";
import type { IChangeEvent } from "@rjsf/core";
import type { CustomValidator, ErrorSchema, RJSFSchema, RJSFValidationError, UiSchema } from "@rjsf/utils";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { FormValues } from "../forms/form-validation.ts";
import type { FormContext } from "./ChoiceWidget.tsx";
import { ThemedForm } from "./form-theme.tsx";
import { formValidator } from "./form-validator.ts";
import "./forms.css";

/** What a form controller gives the form: its values, checks, server errors and handlers. */
export interface FormBehaviour {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  values: FormValues;
  extraErrors: ErrorSchema;
  transformErrors: (errors: RJSFValidationError[]) => RJSFValidationError[];
  customValidate: CustomValidator<FormValues>;
  liveValidate: "onChange" | undefined;
  onChange: (event: IChangeEvent<FormValues>) => void;
  onSubmit: (event: IChangeEvent<FormValues>) => void;
  onError: () => void;
  /** while sending: the fields are disabled */
  saving: boolean;
  /** a record that can no longer be changed (a sent push): shown, not edited */
  readOnly?: boolean;
}

export interface GeneratedFormProps {
  form: FormBehaviour;
  /** prefixes the fields' ids, keeping a form in a dialog apart from the form behind it */
  idPrefix: string;
  /** the <form> element's id, for a submit button outside it (a dialog's footer) */
  formId?: string;
  formContext?: FormContext;
  /** the buttons, inside the form */
  children?: ReactNode;
}

export function GeneratedForm({ form, idPrefix, formId, formContext, children }: GeneratedFormProps) {
  const { i18n } = useTranslation();
  const formRef = useRef<Form>(null);
  const shown = form.liveValidate !== undefined;
  const lang = i18n.language;
  const wordedIn = useRef(lang);
  useEffect(() => {
    if (wordedIn.current === lang) return;
    wordedIn.current = lang;
    if (shown) formRef.current?.validateForm();
  }, [lang, shown]);
  return (
    <ThemedForm
      ref={formRef}
      id={formId}
      schema={form.schema}
      uiSchema={form.uiSchema}
      formData={form.values}
      validator={formValidator(form.schema)}
      formContext={formContext}
      idPrefix={idPrefix}
      onChange={form.onChange}
      onSubmit={form.onSubmit}
      onError={form.onError}
      extraErrors={form.extraErrors}
      transformErrors={form.transformErrors}
      customValidate={form.customValidate}
      liveValidate={form.liveValidate}
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      disabled={form.saving || form.readOnly === true}
      readonly={form.readOnly === true}
    >
      {children}
    </ThemedForm>
  );
}
