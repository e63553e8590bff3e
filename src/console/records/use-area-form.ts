/**
 * A generated form's behaviour: load the record to edit, validate (spec §5), save by POST or PUT, map
 * the server's field errors back onto the fields, and tell the caller what was saved.
 */
import type { IChangeEvent } from "@rjsf/core";
import type { ErrorSchema, RJSFValidationError } from "@rjsf/utils";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import type { Lang } from "../../shared/area-spec.ts";
import { lockOn } from "../../shared/record-locks.ts";
import { basedOn, getJson, postJson, putJson } from "../api/area-calls.ts";
import { Failure } from "../api/failures.ts";
import {
  areaFormModel,
  fieldLabel,
  formUiSchema,
  formValues,
  pushWentOut,
  requestBody,
} from "../forms/area-form-model.ts";
import { customValidator, type FormValues, transformSchemaErrors } from "../forms/form-validation.ts";
import { serverErrors, unchangedErrors } from "../forms/server-field-errors.ts";
import { codeText } from "../i18n/i18n.ts";
import { formatDateTime } from "../shared/format.ts";
import { hasRole } from "../shared/roles.ts";
import { notify } from "../state/notices.ts";
import { session } from "../state/session.ts";
import { saveMessage } from "./record-title.ts";
import { historySince } from "./use-record-history.ts";
import { valuesAfter } from "./version-at.ts";

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

/** Someone else saved the record after it was opened: their values, to compare with the form's. */
export interface RecordConflict {
  theirs: FormValues;
  /** the fields whose values differ, in the form's order */
  differences: { field: string; mine: unknown; theirs: unknown }[];
}

const differences = (fields: string[], mine: FormValues, theirs: FormValues) =>
  fields
    .filter((field) => JSON.stringify(mine[field] ?? null) !== JSON.stringify(theirs[field] ?? null))
    .map((field) => ({ field, mine: mine[field], theirs: theirs[field] }));

