/**
 * OpenLayers styles of the editor's features: each type's look (type-looks.ts), room names once
 * zoomed in far enough, and the editor's marks on top: selected (theme colour, with its vertices),
 * invalid (red dashed outline), new and edited (coloured outlines). Apart from them, the looks of the
 * publish review's marks (`reviewStyle`).
 *
 * Every Style is made once and kept: 5,000 features are styled again on each render, and a new Style
 * per feature and frame would be garbage the collector pays for while panning.
 */
import type { FeatureLike } from "ol/Feature";
import { MultiPoint } from "ol/geom";
import type SimpleGeometry from "ol/geom/SimpleGeometry";
import type RenderFeature from "ol/render/Feature";
import { Circle, Fill, Stroke, Style, Text } from "ol/style";
import type { GeometryGroup } from "../../shared/map-types.ts";
import type { ReviewMarkKind } from "./editor/review-marks.ts";
import { drawOrder, fallbackLooks, type Look, typeLooks } from "./type-looks.ts";

/** below this many map units per pixel (about zoom 19) room names are tried; a name wider than its room is left out */
const labelResolution = 0.3;
const theme = "#285548";
const invalidColour = "#c62828";
const newColour = "#1b7f3b";
const editedColour = "#b45309";
const markOrder = drawOrder.length + 2;

export type EditState = "new" | "edited" | null;

/** What the editor knows about a feature beside its type and properties. */
export interface FeatureMarks {
  selected: boolean;
  invalid: boolean;
  state: EditState;
}

export interface FeatureStyleOptions {
  /** the map type and properties of a feature of the layer */
  properties: (feature: FeatureLike) => { type: string; [name: string]: unknown } | undefined;
  /** the marks of a feature of the layer */
  marks: (feature: FeatureLike) => FeatureMarks | null;
  /** the language room names are shown in */
  lang: () => "pl" | "en";
}

export function groupOf(feature: FeatureLike): GeometryGroup {
  const kind = feature.getGeometry()?.getType();
  if (kind === "Point" || kind === "MultiPoint") return "POINT";
  if (kind === "LineString" || kind === "MultiLineString") return "LINE";
  return "POLYGON";
}

function baseStyle(type: string, look: Look): Style {
  const fill = look.fill ? new Fill({ color: look.fill }) : undefined;
  const stroke = look.stroke
    ? new Stroke({ color: look.stroke, width: look.width ?? 1, lineDash: look.dash })
    : undefined;
  const order = drawOrder.indexOf(type);
  if (look.kind === "point") {
    return new Style({
      image: new Circle({
        radius: look.radius ?? 5,
        fill,
        stroke: new Stroke({ color: look.stroke, width: 2 }),
      }),
      zIndex: order < 0 ? drawOrder.length : order,
    });
  }
  return new Style({ fill: look.kind === "area" ? fill : undefined, stroke, zIndex: Math.max(order, 0) });
}

/** A coloured outline (areas, lines) or ring (points) drawn above the feature. */
function outline(
  color: string,
  width: number,
  lineDash?: number[],
  zIndex = markOrder,
): Record<GeometryGroup, Style> {
  const stroke = new Stroke({ color, width, lineDash });
  return {
    POLYGON: new Style({ stroke, zIndex }),
    LINE: new Style({ stroke: new Stroke({ color, width: width + 2, lineDash }), zIndex }),
    POINT: new Style({ image: new Circle({ radius: 9, stroke }), zIndex }),
  };
}

/** Every vertex of a line or an area (its flat coordinates, 2 per vertex), or the point itself. */
function vertices(feature: FeatureLike) {
  const geometry = feature.getGeometry();
  if (!geometry || geometry.getType() === "Point") return geometry;
  return new MultiPoint((geometry as SimpleGeometry | RenderFeature).getFlatCoordinates(), "XY");
}

const selectedFill = new Fill({ color: "rgba(40, 85, 72, 0.22)" });
const selectedOutline = outline(theme, 3, undefined, markOrder + 1);
const selectedMarks: Record<GeometryGroup, Style[]> = {
  POLYGON: [
    new Style({ fill: selectedFill, stroke: new Stroke({ color: theme, width: 3 }), zIndex: markOrder + 1 }),
  ],
  LINE: [selectedOutline.LINE],
  POINT: [
    new Style({
      image: new Circle({ radius: 9, fill: selectedFill, stroke: new Stroke({ color: theme, width: 3 }) }),
      zIndex: markOrder + 1,
    }),
  ],
};
const vertexStyle = new Style({
  geometry: vertices,
  image: new Circle({
    radius: 4,
    fill: new Fill({ color: "#ffffff" }),
    stroke: new Stroke({ color: theme, width: 2 }),
  }),
  zIndex: markOrder + 3,
});
// Above the selection, so that a selected invalid feature still shows what is wrong with it.
const invalidOutline = outline(invalidColour, 3, [8, 5], markOrder + 2);
const stateOutlines = { new: outline(newColour, 2, [2, 4]), edited: outline(editedColour, 2, [2, 4]) };

