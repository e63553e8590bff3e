/** OpenLayers styles of the map types (from type-looks.ts), with room names once zoomed in far enough. */
import type { FeatureLike } from "ol/Feature";
import { Circle, Fill, Stroke, Style, Text } from "ol/style";
import { drawOrder, fallbackLooks, type Look, typeLooks } from "./type-looks.ts";

/** below this many map units per pixel (about zoom 19) room names are tried; a name wider than its room is left out */
const labelResolution = 0.3;

const cache = new Map<string, Style>();

function styleOf(type: string, look: Look): Style {
  const cached = cache.get(type);
  if (cached) return cached;
  const fill = look.fill ? new Fill({ color: look.fill }) : undefined;
  const stroke = look.stroke
    ? new Stroke({ color: look.stroke, width: look.width ?? 1, lineDash: look.dash })
    : undefined;
  const order = drawOrder.indexOf(type);
  const style =
    look.kind === "point"
      ? new Style({
          image: new Circle({
            radius: look.radius ?? 5,
            fill,
            stroke: new Stroke({ color: look.stroke, width: 2 }),
          }),
          zIndex: order < 0 ? drawOrder.length : order,
        })
      : new Style({ fill: look.kind === "area" ? fill : undefined, stroke, zIndex: Math.max(order, 0) });
  cache.set(type, style);
  return style;
}

function groupOf(feature: FeatureLike): "POINT" | "POLYGON" | "LINE" {
  const kind = feature.getGeometry()?.getType();
  if (kind === "Point" || kind === "MultiPoint") return "POINT";
  if (kind === "LineString" || kind === "MultiLineString") return "LINE";
  return "POLYGON";
}

const label = new Style({
  text: new Text({
    font: "12px 'DejaVu Sans', sans-serif",
    fill: new Fill({ color: "#1f2933" }),
    stroke: new Stroke({ color: "#ffffff", width: 3 }),
    overflow: false,
  }),
  zIndex: drawOrder.length + 1,
});

/**
 * The style function of the features layer: hidden types are not drawn; rooms get their name in
 * `lang` at high zoom.
 */
export function featureStyle(hidden: () => ReadonlySet<string>, lang: () => "pl" | "en") {
  return (feature: FeatureLike, resolution: number): Style[] | undefined => {
    const type = String(feature.get("type") ?? "");
    if (hidden().has(type)) return undefined;
    const base = styleOf(type, typeLooks[type] ?? fallbackLooks[groupOf(feature)]);
    if (type !== "room" || resolution > labelResolution) return [base];
    const name = feature.get(`name_${lang()}`) ?? feature.get("name_pl");
    if (typeof name !== "string" || !name) return [base];
    label.getText()?.setText(name);
    return [base, label.clone()];
  };
}
