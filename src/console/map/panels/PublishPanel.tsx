/**
 * Publishing from the editor: how many changes the saved draft holds over the latest release, and a
 * review of them by floor and type (each feature shown on its floor at a click, use-review-show.ts)
 * with a comment and Publish. Unsaved edits are not in the draft yet: saving comes first. A link shows
 * this floor as the latest release has it, and admins reach the whole map's IMDF import and export.
 */
import { Button } from "primereact/button";
import { InputTextarea } from "primereact/inputtextarea";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useSnapshot } from "valtio";
import { consoleRoutes } from "../../../../generated/console.ts";
import { DiffList } from "../../area-parts/map-releases/DiffList.tsx";
import { mapPath } from "../../area-parts/map-releases/release-address.ts";
import { hasRole } from "../../shared/roles.ts";
import { session } from "../../state/session.ts";
import type { EditorState } from "../editor/map-editor.ts";
import type { Publishing } from "../use-publishing.ts";
import type { ReviewShow } from "../use-review-show.ts";

interface Props {
  state: EditorState;
  publishing: Publishing;
  /** the review's entries shown on the map */
  review: ReviewShow;
}

/** who may import and export IMDF: the roles of its screen */
const imdfRoles = consoleRoutes.find((route) => route.path === "map/imdf")?.roles ?? [];

export function PublishPanel({ state, publishing, review }: Props) {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const [reviewing, setReviewing] = useState(false);
  const [comment, setComment] = useState("");
  const { latest, count } = publishing;
  const summary =
    latest === undefined
      ? t("releases.loading")
      : latest === null
        ? t("releases.firstRelease")
        : t("releases.draftChanges", { count, number: latest });
  const canPublish = latest === null || count > 0;
  const publish = async () => {
    if (await publishing.publish(comment)) {
      setComment("");
      setReviewing(false);
      review.clear();
    }
  };
  const toggleReview = () => {
    if (reviewing) review.clear();
    setReviewing(!reviewing);
  };
  return (
    <section className="map-section map-publish" aria-labelledby="map-publish-title">
      <h2 id="map-publish-title">{t("releases.panelTitle")}</h2>
      <p data-testid="map-publish-count" aria-live="polite">
        {summary}
      </p>
      <div className="map-changes-actions">
        <Button
          type="button"
          icon="pi pi-eye"
          label={t("releases.review")}
          outlined
          disabled={!canPublish}
          aria-expanded={reviewing}
          onClick={toggleReview}
        />
        <Link to="/cms/map/releases">{t("releases.history")}</Link>
        {hasRole(user?.roles, imdfRoles) && <Link to="/cms/map/imdf">{t("releases.imdf")}</Link>}
        {typeof latest === "number" && (
          <Link to={mapPath(state.floor, latest)}>{t("releases.view.latest", { number: latest })}</Link>
        )}
      </div>
      {reviewing && (
        <div className="map-publish-review">
          {state.dirty && <p className="map-publish-unsaved">{t("releases.unsaved")}</p>}
          <DiffList floors={publishing.floors} onShow={review.show} label={t("releases.draftDiff")} />
          <label htmlFor="map-publish-comment">{t("releases.comment")}</label>
          <InputTextarea
            id="map-publish-comment"
            value={comment}
            maxLength={1000}
            rows={2}
            autoResize
            onChange={(event) => setComment(event.target.value)}
          />
          <Button
            type="button"
            icon="pi pi-send"
            label={t("releases.publish")}
            loading={publishing.publishing}
            disabled={!canPublish || publishing.publishing}
            onClick={() => void publish()}
          />
        </div>
      )}
    </section>
  );
}
