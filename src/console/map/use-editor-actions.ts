/**
 * What the toolbar, the panels and the shortcuts can ask of the editor, worded for the user: the
 * commands of editor/commands.ts with their messages, the delete confirmation (spec §5), the typed
 * point's dialog, undo and redo, and the routing graph (spec §8: an info message with its size; its
 * problems kept for the panel that lists them).
 */
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Failure } from "../api/failures.ts";
import { notify } from "../state/notices.ts";
import {
  type AreaOutcome,
  copySelection,
  cutSelection,
  deleteSelection,
  duplicateSelection,
  mergeSelection,
  nudgeSelection,
  paste,
  placePoint,
  rotateSelection,
  subtractSelection,
} from "./editor/commands.ts";
import { generateRoutingGraph } from "./editor/map-api.ts";
import type { MapEditor, Tool } from "./editor/map-editor.ts";
import type { RoutingReport } from "./routing/routing-problems.ts";
import type { Position } from "./session/types.ts";

export interface EditorActions {
  setTool: (tool: Tool) => void;
  toggleSnap: () => void;
  /** asks before deleting the selection */
  askDelete: () => void;
  /** the number of features the open confirmation would delete, 0 when none is open */
  confirmingDelete: number;
  confirmDelete: () => void;
  cancelDelete: () => void;
  copy: () => void;
  cut: () => void;
  paste: () => void;
  duplicate: () => void;
  merge: () => void;
  subtract: () => void;
  /** metres east and north */
  nudge: (east: number, north: number) => void;
  /** degrees clockwise */
  rotateBy: (degrees: number) => void;
  undo: () => void;
  redo: () => void;
  /** drops the sketch in progress or the vertex picked from the keyboard, otherwise the selection */
  escape: () => void;
  /** the sketch's last point, when drawing */
  removeLastPoint: () => boolean;
  /** at the centre cross: a vertex drawn, or a vertex picked or put (modify); false with other tools */
  placeAtCross: () => boolean;
  /** ends the line or polygon drawn from the keyboard; false when there is none that can end */
  finishDrawing: () => boolean;
  coordinatesOpen: boolean;
  openCoordinates: () => void;
  closeCoordinates: () => void;
  placePoint: (position: Position, type: string) => void;
  /** fits the view to every feature drawn */
  fitAll: () => void;
  /** selects the features and, unless `zoom` is false, fits the view to them */
  focus: (keys: string[], zoom?: boolean) => void;
  generatingGraph: boolean;
  generateGraph: () => Promise<void>;
  /** the last graph generated, with its problems, until closed */
  routingReport: RoutingReport | null;
  closeRoutingReport: () => void;
}

const storage = () => window.sessionStorage;

export interface EditorActionOptions {
  /** shows these map types again and answers the types now hidden (a hidden feature was picked) */
  showTypes: (types: string[]) => ReadonlySet<string>;
}

export function useEditorActions(
  editor: MapEditor | null,
  { showTypes }: EditorActionOptions,
): EditorActions {
  const { t } = useTranslation();
  const [confirmingDelete, setConfirmingDelete] = useState(0);
  const [coordinatesOpen, setCoordinatesOpen] = useState(false);
  const [generatingGraph, setGeneratingGraph] = useState(false);
  const [routingReport, setRoutingReport] = useState<RoutingReport | null>(null);

  const areaMessage = useCallback(
    (operation: "union" | "difference", outcome: AreaOutcome) => {
      if (outcome !== "done") notify("error", t(`mapEditor.area.${operation}.${outcome}`));
    },
    [t],
  );

  const generateGraph = useCallback(async () => {
    setGeneratingGraph(true);
    try {
      const graph = await generateRoutingGraph();
      setRoutingReport(graph);
      notify(
        "info",
        t("mapEditor.routing.done", {
          nodes: graph.nodes,
          edges: graph.edges,
          floors: graph.floors.length,
          components: graph.components,
        }),
      );
    } catch (error) {
      // the failure handler has shown what went wrong
      if (!(error instanceof Failure)) throw error;
    } finally {
      setGeneratingGraph(false);
    }
  }, [t]);

  return useMemo(() => {
    const run = (action: (editor: MapEditor) => void) => () => {
      if (editor) action(editor);
    };
    const needSelection = (action: (editor: MapEditor) => void) =>
      run((current) => {
        if (current.selection.size === 0) notify("info", t("mapEditor.selection.needed"));
        else action(current);
      });
    return {
      setTool: (tool: Tool) => editor?.setTool(tool),
      toggleSnap: run((current) => current.setSnap(!current.state.snap)),
      askDelete: needSelection((current) => setConfirmingDelete(current.selection.size)),
      confirmingDelete,
      confirmDelete: () => {
        setConfirmingDelete(0);
        if (editor) deleteSelection(editor);
      },
      cancelDelete: () => setConfirmingDelete(0),
      copy: needSelection((current) => {
        const copied = copySelection(current, storage());
        notify(
          copied ? "info" : "error",
          copied ? t("mapEditor.clipboard.copied", { count: copied }) : t("mapEditor.clipboard.refused"),
        );
      }),
      cut: needSelection((current) => {
        const cut = cutSelection(current, storage());
        notify(
          cut ? "info" : "error",
          cut ? t("mapEditor.clipboard.cut", { count: cut }) : t("mapEditor.clipboard.refused"),
        );
      }),
      paste: run((current) => {
        const pasted = paste(current, storage());
        notify(
          "info",
          pasted ? t("mapEditor.clipboard.pasted", { count: pasted }) : t("mapEditor.clipboard.empty"),
        );
      }),
      duplicate: needSelection((current) => {
        duplicateSelection(current);
      }),
      merge: needSelection((current) => areaMessage("union", mergeSelection(current))),
      subtract: needSelection((current) => areaMessage("difference", subtractSelection(current))),
      nudge: (east: number, north: number) => {
        if (editor) nudgeSelection(editor, east, north);
      },
      rotateBy: (degrees: number) => {
        if (editor) rotateSelection(editor, degrees);
      },
      undo: run((current) => {
        current.flushPending();
        current.session.undo();
      }),
      redo: run((current) => {
        current.flushPending();
        current.session.redo();
      }),
      escape: run((current) => {
        if (!current.abortDrawing() && !current.cancelVertexPick()) current.selection.clear();
      }),
      removeLastPoint: () => editor?.removeLastPoint() ?? false,
      placeAtCross: () => editor?.placeAtCross() ?? false,
      finishDrawing: () => editor?.finishDrawing() ?? false,
      coordinatesOpen,
      openCoordinates: () => setCoordinatesOpen(true),
      closeCoordinates: () => setCoordinatesOpen(false),
      placePoint: (position: Position, type: string) => {
        if (!editor) return;
        const key = placePoint(editor, position, type);
        setCoordinatesOpen(false);
        if (key) editor.zoomTo([key]);
      },
      fitAll: run((current) => current.fitAll()),
      focus: (keys: string[], zoom = true) => {
        if (!editor) return;
        const types = keys.flatMap((key) => editor.session.get(key)?.properties.type ?? []);
        editor.setHidden(showTypes(types));
        editor.selection.set(keys);
        if (zoom) editor.zoomTo(keys);
      },
      generatingGraph,
      generateGraph,
      routingReport,
      closeRoutingReport: () => setRoutingReport(null),
    };
  }, [
    editor,
    t,
    confirmingDelete,
    coordinatesOpen,
    generatingGraph,
    generateGraph,
    routingReport,
    areaMessage,
    showTypes,
  ]);
}
