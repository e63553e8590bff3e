/**
 * The selected feature's type (within its geometry group) and properties, in the console's form
 * theme; read-only over a release.
 */
import { Dropdown } from "primereact/dropdown";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { dropdownLabels } from "../../shared/dropdown-labels.ts";
import { ThemedForm } from "../../widgets/form-theme.tsx";
import { formValidator } from "../../widgets/form-validator.ts";
import type { MapEditor } from "../editor/map-editor.ts";
import type { ServerIssue } from "../editor/save-issues.ts";
import type { SessionFeature } from "../session/types.ts";
import { sameGroupTypes, typeLabelKey, usePropertyForm } from "../use-property-form.ts";
import { FeatureKeyWidget } from "./FeatureKeyWidget.tsx";

const widgets = { featureKey: FeatureKeyWidget };

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
  const typeLabel = t("mapEditor.properties.type");
  return (
    <div className={readOnly ? "map-properties map-properties-read-only" : "map-properties"}>
      <div className="map-field">
        <label htmlFor="map-feature-type">{typeLabel}</label>
        <Dropdown
          inputId="map-feature-type"
          pt={dropdownLabels(typeLabel)}
          value={form.type}
          options={sameGroupTypes(form.type).map((type) => ({ value: type, label: t(typeLabelKey(type)) }))}
          disabled={readOnly}
          onChange={(event) => form.changeType(String(event.value))}
        />
      </div>
      {form.schema ? (
        <ThemedForm
          schema={form.schema}
          uiSchema={form.uiSchema}
          formData={form.formData}
          validator={formValidator(form.schema)}
          idPrefix="map_feature"
          widgets={widgets}
          formContext={form.formContext}
          onChange={form.onChange}
          onBlur={form.onBlur}
          extraErrors={form.extraErrors}
          transformErrors={form.transformErrors}
          customValidate={form.customValidate}
          readonly={readOnly}
          liveValidate
          showErrorList={false}
          noHtml5Validate
        />
      ) : (
        <p>{t("mapEditor.properties.unknownType", { type: form.type })}</p>
      )}
    </div>
  );
});
