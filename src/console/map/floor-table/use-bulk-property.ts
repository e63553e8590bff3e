/**
 * Setting one property on the selected features for a screen (bulk-property.ts): the properties their
 * types share, the chosen one's field as the property form draws it (the first feature's type schema
 * and uiSchema, every other field hidden), the value checked on every feature with the property
 * form's own validator and rules (use-property-form.ts), and the change applied as one undo step.
 */
import type { IChangeEvent } from "@rjsf/core";
import type { ErrorSchema, RJSFSchema, UiSchema } from "@rjsf/utils";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { mapFormUiSchemas } from "../../../../generated/forms.ts";
import { mapPropertySchemas } from "../../../../generated/schemas.ts";
import { formValidator } from "../../widgets/form-validator.ts";
import type { MapEditor } from "../editor/map-editor.ts";
import type { FeatureKeyFormContext } from "../panels/FeatureKeyWidget.tsx";
import type { SessionFeature } from "../session/types.ts";
import { featureChoices } from "../use-property-form.ts";
import { bulkProblems, commonProperties, propertyCheck, setProperty, sharedValue } from "./bulk-property.ts";

const schemas = mapPropertySchemas as Record<string, RJSFSchema>;
const forms = mapFormUiSchemas as Record<string, UiSchema>;

export function useBulkProperty(editor: MapEditor, keys: readonly string[], revision: number) {
  const { t, i18n } = useTranslation();
  const features = useMemo(() => {
    void revision;
    return keys.map((key) => editor.session.get(key)).filter((f): f is SessionFeature => f !== undefined);
  }, [editor, keys, revision]);
  const names = useMemo(() => commonProperties(features.map((f) => f.properties.type)), [features]);
  const [chosen, setChosen] = useState<{ name: string; value: unknown } | null>(null);
  const name = chosen && names.includes(chosen.name) ? chosen.name : null;
  const value = name ? chosen?.value : undefined;
  const label = useCallback((property: string) => t(`map.properties.${property}`), [t]);

  const check = useMemo(() => propertyCheck(formValidator, t, label), [t, label]);
  const problems = useMemo(
    () => (name ? bulkProblems(features, name, value, check) : []),
    [features, name, value, check],
  );

  // The field as the first feature's form draws it; only the chosen property shows.
  const type = features[0]?.properties.type ?? "";
  const schema = schemas[type];
  const uiSchema = useMemo(() => {
    const generated = forms[type] ?? {};
    const ui: UiSchema = { "ui:submitButtonOptions": { norender: true } };
    for (const property of Object.keys(schema?.properties ?? {})) {
      ui[property] =
        property === name
          ? { ...(generated[property] ?? {}), "ui:title": label(property), "ui:classNames": undefined }
          : { "ui:widget": "hidden" };
    }
    return ui;
  }, [type, schema, name, label]);
  const formContext = useMemo<FeatureKeyFormContext>(() => {
    const lang = i18n.language === "en" ? "en" : "pl";
    return { featureChoices: (types) => featureChoices(editor, "", types, lang) };
  }, [editor, i18n.language]);
  const extraErrors = useMemo(
    () =>
      (name && problems.length
        ? { [name]: { __errors: problems.map(({ message, count }) => `${message} (${count})`) } }
        : {}) as ErrorSchema,
    [name, problems],
  );

  return {
    names,
    name,
    choose: (next: string) => setChosen({ name: next, value: sharedValue(features, next) }),
    schema,
    uiSchema,
    formData: name ? { type, [name]: value } : { type },
    onChange: (event: IChangeEvent<Record<string, unknown>>) => {
      if (name) setChosen({ name, value: event.formData?.[name] });
    },
    formContext,
    extraErrors,
    count: features.length,
    canApply: name !== null && problems.length === 0,
    apply: () => {
      if (!name || problems.length) return;
      // What is being typed in a single feature's form reaches the session first.
      editor.flushPending();
      setProperty(editor.session, keys, name, value);
    },
  };
}
