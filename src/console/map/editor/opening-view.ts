/**
 * Where the editor opens (docs/map-editor.md#opening-a-floor). A browser that has shown the map
 * before returns to its last view (centre, zoom, rotation: kept in localStorage at every move's end).
 * A first visit fits the features of the floor opened, or, on a floor without any, those of every
 * floor (GET /api/geo/bounds), so that a campus imported anywhere opens on its features; an empty map
 * stays where it is. The floor is not kept: it is in the address, which links and the menu name.
 */
import type { EventsKey } from "ol/events";
import { unByKey } from "ol/Observable";
import { fromLonLat, toLonLat } from "ol/proj";
import type View from "ol/View";
import type { LonLatBox } from "./extent-page.ts";
import type { MapBounds } from "./find-api.ts";
import type { MapEditor } from "./map-editor.ts";

export interface RememberedView {
  /** lon, lat in degrees */
  centre: [number, number];
  zoom: number;
  /** radians, as OpenLayers turns the view */
  rotation: number;
}

export const viewStorageKey = "mapEditor.view";

const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** The view kept in `raw`, or null when there is none or it is not one (an older or edited value). */
export function readView(raw: string | null): RememberedView | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { centre, zoom, rotation } = value as Record<string, unknown>;
  if (!Array.isArray(centre) || centre.length !== 2) return null;
  const [lon, lat] = centre as unknown[];
  const valid =
    finite(lon) &&
    finite(lat) &&
    Math.abs(lon) <= 180 &&
    Math.abs(lat) <= 85 &&
    finite(zoom) &&
    finite(rotation);
  return valid ? { centre: [lon, lat], zoom, rotation } : null;
}

/** The view as it is kept. */
export function viewOf(view: View): RememberedView | null {
  const centre = view.getCenter();
  const zoom = view.getZoom();
  if (!centre || zoom === undefined) return null;
  const [lon = 0, lat = 0] = toLonLat(centre);
  return { centre: [lon, lat], zoom, rotation: view.getRotation() };
}

/** The box a first visit of `floor` fits: the floor's features, else every floor's; null for an empty map. */
export function openingBox(bounds: MapBounds, floor: string): LonLatBox | null {
  return bounds.floors.find((each) => each.floor === floor)?.bbox ?? bounds.bbox;
}

export interface OpeningOptions {
  storage: Storage;
  /** the boxes of the map's features (find-api.ts); null when they could not be had */
  fetchBounds: (signal: AbortSignal) => Promise<MapBounds | null>;
}

/**
 * Opens `editor` on the remembered view or on the data, and keeps the view from then on. A view
 * moved before the boxes arrive (the user, or a link's own place) is left where it was put.
 * Answers what stops it.
 */
export function openOnData(editor: MapEditor, { storage, fetchBounds }: OpeningOptions): () => void {
  const view = editor.map.getView();
  let keeping = false;
  const keep = () => {
    const now = keeping ? viewOf(view) : null;
    if (now) storage.setItem(viewStorageKey, JSON.stringify(now));
  };
  const keys: EventsKey[] = [editor.map.on("moveend", keep)];
  const abort = new AbortController();
  const remembered = readView(storage.getItem(viewStorageKey));
  if (remembered) {
    view.setCenter(fromLonLat(remembered.centre));
    view.setZoom(remembered.zoom);
    view.setRotation(remembered.rotation);
    keeping = true;
  } else {
    const moved = view.on(["change:center", "change:resolution", "change:rotation"], () => {
      unByKey(moved);
      keeping = true;
    });
    keys.push(...moved);
    void fetchBounds(abort.signal).then((bounds) => {
      if (abort.signal.aborted || keeping) return;
      unByKey(moved);
      keeping = true;
      const box = bounds && openingBox(bounds, editor.state.floor);
      if (box) void editor.showBox(box);
    });
  }
  return () => {
    abort.abort();
    unByKey(keys);
  };
}
