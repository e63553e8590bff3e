/**
 * The measure tool (docs/map-editor.md#measuring): a distance along a line of clicks or the area of a
 * polygon of them, drawn with OpenLayers' Draw and measured on the sphere as it grows
 * (measurement.ts). The last shape measured stays on the map, its measure written at its end, until
 * the next one starts or the tool is left. Nothing of it enters the edit session.
 */
import Feature from "ol/Feature";
import type OlGeometry from "ol/geom/Geometry";
import LineString from "ol/geom/LineString";
import Polygon from "ol/geom/Polygon";
import Draw, { type DrawEvent } from "ol/interaction/Draw";
import VectorLayer from "ol/layer/Vector";
import type OlMap from "ol/Map";
import Overlay from "ol/Overlay";
import VectorSource from "ol/source/Vector";
import { Circle, Fill, Stroke, Style } from "ol/style";
import { formatMeasure, type MeasureKind, measureOf } from "./measurement.ts";

export interface MeasureState {
  kind: MeasureKind;
  /** metres or square metres of the shape being drawn or last drawn; null before the first vertex */
  value: number | null;
  drawing: boolean;
}

export interface MeasureToolOptions {
  map: OlMap;
  /** the language the measure on the map is written in */
  lang: () => string;
  /** puts the draw interaction among the map's (before the snapping, which must see the pointer first) */
  insert: (draw: Draw) => void;
}

const measureStyle = new Style({
  fill: new Fill({ color: "rgba(196, 80, 0, 0.12)" }),
  stroke: new Stroke({ color: "#c45000", width: 2, lineDash: [8, 6] }),
  image: new Circle({
    radius: 4,
    fill: new Fill({ color: "#c45000" }),
    stroke: new Stroke({ color: "#ffffff", width: 2 }),
  }),
});

/** Where the measure is written: a line's last vertex, the top of a polygon. */
function labelAt(geometry: OlGeometry): number[] | undefined {
  if (geometry instanceof LineString) return geometry.getLastCoordinate();
  if (geometry instanceof Polygon) return geometry.getInteriorPoint().getCoordinates().slice(0, 2);
  return undefined;
}

export class MeasureTool {
  readonly layer = new VectorLayer({ source: new VectorSource(), style: measureStyle, zIndex: 10 });
  readonly #map: OlMap;
  readonly #lang: () => string;
  readonly #insert: (draw: Draw) => void;
  readonly #label: Overlay;
  readonly #listeners = new Set<() => void>();
  #draw: Draw | null = null;
  #state: MeasureState = { kind: "distance", value: null, drawing: false };

  constructor({ map, lang, insert }: MeasureToolOptions) {
    this.#map = map;
    this.#lang = lang;
    this.#insert = insert;
    const element = document.createElement("div");
    element.className = "map-measure-label";
    element.setAttribute("aria-hidden", "true");
    this.#label = new Overlay({ element, positioning: "bottom-center", offset: [0, -10], stopEvent: false });
    map.addLayer(this.layer);
    map.addOverlay(this.#label);
  }

  get state(): MeasureState {
    return this.#state;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** On: clicks measure; off: the last shape measured goes. */
  setActive(active: boolean): void {
    if (active && !this.#draw) {
      this.#draw = this.#makeDraw();
      this.#insert(this.#draw);
    }
    if (!active && this.#draw) {
      this.#map.removeInteraction(this.#draw);
      this.#draw = null;
      this.#clear();
    }
  }

  setKind(kind: MeasureKind): void {
    if (kind === this.#state.kind) return;
    const active = this.#draw !== null;
    this.setActive(false);
    this.#set({ kind, value: null, drawing: false });
    this.setActive(active);
  }

  /** Drops the shape being drawn; true when there was one. */
  abort(): boolean {
    if (!this.#draw || !this.#state.drawing) return false;
    this.#draw.abortDrawing();
    this.#clear();
    return true;
  }

  /** Rewrites the measure on the map (the language changed). */
  relabel(): void {
    const { kind, value } = this.#state;
    const element = this.#label.getElement();
    if (element) element.textContent = value === null ? "" : formatMeasure(kind, value, this.#lang());
  }

  #makeDraw(): Draw {
    const { kind } = this.#state;
    const draw = new Draw({ type: kind === "distance" ? "LineString" : "Polygon", style: measureStyle });
    draw.on("drawstart", (event: DrawEvent) => {
      this.layer.getSource()?.clear();
      const geometry = event.feature.getGeometry();
      geometry?.on("change", () => this.#show(geometry, true));
      this.#set({ value: null, drawing: true });
    });
    draw.on("drawend", (event: DrawEvent) => {
      const geometry = event.feature.getGeometry();
      if (!geometry) return;
      this.layer.getSource()?.addFeature(new Feature(geometry));
      this.#show(geometry, false);
    });
    draw.on("drawabort", () => this.#clear());
    return draw;
  }

  #show(geometry: OlGeometry, drawing: boolean) {
    this.#label.setPosition(labelAt(geometry));
    this.#set({ value: measureOf(this.#state.kind, geometry), drawing });
  }

  #clear() {
    this.layer.getSource()?.clear();
    this.#label.setPosition(undefined);
    this.#set({ value: null, drawing: false });
  }

  #set(patch: Partial<MeasureState>) {
    this.#state = { ...this.#state, ...patch };
    this.relabel();
    for (const listener of this.#listeners) listener();
  }
}
