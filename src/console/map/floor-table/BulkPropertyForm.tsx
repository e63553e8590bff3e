/**
 * For several selected features: a property their types share, its value (the field the property
 * form would show, its problems on every feature under it) and the button setting it on all of them
 * in one undoable step. The behaviour is in use-bulk-property.ts.
 */
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { dropdownLabels } from "../../shared/dropdown-labels.ts";
import { ThemedForm } from "../../widgets/form-theme.tsx";
import { formValidator } from "../../widgets/form-validator.ts";
import type { MapEditor } from "../editor/map-editor.ts";
import { FeatureKeyWidget } from "../panels/FeatureKeyWidget.tsx";
import { useBulkProperty } from "./use-bulk-property.ts";

const widgets = { featureKey: FeatureKeyWidget };

interface Props {
  editor: MapEditor;
  keys: readonly string[];
  revision: number;
}

export function BulkPropertyForm({ editor, keys, revision }: Props) {
  const { t } = useTranslation();
  const bulk = useBulkProperty(editor, keys, revision);
  const propertyLabel = t("mapEditor.table.property");
  return (
    <div className="map-properties map-bulk-property">
      <div className="map-field">
        <label htmlFor="map-bulk-property">{propertyLabel}</label>
        <Dropdown
          inputId="map-bulk-property"
          pt={dropdownLabels(propertyLabel)}
          value={bulk.name}
          options={bulk.names.map((name) => ({ value: name, label: t(`map.properties.${name}`) }))}
          onChange={(event) => bulk.choose(String(event.value))}
        />
      </div>
      {bulk.name && bulk.schema && (
        <ThemedForm
          key={bulk.name}
          schema={bulk.schema}
          uiSchema={bulk.uiSchema}
          formData={bulk.formData}
          validator={formValidator(bulk.schema)}
          idPrefix="map_bulk"
          widgets={widgets}
          formContext={bulk.formContext}
          onChange={bulk.onChange}
          extraErrors={bulk.extraErrors}
          showErrorList={false}
          noHtml5Validate
        />
      )}
      <Button
        type="button"
        icon="pi pi-check"
        label={t("mapEditor.table.apply", { count: bulk.count })}
        disabled={!bulk.canApply}
        onClick={bulk.apply}
      />
    </div>
  );
}
