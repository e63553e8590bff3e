/** Below the map: loading progress (features received so far), features shown, and the pointer's coordinates. */
import { unByKey } from "ol/Observable";
import { toLonLat } from "ol/proj";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { EditorState, MapEditor } from "../editor/map-editor.ts";
import { formatPosition } from "../session/shapes.ts";

interface Props {
  editor: MapEditor;
  state: EditorState;
}

export function StatusBar({ editor, state }: Props) {
  const { t } = useTranslation();
  const [pointer, setPointer] = useState<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const key = editor.map.on("pointermove", (event) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const [lon = 0, lat = 0] = toLonLat(event.coordinate);
        setPointer(formatPosition([Number(lon.toFixed(6)), Number(lat.toFixed(6))]));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      unByKey(key);
    };
  }, [editor]);

  const status = state.vertexPick
    ? t(`mapEditor.status.${state.vertexPick === "picked" ? "vertexPicked" : "vertexMissed"}`)
    : state.loading.active
      ? t("mapEditor.status.loading", { count: state.loading.loaded })
      : t("mapEditor.status.shown", { count: state.shown });
  return (
    <div className="map-statusbar">
      {/* The whole text in the title too: a narrow map cuts the line short. */}
      <p className="map-status" aria-live="polite" title={status}>
        {status}
      </p>
      {pointer && (
        <p className="map-pointer" aria-hidden="true">
          {pointer}
        </p>
      )}
    </div>
  );
}
