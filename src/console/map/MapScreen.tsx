/**
 * /cms/map/:floor, the map editor (its own chunk, the only importer of OpenLayers): the toolbar and
 * the map of the floor, and beside it the floor, the unsaved changes and save, who else edits the
 * floor (live, with the clashes of a save in a dialog), the checks'
 * findings, the routing graph's problems, the route preview, the selection's properties, the feature
 * finder and the type filter that doubles as the legend. With `?release=n` it shows the floor as
 * release n has it, read-only: a banner, the tools that inspect, no edit or publishing panel. Under
 * the map, when opened, the floor's table. The screen only wires: behaviour is in the hooks, in
 * editor/, routing/ and floor-table/.
 */
import "ol/ol.css";
import "./map.css";
import { ConfirmDialog } from "primereact/confirmdialog";
import { ProgressBar } from "primereact/progressbar";
import { Toast } from "primereact/toast";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate, useParams } from "react-router-dom";
import { mapPath, releaseOf } from "../area-parts/map-releases/release-address.ts";
import { attachToast } from "../state/notices.ts";
import { ClosureDialog } from "./closures/ClosureDialog.tsx";
import { ClosuresPanel } from "./closures/ClosuresPanel.tsx";
import { useClosures } from "./closures/use-closures.ts";
import { DrawOptions } from "./DrawOptions.tsx";
import { FloorDownloadPanel } from "./download/FloorDownloadPanel.tsx";
import { DxfPanel } from "./dxf/DxfPanel.tsx";
import { useDxfImport } from "./dxf/use-dxf-import.ts";
import { EditorToolbar } from "./EditorToolbar.tsx";
import { crossTool } from "./editor/map-editor.ts";
import { FloorSwitcher, floors } from "./FloorSwitcher.tsx";
import { featureTitle } from "./feature-names.ts";
import FloorTablePanel from "./floor-table/FloorTablePanel.tsx";
import { useLiveFloor } from "./live/use-live-floor.ts";
import { MeasureOptions } from "./MeasureOptions.tsx";
import { ChangesPanel } from "./panels/ChangesPanel.tsx";
import { ClashDialog } from "./panels/ClashDialog.tsx";
import { CoordinateDialog } from "./panels/CoordinateDialog.tsx";
import { FeatureSearch } from "./panels/FeatureSearch.tsx";
import { IssuesPanel } from "./panels/IssuesPanel.tsx";
import { PresencePanel } from "./panels/PresencePanel.tsx";
import { PublishPanel } from "./panels/PublishPanel.tsx";
import { ReleaseBanner } from "./panels/ReleaseBanner.tsx";
import { RoutePreviewPanel } from "./panels/RoutePreviewPanel.tsx";
import { RoutingReportPanel } from "./panels/RoutingReportPanel.tsx";
import { SelectionPanel } from "./panels/SelectionPanel.tsx";
import { StatusBar } from "./panels/StatusBar.tsx";
import { inspectOnly } from "./read-only-actions.ts";
import { TypeFilter } from "./TypeFilter.tsx";
import { UnderlayPanel } from "./underlays/UnderlayPanel.tsx";
import { useUnderlays } from "./underlays/use-underlays.ts";
import { useEditorActions } from "./use-editor-actions.ts";
import { useEditorShortcuts } from "./use-editor-shortcuts.ts";
import { useMapEditor } from "./use-map-editor.ts";
import { useMapSave } from "./use-map-save.ts";
import { useMapTypes } from "./use-map-types.ts";
import { usePublishing } from "./use-publishing.ts";
import { useReviewShow } from "./use-review-show.ts";
import { useRoutePreview } from "./use-route-preview.ts";
import { unsavedCount, useUnsavedGuard } from "./use-unsaved-guard.ts";

export default function MapScreen() {
  const floor = useParams().floor ?? "";
  const release = releaseOf(useLocation().search);
  if (!floors.includes(floor) || release === undefined) return <Navigate to="/404" replace />;
  return <MapEditorScreen floor={floor} release={release} />;
}

/** Map saves are reported at the bottom right (spec §8). */
const attachSaveToast = (toast: Toast | null) => attachToast(toast, "bottom-right");

