/**
 * The map editor's controller, free of React: the OpenLayers map (spec §9: EPSG:3857, container #map;
 * where it opens: opening-view.ts), the edit session of the floor shown and its layer, the selection,
 * the exclusive tools (select, modify, draw, move, rotate, measure) with snapping as an independent
 * toggle, the scale bar, and the loading of the view's features. Screens read its state through
 * `subscribe`/`state` and call its methods; every edit goes through the session as one undo step.
 *
 * The floor shown is the draft's, or a release's (docs/publishing.md): then its session is read-only
 * and only the select tool works. Above the features, other editors' selections (presence-layer.ts)
 * and the publish review's marks (review-layer.ts). Others' saves arriving live are drawn at once,
 * the user's unsaved edits rebased on them (`receive`, docs/live-editing.md).
 */
import { defaults as defaultControls } from "ol/control/defaults";
import ScaleLine from "ol/control/ScaleLine";
import type { Coordinate } from "ol/coordinate";
import { noModifierKeys, targetNotEditable } from "ol/events/condition";
import {
  buffer,
  containsExtent,
  createEmpty,
  type Extent,
  extend,
  getHeight,
  getWidth,
  isEmpty,
} from "ol/extent";
import type OlGeometry from "ol/geom/Geometry";
import { defaults as defaultInteractions } from "ol/interaction/defaults";
import type Interaction from "ol/interaction/Interaction";
import KeyboardPan from "ol/interaction/KeyboardPan";
import KeyboardZoom from "ol/interaction/KeyboardZoom";
import TileLayer from "ol/layer/Tile";
import OlMap from "ol/Map";
import type MapBrowserEvent from "ol/MapBrowserEvent";
import { fromLonLat, toLonLat, transformExtent } from "ol/proj";
import XYZ from "ol/source/XYZ";
import View from "ol/View";
import { enumerations } from "../../../../generated/catalogues.ts";
import { type GeometryGroup, typesOfGroup } from "../../../shared/map-types.ts";
import { NamedZoom } from "../controls/named-zoom.ts";
import { RotationControl, type RotationControlLabels } from "../controls/rotation-control.ts";
import { BoxSelect } from "../interactions/box-select.ts";
import { ClickSelect } from "../interactions/click-select.ts";
import { type DrawKind, DrawShape } from "../interactions/draw-shape.ts";
import { ExtentSnap } from "../interactions/extent-snap.ts";
import { ModifySelection } from "../interactions/modify-selection.ts";
import { RotateSelection } from "../interactions/rotate-selection.ts";
import { TranslateSelection } from "../interactions/translate-selection.ts";
import { MeasureTool } from "../measure/measure-tool.ts";
import { EditSession } from "../session/edit-session.ts";
import type { ChangeSet, Geometry, Position, StoredFeature } from "../session/types.ts";
import { type VertexPath, vertices, withVertex } from "../session/vertices.ts";
import { afterNextFrame } from "./after-next-frame.ts";
import type { LonLatBox } from "./extent-page.ts";
import { KeyMaker } from "./feature-keys.ts";
import { FeatureLoader, type LoadProgress } from "./feature-loader.ts";
import { prepareFeatures } from "./feature-preparation.ts";
import { toSessionGeometry } from "./geometry-convert.ts";
import { inspects } from "./inspecting-tools.ts";
import { fetchExtentPage } from "./map-api.ts";
import { PresenceLayer } from "./presence-layer.ts";
import { ReviewLayer } from "./review-layer.ts";
import type { ReviewMark } from "./review-marks.ts";
import { Selection } from "./selection.ts";
import { type MapFeature, SessionLayer } from "./session-layer.ts";
import { stepLabel } from "./step-labels.ts";
import { whenIdle } from "./when-idle.ts";

export const tools = ["select", "modify", "draw", "move", "rotate", "measure"] as const;
export type Tool = (typeof tools)[number];

/** The tools that act at the centre cross from the keyboard (Space), the arrow keys panning under it. */
export const crossTool = (tool: Tool): boolean => tool === "draw" || tool === "modify";

