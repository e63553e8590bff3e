/**
 * The floor's plans under the map: loads them with the floor, draws them under its features, and
 * lets staff add one (upload, then laid in the middle of the view), fade, hide, remove and place it,
 * by dragging its corners or by pairing points of the plan with points of the map. Every change is
 * saved at once: plans are not map content and have no draft, so every editor sees them as they are.
 */
import { getCenter, getHeight, getWidth } from "ol/extent";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Affine } from "../../../shared/control-point-fit.ts";
import { maxImageSide, maxUnderlaysPerFloor } from "../../../shared/underlay-limits.ts";
import { Failure, handleFailure } from "../../api/failures.ts";
import { useUpload } from "../../forms/use-upload.ts";
import { notify } from "../../state/notices.ts";
import type { MapEditor } from "../editor/map-editor.ts";
import { CornerDrag } from "./corner-drag.ts";
import { firstPlacement } from "./placement-edits.ts";
import {
  createUnderlay,
  fetchUnderlays,
  removeUnderlay,
  type Underlay,
  type UnderlayChange,
  updateUnderlay,
} from "./underlay-api.ts";
import { UnderlayLayer } from "./underlay-layer.ts";
import { type PointPairing, usePointPairing } from "./use-point-pairing.ts";

export type PlacingMode = "corners" | "points";

export interface Underlays extends PointPairing {
  list: readonly Underlay[];
  /** the plan being placed and how, or null */
  placing: { id: number; mode: PlacingMode } | null;
  upload: ReturnType<typeof useUpload>;
  /** why the chosen picture was not laid (checked here), or null */
  problem: "tooLarge" | null;
  /** the floor has as many plans as it may */
  full: boolean;
  /** lays the picture as a plan named `name` (the file's name unless said) */
  add: (file: File, name?: string) => Promise<void>;
  /** shows `opacity` at once; `keep` saves it (when the slider is let go) */
  setOpacity: (id: number, opacity: number, keep: boolean) => void;
  setHidden: (id: number, hidden: boolean) => void;
  remove: (id: number) => void;
  place: (id: number, mode: PlacingMode) => void;
  stopPlacing: () => void;
  /** places the plan by the pairs' fit */
  applyPairs: () => void;
}

export function useUnderlays(editor: MapEditor | null, floor: string, readOnly: boolean): Underlays {
  const { t } = useTranslation();
  const [list, setList] = useState<readonly Underlay[]>([]);
  const [placing, setPlacing] = useState<Underlays["placing"]>(null);
  const [problem, setProblem] = useState<Underlays["problem"]>(null);
  const upload = useUpload("underlay");
  const layer = useMemo(() => new UnderlayLayer(), []);
  // The interactions read the list as it is when the pointer moves, not as it was when they were made.
  const current = useRef({ list, placing });
  current.current = { list, placing };

  useEffect(() => {
    if (!editor) return;
    // Above the base map (the first layer), under the features.
    editor.map.getLayers().insertAt(1, layer.layer);
    return () => {
      editor.map.removeLayer(layer.layer);
    };
  }, [editor, layer]);

  useEffect(() => {
    const abort = new AbortController();
    setList([]);
    setPlacing(null);
    fetchUnderlays(floor, abort.signal).then(setList, () => undefined);
    return () => abort.abort();
  }, [floor]);

  useEffect(() => layer.show(list), [layer, list]);

  const replace = useCallback((changed: Underlay) => {
    setList((all) => all.map((one) => (one.id === changed.id ? changed : one)));
  }, []);

  // A plan another editor removed meanwhile is said so; either way the list is read again.
  const failed = useCallback(
    (error: unknown) => {
      if (error instanceof Failure && !error.aborted) {
        if (error.status === 404) notify("info", t("mapEditor.underlays.gone"));
        else handleFailure(error.status, { message: error.message, errors: error.errors });
      }
      return fetchUnderlays(floor).then(setList, () => undefined);
    },
    [floor, t],
  );

  const change = useCallback(
    (id: number, values: UnderlayChange) => {
      setList((all) =>
        all.map((one): Underlay => (one.id === id ? ({ ...one, ...values } as Underlay) : one)),
      );
      updateUnderlay(id, values).then(replace, failed);
    },
    [replace, failed],
  );

  const target = useCallback(() => {
    const { list: all, placing: now } = current.current;
    return all.find((one) => one.id === now?.id) ?? null;
  }, []);

  useEffect(() => {
    if (!editor || placing?.mode !== "corners" || readOnly) return;
    const { map } = editor;
    const drag = new CornerDrag({
      target,
      onPreview: (transform) =>
        layer.show(current.current.list.map((one) => (one.id === placing.id ? { ...one, transform } : one))),
      onPlaced: (transform) => change(placing.id, { transform }),
    });
    drag.outline();
    map.addLayer(drag.handles);
    map.addInteraction(drag);
    return () => {
      map.removeInteraction(drag);
      map.removeLayer(drag.handles);
    };
  }, [editor, placing, readOnly, layer, target, change]);

  const placed = placing && list.find((one) => one.id === placing.id);
  const pairs = usePointPairing(
    editor?.map ?? null,
    placing?.mode === "points" && !readOnly,
    placed ? (placed.transform as Affine) : null,
    true,
  );
  const { fit, clearPairs } = pairs;

  const add = useCallback(
    async (file: File, name = file.name) => {
      if (!editor) return;
      setProblem(null);
      const size = await imageSize(file).catch(() => null);
      // Not a picture the browser reads: the upload's own check says so.
      if (size && Math.max(size.width, size.height) > maxImageSide) {
        setProblem("tooLarge");
        return;
      }
      const path = await upload.upload(file);
      if (!path || !size) return;
      const view = editor.map.getView().calculateExtent(editor.map.getSize());
      const [x = 0, y = 0] = getCenter(view);
      const transform = firstPlacement([x, y], getWidth(view), getHeight(view), size.width, size.height);
      try {
        const made = await createUnderlay(floor, path, name, transform);
        setList((all) => [...all, made]);
      } catch (error) {
        await failed(error);
      }
    },
    [editor, floor, upload.upload, failed],
  );

  const place = useCallback(
    (id: number, mode: PlacingMode) => {
      clearPairs();
      setPlacing({ id, mode });
    },
    [clearPairs],
  );

  const applyPairs = useCallback(() => {
    if (!placing || !fit) return;
    change(placing.id, { transform: fit.transform as Affine });
    clearPairs();
  }, [placing, fit, change, clearPairs]);

  return {
    list,
    placing,
    ...pairs,
    upload,
    problem,
    full: list.length >= maxUnderlaysPerFloor,
    add,
    setOpacity: (id, opacity, keep) => {
      if (keep) change(id, { opacity });
      else setList((all) => all.map((one) => (one.id === id ? { ...one, opacity } : one)));
    },
    setHidden: (id, hidden) => change(id, { hidden }),
    remove: (id) => {
      if (placing?.id === id) setPlacing(null);
      setList((all) => all.filter((one) => one.id !== id));
      removeUnderlay(id).catch(failed);
    },
    place,
    stopPlacing: () => {
      setPlacing(null);
      clearPairs();
    },
    applyPairs,
  };
}

/** The picture's size in pixels, read by the browser from the chosen file. */
async function imageSize(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}
