/**
 * The selected feature's type (within its geometry group) and properties, in the console's form
 * theme; read-only over a release.
 */
import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { MapEditor } from "../editor/map-editor.ts";
import type { ServerIssue } from "../editor/save-issues.ts";
import type { SessionFeature } from "../session/types.ts";
import { sameGroupTypes, typeLabelKey, usePropertyForm } from "../use-property-form.ts";
import { LabelledChoice, PropertyFields } from "./property-fields.tsx";

interface Props {
  editor: MapEditor;
  featureKey: string;
  /** the feature as the session holds it now: a new object exactly when it changed */
  feature: SessionFeature;
  serverIssues: ServerIssue[];
  readOnly: boolean;
}

/** Memoised: other edits leave this feature's object, and so its form, untouched. */
export const PropertiesForm = memo(function PropertiesForm({
  editor,
  featureKey,
  feature,
  serverIssues,
  readOnly,
}: Props) {
  const { t } = useTranslation();
  const form = usePropertyForm(editor, featureKey, feature, serverIssues);
  return (
    <div className={readOnly ? "map-properties map-properties-read-only" : "map-properties"}>
      <LabelledChoice
        id="map-feature-type"
        label={t("mapEditor.properties.type")}
        value={form.type}
        options={sameGroupTypes(form.type).map((type) => ({ value: type, label: t(typeLabelKey(type)) }))}
        disabled={readOnly}
        onChange={form.changeType}
      />
      {form.schema ? (
        <PropertyFields
          schema={form.schema}
          uiSchema={form.uiSchema}
          formData={form.formData}
          idPrefix="map_feature"
          formContext={form.formContext}
          onChange={form.onChange}
          onBlur={form.onBlur}
          extraErrors={form.extraErrors}
          transformErrors={form.transformErrors}
          customValidate={form.customValidate}
          readonly={readOnly}
          liveValidate
        />
      ) : (
        <p>{t("mapEditor.properties.unknownType", { type: form.type })}</p>
      )}
    </div>
  );
});