function MapEditorScreen({ floor, release }: { floor: string; release: number | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const container = useRef<HTMLElement>(null);
  const { editor, state } = useMapEditor(container, floor, release);
  const readOnly = release !== null;
  const types = useMapTypes();
  const save = useMapSave(editor, state);
  const live = useLiveFloor(editor, state);
  const publishing = usePublishing(save.saving);
  const editing = useEditorActions(editor, { showTypes: types.show });
  const actions = useMemo(() => (readOnly ? inspectOnly(editing) : editing), [readOnly, editing]);
  const blocker = useUnsavedGuard(state);
  const closures = useClosures(editor, state);
  const routePreview = useRoutePreview(editor, state, closures.list);
  const [tableOpen, setTableOpen] = useState(false);
  const table = useMemo(
    () => ({ open: tableOpen, toggle: () => setTableOpen((open) => !open) }),
    [tableOpen],
  );
  const underlays = useUnderlays(editor, floor, readOnly);
  const dxf = useDxfImport(editor, floor);
  useEditorShortcuts({
    actions,
    save: () => {
      if (!readOnly) void save.save();
    },
    arrowsNudge: (state?.selection.length ?? 0) > 0 && !!state && !crossTool(state.tool),
  });
  useEffect(() => {
    editor?.setHidden(types.hidden);
  }, [editor, types.hidden]);

  const floorLabel = t(`enums.floor.${floor}`);
  const goToFloor = (next: string) => {
    // Without changes to lose, the features start loading before the route has re-rendered.
    if (!state?.dirty) editor?.setFloor(next, release);
    navigate(mapPath(next, release));
  };
  const review = useReviewShow(editor, {
    latest: publishing.latest,
    goToFloor,
    select: (keys) => actions.focus(keys, false),
  });
  return (
    <section className="map-page" aria-labelledby="map-title">
      <Toast ref={attachSaveToast} position="bottom-right" />
      <div className="map-area">
        {release !== null && <ReleaseBanner floor={floor} release={release} />}
        {editor && state && (
          <EditorToolbar
            state={state}
            actions={actions}
            routePreview={routePreview}
            table={table}
            readOnly={readOnly}
          />
        )}
        <div className="map-frame">
          {/* Mounted once and only shown while loading: PrimeReact writes its style sheets again at
              every mount of one of its components, which had the browser restyle and lay out the
              whole page at every floor switch. */}
          <ProgressBar
            mode="indeterminate"
            className="map-progress"
            hidden={!state?.loading.active}
            aria-label={t("mapEditor.status.loadingLabel")}
          />
          <section
            id="map"
            ref={container}
            className="map-canvas"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the map takes the keyboard (pan, zoom, nudge) when focused
            tabIndex={0}
            aria-label={t("mapEditor.map", { floor: floorLabel })}
            aria-describedby="map-keyboard-help"
          />
          {/* Where Space acts from the keyboard: the view's centre. */}
          {state && crossTool(state.tool) && <div className="map-crosshair" aria-hidden="true" />}
          <p id="map-keyboard-help" className="map-visually-hidden">
            {t("mapEditor.keyboardHelp")}
          </p>
        </div>
        {editor && state && <StatusBar editor={editor} state={state} />}
        {editor && state && tableOpen && (
          <FloorTablePanel editor={editor} state={state} hidden={types.hidden} onFocus={actions.focus} />
        )}
      </div>
      <aside className="map-panel" aria-label={t("mapEditor.panel")}>
        <h1 id="map-title">{t("mapEditor.title")}</h1>
        <FloorSwitcher floor={floor} onChange={goToFloor} />
        {editor && state && (
          <>
            {state.tool === "draw" && <DrawOptions editor={editor} state={state} />}
            {state.tool === "measure" && <MeasureOptions editor={editor} />}
            {!readOnly && <ChangesPanel state={state} save={save} />}
            {!readOnly && <PublishPanel state={state} publishing={publishing} review={review} />}
            {!readOnly && <PresencePanel live={live} onFocus={actions.focus} />}
            {(save.issues.length > 0 || save.serverIssues.length > 0) && (
              <IssuesPanel
                editor={editor}
                issues={save.issues}
                serverIssues={save.serverIssues}
                onFocus={actions.focus}
              />
            )}
            {actions.routingReport && (
              <RoutingReportPanel
                editor={editor}
                report={actions.routingReport}
                floor={state.floor}
                onFloor={goToFloor}
                onFocus={actions.focus}
                onClose={actions.closeRoutingReport}
              />
            )}
            {routePreview.open && (
              <RoutePreviewPanel preview={routePreview} state={state} onFloor={goToFloor} />
            )}
            <SelectionPanel
              editor={editor}
              state={state}
              actions={actions}
              save={save}
              onFocus={actions.focus}
              readOnly={readOnly}
            />
            <ClosuresPanel
              closures={closures}
              onShow={({ feature }) => {
                if (feature.floor === state.floor) actions.focus([String(feature.id)]);
                else if (feature.floor) goToFloor(feature.floor);
              }}
            />
            <FeatureSearch editor={editor} onFloor={goToFloor} onFocus={actions.focus} />
            {!readOnly && <UnderlayPanel underlays={underlays} />}
            {!readOnly && <DxfPanel dxf={dxf} />}
          </>
        )}
        <TypeFilter {...types} />
        {/* the draft's floor: a release's is read through the app's API (docs/app-api.md) */}
        {!readOnly && (
          <FloorDownloadPanel
            floor={floor}
            types={types.types}
            hidden={types.hidden}
            dirty={state?.dirty ?? false}
          />
        )}
      </aside>
      {editor && save.clashes && <ClashDialog editor={editor} save={save} clashes={save.clashes} />}
      {editor && actions.coordinatesOpen && (
        <CoordinateDialog editor={editor} onPlace={actions.placePoint} onClose={actions.closeCoordinates} />
      )}
      {editor && closures.closing !== null && (
        <ClosureDialog
          title={featureTitle(
            editor.session.get(String(closures.closing)),
            String(closures.closing),
            i18n.language,
            t,
          )}
          onSubmit={closures.submit}
          onClose={closures.cancel}
        />
      )}
      <ConfirmDialog
        visible={actions.confirmingDelete > 0}
        onHide={actions.cancelDelete}
        header={t("mapEditor.delete.title")}
        message={t("mapEditor.delete.message", { count: actions.confirmingDelete })}
        icon="pi pi-trash"
        className="map-confirm"
        acceptLabel={t("mapEditor.delete.accept")}
        rejectLabel={t("mapEditor.delete.reject")}
        acceptClassName="p-button-danger"
        accept={actions.confirmDelete}
        reject={actions.cancelDelete}
      />
      <ConfirmDialog
        visible={blocker.state === "blocked"}
        onHide={() => blocker.reset?.()}
        header={t("mapEditor.leave.title")}
        message={t("mapEditor.leave.message", { count: unsavedCount(state), floor: floorLabel })}
        icon="pi pi-exclamation-triangle"
        className="map-confirm"
        acceptLabel={t("mapEditor.leave.discard")}
        rejectLabel={t("mapEditor.leave.stay")}
        acceptClassName="p-button-danger"
        accept={() => {
          editor?.session.discard();
          blocker.proceed?.();
        }}
        reject={() => blocker.reset?.()}
      />
    </section>
  );
}
