/**
 * The editor's toolbar (role toolbar: Tab reaches it once, arrow keys, Home and End move between its
 * buttons): the exclusive tools, snapping, the typed point, the edit commands, undo and redo with
 * the step they would take back, the routing graph and the route preview. Every button is named after
 * what it does and its tooltip tells the shortcut. Over a release (read-only) only the buttons that
 * inspect are there.
 */
import { Tooltip } from "primereact/tooltip";
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { inspectingTools } from "./editor/inspecting-tools.ts";
import { type EditorState, type Tool, tools } from "./editor/map-editor.ts";
import { readStepLabel } from "./editor/step-labels.ts";
import type { EditorActions } from "./use-editor-actions.ts";
import {
  ariaShortcut,
  type Shortcut,
  type ShortcutName,
  shortcuts,
  shortcutText,
} from "./use-editor-shortcuts.ts";

interface Item {
  id: string;
  icon: string;
  label: string;
  /** what the tooltip says before the shortcut, when more than the label (the step undo takes back) */
  tip?: string;
  shortcut?: Shortcut;
  /** a toggle's state (tools, snap) */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

const toolIcons: Record<Tool, string> = {
  select: "pi pi-arrow-up-left",
  modify: "pi pi-pen-to-square",
  draw: "pi pi-pencil",
  move: "pi pi-arrows-alt",
  rotate: "pi pi-sync",
  measure: "pi pi-arrows-h",
};

/** Tools whose names are kept with the rest of their texts. */
const toolLabelKeys: Partial<Record<Tool, string>> = { measure: "mapEditor.measure.title" };

/** The buttons of a release shown read-only. */
const inspecting = new Set<string>([...inspectingTools, "copy", "fit", "table"]);

interface Props {
  state: EditorState;
  actions: EditorActions;
  /** the route preview's panel, shown or not */
  routePreview: { open: boolean; toggle: () => void };
  /** the floor's table, shown or not */
  table: { open: boolean; toggle: () => void };
  readOnly: boolean;
}

export function EditorToolbar({ state, actions, routePreview, table, readOnly }: Props) {
  const { t } = useTranslation();
  const none = state.selection.length === 0;
  const step = (label: string | null) => {
    if (!label) return "";
    const { action, count } = readStepLabel(label);
    return t(`mapEditor.steps.${action}`, { count });
  };
  const command = (name: string, icon: string, onClick: () => void, disabled = false): Item => ({
    id: name,
    icon,
    label: t(`mapEditor.actions.${name}`),
    shortcut: name in shortcuts ? shortcuts[name as ShortcutName] : undefined,
    disabled,
    onClick,
  });
  const all: Item[][] = [
    tools.map((tool) => ({
      id: tool,
      icon: toolIcons[tool],
      label: t(toolLabelKeys[tool] ?? `mapEditor.tools.${tool}`),
      shortcut: shortcuts[tool],
      pressed: state.tool === tool,
      onClick: () => actions.setTool(tool),
    })),
    [
      {
        id: "snap",
        icon: "pi pi-thumbtack",
        label: t("mapEditor.tools.snap"),
        shortcut: shortcuts.snap,
        pressed: state.snap,
        onClick: actions.toggleSnap,
      },
      command("point", "pi pi-map-marker", actions.openCoordinates),
    ],
    [
      command("delete", "pi pi-trash", actions.askDelete, none),
      command("copy", "pi pi-copy", actions.copy, none),
      command("cut", "pi pi-file-export", actions.cut, none),
      command("paste", "pi pi-clipboard", actions.paste),
      command("duplicate", "pi pi-clone", actions.duplicate, none),
      command("merge", "pi pi-plus-circle", actions.merge, state.selection.length < 2),
      command("subtract", "pi pi-minus-circle", actions.subtract, state.selection.length < 2),
    ],
    [
      {
        ...command("undo", "pi pi-undo", actions.undo, !state.undoLabel),
        tip: state.undoLabel ? t("mapEditor.actions.undoStep", { step: step(state.undoLabel) }) : undefined,
      },
      {
        ...command("redo", "pi pi-undo map-icon-mirrored", actions.redo, !state.redoLabel),
        tip: state.redoLabel ? t("mapEditor.actions.redoStep", { step: step(state.redoLabel) }) : undefined,
      },
    ],
    [
      command("fit", "pi pi-expand", actions.fitAll),
      {
        id: "routing",
        icon: "pi pi-sitemap",
        label: t("mapEditor.actions.routing"),
        disabled: actions.generatingGraph,
        onClick: () => void actions.generateGraph(),
      },
      {
        id: "route",
        icon: "pi pi-directions",
        label: t("mapEditor.actions.route"),
        pressed: routePreview.open,
        onClick: routePreview.toggle,
      },
      {
        id: "table",
        icon: "pi pi-table",
        label: t("mapEditor.table.title"),
        pressed: table.open,
        onClick: table.toggle,
      },
    ],
  ];
  const groups = readOnly
    ? all.map((group) => group.filter((item) => inspecting.has(item.id))).filter((group) => group.length)
    : all;
  const items = groups.flat();
  const enabled = items.filter((item) => !item.disabled);
  const [focusId, setFocusId] = useState("select");
  const tabbable = enabled.some((item) => item.id === focusId) ? focusId : enabled[0]?.id;

  const onKeyDown = (event: KeyboardEvent) => {
    const at = enabled.findIndex((item) => item.id === tabbable);
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      ArrowLeft: at - 1,
      ArrowUp: at - 1,
      Home: 0,
      End: enabled.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[(to + enabled.length) % enabled.length];
    if (!next) return;
    setFocusId(next.id);
    document.getElementById(`map-tool-${next.id}`)?.focus();
  };

  return (
    <div className="map-toolbar" role="toolbar" aria-label={t("mapEditor.toolbar")} onKeyDown={onKeyDown}>
      {/* One tooltip for every button: a PrimeReact Button with its own tooltip costs a render each. */}
      <Tooltip target=".map-tool" position="bottom" showDelay={300} event="both" />
      {groups.map((group, g) => (
        <div className="map-toolbar-group" key={group[0]?.id ?? g}>
          {group.map((item) => (
            <button
              key={item.id}
              id={`map-tool-${item.id}`}
              type="button"
              className={`p-button p-component p-button-icon-only map-tool${item.pressed ? " map-tool-pressed" : " p-button-text p-button-secondary"}`}
              aria-label={item.label}
              aria-pressed={item.pressed}
              aria-keyshortcuts={item.shortcut ? ariaShortcut(item.shortcut) : undefined}
              data-pr-tooltip={
                item.shortcut
                  ? `${item.tip ?? item.label} (${shortcutText(item.shortcut)})`
                  : (item.tip ?? item.label)
              }
              aria-description={item.tip}
              tabIndex={item.id === tabbable ? 0 : -1}
              disabled={item.disabled}
              onFocus={() => setFocusId(item.id)}
              onClick={item.onClick}
            >
              <span className={`p-button-icon ${item.icon}`} aria-hidden="true" />
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
