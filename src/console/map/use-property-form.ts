/**
 * The property form of one selected feature: its type's JSON Schema and uiSchema from the map
 * manifest (generated/schemas/map.json, generated/forms/map.ui.json), labels in the active language,
 * and edits that reach the session as one undo step each: typing is gathered until it pauses (or the
 * field is left, or something reads the session whole), then applied at once.
 */
import type { IChangeEvent } from "@rjsf/core";
import type { ErrorSchema, RJSFSchema, RJSFValidationError, UiSchema } from "@rjsf/utils";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { mapFormUiSchemas } from "../../../generated/forms.ts";
import { mapSpec } from "../../../generated/map.ts";
import { mapPropertySchemas } from "../../../generated/schemas.ts";
import { customValidator, transformSchemaErrors } from "../forms/form-validation.ts";
import { codeText } from "../i18n/i18n.ts";
import type { MapEditor } from "./editor/map-editor.ts";
import type { ServerIssue } from "./editor/save-issues.ts";
import { stepLabel } from "./editor/step-labels.ts";
import type { FeatureChoice, FeatureKeyFormContext } from "./panels/FeatureKeyWidget.tsx";
import type { FeatureProperties, SessionFeature } from "./session/types.ts";

/** a pause in typing this long applies what was typed */
const typingPauseMs = 600;

// The generator writes JSON Schema draft 7 and uiSchemas, rjsf's own dialects.
const schemas = mapPropertySchemas as Record<string, RJSFSchema>;
const forms = mapFormUiSchemas as Record<string, UiSchema>;

export function typeLabelKey(type: string): string {
  return `map.types.${type}`;
}

/** The types a feature can be turned into: those of its geometry's group. */
export function sameGroupTypes(type: string): string[] {
  const group = mapSpec.types[type]?.group;
  return Object.entries(mapSpec.types)
    .filter(([, spec]) => spec.group === group)
    .map(([name]) => name);
}

function serverErrors(issues: ServerIssue[], key: string): ErrorSchema {
  const schema: Record<string, { __errors: string[] }> = {};
  for (const issue of issues) {
    if (issue.key !== key || !issue.field || issue.field === "geometry") continue;
    const entry = schema[issue.field] ?? { __errors: [] };
    entry.__errors.push(...issue.codes.map(codeText));
    schema[issue.field] = entry;
  }
  return schema as ErrorSchema;
}

export function usePropertyForm(
  editor: MapEditor,
  key: string,
  feature: SessionFeature,
  issues: ServerIssue[],
) {
  const { t, i18n } = useTranslation();
  const type = feature.properties.type;
  const [draft, setDraft] = useState<FeatureProperties | null>(null);
  const pending = useRef<FeatureProperties | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const commit = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const properties = pending.current;
    pending.current = null;
    if (!properties || !editor.session.has(key)) return;
    editor.session.update([{ key, properties }], stepLabel("properties", 1));
    setDraft(null);
  }, [editor, key]);

  useEffect(() => editor.onFlush(commit), [editor, commit]);
  // Leaving the feature (another selection, the panel closing) keeps what was typed.
  useEffect(() => () => commit(), [commit]);

  const onChange = useCallback(
    (event: IChangeEvent<FeatureProperties>) => {
      const next = event.formData;
      if (!next) return;
      pending.current = { ...next, type };
      setDraft(pending.current);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(commit, typingPauseMs);
    },
    [commit, type],
  );

  const changeType = useCallback(
    (next: string) => {
      commit();
      const current = editor.session.get(key);
      const spec = mapSpec.types[next];
      if (!current || !spec || next === current.properties.type) return;
      const kept = Object.fromEntries(
        Object.entries(current.properties).filter(([name]) => spec.properties.includes(name)),
      );
      editor.session.update([{ key, properties: { ...kept, type: next } }], stepLabel("type", 1));
    },
    [editor, key, commit],
  );

  const label = useCallback((name: string) => t(`map.properties.${name}`), [t]);
  const schema = schemas[type];
  const uiSchema = useMemo(() => {
    const generated = forms[type] ?? {};
    const ui: UiSchema = { ...generated, "ui:submitButtonOptions": { norender: true } };
    for (const name of Object.keys(schema?.properties ?? {})) {
      ui[name] = { ...(generated[name] ?? {}), "ui:title": label(name) };
    }
    ui.type = { "ui:widget": "hidden" };
    const order = generated["ui:order"];
    if (Array.isArray(order)) ui["ui:order"] = [...order, "type"];
    return ui;
  }, [type, schema, label]);
  const fields = useMemo(() => {
    const names = new Set(Object.keys(schema?.properties ?? {}));
    return mapSpec.properties.filter((field) => names.has(field.name));
  }, [schema]);
  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) => transformSchemaErrors(errors, fields, mapSpec.rules, t, label),
    [fields, t, label],
  );
  const customValidate = useMemo(() => customValidator(fields, mapSpec.rules, t), [fields, t]);
  const extraErrors = useMemo(() => serverErrors(issues, key), [issues, key]);
  const formContext = useMemo<FeatureKeyFormContext>(() => {
    const lang = i18n.language === "en" ? "en" : "pl";
    return {
      featureChoices: (types) => featureChoices(editor, key, types, lang),
    };
  }, [editor, key, i18n.language]);

  return {
    type,
    schema,
    uiSchema,
    formData: draft ?? feature.properties,
    onChange,
    onBlur: commit,
    changeType,
    transformErrors,
    customValidate,
    extraErrors,
    formContext,
  };
}

/** The loaded features of `types` other than `self` with a key, as "name (key)", by name. */
export function featureChoices(
  editor: MapEditor,
  self: string,
  types: readonly string[],
  lang: "pl" | "en",
): FeatureChoice[] {
  const choices: FeatureChoice[] = [];
  for (const { key, properties } of editor.session.features()) {
    const value = properties.key;
    if (key === self || !types.includes(properties.type) || typeof value !== "string" || !value) continue;
    const name = properties[`name_${lang}`] ?? properties.name_pl;
    choices.push({ value, label: typeof name === "string" && name ? `${name} (${value})` : value });
  }
  return choices.sort((a, b) => a.label.localeCompare(b.label, lang));
}
