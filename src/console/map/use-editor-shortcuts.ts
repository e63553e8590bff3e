/**
 * The editor's keyboard (spec §9 and the tooltips): tool letters, Delete, Escape, arrows nudging the
 * selection, undo and redo, save, Ctrl+Alt+C/V/X/Z for copy, paste, cut and duplicate, and, with the
 * draw or modify tool and the map focused, Space at the centre cross (a vertex drawn, or picked and
 * put) and Enter to end a line or polygon. Keys typed
 * into a field stay the field's (text undo, Polish letters typed with AltGr, which is Ctrl+Alt), and
 * nothing reaches the map while a dialog is open.
 */
import { useEffect, useRef } from "react";
import type { Tool } from "./editor/map-editor.ts";
import type { EditorActions } from "./use-editor-actions.ts";

/** metres an arrow key moves the selection; with shift ten times as far */
export const nudgeStep = 0.5;

export interface Shortcut {
  /** KeyboardEvent.code, so that the letter is found whatever the keyboard layout */
  code: string;
  ctrl?: boolean;
  alt?: boolean;
  shift?: boolean;
}

/** The shortcuts shown in tooltips and handled below. */
export const shortcuts = {
  select: { code: "KeyS" },
  modify: { code: "KeyM" },
  draw: { code: "KeyD" },
  move: { code: "KeyG" },
  rotate: { code: "KeyR" },
  measure: { code: "KeyL" },
  snap: { code: "KeyN" },
  point: { code: "KeyP" },
  fit: { code: "KeyF" },
  delete: { code: "Delete" },
  copy: { code: "KeyC", ctrl: true, alt: true },
  paste: { code: "KeyV", ctrl: true, alt: true },
  cut: { code: "KeyX", ctrl: true, alt: true },
  duplicate: { code: "KeyZ", ctrl: true, alt: true },
  undo: { code: "KeyZ", ctrl: true },
  redo: { code: "KeyZ", ctrl: true, shift: true },
  save: { code: "KeyS", ctrl: true },
  escape: { code: "Escape" },
  vertex: { code: "Space" },
  finish: { code: "Enter" },
} satisfies Record<string, Shortcut>;

export type ShortcutName = keyof typeof shortcuts;

const keyNames: Record<string, string> = { Delete: "Delete", Escape: "Esc" };

/** "Ctrl+Alt+C", as tooltips show it. */
export function shortcutText({ code, ctrl, alt, shift }: Shortcut): string {
  const key = keyNames[code] ?? code.replace(/^Key/, "");
  return [ctrl && "Ctrl", alt && "Alt", shift && "Shift", key].filter(Boolean).join("+");
}

/** The aria-keyshortcuts value of a shortcut. */
export function ariaShortcut({ code, ctrl, alt, shift }: Shortcut): string {
  const key = code.replace(/^Key/, "");
  return [ctrl && "Control", alt && "Alt", shift && "Shift", key].filter(Boolean).join("+");
}

const matches = (event: KeyboardEvent, { code, ctrl = false, alt = false, shift = false }: Shortcut) =>
  event.code === code &&
  (event.ctrlKey || event.metaKey) === ctrl &&
  event.altKey === alt &&
  event.shiftKey === shift;

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.closest("input, textarea, select, [role='combobox'], [role='listbox']") !== null);

/** Arrow keys already move focus in the toolbar and in lists. */
const arrowsTaken = (target: EventTarget | null) =>
  typing(target) ||
  (target instanceof HTMLElement && target.closest("[role='toolbar'], [role='menu']") !== null);

const onMap = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest("#map") !== null;

const dialogOpen = () => document.querySelector(".p-dialog-mask") !== null;

const arrows: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

const toolKeys: [ShortcutName & Tool, Tool][] = [
  ["select", "select"],
  ["modify", "modify"],
  ["draw", "draw"],
  ["move", "move"],
  ["rotate", "rotate"],
  ["measure", "measure"],
];

export interface ShortcutHandlers {
  actions: EditorActions;
  save: () => void;
  /** whether the arrow keys move the selection (features selected, not drawing) or pan the map */
  arrowsNudge: boolean;
}

export function useEditorShortcuts(handlers: ShortcutHandlers): void {
  const current = useRef(handlers);
  current.current = handlers;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || dialogOpen()) return;
      // Holding an arrow key keeps nudging; every other key acts once per press.
      if (event.repeat && !(event.code in arrows)) return;
      const { actions, save, arrowsNudge } = current.current;
      const handled = (run: () => void) => {
        event.preventDefault();
        run();
      };
      if (matches(event, shortcuts.save)) return handled(save);
      if (typing(event.target)) return;
      if (matches(event, shortcuts.copy)) return handled(actions.copy);
      if (matches(event, shortcuts.paste)) return handled(actions.paste);
      if (matches(event, shortcuts.cut)) return handled(actions.cut);
      if (matches(event, shortcuts.duplicate)) return handled(actions.duplicate);
      if (matches(event, shortcuts.undo)) return handled(actions.undo);
      if (matches(event, shortcuts.redo) || matches(event, { code: "KeyY", ctrl: true })) {
        return handled(actions.redo);
      }
      if (matches(event, shortcuts.escape)) return handled(actions.escape);
      // Space and Enter press the button or link they are on: the map's only when it has the focus.
      if (onMap(event.target)) {
        if (matches(event, shortcuts.vertex) && actions.placeAtCross()) return event.preventDefault();
        if (matches(event, shortcuts.finish) && actions.finishDrawing()) return event.preventDefault();
      }
      if (matches(event, { code: "Backspace" }) && actions.removeLastPoint()) return event.preventDefault();
      // Backspace is the delete key of a Mac keyboard.
      if (matches(event, shortcuts.delete) || matches(event, { code: "Backspace" })) {
        return handled(actions.askDelete);
      }
      const arrow = arrows[event.code];
      if (arrow && arrowsNudge && !arrowsTaken(event.target) && !event.ctrlKey && !event.altKey) {
        const step = event.shiftKey ? nudgeStep * 10 : nudgeStep;
        return handled(() => actions.nudge(arrow[0] * step, arrow[1] * step));
      }
      for (const [name, tool] of toolKeys) {
        if (matches(event, shortcuts[name])) return handled(() => actions.setTool(tool));
      }
      if (matches(event, shortcuts.snap)) return handled(actions.toggleSnap);
      if (matches(event, shortcuts.point)) return handled(actions.openCoordinates);
      if (matches(event, shortcuts.fit)) return handled(actions.fitAll);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