/**
 * Where the map is before it opens on the data (opening-view.ts), and the zoom range: from a whole
 * country, so that a campus anywhere, or spread over a city, can be seen whole, to a few centimetres.
 */
export const startView = { centre: [19.467, 51.77], zoom: 14, minZoom: 4, maxZoom: 22 } as const;

/** What the panels show; a new object after every change. */
export interface EditorState {
  floor: string;
  /** the release whose floor is shown, read-only; null: the draft */
  release: number | null;
  tool: Tool;
  drawKind: DrawKind;
  /** the map type new drawings get, of the draw kind's group */
  drawType: string;
  snap: boolean;
  /** a sketch is in progress (Escape drops it) */
  drawing: boolean;
  selection: readonly string[];
  /** moves on with every change of the session */
  revision: number;
  counts: { new: number; edited: number; deleted: number };
  dirty: boolean;
  undoLabel: string | null;
  redoLabel: string | null;
  loading: LoadProgress;
  /** features drawn (of visible types) */
  shown: number;
  /** the floors next to this one whose features for the view are already here (an instant switch) */
  ready: readonly string[];
  /**
   * Moving a vertex from the keyboard (modify tool): "picked" while one waits to be put under the
   * cross, "missed" after Space found no vertex of the selection under it
   */
  vertexPick: "picked" | "missed" | null;
}

export interface EditorLabels extends RotationControlLabels {
  zoomIn: string;
  zoomOut: string;
}

export interface MapEditorOptions {
  target: HTMLElement;
  floor: string;
  /** the release to show, read-only; null: the draft */
  release: number | null;
  labels: EditorLabels;
  /** the language room names are shown in */
  lang: () => "pl" | "en";
}

const groupOfKind = (kind: DrawKind): GeometryGroup =>
  kind === "Point" ? "POINT" : kind === "LineString" ? "LINE" : "POLYGON";

/** The map types a draw kind can make (spec §3: POINT Point, LINE LineString, POLYGON the others). */
export function typesForKind(kind: DrawKind): string[] {
  return typesOfGroup(groupOfKind(kind));
}

function toLonLatBox(extent: Extent): LonLatBox {
  const [minLon = 0, minLat = 0, maxLon = 0, maxLat = 0] = transformExtent(extent, "EPSG:3857", "EPSG:4326");
  return [minLon, minLat, maxLon, maxLat];
}

/** The view's box, grown by `margin` of its larger side on every side. */
function viewBox(map: OlMap, margin: number): LonLatBox | null {
  const size = map.getSize();
  if (!size?.[0] || !size[1]) return null;
  const view = map.getView().calculateExtent(size);
  return toLonLatBox(buffer(view, Math.max(getWidth(view), getHeight(view)) * margin));
}

/** Any box: the whole floor. */
const wholeFloor: LonLatBox = [-180, -90, 180, 90];

/** How near the cross (in pixels) a vertex is picked from the keyboard. */
const pickTolerancePx = 24;

/** Features are loaded for the view and a quarter of it around, so that small pans load nothing. */
const loadMargin = 0.25;

const floors = Object.keys(enumerations.floor);

/** The other floors, nearest to `floor` first (below before above): the ones a user steps to next. */
const byDistance = (floor: string) => {
  const at = floors.indexOf(floor);
  const distance = (other: string) => Math.abs(floors.indexOf(other) - at);
  return floors.filter((other) => other !== floor).sort((a, b) => distance(a) - distance(b));
};

