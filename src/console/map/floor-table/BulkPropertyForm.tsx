/**
 * For several selected features: a property their types share, its value (the field the property
 * form would show, its problems on every feature under it) and the button setting it on all of them
 * in one undoable step. The behaviour is in use-bulk-property.ts.
 */
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import type { MapEditor } from "../editor/map-editor.ts";
import { LabelledChoice, PropertyFields } from "../panels/property-fields.tsx";
import { useBulkProperty } from "./use-bulk-property.ts";

interface Props {
  editor: MapEditor;
  keys: readonly string[];
  revision: number;
}

export function BulkPropertyForm({ editor, keys, revision }: Props) {
  const { t } = useTranslation();
  const bulk = useBulkProperty(editor, keys, revision);
  return (
    <div className="map-properties map-bulk-property">
      <LabelledChoice
        id="map-bulk-property"
        label={t("mapEditor.table.property")}
        value={bulk.name}
        options={bulk.names.map((name) => ({ value: name, label: t(`map.properties.${name}`) }))}
        onChange={bulk.choose}
      />
      {bulk.name && bulk.schema && (
        <PropertyFields
          key={bulk.name}
          schema={bulk.schema}
          uiSchema={bulk.uiSchema}
          formData={bulk.formData}
          idPrefix="map_bulk"
          formContext={bulk.formContext}
          onChange={bulk.onChange}
          extraErrors={bulk.extraErrors}
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
