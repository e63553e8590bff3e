/**
 * The editor's live link to the draft of its floor (docs/live-editing.md): the stream (with tickets
 * and reopening, live-connection.ts), others' saves drawn and rebased on (MapEditor.receive), the
 * floor read again when saves may have been missed, the user's selection sent as presence
 * (presence-sender.ts), and the other editors listed and their selections outlined. A release shown
 * is not edited: no stream. Leaving the floor closes the stream, which ends the user's presence there.
 */
import { useEffect, useMemo } from "react";
import type { EditorState, MapEditor } from "../editor/map-editor.ts";
import { liveTicket, sendPresence } from "./live-api.ts";
import { LiveConnection } from "./live-connection.ts";
import type { Editor } from "./live-events.ts";
import { PresenceSender } from "./presence-sender.ts";

export interface LivePresence {
  /** the stream is open: others' saves and presence arrive */
  connected: boolean;
  /** the other editors of the floor (other browsers, this account's other tabs included) */
  others: Editor[];
}

/**
 * Who else is on the floor, for the presence list to read by itself (useSyncExternalStore): a change
 * re-renders the list alone, not the whole screen, so that it shows within a second.
 */
export class LiveFloor {
  #state: LivePresence = { connected: false, others: [] };
  readonly #listeners = new Set<() => void>();

  readonly get = (): LivePresence => this.#state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  set(patch: Partial<LivePresence>): void {
    this.#state = { ...this.#state, ...patch };
    for (const listener of this.#listeners) listener();
  }
}

const storedIds = (keys: readonly string[]) => keys.filter((key) => /^[1-9][0-9]*$/.test(key)).map(Number);

export function useLiveFloor(editor: MapEditor | null, state: EditorState | null): LiveFloor {
  const live = useMemo(() => new LiveFloor(), []);
  const sender = useMemo(() => new PresenceSender({ send: sendPresence }), []);
  const floor = state?.floor;
  const release = state?.release ?? null;

  useEffect(() => {
    if (!editor || !floor || release !== null) return;
    let own: string | null = null;
    const connection = new LiveConnection({
      floor,
      ticket: liveTicket,
      open: (url) => new EventSource(url),
      onOpen: (open) => {
        live.set({ connected: open });
        if (!open) sender.setStream(null);
      },
      onEvent: (event) => {
        if (event.kind === "hello") {
          own = event.stream;
          sender.setStream(event.stream);
        } else if (event.kind === "save") {
          if (event.floor === editor.state.floor) editor.receive(event.features, event.deleted);
        } else if (event.kind === "presence") {
          const list = event.editors.filter((other) => other.stream !== own);
          editor.showPresence(list);
          live.set({ others: list });
        } else if (event.kind === "reload") {
          void editor.catchUp();
        }
      },
    });
    connection.start();
    return () => {
      connection.stop();
      sender.setStream(null);
      live.set({ connected: false, others: [] });
      editor.showPresence([]);
    };
  }, [editor, floor, release, sender, live]);

  useEffect(() => () => sender.stop(), [sender]);

  // Straight from the editor, not after the screen's re-render: others see it within a second.
  useEffect(() => {
    if (!editor) return;
    sender.setSelection(storedIds(editor.state.selection));
    return editor.subscribe(() => sender.setSelection(storedIds(editor.state.selection)));
  }, [editor, sender]);

  return live;
}
