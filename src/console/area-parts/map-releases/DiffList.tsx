/**
 * A diff of the map, floor by floor: the features added, changed (with the properties that changed
 * and whether the geometry moved) and removed, each named as staff know it, with who changed it
 * between the two sides (`authors`, docs/live-editing.md). `onShow`, where given, makes the entries
 * buttons that show the feature on its floor.
 */
import { useTranslation } from "react-i18next";
import { mapTypes } from "../../../shared/map-types.ts";
import type { ChangedEntry, DiffEntry, DiffKind, FloorDiff } from "./releases-api.ts";
import "./releases.css";

interface Props {
  floors: FloorDiff[];
  onShow?: (floor: string, entry: DiffEntry, kind: DiffKind) => void;
  label: string;
}

export function DiffList({ floors, onShow, label }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "en" ? "en" : "pl";
  const name = (entry: DiffEntry) =>
    (lang === "en" ? entry.name_en : entry.name_pl) ?? entry.name_pl ?? entry.key ?? `#${entry.id}`;
  const typeName = (type: string) => mapTypes[type]?.label[lang] ?? type;
  const detail = (entry: DiffEntry, kind: DiffKind) => {
    if (kind !== "changed") return "";
    const changed = entry as ChangedEntry;
    const parts = [...changed.properties, ...(changed.geometry ? [t("releases.geometry")] : [])];
    return parts.length ? ` (${parts.join(", ")})` : "";
  };
  const by = (entry: DiffEntry) =>
    entry.authors?.length
      ? ` · ${t("releases.authors", { names: entry.authors.map((a) => a.name).join(", ") })}`
      : "";
  if (!floors.length) return <p>{t("releases.noChanges")}</p>;
  return (
    <section className="releases-diff" aria-label={label}>
      {floors.map((floor) => (
        <section key={floor.floor} aria-label={t(`enums.floor.${floor.floor}`)}>
          <h3>{t(`enums.floor.${floor.floor}`)}</h3>
          <ul className="releases-diff-list">
            {(["added", "changed", "removed"] as const).flatMap((kind) =>
              floor[kind].map((entry) => {
                const text = `${t(`releases.kind.${kind}`)}: ${name(entry)} · ${typeName(entry.type)}${detail(entry, kind)}${by(entry)}`;
                return (
                  <li key={`${kind}-${entry.id}`} className={`releases-${kind}`}>
                    {onShow ? (
                      <button
                        type="button"
                        className="releases-show"
                        onClick={() => onShow(floor.floor, entry, kind)}
                      >
                        {text}
                      </button>
                    ) : (
                      text
                    )}
                  </li>
                );
              }),
            )}
          </ul>
        </section>
      ))}
    </section>
  );
}
