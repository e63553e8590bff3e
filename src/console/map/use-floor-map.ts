/**
 * The OpenLayers map of the viewer (spec §9: EPSG:3857, centre lon 19.467 lat 51.770, zoom 17 on
 * open, 12 to 22): no tile layer (no internet), one vector layer of the floor's features. It reports
 * the visible box in degrees after every move so the features of that box are loaded.
 */

import { defaults as defaultControls } from "ol/control/defaults";
import GeoJSON from "ol/format/GeoJSON";
import VectorLayer from "ol/layer/Vector";
import OlMap from "ol/Map";
import { fromLonLat, transformExtent } from "ol/proj";
import VectorSource from "ol/source/Vector";
import View from "ol/View";
import { type RefObject, useEffect, useRef } from "react";
import type { FeatureCollection, LonLatBox } from "../controllers/use-extent-features.ts";
import { featureStyle } from "./feature-styles.ts";

const centre = fromLonLat([19.467, 51.77]);
const geoJson = new GeoJSON({ dataProjection: "EPSG:4326", featureProjection: "EPSG:3857" });

export function useFloorMap(
  target: RefObject<HTMLElement | null>,
  onBox: (box: LonLatBox) => void,
  collection: FeatureCollection | null,
  hidden: ReadonlySet<string>,
  lang: "pl" | "en",
) {
  const source = useRef(new VectorSource());
  const layer = useRef<VectorLayer | null>(null);
  const hiddenRef = useRef(hidden);
  const langRef = useRef(lang);
  const onBoxRef = useRef(onBox);
  onBoxRef.current = onBox;

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const vector = new VectorLayer({
      source: source.current,
      style: featureStyle(
        () => hiddenRef.current,
        () => langRef.current,
      ),
    });
    layer.current = vector;
    const view = new View({ projection: "EPSG:3857", center: centre, zoom: 17, minZoom: 12, maxZoom: 22 });
    const map = new OlMap({
      target: element,
      layers: [vector],
      view,
      controls: defaultControls({ attribution: false, rotate: false }),
    });
    const report = () => {
      const size = map.getSize();
      if (!size) return;
      const [minLon, minLat, maxLon, maxLat] = transformExtent(
        view.calculateExtent(size),
        "EPSG:3857",
        "EPSG:4326",
      );
      onBoxRef.current([minLon ?? 0, minLat ?? 0, maxLon ?? 0, maxLat ?? 0]);
    };
    // OpenLayers sends no moveend for the first frame: the opening view is reported after it is drawn.
    map.once("postrender", report);
    map.on("moveend", report);
    // The sidebar and the window change the container's size: the map must measure it again.
    const resize = new ResizeObserver(() => map.updateSize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      map.setTarget(undefined);
      layer.current = null;
    };
  }, [target]);

  useEffect(() => {
    source.current.clear(true);
    if (collection) source.current.addFeatures(geoJson.readFeatures(collection));
  }, [collection]);

  useEffect(() => {
    hiddenRef.current = hidden;
    langRef.current = lang;
    layer.current?.changed();
  }, [hidden, lang]);
}
