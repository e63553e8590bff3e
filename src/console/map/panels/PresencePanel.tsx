/**
 * Who else has the floor open (docs/live-editing.md): each editor by initials in a ring of their
 * colour (the colour their selection is outlined in on the map) and name, with how many features
 * they have selected: a click shows those. Until the live stream is open, it says so.
 */
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { initials } from "../live/initials.ts";
import type { LiveFloor } from "../live/use-live-floor.ts";

interface Props {
  live: LiveFloor;
  onFocus: (keys: string[]) => void;
}

export function PresencePanel({ live, onFocus }: Props) {
  const { t, i18n } = useTranslation();
  const { connected, others } = useSyncExternalStore(live.subscribe, live.get);
  return (
    <section className="map-section map-presence" aria-labelledby="map-presence-title">
      <h2 id="map-presence-title">{t("mapEditor.presence.title")}</h2>
      {!connected ? (
        <p>{t("mapEditor.presence.connecting")}</p>
      ) : others.length === 0 ? (
        <p>{t("mapEditor.presence.alone")}</p>
      ) : (
        <ul className="map-list map-presence-list">
          {others.map((other) => {
            const name = other.account.name;
            const selected = other.selected.length;
            const content = (
              <>
                <span
                  className="map-presence-avatar"
                  style={{ borderColor: other.colour }}
                  aria-hidden="true"
                >
                  {initials(name, i18n.language)}
                </span>
                <span className="map-presence-name">{name}</span>
                {selected > 0 && (
                  <span className="map-presence-selected">
                    {t("mapEditor.presence.selected", { count: selected })}
                  </span>
                )}
              </>
            );
            return (
              <li key={other.stream} data-colour={other.colour}>
                {selected > 0 ? (
                  <button
                    type="button"
                    className="map-list-item"
                    onClick={() => onFocus(other.selected.map(String))}
                  >
                    {content}
                  </button>
                ) : (
                  <div className="map-list-item">{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
