/**
 * Finding a feature on any floor by name (either language), key or type (use-feature-search.ts): each
 * match is a button naming the feature, its type and its floor, which goes there and selects it.
 */
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FeatureMatch } from "../editor/find-api.ts";
import type { MapEditor } from "../editor/map-editor.ts";
import { useFeatureSearch } from "../use-feature-search.ts";
import { typeLabelKey } from "../use-property-form.ts";

interface Props {
  editor: MapEditor;
  onFloor: (floor: string) => void;
  onFocus: (keys: string[], zoom?: boolean) => void;
}

const nameOf = (match: FeatureMatch, lang: string) =>
  (lang === "en" ? match.name_en : null) ?? match.name_pl ?? match.name_en ?? match.key ?? `#${match.id}`;

export function FeatureSearch({ editor, onFloor, onFocus }: Props) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState("");
  const { found, searching, show } = useFeatureSearch(editor, query, { onFloor, onFocus });
  return (
    <section className="map-section map-search" aria-labelledby="map-search-title">
      <h2 id="map-search-title">{t("mapEditor.search.title")}</h2>
      <label htmlFor="map-search" className="map-visually-hidden">
        {t("mapEditor.search.label")}
      </label>
      <InputText
        id="map-search"
        type="search"
        value={query}
        placeholder={t("mapEditor.search.placeholder")}
        aria-describedby="map-search-help"
        onChange={(event) => setQuery(event.target.value)}
      />
      <p id="map-search-help" className="map-hint">
        {t("mapEditor.search.everywhere")}
      </p>
      {query.trim() && (
        <p className="map-hint" aria-live="polite">
          {searching || !found
            ? t("mapEditor.search.searching")
            : t("mapEditor.search.found", { count: found.total, shown: found.items.length })}
        </p>
      )}
      {found && found.items.length > 0 && (
        <ul className="map-list" aria-label={t("mapEditor.search.results")}>
          {found.items.map((match) => (
            <li key={match.id}>
              <button type="button" className="map-list-item" onClick={() => void show(match)}>
                <span>
                  {nameOf(match, i18n.language)} · {t(typeLabelKey(match.type))}
                </span>
                <span className="map-search-floor">
                  {t("mapEditor.search.floor", { floor: t(`enums.floor.${match.floor}`) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
