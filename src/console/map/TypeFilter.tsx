/** The type filter with check-all, each type with its swatch: the filter doubles as the map's legend. */
import { Checkbox } from "primereact/checkbox";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { fallbackLooks, type Look, typeLooks } from "./type-looks.ts";
import type { MapTypeChoice } from "./use-map-types.ts";

function Swatch({ look }: { look: Look }) {
  return (
    <svg
      className="map-swatch"
      width="28"
      height="18"
      viewBox="0 0 28 18"
      aria-hidden="true"
      focusable="false"
    >
      {look.kind === "area" && (
        <rect
          x="2"
          y="2"
          width="24"
          height="14"
          fill={look.fill}
          stroke={look.stroke ?? "none"}
          strokeWidth={look.width ?? 1}
          strokeDasharray={look.dash?.map((d) => d / 2).join(" ")}
        />
      )}
      {look.kind === "line" && (
        <line
          x1="2"
          y1="9"
          x2="26"
          y2="9"
          stroke={look.stroke}
          strokeWidth={look.width ?? 2}
          strokeDasharray={look.dash?.map((d) => d / 2).join(" ")}
        />
      )}
      {look.kind === "point" && (
        <circle cx="14" cy="9" r={look.radius ?? 5} fill={look.fill} stroke="#1f2933" strokeWidth="1" />
      )}
    </svg>
  );
}

interface Props {
  types: MapTypeChoice[];
  hidden: ReadonlySet<string>;
  allVisible: boolean;
  toggle: (type: string, visible: boolean) => void;
  setAll: (visible: boolean) => void;
}

/** Memoised: the editor's state changes with every edit, the filter only with the types and the choice. */
export const TypeFilter = memo(function TypeFilter({ types, hidden, allVisible, toggle, setAll }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="map-section map-types">
      <legend>{t("mapEditor.types.title")}</legend>
      <div className="map-type map-type-all">
        <Checkbox
          inputId="map-type-all"
          checked={allVisible}
          onChange={(event) => setAll(Boolean(event.checked))}
        />
        <label htmlFor="map-type-all">{t("mapEditor.types.all")}</label>
      </div>
      <ul>
        {types.map((type) => (
          <li key={type.id} className="map-type">
            <Checkbox
              inputId={`map-type-${type.id}`}
              checked={!hidden.has(type.id)}
              onChange={(event) => toggle(type.id, Boolean(event.checked))}
            />
            <Swatch look={typeLooks[type.id] ?? fallbackLooks[type.group]} />
            <label htmlFor={`map-type-${type.id}`}>{type.name}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
});
