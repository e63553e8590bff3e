/**
 * The behaviour of a generated form that its caller sends (a command, or a record saved by a screen of
 * its own): values, spec §5 messages from the schema and the manifest's rules (as use-area-form), the
 * server's field errors on their fields until changed, and sending. GeneratedForm renders it.
 */
import type { IChangeEvent } from "@rjsf/core";
import type { ErrorSchema, UiSchema } from "@rjsf/utils";
import { useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Failure } from "../api/failures.ts";
import type { FormParts } from "./command-form-model.ts";
import {
  customValidator,
  type FormValues,
  type RuleError,
  transformSchemaErrors,
} from "./form-validation.ts";
import { serverErrors, unchangedErrors } from "./server-field-errors.ts";

export interface SendFormOptions {
  initial?: FormValues;
  /**
   * Sends valid values (the API call, its toast, what comes next). A Failure's field errors show on
   * the fields; so do the messages it returns (a check made just before sending).
   */
  send: (values: FormValues) => Promise<Record<string, string> | undefined>;
  /** checks beyond the manifest's, e.g. a field required only in some case */
  check?: (values: FormValues) => RuleError[];
  /** per-field uiSchema additions: a widget of the screen's, a hint, a field hidden */
  ui?: UiSchema;
}

const asErrors = (messages: Record<string, string>): ErrorSchema =>
  Object.fromEntries(Object.entries(messages).map(([field, m]) => [field, { __errors: [m] }])) as ErrorSchema;

export function useSendForm(parts: FormParts, { initial = {}, send, check, ui }: SendFormOptions) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>(initial);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  const label = useCallback((field: string) => parts.label(field, t), [parts, t]);
  const uiSchema = useMemo(() => {
    const generated = parts.uiSchema(t, values);
    const merged: UiSchema = { ...generated };
    for (const [field, extra] of Object.entries(ui ?? {}))
      merged[field] = { ...(generated[field] as UiSchema), ...(extra as UiSchema) };
    return merged;
  }, [parts, t, values, ui]);
  const transformErrors = useMemo(
    () => (errors: Parameters<typeof transformSchemaErrors>[0]) =>
      transformSchemaErrors(errors, parts.fields, parts.rules, t, label),
    [parts, t, label],
  );
  const checkRef = useRef(check);
  checkRef.current = check;
  const customValidate = useMemo(() => {
    const rules = customValidator(parts.fields, parts.rules, t);
    return (data: FormValues | undefined, errors: Parameters<typeof rules>[1]) => {
      const byField = errors as unknown as Record<string, { addError?: (message: string) => void }>;
      for (const error of checkRef.current?.(data ?? {}) ?? [])
        byField[error.field]?.addError?.(error.message);
      return rules(data, errors);
    };
  }, [parts, t]);

  const current = useRef(values);
  current.current = values;
  const onChange = useCallback((event: IChangeEvent<FormValues>) => {
    const next = event.formData ?? {};
    setExtraErrors((errors) => unchangedErrors(errors, current.current, next));
    setValues(next);
  }, []);

  const sendRef = useRef(send);
  sendRef.current = send;
  const onSubmit = useCallback(
    async (event: IChangeEvent<FormValues>) => {
      setSubmitted(true);
      setSaving(true);
      try {
        const refused = await sendRef.current(event.formData ?? {});
        if (refused) setExtraErrors(asErrors(refused));
      } catch (error) {
        if (error instanceof Failure)
          setExtraErrors(serverErrors(error.errors, new Set(parts.fields.map((f) => f.name))));
      } finally {
        setSaving(false);
      }
    },
    [parts],
  );

  /** A fresh form (a dialog opening), with these values. */
  const reset = useCallback((next: FormValues = {}) => {
    setValues(next);
    setExtraErrors({});
    setSubmitted(false);
  }, []);

  return {
    schema: parts.schema,
    uiSchema,
    values,
    extraErrors,
    transformErrors,
    customValidate,
    liveValidate: submitted ? ("onChange" as const) : undefined,
    onChange,
    onSubmit,
    onError: () => setSubmitted(true),
    saving,
    /** a submit was tried: checks outside the form (a chosen target) show their messages */
    submitted,
    label,
    reset,
    /** values set by the screen itself (a choice beside the form) */
    change: setValues,
  };
}
