/**
 * The editor's live link to the draft of its floor (docs/live-editing.md): the stream (with tickets
 * and reopening, live-connection.ts), others' saves drawn and rebased on (MapEditor.receive), the
 * floor read again when saves may have been missed, the user's selection sent as presence
 * (presence-sender.ts), and the other editors listed and their selections outlined. A release shown
 * is not edited: no stream. Leaving the floor closes the stream, which ends the user's presence there.
 */
import { useEffect, useMemo, useState } from "react";
import type { EditorState, MapEditor } from "../editor/map-editor.ts";
import { liveTicket, sendPresence } from "./live-api.ts";
import { LiveConnection } from "./live-connection.ts";
import type { Editor } from "./live-events.ts";
import { PresenceSender } from "./presence-sender.ts";

export interface LiveFloor {
  /** the stream is open: others' saves and presence arrive */
  connected: boolean;
  /** the other editors of the floor (other browsers, this account's other tabs included) */
  others: Editor[];
}

const storedIds = (keys: readonly string[]) => keys.filter((key) => /^[1-9][0-9]*$/.test(key)).map(Number);

export function useLiveFloor(editor: MapEditor | null, state: EditorState | null): LiveFloor {
  const [connected, setConnected] = useState(false);
  const [others, setOthers] = useState<Editor[]>([]);
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
        setConnected(open);
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
          setOthers(list);
          editor.showPresence(list);
        } else if (event.kind === "reload") {
          void editor.catchUp();
        }
      },
    });
    connection.start();
    return () => {
      connection.stop();
      sender.setStream(null);
      setOthers([]);
      setConnected(false);
      editor.showPresence([]);
    };
  }, [editor, floor, release, sender]);

  useEffect(() => () => sender.stop(), [sender]);

  const selection = state?.selection;
  useEffect(() => {
    sender.setSelection(storedIds(selection ?? []));
  }, [selection, sender]);

  return { connected, others };
}
