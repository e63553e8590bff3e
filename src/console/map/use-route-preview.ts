/**
 * The route preview (issue 8): two saved features picked on the map (or taken from the selection),
 * the path between them asked of GET /api/routing/path, step-free on request, and drawn on the floor
 * in view with markers where it leaves for or arrives from another floor. Behaviour lives in
 * routing/: what to draw (route-drawing.ts), the request (route-request.ts), the map's part
 * (route-preview-view.ts); this hook keeps the state and wires them.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../state/notices.ts";
import { fetchRoute } from "./editor/map-api.ts";
import type { EditorState, MapEditor } from "./editor/map-editor.ts";
import { featureTitle } from "./feature-names.ts";
import { type Route, type RouteMarker, routeDrawing } from "./routing/route-drawing.ts";
import { RoutePreviewView } from "./routing/route-preview-view.ts";
import { type RouteEnd, routeRequest, savedId } from "./routing/route-request.ts";

export type RouteEndName = "from" | "to";

export type RouteResult =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "shown"; route: Route }
  | { status: "refused"; codes: number[] };

export interface RoutePreview {
  open: boolean;
  toggle: () => void;
  from: RouteEnd | null;
  to: RouteEnd | null;
  accessible: boolean;
  setAccessible: (accessible: boolean) => void;
  /** the end the next click on the map picks, null when none */
  picking: RouteEndName | null;
  /** arms (or, armed, disarms) picking `end` on the map */
  pick: (end: RouteEndName) => void;
  /** makes the one selected feature `end` */
  takeSelection: (end: RouteEndName) => void;
  swap: () => void;
  result: RouteResult;
}

/** `closures`: the temporary closures as last read; the path is asked again when they change. */
export function useRoutePreview(
  editor: MapEditor | null,
  state: EditorState | null,
  closures?: unknown,
): RoutePreview {
  const { t, i18n } = useTranslation();
  const [wanted, setOpen] = useState(false);
  // The route is the draft's routing graph's: it is not shown over a release.
  const open = wanted && state?.release === null;
  const [ends, setEnds] = useState<{ from: RouteEnd | null; to: RouteEnd | null }>({ from: null, to: null });
  const [accessible, setAccessible] = useState(false);
  const [picking, setPicking] = useState<RouteEndName | null>(null);
  const [result, setResult] = useState<RouteResult>({ status: "idle" });
  const floor = state?.floor ?? "";

  // Marker texts follow the language; the layer asks for them when it draws.
  const label = useRef<(marker: RouteMarker) => string>(() => "");
  label.current = (marker) => {
    const other = marker.floor ? t(`enums.floor.${marker.floor}`) : "";
    const via = marker.via ? t(`enums.connector_type.${marker.via}`) : t("mapEditor.route.connector");
    return t(`mapEditor.route.markers.${marker.kind}`, { floor: other, via });
  };
  const [view, setView] = useState<RoutePreviewView | null>(null);
  useEffect(() => {
    if (!editor || !open) return;
    const made = new RoutePreviewView(editor, (marker) => label.current(marker));
    setView(made);
    return () => {
      made.destroy();
      setView(null);
    };
  }, [editor, open]);

  const endOf = useCallback(
    (key: string): RouteEnd | null => {
      const id = editor && !editor.session.isNew(key) ? savedId(key) : null;
      if (!editor || id === null) {
        notify("info", t("mapEditor.route.unsaved"));
        return null;
      }
      return {
        id,
        floor: editor.state.floor,
        title: featureTitle(editor.session.get(key), key, i18n.language, t),
      };
    },
    [editor, i18n.language, t],
  );
  const setEnd = useCallback((end: RouteEndName, value: RouteEnd | null) => {
    if (value) setEnds((current) => ({ ...current, [end]: value }));
  }, []);

  const pick = useCallback(
    (end: RouteEndName) => {
      if (!view) return;
      if (picking === end) {
        view.cancelPick();
        setPicking(null);
        return;
      }
      setPicking(end);
      view.pick((key) => {
        setPicking(null);
        if (key) setEnd(end, endOf(key));
      });
    },
    [view, picking, endOf, setEnd],
  );

  const takeSelection = useCallback(
    (end: RouteEndName) => {
      const [key, ...more] = editor?.selection.keys ?? [];
      if (!key || more.length) notify("info", t("mapEditor.route.selectOne"));
      else setEnd(end, endOf(key));
    },
    [editor, endOf, setEnd, t],
  );

  const request = useMemo(() => routeRequest(ends.from, ends.to, accessible), [ends, accessible]);
  useEffect(() => {
    void closures;
    if (!open || !request) {
      setResult({ status: "idle" });
      return;
    }
    const abort = new AbortController();
    setResult({ status: "loading" });
    fetchRoute(request.from, request.to, request.accessible, abort.signal).then((outcome) => {
      if (abort.signal.aborted) return;
      if (outcome.kind === "route") setResult({ status: "shown", route: outcome.route });
      else if (outcome.kind === "refused") setResult({ status: "refused", codes: outcome.codes });
      else setResult({ status: "idle" });
    });
    return () => abort.abort();
  }, [open, request, closures]);

  // Drawn on the floor in view, again after every floor switch and language change; a new path is shown whole.
  const route = result.status === "shown" ? result.route : null;
  const language = i18n.language;
  useEffect(() => {
    void language;
    if (!view) return;
    if (route) view.show(routeDrawing(route, floor));
    else view.clear();
  }, [view, route, floor, language]);
  useEffect(() => {
    if (view && route) view.fit(routeDrawing(route, editor?.state.floor ?? ""));
  }, [view, route, editor]);

  return {
    open,
    toggle: () => {
      setOpen((was) => !was);
      setPicking(null);
    },
    from: ends.from,
    to: ends.to,
    accessible,
    setAccessible,
    picking,
    pick,
    takeSelection,
    swap: () => setEnds(({ from, to }) => ({ from: to, to: from })),
    result,
  };
}
