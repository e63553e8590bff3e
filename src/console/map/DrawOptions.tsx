/**
 * What the draw tool makes: the geometry kind, and the map type of the kind's group the new feature
 * gets. A section of the side panel: above the map it took height from the map whenever the tool was
 * chosen or left, which moved what the map showed and drew a floor's features anew each time.
 */
import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { dropdownLabels } from "../shared/dropdown-labels.ts";
import type { MapEditor } from "./editor/map-editor.ts";
import { type EditorState, typesForKind } from "./editor/map-editor.ts";
import { type DrawKind, drawKinds } from "./interactions/draw-shape.ts";
import { typeLabelKey } from "./use-property-form.ts";

interface Props {
  editor: MapEditor;
  state: EditorState;
}

export function DrawOptions({ editor, state }: Props) {
  const { t } = useTranslation();
  const kinds = drawKinds.map((kind) => ({ value: kind, label: t(`mapEditor.kinds.${kind}`) }));
  const types = typesForKind(state.drawKind).map((type) => ({ value: type, label: t(typeLabelKey(type)) }));
  return (
    <section className="map-section map-draw-options" aria-labelledby="map-draw-title">
      <h2 id="map-draw-title">{t("mapEditor.draw.title")}</h2>
      <label htmlFor="map-draw-kind">{t("mapEditor.draw.kind")}</label>
      <Dropdown
        inputId="map-draw-kind"
        pt={dropdownLabels(t("mapEditor.draw.kind"))}
        value={state.drawKind}
        options={kinds}
        onChange={(event) => editor.setDrawKind(event.value as DrawKind)}
      />
      <label htmlFor="map-draw-type">{t("mapEditor.draw.type")}</label>
      <Dropdown
        inputId="map-draw-type"
        pt={dropdownLabels(t("mapEditor.draw.type"))}
        value={state.drawType}
        options={types}
        onChange={(event) => editor.setDrawType(String(event.value))}
      />
      <p className="map-hint">
        {t(state.drawing ? "mapEditor.draw.hintDrawing" : `mapEditor.draw.hint${state.drawKind}`)}
      </p>
      <p className="map-hint">{t("mapEditor.draw.hintKeyboard")}</p>
    </section>
  );
}