export function useAreaForm({ area, basePath, id, onSaved, onLoadFailed }: AreaFormOptions) {
  const { t, i18n } = useTranslation();
  const mode = id ? "update" : "create";
  const model = useMemo(() => areaFormModel(area, basePath, mode), [area, basePath, mode]);
  const [values, setValues] = useState<FormValues | null>(() => (id ? null : formValues(model, {})));
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>({});
  const [saving, setSaving] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [conflict, setConflict] = useState<(RecordConflict & { version: unknown }) | null>(null);
  const [pushSent, setPushSent] = useState(false);
  /** the code whose text says why the record can no longer be changed (manifests' `locked`) */
  const [lockCode, setLockCode] = useState<number | null>(null);
  const loadFailed = useRef(onLoadFailed);
  loadFailed.current = onLoadFailed;
  /** the version of the record the form shows; an update based on it is refused once it is outdated */
  const version = useRef<unknown>(undefined);

  useEffect(() => {
    if (!id) return;
    const abort = new AbortController();
    getJson<FormValues>(`/api/${area}/{id}`, { params: { path: { id } }, signal: abort.signal })
      .then(({ data }) => {
        version.current = data.version;
        setPushSent(pushWentOut(model, data));
        setLockCode(lockOn(model.spec, data, "update")?.code ?? null);
        setValues(formValues(model, data));
      })
      .catch((error: unknown) => {
        if (!(error instanceof Failure) || !error.aborted) loadFailed.current?.();
      });
    return () => abort.abort();
  }, [area, id, model]);

  const label = useCallback((field: string) => fieldLabel(area, field, t), [area, t]);
  // `t` changes with the language, so labels and messages are rebuilt when it does.
  const uiSchema = useMemo(
    () => formUiSchema(model, values ?? {}, t, pushSent),
    [model, values, t, pushSent],
  );
  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) =>
      transformSchemaErrors(errors, model.fields, model.spec.rules, t, label),
    [model, t, label],
  );
  const customValidate = useMemo(() => customValidator(model.fields, model.spec.rules, t), [model, t]);

  const current = useRef(values);
  current.current = values;
  const onChange = useCallback((event: IChangeEvent<FormValues>) => {
    const next = event.formData ?? {};
    const previous = current.current ?? {};
    // A server error stays on its field until the field is changed.
    setExtraErrors((errors) => unchangedErrors(errors, previous, next));
    setValues(next);
  }, []);

  const save = useCallback(
    async (formData: FormValues) => {
      setSaving(true);
      setSubmitted(true);
      const body = requestBody(model, formData, mode);
      try {
        const { data } = id
          ? await putJson<FormValues>(`/api/${area}/{id}`, {
              params: { path: { id } },
              headers: basedOn(version.current),
              body,
            })
          : await postJson<FormValues>(`/api/${area}`, { body });
        const item = t(`resources.${model.titleArea}.itemName`);
        notify(
          "success",
          saveMessage(t, model.spec, item, data, id ? "edited" : "added", i18n.language as Lang),
        );
        onSaved(data);
      } catch (error) {
        if (error instanceof Failure && error.status === 412 && id) {
          const { data } = await getJson<FormValues>(`/api/${area}/{id}`, { params: { path: { id } } });
          const theirs = formValues(model, data);
          const fields = model.fields.map((f) => f.name);
          setConflict({ theirs, version: data.version, differences: differences(fields, formData, theirs) });
        } else if (error instanceof Failure) {
          setExtraErrors(serverErrors(error.errors, new Set(model.fields.map((f) => f.name))));
        }
      } finally {
        setSaving(false);
      }
    },
    [area, id, mode, model, onSaved, t, i18n],
  );
  const onSubmit = useCallback((event: IChangeEvent<FormValues>) => save(event.formData ?? {}), [save]);

  /** The conflict answered: the form takes their version (and drops the user's changes)… */
  const takeTheirs = useCallback(() => {
    if (!conflict) return;
    version.current = conflict.version;
    setValues(conflict.theirs);
    setExtraErrors({});
    setConflict(null);
  }, [conflict]);
  /** …or saves the user's values over theirs, knowingly. */
  const keepMine = useCallback(() => {
    if (!conflict) return;
    version.current = conflict.version;
    setConflict(null);
    void save(current.current ?? {});
  }, [conflict, save]);

  /**
   * "Restore this version" of the history: the form takes the record's values as they were right
   * after `entry`, based on the record as it is now (its version, so that saving them is a normal
   * update, refused with the conflict dialog when someone saves the record meanwhile).
   */
  const restore = useCallback(
    async (entry: { id: number; at: string }) => {
      if (!id) return false;
      try {
        const { data } = await getJson<FormValues>(`/api/${area}/{id}`, { params: { path: { id } } });
        const later = await historySince(area, Number(id), entry.at);
        version.current = data.version;
        setValues(formValues(model, valuesAfter(data, later, entry.id)));
        setExtraErrors({});
        notify("info", t("forms.history.restored", { at: formatDateTime(entry.at) }));
        return true;
      } catch (error) {
        if (!(error instanceof Failure)) throw error;
        return false;
      }
    },
    [area, id, model, t],
  );

  const { user } = useSnapshot(session);
  return {
    model,
    mode,
    /** the record's history is for admins (GET /api/audit) */
    historyShown: mode === "update" && hasRole(user?.roles, ["admin"]),
    title: t(mode === "create" ? "forms.add" : lockCode ? "forms.show" : "forms.edit", {
      item: t(`resources.${model.titleArea}.itemName`),
    }),
    /** why the record is shown read-only (a sent push), in the active language; null: it can be edited */
    lockedReason: lockCode === null ? null : codeText(lockCode),
    readOnly: lockCode !== null,
    loading: values === null,
    schema: model.schema,
    values: values ?? {},
    uiSchema,
    extraErrors,
    saving,
    liveValidate: submitted ? ("onChange" as const) : undefined,
    onError: () => setSubmitted(true),
    onChange,
    onSubmit,
    conflict,
    label,
    takeTheirs,
    keepMine,
    restore,
    transformErrors,
    customValidate,
  };
}