export class MapEditor {
  readonly map: OlMap;
  readonly layer: SessionLayer;
  readonly review = new ReviewLayer();
  readonly presence = new PresenceLayer();
  readonly selection: Selection;
  readonly loader: FeatureLoader;
  readonly measure: MeasureTool;
  #session: EditSession;
  #unsubscribe: () => void;
  #state: EditorState;
  readonly #listeners = new Set<() => void>();
  readonly #base = new TileLayer({ visible: false });
  readonly #rotation: RotationControl;
  #zoom: NamedZoom;
  readonly #interactions: {
    click: ClickSelect;
    box: BoxSelect;
    modify: ModifySelection;
    move: TranslateSelection;
    rotate: RotateSelection;
    snap: ExtentSnap;
  };
  #draw: DrawShape | null = null;
  /** the selected feature's vertex picked from the keyboard, waiting to be put under the cross */
  #picked: { key: string; path: VertexPath } | null = null;
  readonly #flushers = new Set<() => void>();
  /** the floor and box being loaded, so that the same view is not asked for twice at once */
  #request: string | null = null;
  #cancelPrefetch: () => void = () => undefined;
  /** other editors of the floor: their colour and selection, outlined */
  #others: readonly { colour: string; selected: readonly number[] }[] = [];
  /** while above 0, state changes are told to listeners only when it falls back to 0 */
  #quiet = 0;
  /** cancels the telling of listeners put off until the next frame is drawn, if one is pending */
  #cancelLaterNotify: (() => void) | null = null;
  readonly #resize: ResizeObserver;

  constructor({ target, floor, release, labels, lang }: MapEditorOptions) {
    this.#session = new EditSession({ readOnly: release !== null });
    this.layer = new SessionLayer({ lang });
    this.selection = new Selection({
      featureOf: (key) => (this.layer.visible(key) ? this.layer.feature(key) : undefined),
      onChange: (keys) => {
        this.layer.mark("selected", keys);
        this.#picked = null;
        this.#set({ selection: keys, vertexPick: null });
      },
    });
    this.loader = new FeatureLoader({
      onProgress: (loading) => this.#set({ loading }, "afterFrame"),
      // The loader knows floors only: which state of them is the editor's, and changing it stops the loader.
      fetchPage: (at, box, page, signal) =>
        fetchExtentPage(at, box, { ...page, release: this.#state.release }, signal),
      prepare: prepareFeatures,
    });
    const drawKind: DrawKind = "Polygon";
    this.#state = {
      floor,
      release,
      tool: "select",
      drawKind,
      // Rooms are what a floor is mostly drawn of.
      drawType: typesForKind(drawKind).includes("room") ? "room" : (typesForKind(drawKind)[0] ?? ""),
      snap: false,
      drawing: false,
      selection: [],
      revision: 0,
      counts: { new: 0, edited: 0, deleted: 0 },
      dirty: false,
      undoLabel: null,
      redoLabel: null,
      loading: { active: false, loaded: 0 },
      shown: 0,
      ready: [],
      vertexPick: null,
    };
    this.#rotation = new RotationControl({ labels });
    this.#zoom = new NamedZoom(labels);
    this.map = new OlMap({
      target,
      layers: [this.#base, this.layer.layer, this.presence.layer, this.review.layer],
      view: new View({
        projection: "EPSG:3857",
        center: fromLonLat([...startView.centre]),
        zoom: startView.zoom,
        minZoom: startView.minZoom,
        maxZoom: startView.maxZoom,
      }),
      controls: defaultControls({ attribution: false, rotate: false, zoom: false }).extend([
        this.#zoom,
        this.#rotation,
        new ScaleLine({ units: "metric" }),
      ]),
      // No double-click zoom: OpenLayers reads any two clicks within 250 ms as a double click, wherever
      // they land, so selecting with click and shift-click would zoom the view (out, with shift) under
      // the pointer. While drawing, the draw interaction takes double clicks to finish the shape, so
      // double-click zoom never acted there either. The wheel, the +/- buttons and keys still zoom.
      interactions: defaultInteractions({ keyboard: false, doubleClickZoom: false }),
      keyboardEventTarget: target,
    });
    const selected = this.selection.features;
    // Arrow keys move the selection, except with the draw and modify tools, where they bring the
    // place of the next vertex under the centre cross.
    const keyboardFree = (event: MapBrowserEvent) =>
      noModifierKeys(event) &&
      targetNotEditable(event) &&
      (this.selection.size === 0 || crossTool(this.#state.tool));
    this.#interactions = {
      click: new ClickSelect({
        layer: this.layer.layer,
        selected: () => this.selection.keys,
        onPick: (key, toggle) => {
          if (toggle) {
            if (key) this.selection.toggle([key]);
          } else this.selection.set(key ? [key] : []);
        },
      }),
      box: new BoxSelect({
        layer: this.layer.layer,
        onPick: (keys, add) => (add ? this.selection.add(keys) : this.selection.set(keys)),
      }),
      modify: new ModifySelection({
        features: selected,
        onModified: (features) => this.#keepGeometries(features, "modify"),
      }),
      move: new TranslateSelection({
        features: selected,
        onMoved: (features) => this.#keepGeometries(features, "move"),
      }),
      rotate: new RotateSelection({
        features: selected,
        layer: this.layer.layer,
        onRotated: (features) => this.#keepGeometries(features, "rotate"),
      }),
      snap: new ExtentSnap({ layer: this.layer.layer }),
    };
    for (const interaction of [
      new KeyboardPan({ condition: keyboardFree }),
      new KeyboardZoom({ condition: (event) => targetNotEditable(event) }),
      this.#interactions.click,
      this.#interactions.box,
      this.#interactions.modify,
      this.#interactions.move,
      this.#interactions.rotate,
      // Last, so that it corrects the pointer before the drawing or reshaping sees it.
      this.#interactions.snap,
    ]) {
      this.map.addInteraction(interaction);
    }
    this.#interactions.snap.setActive(false);
    this.measure = new MeasureTool({ map: this.map, lang, insert: (draw) => this.#insertBeforeSnap(draw) });
    this.#applyTool();
    this.#unsubscribe = this.#attach(this.#session);
    this.map.on("moveend", () => void this.loadView());
    this.map.once("postrender", () => void this.loadView());
    // The sidebar and the window change the container's size: the map must measure it again.
    this.#resize = new ResizeObserver(() => this.map.updateSize());
    this.#resize.observe(target);
  }

  get session(): EditSession {
    return this.#session;
  }

  get state(): EditorState {
    return this.#state;
  }

  /** A release is shown: nothing can be edited. */
  get readOnly(): boolean {
    return this.#state.release !== null;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  destroy(): void {
    this.#cancelLaterNotify?.();
    this.#cancelPrefetch();
    this.loader.stop();
    this.#resize.disconnect();
    this.#unsubscribe();
    this.map.dispose();
  }

  setLabels(labels: EditorLabels): void {
    this.#rotation.setLabels(labels);
    this.map.removeControl(this.#zoom);
    this.#zoom = new NamedZoom(labels);
    this.map.addControl(this.#zoom);
  }

  /** Restyles room names after a language change. */
  relabel(): void {
    this.layer.layer.changed();
    this.measure.relabel();
  }

  setBaseMap(tileUrl: string | null): void {
    // No crossOrigin: a tile server without CORS headers still shows; nothing reads the tiles' pixels.
    this.#base.setSource(tileUrl ? new XYZ({ url: tileUrl }) : null);
    this.#base.setVisible(tileUrl !== null);
  }

  /**
   * Another floor, or the floor of another release (null: the draft): a fresh session (the caller
   * asked about unsaved changes first), read-only for a release, and its features. The request leaves
   * first: taking 5,000 features of the old floor off the map is done while the server answers, not
   * before asking it. What listens hears of the change after the next frame (one that already shows a
   * floor fetched in advance), so the screen's re-render holds up neither.
   */
  setFloor(floor: string, release: number | null): void {
    if (floor === this.#state.floor && release === this.#state.release) return;
    this.#cancelPrefetch();
    // The floors fetched in advance are of the release or draft shown until now.
    if (release === this.#state.release) this.loader.forget();
    else this.loader.stop();
    this.#request = null;
    this.#unsubscribe();
    // The review's marks and the others' selections are of the floor they were shown on.
    this.review.clear();
    this.#others = [];
    const session = new EditSession({ readOnly: release !== null });
    this.#session = session;
    this.#quietly(() => {
      this.#set({ floor, release, ready: [] });
      if (release !== null) this.setTool("select");
      // Features fetched in advance are loaded at once, into the session the layer is reset from.
      void this.loadView();
      this.#unsubscribe = this.#attach(session);
    }, "afterFrame");
  }

  /** Loads the features of the view unless this floor's features there are loaded already. */
  async loadView(): Promise<void> {
    const box = viewBox(this.map, loadMargin);
    if (box) await this.#loadBox(box);
  }

  /** Loads every feature of the floor, wherever it lies (the floor's table lists them all). */
  async loadFloor(): Promise<void> {
    await this.#loadBox(wholeFloor);
  }

  async #loadBox(box: LonLatBox): Promise<void> {
    if (this.loader.covered(box)) {
      // Nothing to load, but the floors fetched in advance may be held for another part of the map
      // (the view went away and came back): those are fetched again for this part once the page is
      // idle, so that switching floor here still needs no server.
      const ready = this.loader.heldFloors(box);
      if (ready.join() !== this.#state.ready.join()) this.#set({ ready });
      this.#prefetchAround(this.#state.floor, box);
      return;
    }
    const session = this.#session;
    const request = `${this.#state.floor} ${box.join(" ")}`;
    // While the whole floor loads, any view is inside what is coming: a pan must not cancel it.
    if (request === this.#request || this.#request === `${this.#state.floor} ${wholeFloor.join(" ")}`) return;
    this.#request = request;
    this.#set({ ready: this.loader.heldFloors(box) });
    const floor = this.#state.floor;
    const done = await this.loader.load(floor, box, (features) => {
      if (session === this.#session)
        this.#quietly(() => session.load(features, { take: true }), "afterFrame");
    });
    if (this.#request === request) this.#request = null;
    if (done && session === this.#session) this.#prefetchAround(floor, box);
  }

  /** Once the page is idle, the other floors for `box`, nearest first (see FeatureLoader.prefetch). */
  #prefetchAround(floor: string, box: LonLatBox) {
    this.#cancelPrefetch();
    this.#cancelPrefetch = whenIdle(async () => {
      await this.loader.prefetch(byDistance(floor), box);
      // The view may have moved on meanwhile: ready are the floors held for what it would load now.
      const now = viewBox(this.map, loadMargin);
      if (floor === this.#state.floor) this.#set({ ready: now ? this.loader.heldFloors(now) : [] });
    }, 2000);
  }

  /** After a save: everything loaded so far again from the server, replacing the session's state at once. */
  async reload(): Promise<boolean> {
    const box = this.loader.loadedBounds() ?? viewBox(this.map, loadMargin);
    if (!box) return false;
    this.loader.forget();
    this.#request = null;
    const session = this.#session;
    const fresh = await this.loader.fetchAll(this.#state.floor, box);
    if (!fresh || session !== this.#session) return false;
    session.reset();
    session.load(fresh, { take: true });
    return true;
  }

  /** The box of the view, as a save reports it. */
  viewBox(): LonLatBox | null {
    return viewBox(this.map, 0);
  }

  /**
   * Someone's save of this floor, arriving live (docs/live-editing.md): the features they wrote are
   * drawn at once, and those they deleted leave; under the user's unsaved edits they are rebased on
   * (EditSession.load). Versions the session already has (the user's own save) change nothing.
   */
  receive(features: StoredFeature[], deleted: { id: number; version: number }[]): void {
    const session = this.#session;
    this.#quietly(() => {
      session.load(features);
      session.removeStored(deleted);
    });
  }

  /**
   * Saves may have been missed (the stream was down, or the server said `reload`): everything loaded
   * is read again and taken as a save would be, and the stored features no longer there are deleted.
   */
  async catchUp(): Promise<void> {
    const loaded = this.loader.loadedBounds();
    if (!loaded) return;
    this.loader.forget();
    this.#request = null;
    const session = this.#session;
    const fresh = await this.loader.fetchAll(this.#state.floor, loaded);
    if (!fresh || session !== this.#session) return;
    const there = new Set(fresh.map((feature) => String(feature.id)));
    const area = transformExtent([...loaded], "EPSG:4326", "EPSG:3857");
    const deleted = session.storedVersions().filter(({ id }) => {
      const where = this.layer.extentOf(String(id));
      return !there.has(String(id)) && where !== undefined && containsExtent(area, where);
    });
    this.receive(fresh, deleted);
  }

  /** Other editors' selections, outlined in their colours (an empty list: nobody else). */
  showPresence(others: readonly { colour: string; selected: readonly number[] }[]): void {
    this.#others = others;
    this.#drawPresence();
  }

  #drawPresence() {
    const marks = this.#others.flatMap(({ colour, selected }) =>
      selected.flatMap((id) => {
        const feature = this.#session.get(String(id));
        return feature ? [{ colour, geometry: feature.geometry }] : [];
      }),
    );
    this.presence.show(marks);
  }

  /** Registers what must reach the session before it is read whole (a property form's typing). */
  onFlush(flush: () => void): () => void {
    this.#flushers.add(flush);
    return () => this.#flushers.delete(flush);
  }

  flushPending(): void {
    for (const flush of this.#flushers) flush();
  }

  setTool(tool: Tool): void {
    if (tool === this.#state.tool || (this.readOnly && !inspects(tool))) return;
    this.#picked = null;
    this.#set({ tool, vertexPick: null });
    this.#applyTool();
  }

  setDrawKind(drawKind: DrawKind): void {
    const types = typesForKind(drawKind);
    const drawType = types.includes(this.#state.drawType) ? this.#state.drawType : (types[0] ?? "");
    this.#set({ drawKind, drawType });
    this.#applyTool();
  }

  setDrawType(drawType: string): void {
    this.#set({ drawType });
  }

  setSnap(snap: boolean): void {
    this.#interactions.snap.setActive(snap);
    this.#set({ snap });
  }

  /** Drops the sketch in progress; true when there was one. */
  abortDrawing(): boolean {
    if (this.#state.tool === "measure") return this.measure.abort();
    if (!this.#draw || !this.#state.drawing) return false;
    this.#draw.abortDrawing();
    this.#set({ drawing: false });
    return true;
  }

  /**
   * From the keyboard, at the view's centre, where the draw and modify tools show a cross (the arrow
   * keys pan the map under it): with the draw tool, a vertex of the sketch; with the modify tool,
   * the selected feature's vertex under the cross is picked, and the next call puts it there as one
   * undo step. False with the other tools.
   */
  placeAtCross(): boolean {
    const centre = this.map.getView().getCenter();
    if (!centre) return false;
    if (this.#draw) {
      this.#draw.placeVertex(centre);
      return true;
    }
    return this.#state.tool === "modify" && this.#vertexAtCross(centre);
  }

  /** Drops the vertex picked from the keyboard; true when there was one. */
  cancelVertexPick(): boolean {
    if (!this.#picked) return false;
    this.#picked = null;
    this.#set({ vertexPick: null });
    return true;
  }

  /** Ends the line or polygon placed from the keyboard; false when there is none with enough vertices. */
  finishDrawing(): boolean {
    return this.#draw?.finish() ?? false;
  }

  /** Takes back the sketch's last point; true when there was a sketch. */
  removeLastPoint(): boolean {
    if (!this.#draw || !this.#state.drawing) return false;
    this.#draw.removeLastPoint();
    return true;
  }

  setHidden(hidden: ReadonlySet<string>): void {
    this.layer.setHidden(hidden);
    this.selection.retain((key) => this.layer.visible(key));
    this.#set({ shown: this.layer.shownCount });
  }

  markInvalid(keys: Iterable<string>): void {
    this.layer.mark("invalid", keys);
  }

  /** Fits the view to the features of `keys` (those with a geometry in the session). */
  zoomTo(keys: readonly string[]): void {
    const extent = createEmpty();
    for (const key of keys) {
      const where = this.layer.extentOf(key);
      if (where) extend(extent, where);
    }
    if (isEmpty(extent)) return;
    this.map.getView().fit(extent, { padding: [80, 80, 80, 80], maxZoom: 21, duration: 200 });
  }

  /**
   * Fits the view to a [minLon, minLat, maxLon, maxLat] box (a point's box is a point: the view is
   * then zoomed in as far as zoomTo goes) and resolves once the features there are loaded.
   */
  async showBox(box: LonLatBox): Promise<void> {
    const extent = transformExtent([...box], "EPSG:4326", "EPSG:3857");
    // At once, not animated: the load below is of the view the box is in.
    this.map.getView().fit(extent, { padding: [80, 80, 80, 80], maxZoom: 21 });
    await this.loadView();
  }

  /** Centres the view on a [lon, lat] place, zoomed in at least far enough to tell rooms apart. */
  centreOn([lon, lat]: readonly [number, number]): void {
    const view = this.map.getView();
    view.animate({ center: fromLonLat([lon, lat]), zoom: Math.max(view.getZoom() ?? 0, 19), duration: 200 });
  }

  /**
   * Draws the publish review's marks of one entry and brings them into view; resolves once the
   * features there are loaded, so that the entry's feature, when in the draft, can be selected.
   */
  async showReview(marks: readonly ReviewMark[]): Promise<void> {
    this.review.show(marks);
    const extent = this.review.extent();
    if (!extent) return;
    // At once, not animated: the load below is of the view the marks are in.
    this.map.getView().fit(extent, { padding: [80, 80, 80, 80], maxZoom: 21 });
    await this.loadView();
  }

  /** Fits the view to every feature drawn. */
  fitAll(): void {
    const extent = this.layer.source.getExtent();
    if (!extent || isEmpty(extent)) return;
    this.map.getView().fit(extent, { padding: [40, 40, 40, 40], maxZoom: 21, duration: 200 });
  }

  /** A new feature of `type` with a fresh key; it becomes the selection. */
  addFeature(geometry: Geometry, type: string, action: string): string | null {
    const keys = new KeyMaker(this.#state.floor, this.#session.features());
    const { keys: added } = this.#session.add(
      [{ geometry, properties: { type, key: keys.next(type) } }],
      stepLabel(action, 1),
    );
    this.selection.set(added);
    return added[0] ?? null;
  }

  #vertexAtCross(centre: Coordinate): boolean {
    const [key] = this.selection.keys;
    const feature = key !== undefined && this.selection.size === 1 ? this.#session.get(key) : undefined;
    if (!key || !feature) return false;
    const picked = this.#picked;
    if (picked?.key === key) {
      const [lon = 0, lat = 0] = toLonLat(centre);
      const position: Position = [Number(lon.toFixed(9)), Number(lat.toFixed(9))];
      this.#picked = null;
      this.#set({ vertexPick: null });
      this.#session.update(
        [{ key, geometry: withVertex(feature.geometry, picked.path, position) }],
        stepLabel("modify", 1),
      );
      return true;
    }
    let nearest: VertexPath | null = null;
    let distance = pickTolerancePx * (this.map.getView().getResolution() ?? 0);
    for (const vertex of vertices(feature.geometry)) {
      const [x = 0, y = 0] = fromLonLat([...vertex.position]);
      const away = Math.hypot(x - (centre[0] ?? 0), y - (centre[1] ?? 0));
      if (away <= distance) {
        nearest = vertex.path;
        distance = away;
      }
    }
    this.#picked = nearest ? { key, path: nearest } : null;
    this.#set({ vertexPick: nearest ? "picked" : "missed" });
    return true;
  }

  #attach(session: EditSession): () => void {
    this.#picked = null;
    this.selection.clear();
    this.layer.reset(session);
    this.presence.clear();
    this.#sessionChanged(session);
    return session.subscribe((change) => this.#onChange(session, change));
  }

  #onChange(session: EditSession, change: ChangeSet) {
    this.layer.apply(session, change);
    if (this.#others.length) this.#drawPresence();
    if (change.removed.length || change.changed.length) {
      this.selection.retain((key) => session.has(key) && this.layer.visible(key));
    }
    this.#sessionChanged(session);
  }

  #sessionChanged(session: EditSession) {
    const collections = session.collections();
    this.layer.mark(
      "new",
      collections.new.map((feature) => feature.key),
    );
    this.layer.mark(
      "edited",
      collections.edited.map((feature) => String(feature.id)),
    );
    const { new: added, edited, deleted } = session.counts;
    this.#set({
      revision: this.#state.revision + 1,
      counts: { new: added, edited, deleted },
      dirty: session.dirty,
      undoLabel: session.undoLabel,
      redoLabel: session.redoLabel,
      shown: this.layer.shownCount,
    });
  }

  /** The geometries a gesture left on the map's features, as one undo step. */
  #keepGeometries(features: MapFeature[], action: string) {
    const changes = features.map((feature) => ({
      key: String(feature.getId()),
      geometry: toSessionGeometry(feature.getGeometry() as OlGeometry),
    }));
    const kept = this.#session.update(changes, stepLabel(action, changes.length));
    const touched = new Set([...kept.changed, ...kept.added]);
    // A gesture that changed nothing the session can see still moved the drawn copy: put it back.
    this.layer.restore(changes.map((c) => c.key).filter((key) => !touched.has(key)));
  }

  #applyTool() {
    const { tool, drawKind } = this.#state;
    const { click, box, modify, move, rotate } = this.#interactions;
    click.setActive(tool !== "draw" && tool !== "measure");
    box.setActive(tool !== "draw" && tool !== "measure");
    this.measure.setActive(tool === "measure");
    modify.setActive(tool === "modify");
    move.setActive(tool === "move");
    rotate.setActive(tool === "rotate");
    const wanted = tool === "draw" ? drawKind : null;
    if (this.#draw && this.#draw.kind !== wanted) {
      this.map.removeInteraction(this.#draw);
      this.#draw = null;
      this.#set({ drawing: false });
    }
    if (wanted && !this.#draw) {
      const draw = new DrawShape({
        kind: wanted,
        onDrawn: (geometry) => {
          this.#set({ drawing: false });
          this.addFeature(toSessionGeometry(geometry), this.#state.drawType, "draw");
        },
      });
      draw.on("drawstart", () => this.#set({ drawing: true }));
      draw.on("drawabort", () => this.#set({ drawing: false }));
      this.#insertBeforeSnap(draw);
      this.#draw = draw;
    }
  }

  #insertBeforeSnap(interaction: Interaction) {
    const list = this.map.getInteractions();
    const at = list.getArray().indexOf(this.#interactions.snap);
    list.insertAt(at < 0 ? list.getLength() : at, interaction);
  }

  /**
   * Changes the state and tells listeners now, or, for what loading brings ("afterFrame"), once the
   * map has drawn it: loading a floor is the map's to show first (see `afterNextFrame`).
   */
  #set(patch: Partial<EditorState>, when: "now" | "afterFrame" = "now") {
    this.#state = { ...this.#state, ...patch };
    if (this.#quiet === 0) this.#notify(when);
  }

  /** Runs `work`, telling listeners of its changes once, after it (now, or once the map drew them). */
  #quietly(work: () => void, when: "now" | "afterFrame" = "now") {
    const before = this.#state;
    this.#quiet++;
    try {
      work();
    } finally {
      this.#quiet--;
    }
    if (this.#quiet === 0 && this.#state !== before) this.#notify(when);
  }

  #notify(when: "now" | "afterFrame") {
    if (when === "afterFrame") {
      this.#cancelLaterNotify ??= afterNextFrame(() => {
        this.#cancelLaterNotify = null;
        this.#notify("now");
      });
      return;
    }
    // Telling now tells of everything, what was put off included.
    this.#cancelLaterNotify?.();
    this.#cancelLaterNotify = null;
    for (const listener of this.#listeners) listener();
  }
}
