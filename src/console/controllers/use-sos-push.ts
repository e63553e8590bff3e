/**
 * The SOS push reply (spec §4): report, title and body checked with the bounds of the sos.push
 * command, POST /api/pushsos; a second reply is refused by the server (2113, shown as a toast).
 * After sending, `onSent` runs (the SOS list's reply modal closes and reloads the list); without it
 * the send-push screen goes back to the list.
 */
import { useState } from "react";
import { api } from "../api/client.ts";
import { Failure, unwrap } from "../api/failures.ts";
import { i18n } from "../i18n/i18n.ts";
import { commandField, compact, type Problems, serverProblems, textProblem } from "../special/checks.ts";
import { go } from "../state/navigation.ts";
import { notify } from "../state/notices.ts";

const fields = ["sos_id", "title", "body"] as const;
type Field = (typeof fields)[number];

const rules = { title: commandField("sos", "push", "title"), body: commandField("sos", "push", "body") };

export function useSosPush(preselectedId: number | null, onSent?: () => void) {
  const [sosId, setSosId] = useState<number | null>(preselectedId);
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [sending, setSending] = useState(false);

  async function submit() {
    const found = compact<Field>({
      sos_id: sosId === null ? { key: "special.validation.required" } : undefined,
      title: textProblem(title, rules.title),
      body: textProblem(body, rules.body),
    });
    setProblems(found);
    if (Object.keys(found).length || sosId === null) return;
    setSending(true);
    try {
      const { message } = await unwrap(
        api.POST("/api/pushsos", { body: { sos_id: sosId, title: title.trim(), body: body.trim() } }),
      );
      notify("success", message ?? i18n.t("messages.sosPushSent"));
      if (onSent) onSent();
      else go("/cms/sos");
    } catch (error) {
      if (error instanceof Failure) setProblems(serverProblems(error.errors, fields));
    } finally {
      setSending(false);
    }
  }

  /** a fresh reply to report `id` (the modal opening) */
  function start(id: number) {
    setSosId(id);
    setTitle("");
    setBody("");
    setProblems({});
  }

  return { start, sosId, setSosId, title, setTitle, body, setBody, problems, sending, submit };
}
