/**
 * /cms for staff (issue 36): what waits first (SOS reports not answered, opinions to answer), then
 * deliveries waiting or failed, the map draft's unpublished changes, and quick links to the screens
 * the menu does not list. Every figure comes from one request (use-console-overview.ts).
 */
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useSnapshot } from "valtio";
import { cutText, formatDateTime } from "../shared/format.ts";
import { hasRole } from "../shared/roles.ts";
import { session } from "../state/session.ts";
import { areaListPath, linksFor } from "./home-links.ts";
import { type ConsoleOverview, useConsoleOverview } from "./use-console-overview.ts";
import "./home.css";

type Waiting = ConsoleOverview["sos"]["newest"];

function WaitingCard({
  id,
  title,
  count,
  items,
  to,
  linkText,
}: {
  id: string;
  title: string;
  count: number | null;
  items: Waiting;
  to: string;
  linkText: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={`home-card${count ? " home-card-urgent" : ""}`} aria-labelledby={id}>
      <h2 id={id}>
        {title}{" "}
        {count !== null && <Tag value={String(count)} severity={count ? "danger" : "success"} rounded />}
      </h2>
      {count === 0 && <p>{t("staffHome.nothingWaiting")}</p>}
      {items.length > 0 && (
        <ul className="home-waiting">
          {items.map((item) => (
            <li key={item.id}>
              <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>{" "}
              {item.text ? cutText(item.text) : t("staffHome.noText")}
            </li>
          ))}
        </ul>
      )}
      <Link to={`/cms/${to}`}>{linkText}</Link>
    </section>
  );
}

export function StaffHome() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const overview = useConsoleOverview();
  const links = linksFor((roles) => hasRole(user?.roles, roles));
  const changes = overview?.draft.floors ?? [];
  const changed = changes.reduce((sum, f) => sum + f.added + f.changed + f.removed, 0);
  return (
    <section className="cms-home staff-home">
      <h1>{t("home.title", { name: user?.name ?? "" })}</h1>
      <p aria-live="polite" className="home-status">
        {overview ? t("staffHome.intro") : t("staffHome.loading")}
      </p>
      <div className="home-cards">
        <WaitingCard
          id="home-sos"
          title={t("staffHome.sos.title")}
          count={overview?.sos.open ?? null}
          items={overview?.sos.newest ?? []}
          to="sos"
          linkText={t("staffHome.sos.link")}
        />
        <WaitingCard
          id="home-opinions"
          title={t("staffHome.opinions.title")}
          count={overview?.opinions.unanswered ?? null}
          items={overview?.opinions.newest ?? []}
          to="opinions"
          linkText={t("staffHome.opinions.link")}
        />
        <section className="home-card" aria-labelledby="home-deliveries">
          <h2 id="home-deliveries">{t("staffHome.deliveries.title")}</h2>
          {overview && overview.deliveries.length === 0 && <p>{t("staffHome.deliveries.none")}</p>}
          {overview && overview.deliveries.length > 0 && (
            <table className="home-table">
              <thead>
                <tr>
                  <th scope="col">{t("staffHome.deliveries.area")}</th>
                  <th scope="col">{t("staffHome.deliveries.queued")}</th>
                  <th scope="col">{t("staffHome.deliveries.failed")}</th>
                </tr>
              </thead>
              <tbody>
                {overview.deliveries.map((row) => {
                  const path = areaListPath(row.area);
                  const name = t(`resources.${row.area}.name`, {
                    defaultValue: t(`staffHome.deliveries.areas.${row.area}`, { defaultValue: row.area }),
                  });
                  return (
                    <tr key={row.area}>
                      <th scope="row">{path ? <Link to={`/cms/${path}`}>{name}</Link> : name}</th>
                      <td>{row.queued}</td>
                      <td className={row.failed ? "home-failed" : undefined}>{row.failed}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          <p className="home-note">{t("staffHome.deliveries.note")}</p>
        </section>
        <section className="home-card" aria-labelledby="home-draft">
          <h2 id="home-draft">{t("staffHome.draft.title")}</h2>
          {overview && (
            <p>
              {changed === 0
                ? t("staffHome.draft.none")
                : overview.draft.release === null
                  ? t("staffHome.draft.unpublished", { count: changed })
                  : t("staffHome.draft.changes", { count: changed, release: overview.draft.release })}
            </p>
          )}
          {changes.length > 0 && (
            <ul className="home-floors">
              {changes.map((floor) => (
                <li key={floor.floor}>
                  <Link to={`/cms/map/${floor.floor}`}>
                    {t("staffHome.draft.floor", { floor: floor.floor })}
                  </Link>
                  {": "}
                  {t("staffHome.draft.counts", floor)}
                </li>
              ))}
            </ul>
          )}
          <Link to="/cms/map/releases">{t("staffHome.draft.releases")}</Link>
        </section>
      </div>
      <nav className="home-links" aria-labelledby="home-links">
        <h2 id="home-links">{t("staffHome.links.title")}</h2>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={`/cms/${link.to}`}>
                <i className={`pi ${link.icon}`} aria-hidden="true" /> {t(`staffHome.links.${link.text}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
