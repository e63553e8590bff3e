/**
 * Importing a DXF drawing into the edit session: the file read (dxf-parser, loaded only then), its
 * layers mapped to map types, the unit chosen where the drawing does not say it, and its features
 * added as unsaved new ones (one undo step), laid at the view's centre; then placed by pairing points
 * of the drawing (where its features are drawn now) with points of the map, as a plan is. Staff
 * check, fix and save them as any edit.
 */
import { getCenter } from "ol/extent";
import { useCallback, useEffect, useState } from "react";
import type { Affine } from "../../../shared/control-point-fit.ts";
import { KeyMaker } from "../editor/feature-keys.ts";
import type { MapEditor } from "../editor/map-editor.ts";
import { stepLabel } from "../editor/step-labels.ts";
import { type PointPairing, usePointPairing } from "../underlays/use-point-pairing.ts";
import { type Drawing, readDrawing } from "./dxf-drawing.ts";
import {
  type DrawnFeature,
  drawingFeatures,
  firstDrawingPlacement,
  guessTypes,
  type LayerTypes,
  placedGeometry,
} from "./dxf-features.ts";

export interface DxfImport extends PointPairing {
  fileName: string | null;
  drawing: Drawing | null;
  /** the file could not be read as a drawing */
  unreadable: boolean;
  types: LayerTypes;
  setType: (layer: string, type: string | null) => void;
  unitMetres: number;
  setUnitMetres: (metres: number) => void;
  read: (file: File) => Promise<void>;
  /** adds the mapped layers' features to the session; how many */
  importDrawing: () => number;
  /** the features imported last, while they can still be placed */
  imported: { count: number } | null;
  placing: boolean;
  setPlacing: (on: boolean) => void;
  applyPairs: () => void;
  close: () => void;
}

interface Imported {
  keys: string[];
  features: DrawnFeature[];
  transform: Affine;
}

export function useDxfImport(editor: MapEditor | null, floor: string): DxfImport {
  const [fileName, setFileName] = useState<string | null>(null);
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [types, setTypes] = useState<LayerTypes>({});
  const [unitMetres, setUnitMetres] = useState(1);
  const [imported, setImported] = useState<Imported | null>(null);
  const [placing, setPlacing] = useState(false);
  const pairs = usePointPairing(
    editor?.map ?? null,
    placing && imported !== null,
    imported?.transform ?? null,
    false,
  );
  const { fit, clearPairs } = pairs;

  // The features added belong to the floor they were added on: another floor's session has none of
  // them to place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs for a change of floor
  useEffect(() => {
    setImported(null);
    setPlacing(false);
    clearPairs();
  }, [floor]);

  const read = useCallback(async (file: File) => {
    setFileName(file.name);
    setImported(null);
    setPlacing(false);
    try {
      const { default: DxfParser } = await import("dxf-parser");
      const parsed = new DxfParser().parseSync(await file.text());
      const read = parsed ? readDrawing(parsed) : null;
      if (!read?.outlines.length) throw new Error("no outlines");
      setDrawing(read);
      setTypes(guessTypes(read));
      setUnitMetres(read.unitMetres ?? 1);
      setUnreadable(false);
    } catch {
      setDrawing(null);
      setUnreadable(true);
    }
  }, []);

  const importDrawing = useCallback(() => {
    if (!editor || !drawing) return 0;
    const view = editor.map.getView().calculateExtent(editor.map.getSize());
    const [x = 0, y = 0] = getCenter(view);
    const transform = firstDrawingPlacement(drawing, unitMetres, [x, y]);
    const features = drawingFeatures(drawing, types, transform);
    if (!features.length) return 0;
    const keyMaker = new KeyMaker(editor.state.floor, editor.session.features());
    const drafts = features.map(({ draft }) => ({
      ...draft,
      properties: { ...draft.properties, key: keyMaker.next(draft.properties.type) },
    }));
    const { keys } = editor.session.add(drafts, stepLabel("dxfImport", drafts.length));
    editor.selection.set(keys);
    setImported({ keys, features, transform });
    clearPairs();
    return keys.length;
  }, [editor, drawing, types, unitMetres, clearPairs]);

  const applyPairs = useCallback(() => {
    if (!editor || !imported || !fit) return;
    // The features staff removed meanwhile stay removed; the others move, their properties kept.
    const put = imported.keys.flatMap((key, i) => {
      const feature = editor.session.get(key);
      const drawn = imported.features[i];
      if (!feature || !drawn) return [];
      return [{ ...feature, geometry: placedGeometry(drawn.outline, drawn.kind, fit.transform) }];
    });
    if (put.length) editor.session.apply({ label: stepLabel("dxfPlace", put.length), put });
    setImported({ ...imported, transform: fit.transform });
    clearPairs();
  }, [editor, imported, fit, clearPairs]);

  return {
    fileName,
    drawing,
    unreadable,
    types,
    setType: (layer, type) => setTypes((all) => ({ ...all, [layer]: type })),
    unitMetres,
    setUnitMetres,
    read,
    importDrawing,
    imported: imported && { count: imported.keys.length },
    placing,
    setPlacing: (on) => {
      clearPairs();
      setPlacing(on);
    },
    ...pairs,
    applyPairs,
    close: () => {
      setDrawing(null);
      setFileName(null);
      setImported(null);
      setPlacing(false);
      clearPairs();
    },
  };
}
