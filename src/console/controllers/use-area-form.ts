/**
 * A generated form's behaviour: load the record to edit, validate (spec §5), save by POST or PUT, map
 * the server's field errors back onto the fields, and tell the caller what was saved.
 */
import type { IChangeEvent } from "@rjsf/core";
import type { ErrorSchema, RJSFValidationError } from "@rjsf/utils";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Failure, type FieldErrors } from "../api/failures.ts";
import { codeText } from "../i18n/i18n.ts";
import { notify } from "../state/notices.ts";
import { getJson, postJson, putJson } from "./area-calls.ts";
import { areaFormModel, fieldLabel, formUiSchema, formValues, requestBody } from "./area-form-model.ts";
import { customValidator, type FormValues, transformSchemaErrors } from "./form-validation.ts";

export interface AreaFormOptions {
  area: string;
  basePath: string;
  /** the record to edit; none to create one */
  id?: string;
  /** after a successful save, with the saved record */
  onSaved: (record: FormValues) => void;
  /** the record could not be loaded */
  onLoadFailed?: () => void;
}

/** The server's field codes as rjsf extra errors, for the fields the form shows. */
function serverErrors(errors: FieldErrors, fields: Set<string>): ErrorSchema {
  const schema: Record<string, { __errors: string[] }> = {};
  for (const [field, codes] of Object.entries(errors)) {
    if (fields.has(field)) schema[field] = { __errors: codes.map(codeText) };
  }
  return schema as ErrorSchema;
}

export function useAreaForm({ area, basePath, id, onSaved, onLoadFailed }: AreaFormOptions) {
  const { t } = useTranslation();
  const mode = id ? "update" : "create";
  const model = useMemo(() => areaFormModel(area, basePath, mode), [area, basePath, mode]);
  const [values, setValues] = useState<FormValues | null>(() => (id ? null : formValues(model, {})));
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>({});
  const [saving, setSaving] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const loadFailed = useRef(onLoadFailed);
  loadFailed.current = onLoadFailed;

  useEffect(() => {
    if (!id) return;
    const abort = new AbortController();
    getJson<FormValues>(`/api/${area}/{id}`, { params: { path: { id } }, signal: abort.signal })
      .then(({ data }) => setValues(formValues(model, data)))
      .catch((error: unknown) => {
        if (!(error instanceof Failure) || !error.aborted) loadFailed.current?.();
      });
    return () => abort.abort();
  }, [area, id, model]);

  const label = useCallback((field: string) => fieldLabel(area, field, t), [area, t]);
  // `t` changes with the language, so labels and messages are rebuilt when it does.
  const uiSchema = useMemo(() => formUiSchema(model, values ?? {}, t), [model, values, t]);
  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) =>
      transformSchemaErrors(errors, model.fields, model.spec.rules, t, label),
    [model, t, label],
  );
  const customValidate = useMemo(
    () => customValidator(model.fields, model.spec.rules, t, label),
    [model, t, label],
  );

  const current = useRef(values);
  current.current = values;
  const onChange = useCallback((event: IChangeEvent<FormValues>) => {
    const next = event.formData ?? {};
    const previous = current.current ?? {};
    // A server error stays on its field until the field is changed.
    setExtraErrors((errors) => {
      const kept = Object.entries(errors).filter(([field]) => previous[field] === next[field]);
      return kept.length === Object.keys(errors).length ? errors : (Object.fromEntries(kept) as ErrorSchema);
    });
    setValues(next);
  }, []);

  const onSubmit = useCallback(
    async (event: IChangeEvent<FormValues>) => {
      setSaving(true);
      setSubmitted(true);
      const body = requestBody(model, event.formData ?? {}, mode);
      try {
        const { data, message } = id
          ? await putJson<FormValues>(`/api/${area}/{id}`, { params: { path: { id } }, body })
          : await postJson<FormValues>(`/api/${area}`, { body });
        notify("success", message ?? t(id ? "messages.edited" : "messages.added"));
        onSaved(data);
      } catch (error) {
        if (error instanceof Failure) {
          setExtraErrors(serverErrors(error.errors, new Set(model.fields.map((f) => f.name))));
        }
      } finally {
        setSaving(false);
      }
    },
    [area, id, mode, model, onSaved, t],
  );

  return {
    model,
    mode,
    title: t(mode === "create" ? "forms.add" : "forms.edit", {
      item: t(`resources.${model.titleArea}.itemName`),
    }),
    loading: values === null,
    values: values ?? {},
    uiSchema,
    extraErrors,
    saving,
    liveValidate: submitted ? ("onChange" as const) : undefined,
    onError: () => setSubmitted(true),
    onChange,
    onSubmit,
    transformErrors,
    customValidate,
  };
}
