/**
 * The editor's controller for a screen: made once the #map element exists, given the floor and the
 * release (null: the draft) of the URL, the active language's labels and the server's base map,
 * opened on the remembered view or on the data (editor/opening-view.ts), and read through its state. Tests
 * (and a developer's console) get a read-only handle on it, `window.__mapEditor`, only in development
 * or when the browser is driven by automation.
 */
import { type RefObject, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { fetchMapBounds } from "./editor/find-api.ts";
import { fetchTileUrl } from "./editor/map-api.ts";
import { type EditorLabels, type EditorState, MapEditor } from "./editor/map-editor.ts";
import { openOnData } from "./editor/opening-view.ts";

declare global {
  interface Window {
    __mapEditor?: {
      readonly session: MapEditor["session"];
      readonly map: MapEditor["map"];
      readonly selection: readonly string[];
      readonly state: EditorState;
    };
  }
}

const exposed = import.meta.env.DEV || navigator.webdriver;

function expose(editor: MapEditor | null) {
  if (!exposed) return;
  if (!editor) {
    delete window.__mapEditor;
    return;
  }
  window.__mapEditor = Object.freeze({
    get session() {
      return editor.session;
    },
    map: editor.map,
    get selection() {
      return editor.selection.keys;
    },
    get state() {
      return editor.state;
    },
  });
}

const noState = () => () => undefined;

export function useMapEditor(
  container: RefObject<HTMLElement | null>,
  floor: string,
  release: number | null,
): { editor: MapEditor | null; state: EditorState | null } {
  const { t, i18n } = useTranslation();
  const [editor, setEditor] = useState<MapEditor | null>(null);
  const lang = i18n.language === "en" ? "en" : "pl";
  const labels: EditorLabels = {
    rotation: t("mapEditor.view.rotation"),
    reset: t("mapEditor.view.resetRotation"),
    zoomIn: t("mapEditor.view.zoomIn"),
    zoomOut: t("mapEditor.view.zoomOut"),
  };
  const [initial] = useState(() => ({ floor, release, labels, lang }));
  const [langRef] = useState<{ current: "pl" | "en" }>(() => ({ current: lang }));
  langRef.current = lang;

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    const created = new MapEditor({
      target,
      floor: initial.floor,
      release: initial.release,
      labels: initial.labels,
      lang: () => langRef.current,
    });
    const stopOpening = openOnData(created, { storage: localStorage, fetchBounds: fetchMapBounds });
    setEditor(created);
    expose(created);
    const abort = new AbortController();
    fetchTileUrl(abort.signal).then((url) => created.setBaseMap(url));
    return () => {
      abort.abort();
      stopOpening();
      expose(null);
      created.destroy();
      setEditor(null);
    };
  }, [container, initial, langRef]);

  useEffect(() => {
    editor?.setFloor(floor, release);
  }, [editor, floor, release]);

  const { rotation, reset, zoomIn, zoomOut } = labels;
  useEffect(() => {
    if (!editor) return;
    editor.setLabels({ rotation, reset, zoomIn, zoomOut });
    editor.relabel();
  }, [editor, rotation, reset, zoomIn, zoomOut]);

  const subscribe = useCallback(
    (listener: () => void) => (editor ? editor.subscribe(listener) : noState()),
    [editor],
  );
  const state = useSyncExternalStore(subscribe, () => editor?.state ?? null);
  return { editor, state };
}
