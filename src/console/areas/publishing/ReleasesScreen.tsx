/**
 * /cms/map/releases: the map's releases, newest first: when, by whom, why and how many features each
 * added, changed and removed, its changes against the release before at a click, a link that shows
 * it in the map editor (read-only), and (admins) a rollback that publishes an earlier release's
 * content again after a confirmation.
 */
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputTextarea } from "primereact/inputtextarea";
import { Paginator } from "primereact/paginator";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useSnapshot } from "valtio";
import { DiffList } from "../../area-parts/map-releases/DiffList.tsx";
import { mapPath } from "../../area-parts/map-releases/release-address.ts";
import type { Counts, Release } from "../../area-parts/map-releases/releases-api.ts";
import { formatDateTime } from "../../shared/format.ts";
import { hasRole } from "../../shared/roles.ts";
import { session } from "../../state/session.ts";
import { useReleases } from "./use-releases.ts";
import "../../area-parts/special.css";

/** The floor a release opens on in the editor, as the console's home does. */
const homeFloor = "p0";

function totals(counts: Counts) {
  return Object.values(counts).reduce(
    (sum, c) => ({
      added: sum.added + c.added,
      changed: sum.changed + c.changed,
      removed: sum.removed + c.removed,
    }),
    { added: 0, changed: 0, removed: 0 },
  );
}

export function ReleasesScreen() {
  const { t } = useTranslation();
  const releases = useReleases();
  const [open, setOpen] = useState<number | null>(null);
  const [target, setTarget] = useState<Release | null>(null);
  const [comment, setComment] = useState("");
  // the rollback's roles in the contract (x-roles of POST /api/map/releases/{number}/rollback)
  const admin = hasRole(useSnapshot(session).user?.roles, ["admin"]);
  const latest = releases.page === 1 ? releases.list?.items[0]?.number : undefined;

  const toggle = (number: number) => {
    setOpen((current) => (current === number ? null : number));
    void releases.openDiff(number);
  };
  const confirmRollback = async () => {
    if (target && (await releases.rollBackTo(target.number, comment))) {
      setTarget(null);
      setComment("");
    }
  };

  return (
    <section className="special-page" aria-labelledby="releases-title">
      <h1 id="releases-title">{t("releases.title")}</h1>
      <p>
        {t("releases.intro")} <Link to="/cms/map/p0">{t("releases.toEditor")}</Link>
      </p>
      {releases.list && releases.list.total === 0 && <p>{t("releases.none")}</p>}
      <ol className="releases-list" aria-label={t("releases.list")}>
        {releases.list?.items.map((release) => {
          const sum = totals(release.counts);
          return (
            <li key={release.number} className="special-card" data-testid={`release-${release.number}`}>
              <h2>
                {t("releases.number", { number: release.number })}
                {release.number === latest && ` · ${t("releases.latest")}`}
              </h2>
              <p>
                {formatDateTime(release.publishedAt)} · {release.author?.name ?? t("releases.system")}
                {release.rollbackOf !== null &&
                  ` · ${t("releases.rollbackOf", { number: release.rollbackOf })}`}
              </p>
              {release.comment && <p className="releases-comment">{release.comment}</p>}
              <p>{t("releases.counts", sum)}</p>
              <div className="map-changes-actions">
                <Link to={mapPath(homeFloor, release.number)}>{t("releases.view.show")}</Link>
                {release.number > 1 && (
                  <Button
                    type="button"
                    outlined
                    icon="pi pi-list"
                    label={t("releases.changes")}
                    aria-expanded={open === release.number}
                    onClick={() => toggle(release.number)}
                  />
                )}
                {admin && release.number !== latest && (
                  <Button
                    type="button"
                    severity="warning"
                    icon="pi pi-replay"
                    label={t("releases.rollback")}
                    onClick={() => setTarget(release)}
                  />
                )}
              </div>
              {open === release.number && releases.diffs[release.number] && (
                <DiffList
                  floors={releases.diffs[release.number] ?? []}
                  label={t("releases.diffOf", { number: release.number })}
                />
              )}
            </li>
          );
        })}
      </ol>
      {releases.list && releases.list.total > releases.list.pageSize && (
        <Paginator
          first={(releases.page - 1) * releases.list.pageSize}
          rows={releases.list.pageSize}
          totalRecords={releases.list.total}
          onPageChange={(event) => releases.setPage(event.page + 1)}
        />
      )}
      <Dialog
        visible={target !== null}
        onHide={() => setTarget(null)}
        header={t("releases.rollbackTitle", { number: target?.number })}
        footer={
          <div>
            <Button type="button" text label={t("releases.cancel")} onClick={() => setTarget(null)} />
            <Button
              type="button"
              severity="warning"
              label={t("releases.rollbackConfirm", { number: target?.number })}
              loading={releases.rollingBack}
              onClick={() => void confirmRollback()}
            />
          </div>
        }
      >
        <p>{t("releases.rollbackText", { number: target?.number })}</p>
        <label htmlFor="releases-rollback-comment">{t("releases.comment")}</label>
        <InputTextarea
          id="releases-rollback-comment"
          value={comment}
          maxLength={1000}
          rows={2}
          onChange={(event) => setComment(event.target.value)}
        />
      </Dialog>
    </section>
  );
}
