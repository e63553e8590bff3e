/**
 * The routing graph just generated: its size and its problems (isolated parts, rooms without a door,
 * unreachable rooms, one-way dead ends), one entry each naming the floor and the features; a click
 * shows the problem (routing/routing-problems.ts decides how), switching floors when it is elsewhere.
 */
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import type { MapEditor } from "../editor/map-editor.ts";
import { featureName } from "../feature-names.ts";
import {
  problemCounts,
  problemFocus,
  type RoutingProblem,
  type RoutingReport,
} from "../routing/routing-problems.ts";

interface Props {
  editor: MapEditor;
  report: RoutingReport;
  floor: string;
  /** shows another floor */
  onFloor: (floor: string) => void;
  /** selects the features and fits the view to them */
  onFocus: (keys: string[]) => void;
  onClose: () => void;
}

/** The list shows this many problems; the counts tell how many there are. */
const shownProblems = 200;

export function RoutingReportPanel({ editor, report, floor, onFloor, onFocus, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const show = (problem: RoutingProblem) => {
    const focus = problemFocus(problem, floor, (key) => editor.session.has(key));
    if (focus.floor) onFloor(focus.floor);
    if (focus.select.length) onFocus(focus.select);
    if (focus.centre) editor.centreOn(focus.centre);
  };
  const names = (problem: RoutingProblem) =>
    problem.features
      .slice(0, 3)
      .map((id) => featureName(editor.session.get(String(id)), String(id), i18n.language))
      .join(", ") + (problem.features.length > 3 ? ", …" : "");
  return (
    <section className="map-section map-routing" aria-labelledby="map-routing-title">
      <div className="map-routing-head">
        <h2 id="map-routing-title">{t("mapEditor.routing.title")}</h2>
        <Button
          type="button"
          icon="pi pi-times"
          text
          rounded
          aria-label={t("mapEditor.routing.close")}
          onClick={onClose}
        />
      </div>
      <p>
        {t("mapEditor.routing.size", {
          nodes: report.nodes,
          edges: report.edges,
          floors: report.floors.length,
          components: report.components,
        })}
      </p>
      <p aria-live="polite" data-testid="map-routing-problems">
        {report.diagnostics.length === 0
          ? t("mapEditor.routing.noProblems")
          : problemCounts(report.diagnostics)
              .map(({ kind, count }) => t(`mapEditor.routing.counts.${kind}`, { count }))
              .join(", ")}
      </p>
      {report.diagnostics.length > 0 && (
        <ul className="map-list" aria-label={t("mapEditor.routing.problems")}>
          {report.diagnostics.slice(0, shownProblems).map((problem) => (
            <li
              key={`${problem.kind} ${problem.floor} ${problem.at.join(",")} ${problem.features.join(",")}`}
            >
              <button type="button" className="map-list-item map-issue-warning" onClick={() => show(problem)}>
                <span className="pi pi-exclamation-triangle" aria-hidden="true" />
                <span>
                  <strong>
                    {t("mapEditor.routing.onFloor", { floor: t(`enums.floor.${problem.floor}`) })}:{" "}
                  </strong>
                  {t(`mapEditor.routing.kinds.${problem.kind}`, {
                    nodes: problem.nodes ?? 0,
                    detail: problem.detail ? t(`mapEditor.routing.details.${problem.detail}`) : "",
                  })}{" "}
                  ({names(problem)})
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
