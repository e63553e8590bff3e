/**
 * Finding a feature by name, key or type, and selecting it from the keyboard: each match is a button
 * that selects the feature and shows it (a feature of a hidden type is shown again first).
 */
import { InputText } from "primereact/inputtext";
import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { EditorState, MapEditor } from "../editor/map-editor.ts";
import { featureTitle } from "../feature-names.ts";

interface Props {
  editor: MapEditor;
  state: EditorState;
  onFocus: (keys: string[]) => void;
}

const shownMatches = 30;

export function FeatureSearch({ editor, state, onFocus }: Props) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query.trim().toLocaleLowerCase());
  const { revision } = state;
  const matches = useMemo(() => {
    void revision;
    if (!deferred) return { shown: [], total: 0 };
    const found = editor.session
      .features()
      .map((feature) => ({ key: feature.key, title: featureTitle(feature, feature.key, i18n.language, t) }))
      .filter(({ key, title }) => title.toLocaleLowerCase().includes(deferred) || key === deferred);
    return { shown: found.slice(0, shownMatches), total: found.length };
  }, [editor, deferred, revision, i18n.language, t]);
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
        onChange={(event) => setQuery(event.target.value)}
      />
      {deferred && (
        <p className="map-hint" aria-live="polite">
          {t("mapEditor.search.found", { count: matches.total, shown: matches.shown.length })}
        </p>
      )}
      {matches.shown.length > 0 && (
        <ul className="map-list" aria-label={t("mapEditor.search.results")}>
          {matches.shown.map(({ key, title }) => (
            <li key={key}>
              <button type="button" className="map-list-item" onClick={() => onFocus([key])}>
                {title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
