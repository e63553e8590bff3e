/**
 * /cms/map/:floor, its own chunk (the only importer of OpenLayers): the floor's features drawn over a
 * plain background, a floor switcher, and the type filter that doubles as the legend. A viewer: the
 * editor (draw, modify, snap, save) is a later issue.
 */
import "ol/ol.css";
import "./map.css";
import { Dropdown } from "primereact/dropdown";
import { ProgressBar } from "primereact/progressbar";
import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router-dom";
import { enumerations } from "../../../generated/catalogues.ts";
import { useExtentFeatures } from "../controllers/use-extent-features.ts";
import { useMapTypes } from "../controllers/use-map-types.ts";
import { dropdownLabels } from "../special/dropdown-labels.ts";
import { TypeFilter } from "./TypeFilter.tsx";
import { useFloorMap } from "./use-floor-map.ts";

const floors = Object.keys(enumerations.floor);
/** the switcher's floors; any other floor of the catalogue opens by its URL */
const switcherFloors = ["p-2", "p-1", "p0", "p1", "p2", "p3"];

export default function MapScreen() {
  const floor = useParams().floor ?? "";
  if (!floors.includes(floor)) return <Navigate to="/404" replace />;
  return <FloorMap floor={floor} />;
}

function FloorMap({ floor }: { floor: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const container = useRef<HTMLElement>(null);
  const features = useExtentFeatures(floor);
  const types = useMapTypes();
  const lang = i18n.language === "en" ? "en" : "pl";
  useFloorMap(container, features.load, features.collection, types.hidden, lang);

  const floorLabel = (value: string) => t(`enums.floor.${value}`);
  const options = (switcherFloors.includes(floor) ? switcherFloors : [...switcherFloors, floor]).map(
    (value) => ({
      value,
      label: floorLabel(value),
    }),
  );
  const shown = useMemo(
    () => features.collection?.features.filter((f) => !types.hidden.has(f.properties.type)).length ?? 0,
    [features.collection, types.hidden],
  );

  return (
    <section className="map-page" aria-labelledby="map-title">
      <div className="map-area">
        {features.loading && (
          <ProgressBar mode="indeterminate" className="map-progress" aria-label={t("special.map.loading")} />
        )}
        <section
          id="map"
          ref={container}
          className="map-canvas"
          aria-label={t("special.map.label", { floor: floorLabel(floor) })}
        />
      </div>
      <aside className="map-panel" aria-label={t("special.map.title")}>
        <h1 id="map-title">{t("special.map.title")}</h1>
        <div className="map-floor">
          <label htmlFor="map-floor">{t("special.map.floor")}</label>
          <Dropdown
            pt={dropdownLabels(t("special.map.floor"))}
            inputId="map-floor"
            value={floor}
            options={options}
            onChange={(event) => navigate(`/cms/map/${String(event.value)}`)}
          />
        </div>
        <p className="map-status" aria-live="polite">
          {features.loading ? t("special.map.loading") : t("special.map.count", { count: shown })}
        </p>
        <TypeFilter {...types} />
        <p className="map-note">{t("special.map.viewer")}</p>
      </aside>
    </section>
  );
}
