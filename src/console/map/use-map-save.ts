/**
 * Checking and saving the session (spec §4, §5, §8): the checks of validation.ts before anything is
 * sent (errors block, warnings do not), the all-or-nothing save with its messages at the bottom
 * right, the refused features and fields marked, and the clashes of a save merged with others'
 * changes (docs/live-editing.md): what both changed apart, for the user to choose per field; once
 * chosen, the save goes through again naming the versions the clashes gave.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../state/notices.ts";
import { saveFloor } from "./editor/map-api.ts";
import type { EditorState, MapEditor } from "./editor/map-editor.ts";
import { type ServerIssue, serverIssues } from "./editor/save-issues.ts";
import { validateChanges } from "./editor/validation-scope.ts";
import { type Clash, type ClashChoice, settlement } from "./live/clash-choices.ts";
import { savedMessage } from "./saved-message.ts";
import { blocking, type Issue } from "./session/validation.ts";

/** after an edit, how long the checks wait for the next one before running again */
const recheckDelayMs = 400;

export interface MapSave {
  saving: boolean;
  /** the checks' findings on the changed features (empty until checked once) */
  issues: Issue[];
  /** the last refused save's errors, until their features change */
  serverIssues: ServerIssue[];
  /** what the last save clashed on with others' changes, until settled or dismissed */
  clashes: Clash[] | null;
  check: () => Issue[];
  save: () => Promise<void>;
  /** settles every clash as chosen (by clash id) and saves again */
  settle: (choices: ReadonlyMap<number, ClashChoice>) => Promise<void>;
  dismissClashes: () => void;
}

export function useMapSave(editor: MapEditor | null, state: EditorState | null): MapSave {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [issues, setIssues] = useState<Issue[]>([]);
  const [refused, setRefused] = useState<ServerIssue[]>([]);
  const [clashes, setClashes] = useState<Clash[] | null>(null);
  const [checked, setChecked] = useState(false);
  const savingRef = useRef(false);
  const floor = state?.floor;
  const release = state?.release;
  const revision = state?.revision ?? 0;

  // Another floor, or a release shown, starts with nothing to report.
  useEffect(() => {
    void floor;
    void release;
    setIssues([]);
    setRefused([]);
    setClashes(null);
    setChecked(false);
  }, [floor, release]);

  // A refusal stays on its feature until the feature changes (each floor has a session of its own).
  const session = editor?.session;
  useEffect(() => {
    if (!session) return;
    return session.subscribe((change) => {
      const touched = new Set([...change.changed, ...change.removed]);
      setRefused((current) => {
        const kept = current.filter((issue) => issue.key === null || !touched.has(issue.key));
        return kept.length === current.length ? current : kept;
      });
    });
  }, [session]);

  const check = useCallback(() => {
    if (!editor) return [];
    editor.flushPending();
    const found = validateChanges(editor.session);
    setIssues(found);
    setChecked(true);
    return found;
  }, [editor]);

  // Once checked, the list follows the edits.
  useEffect(() => {
    void revision;
    if (!checked || !editor) return;
    const timer = setTimeout(() => setIssues(validateChanges(editor.session)), recheckDelayMs);
    return () => clearTimeout(timer);
  }, [checked, editor, revision]);

  const invalidKeys = useMemo(
    () =>
      new Set([
        ...blocking(issues).map((issue) => issue.key),
        ...refused.flatMap((issue) => (issue.key ? [issue.key] : [])),
        ...(clashes ?? []).map((clash) => String(clash.id)),
      ]),
    [issues, refused, clashes],
  );
  useEffect(() => {
    editor?.markInvalid(invalidKeys);
  }, [editor, invalidKeys]);

  const save = useCallback(async () => {
    if (!editor || savingRef.current) return;
    editor.flushPending();
    const session = editor.session;
    if (!session.dirty) {
      notify("info", t("mapEditor.save.nothing"), "bottom-right");
      return;
    }
    const errors = blocking(check());
    if (errors.length) {
      const missing = errors.some((issue) => issue.code === "requiredMissing");
      notify("error", t(missing ? "mapEditor.save.required" : "mapEditor.save.blocked"), "bottom-right");
      return;
    }
    const box = editor.viewBox();
    if (!box) return;
    const sent = session.collections();
    const selected = [...editor.selection.keys];
    savingRef.current = true;
    setSaving(true);
    try {
      const outcome = await saveFloor(editor.state.floor, box, sent);
      if (outcome.kind === "saved") {
        setRefused([]);
        setClashes(null);
        setIssues([]);
        setChecked(false);
        notify("success", savedMessage(t, sent), "bottom-right");
        // New features come back with ids: the selection follows them to their new keys.
        const ids = new Map(sent.new.map((feature, i) => [feature.key, String(outcome.result.new[i])]));
        if (await editor.reload()) editor.selection.set(selected.map((key) => ids.get(key) ?? key));
        return;
      }
      notify("error", t("mapEditor.save.failed"), "bottom-right");
      if (outcome.kind === "clash") setClashes(outcome.clashes);
      if (outcome.kind === "refused") setRefused(serverIssues(outcome.errors, sent));
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }, [editor, check, t]);

  const settle = useCallback(
    async (choices: ReadonlyMap<number, ClashChoice>) => {
      if (!editor || !clashes) return;
      const session = editor.session;
      for (const clash of clashes) {
        const choice = choices.get(clash.id);
        if (!choice) continue;
        const { key, current, chosen } = settlement(clash, choice, session.get(String(clash.id)));
        session.settle(key, current, chosen);
      }
      setClashes(null);
      if (session.dirty) await save();
      else notify("success", t("mapEditor.clashes.settled"), "bottom-right");
    },
    [editor, clashes, save, t],
  );

  const dismissClashes = useCallback(() => setClashes(null), []);

  return { saving, issues, serverIssues: refused, clashes, check, save, settle, dismissClashes };
}
