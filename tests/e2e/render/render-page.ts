/**
 * The page of the map's rendering cases: OpenLayers draws a case's features with the console's own
 * style functions (src/console/map/feature-styles.ts; the review's marks in a layer above them, as
 * the editor has them, and the closures' marks above those) in a 256 x 256 canvas, one map unit a pixel with (0, 0) in the middle. At that scale room names are not drawn, so no font is in the picture.
 */
import GeoJSON from "ol/format/GeoJSON";
import VectorLayer from "ol/layer/Vector";
import OlMap from "ol/Map";
import VectorSource from "ol/source/Vector";
import View from "ol/View";
import { closureStyle } from "../../../src/console/map/closures/closure-layer.ts";
import { type FeatureMarks, featureStyle, reviewStyle } from "../../../src/console/map/feature-styles.ts";
import type { RenderCase } from "./render-cases.ts";

declare global {
  interface Window {
    drawCase: (renderCase: RenderCase) => Promise<void>;
  }
}

const unmarked: FeatureMarks = { selected: false, invalid: false, state: null };

window.drawCase = (renderCase) =>
  new Promise((resolve) => {
    const format = new GeoJSON();
    const source = new VectorSource({
      features: format.readFeatures({
        type: "FeatureCollection",
        features: renderCase.features.map(({ geometry }, id) => ({
          type: "Feature",
          id,
          geometry,
          properties: {},
        })),
      }),
    });
    const byId = (feature: { getId: () => unknown }) => renderCase.features[Number(feature.getId())];
    const layer = new VectorLayer({
      source,
      style: featureStyle({
        properties: (feature) => {
          const drawn = byId(feature);
          return drawn && { type: drawn.type };
        },
        marks: (feature) => ({ ...unmarked, ...byId(feature)?.marks }),
        lang: () => "pl",
      }),
    });
    const review = new VectorLayer({
      source: new VectorSource({
        features: format.readFeatures({
          type: "FeatureCollection",
          features: (renderCase.review ?? []).map(({ kind, geometry }) => ({
            type: "Feature",
            geometry,
            properties: { kind },
          })),
        }),
      }),
      style: reviewStyle,
    });
    const closures = new VectorLayer({
      source: new VectorSource({
        features: format.readFeatures({
          type: "FeatureCollection",
          features: (renderCase.closures ?? []).map(({ state, geometry }) => ({
            type: "Feature",
            geometry,
            properties: { state },
          })),
        }),
      }),
      style: closureStyle,
    });
    const map = new OlMap({
      target: "map",
      pixelRatio: 1,
      controls: [],
      interactions: [],
      layers: [layer, review, closures],
      view: new View({ center: [0, 0], resolution: 1 }),
    });
    map.once("rendercomplete", () => resolve());
  });
