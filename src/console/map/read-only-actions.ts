/**
 * The editor's actions while a release is shown (read-only, docs/publishing.md): what inspects acts
 * (the select and measure tools, copy, Escape, fit, focus), every edit and what would start one (another tool, the
 * typed point's dialog, a delete's question, the routing graph of the draft) does nothing. Every
 * action is listed, none spread: a new action must be sorted into one kind or the other.
 */
import { inspects } from "./editor/inspecting-tools.ts";
import type { EditorActions } from "./use-editor-actions.ts";

const nothing = () => undefined;
const refused = () => false;

export function inspectOnly(actions: EditorActions): EditorActions {
  return {
    setTool: (tool) => {
      if (inspects(tool)) actions.setTool(tool);
    },
    toggleSnap: nothing,
    askDelete: nothing,
    confirmingDelete: 0,
    confirmDelete: nothing,
    cancelDelete: actions.cancelDelete,
    copy: actions.copy,
    cut: nothing,
    paste: nothing,
    duplicate: nothing,
    merge: nothing,
    subtract: nothing,
    nudge: nothing,
    rotateBy: nothing,
    undo: nothing,
    redo: nothing,
    escape: actions.escape,
    removeLastPoint: refused,
    placeAtCross: refused,
    finishDrawing: refused,
    coordinatesOpen: false,
    openCoordinates: nothing,
    closeCoordinates: actions.closeCoordinates,
    placePoint: nothing,
    fitAll: actions.fitAll,
    focus: actions.focus,
    generatingGraph: false,
    generateGraph: async () => undefined,
    routingReport: null,
    closeRoutingReport: actions.closeRoutingReport,
  };
}
