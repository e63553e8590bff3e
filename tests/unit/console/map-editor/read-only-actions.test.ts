import { describe, expect, it } from "vitest";
import { inspectOnly } from "../../../../src/console/map/read-only-actions.ts";
import type { EditorActions } from "../../../../src/console/map/use-editor-actions.ts";

/** Actions that record their name when called. */
function recording(): { actions: EditorActions; called: string[] } {
  const called: string[] = [];
  const act =
    (name: string, result?: unknown) =>
    (...args: unknown[]) => {
      called.push(args.length ? `${name}(${args.join(",")})` : name);
      return result;
    };
  const actions: EditorActions = {
    setTool: act("setTool"),
    toggleSnap: act("toggleSnap"),
    askDelete: act("askDelete"),
    confirmingDelete: 2,
    confirmDelete: act("confirmDelete"),
    cancelDelete: act("cancelDelete"),
    copy: act("copy"),
    cut: act("cut"),
    paste: act("paste"),
    duplicate: act("duplicate"),
    merge: act("merge"),
    subtract: act("subtract"),
    nudge: act("nudge"),
    rotateBy: act("rotateBy"),
    undo: act("undo"),
    redo: act("redo"),
    escape: act("escape"),
    removeLastPoint: act("removeLastPoint", true) as () => boolean,
    placeAtCross: act("placeAtCross", true) as () => boolean,
    finishDrawing: act("finishDrawing", true) as () => boolean,
    coordinatesOpen: true,
    openCoordinates: act("openCoordinates"),
    closeCoordinates: act("closeCoordinates"),
    placePoint: act("placePoint"),
    fitAll: act("fitAll"),
    focus: act("focus"),
    generatingGraph: true,
    generateGraph: act("generateGraph", Promise.resolve()) as () => Promise<void>,
    routingReport: { nodes: 1 } as unknown as EditorActions["routingReport"],
    closeRoutingReport: act("closeRoutingReport"),
  };
  return { actions, called };
}

type Call = (actions: EditorActions) => unknown;

describe("inspectOnly: a release shown read-only", () => {
  const inspecting: [string, Call][] = [
    ["setTool(select)", (a) => a.setTool("select")],
    ["setTool(measure)", (a) => a.setTool("measure")],
    ["copy", (a) => a.copy()],
    ["escape", (a) => a.escape()],
    ["fitAll", (a) => a.fitAll()],
    ["focus(7)", (a) => a.focus(["7"])],
    ["cancelDelete", (a) => a.cancelDelete()],
    ["closeCoordinates", (a) => a.closeCoordinates()],
    ["closeRoutingReport", (a) => a.closeRoutingReport()],
  ];
  it.each(inspecting)("%s acts", (name, call) => {
    const { actions, called } = recording();
    call(inspectOnly(actions));
    expect(called).toEqual([name]);
  });

  const editing: [string, Call][] = [
    ["another tool", (a) => a.setTool("draw")],
    ["snap", (a) => a.toggleSnap()],
    ["delete", (a) => a.askDelete()],
    ["confirmed delete", (a) => a.confirmDelete()],
    ["cut", (a) => a.cut()],
    ["paste", (a) => a.paste()],
    ["duplicate", (a) => a.duplicate()],
    ["merge", (a) => a.merge()],
    ["subtract", (a) => a.subtract()],
    ["nudge", (a) => a.nudge(1, 0)],
    ["rotate", (a) => a.rotateBy(90)],
    ["undo", (a) => a.undo()],
    ["redo", (a) => a.redo()],
    ["the sketch's last point", (a) => a.removeLastPoint()],
    ["a vertex at the cross", (a) => a.placeAtCross()],
    ["finishing a drawing", (a) => a.finishDrawing()],
    ["the typed point's dialog", (a) => a.openCoordinates()],
    ["a typed point", (a) => a.placePoint([19, 51], "poi")],
    ["the routing graph", (a) => a.generateGraph()],
  ];
  it.each(editing)("%s does nothing", async (_, call) => {
    const { actions, called } = recording();
    const result = await call(inspectOnly(actions));
    expect(called).toEqual([]);
    expect(result === undefined || result === false).toBe(true);
  });

  it("nothing is open or running", () => {
    const { confirmingDelete, coordinatesOpen, generatingGraph, routingReport } = inspectOnly(
      recording().actions,
    );
    expect({ confirmingDelete, coordinatesOpen, generatingGraph, routingReport }).toEqual({
      confirmingDelete: 0,
      coordinatesOpen: false,
      generatingGraph: false,
      routingReport: null,
    });
  });
});