const label = (text: string) =>
  new Style({
    text: new Text({
      text,
      font: "12px 'DejaVu Sans', sans-serif",
      fill: new Fill({ color: "#1f2933" }),
      stroke: new Stroke({ color: "#ffffff", width: 3 }),
      overflow: false,
    }),
    zIndex: drawOrder.length + 1,
  });

/** Returns the same array for the same arguments, making it once. */
function cached<A extends (string | boolean)[]>(make: (...args: A) => Style[]) {
  const cache = new Map<string, Style[]>();
  return (...args: A) => {
    const key = args.join("\u0000");
    let styles = cache.get(key);
    if (!styles) {
      styles = make(...args);
      cache.set(key, styles);
    }
    return styles;
  };
}

/** The style function of the features layer. */
export function featureStyle({ properties, marks, lang }: FeatureStyleOptions) {
  // type -> group -> [base style]: the path of almost every feature, taken without allocating.
  const plain = new Map<string, Record<GeometryGroup, Style[] | undefined>>();
  const base = (type: string, group: GeometryGroup): Style[] => {
    let groups = plain.get(type);
    if (!groups) {
      groups = { POINT: undefined, POLYGON: undefined, LINE: undefined };
      plain.set(type, groups);
    }
    let styles = groups[group];
    if (!styles) {
      styles = [baseStyle(type, typeLooks[type] ?? fallbackLooks[group])];
      groups[group] = styles;
    }
    return styles;
  };
  const labelled = cached((type: string, group: GeometryGroup, name: string) => [
    ...base(type, group),
    label(name),
  ]);
  const marked = cached(
    (
      type: string,
      group: GeometryGroup,
      name: string,
      selected: boolean,
      invalid: boolean,
      state: string,
    ) => {
      const styles = [...base(type, group)];
      if (name) styles.push(label(name));
      if (state === "new" || state === "edited") styles.push(stateOutlines[state][group]);
      if (invalid) styles.push(invalidOutline[group]);
      if (selected) styles.push(...selectedMarks[group], vertexStyle);
      return styles;
    },
  );

  return (feature: FeatureLike, resolution: number): Style[] => {
    const values = properties(feature);
    const type = values?.type ?? "";
    const group = groupOf(feature);
    let name = "";
    if (type === "room" && resolution <= labelResolution) {
      const value = values?.[`name_${lang()}`] ?? values?.name_pl;
      if (typeof value === "string") name = value;
    }
    const mark = marks(feature);
    if (mark && (mark.selected || mark.invalid || mark.state)) {
      return marked(type, group, name, mark.selected, mark.invalid, mark.state ?? "");
    }
    return name ? labelled(type, group, name) : base(type, group);
  };
}

/**
 * A review mark's look: an outline (dashed or not) over a light fill of the same colour, wider for
 * lines, a ring for points. `zIndex` puts a moved feature's former shape under its new one.
 */
function reviewLook(color: string, width: number, lineDash?: number[], fill?: string, zIndex = 1) {
  const stroke = new Stroke({ color, width, lineDash });
  const area = fill ? new Fill({ color: fill }) : undefined;
  return {
    POLYGON: [new Style({ fill: area, stroke, zIndex })],
    LINE: [new Style({ stroke: new Stroke({ color, width: width + 2, lineDash }), zIndex })],
    POINT: [new Style({ image: new Circle({ radius: 10, fill: area, stroke }), zIndex })],
  } satisfies Record<GeometryGroup, Style[]>;
}

/**
 * The publish review's marks (editor/review-marks.ts), in the colours of its list (releases.css):
 * added green, changed orange over its former shape dashed, removed red dashed over a red fill.
 */
const reviewLooks: Record<ReviewMarkKind, Record<GeometryGroup, Style[]>> = {
  added: reviewLook("#2e7d32", 3, undefined, "rgba(46, 125, 50, 0.2)"),
  changed: reviewLook("#ef6c00", 3, undefined, "rgba(239, 108, 0, 0.2)"),
  before: reviewLook("#ef6c00", 2, [6, 5], undefined, 0),
  removed: reviewLook("#c62828", 3, [10, 6], "rgba(198, 40, 40, 0.25)"),
};

/** The style function of the review's layer: each feature carries its mark's `kind`. */
export function reviewStyle(feature: FeatureLike): Style[] {
  return reviewLooks[feature.get("kind") as ReviewMarkKind][groupOf(feature)];
}
