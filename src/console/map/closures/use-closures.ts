/**
 * Temporary closures in the map editor (issue 33): the list of current and planned closures, read
 * when the editor opens, after each change, and again when one starts or ends; the closed features of
 * the floor marked on the map (closure-layer.ts); the "Close temporarily" dialog of the one selected
 * closable feature, and deleting a closure. The form's rules are in closure-form.ts.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../state/notices.ts";
import type { EditorState, MapEditor } from "../editor/map-editor.ts";
import {
  type Closure,
  type ClosureForm,
  type ClosureFormErrors,
  closedFeatures,
  closureBody,
  formErrors,
  isClosable,
  refusalErrors,
  untilNextChange,
} from "./closure-form.ts";
import { ClosureLayer, type ClosureMark } from "./closure-layer.ts";
import { closeFeature, deleteClosure, fetchClosures } from "./closures-api.ts";

export interface Closures {
  /** current and planned, soonest first */
  list: readonly Closure[];
  /** the selected feature's id when it can be closed, else null */
  closable: number | null;
  /** the feature whose dialog is open, null when none is */
  closing: number | null;
  open: () => void;
  cancel: () => void;
  /** sends the form; resolves to what is wrong with it (nothing once the feature is closed) */
  submit: (form: ClosureForm) => Promise<ClosureFormErrors>;
  remove: (id: number) => Promise<void>;
}

/** Longest wait for a timer: setTimeout takes at most 2^31 - 1 ms. */
const longestWait = 2 ** 31 - 1;

export function useClosures(editor: MapEditor | null, state: EditorState | null): Closures {
  const { t } = useTranslation();
  const [list, setList] = useState<readonly Closure[]>([]);
  const [closing, setClosing] = useState<number | null>(null);
  const [reads, setReads] = useState(0);
  const reload = useCallback(() => setReads((n) => n + 1), []);

  useEffect(() => {
    // reads: a change made here or the next start or end asks for the list again
    void reads;
    const aborter = new AbortController();
    fetchClosures(aborter.signal).then(setList, () => undefined);
    return () => aborter.abort();
  }, [reads]);

  // A closure starting or ending changes the list (current, planned, gone) without anyone writing.
  useEffect(() => {
    const wait = untilNextChange(list, Date.now());
    if (wait === null) return;
    const timer = setTimeout(reload, Math.min(wait + 500, longestWait));
    return () => clearTimeout(timer);
  }, [list, reload]);

  const layer = useMemo(() => new ClosureLayer(), []);
  useEffect(() => {
    if (!editor) return;
    editor.map.addLayer(layer.layer);
    return () => {
      editor.map.removeLayer(layer.layer);
    };
  }, [editor, layer]);

  // Marks for the closed features of the floor that are loaded; more come as the view loads.
  const floor = state?.floor;
  const revision = state?.revision;
  const shown = state?.shown;
  useEffect(() => {
    // a floor switched to, an edit, more features loaded: the marks are found again
    void floor;
    void revision;
    void shown;
    if (!editor) return;
    const marks: ClosureMark[] = [];
    for (const [id, closureState] of closedFeatures(list, Date.now())) {
      const feature = editor.session.get(String(id));
      if (feature) marks.push({ state: closureState, geometry: feature.geometry });
    }
    layer.show(marks);
  }, [editor, layer, list, floor, revision, shown]);

  const [only] = state?.selection ?? [];
  const selected = state?.selection.length === 1 && only ? editor?.session.get(only) : undefined;
  const closable = selected && only && isClosable(selected.properties.type, only) ? Number(only) : null;

  const submit = useCallback(
    async (form: ClosureForm): Promise<ClosureFormErrors> => {
      const checks = formErrors(form, new Date());
      if (Object.keys(checks).length || closing === null) return checks;
      const outcome = await closeFeature(closureBody(closing, form));
      if (outcome.kind === "closed") {
        notify("success", t("mapEditor.closures.closed"));
        setClosing(null);
        reload();
      }
      return outcome.kind === "refused" ? refusalErrors(outcome.errors) : {};
    },
    [closing, reload, t],
  );

  const remove = useCallback(
    async (id: number) => {
      try {
        await deleteClosure(id);
        notify("success", t("mapEditor.closures.deleted"));
      } finally {
        reload();
      }
    },
    [reload, t],
  );

  return {
    list,
    closable,
    closing,
    open: () => setClosing(closable),
    cancel: () => setClosing(null),
    submit,
    remove,
  };
}
