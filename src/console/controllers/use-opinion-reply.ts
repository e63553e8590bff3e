/**
 * The reply to an opinion (spec §4): title and body checked with the bounds of the rating.respond
 * command, POST /api/rating/respond/{id}; success closes the modal and reloads the opinions.
 */
import { useState } from "react";
import { api } from "../api/client.ts";
import { Failure, unwrap } from "../api/failures.ts";
import { i18n } from "../i18n/i18n.ts";
import { commandField, compact, type Problems, serverProblems, textProblem } from "../special/checks.ts";
import { notify } from "../state/notices.ts";

const fields = ["title", "body"] as const;
type Field = (typeof fields)[number];

const rules = {
  title: commandField("rating", "respond", "title"),
  body: commandField("rating", "respond", "body"),
};

export function useOpinionReply(opinionId: number, onSent: () => void) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [sending, setSending] = useState(false);

  function start() {
    setTitle("");
    setBody("");
    setProblems({});
    setOpen(true);
  }

  async function submit() {
    const found = compact<Field>({
      title: textProblem(title, rules.title),
      body: textProblem(body, rules.body),
    });
    setProblems(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const { message } = await unwrap(
        api.POST("/api/rating/respond/{id}", {
          params: { path: { id: opinionId } },
          body: { title: title.trim(), body: body.trim() },
        }),
      );
      notify("success", message ?? i18n.t("messages.opinionReplySent"));
      setOpen(false);
      onSent();
    } catch (error) {
      if (error instanceof Failure) setProblems(serverProblems(error.errors, fields));
    } finally {
      setSending(false);
    }
  }

  return {
    open,
    close: () => setOpen(false),
    start,
    title,
    setTitle,
    body,
    setBody,
    problems,
    sending,
    submit,
  };
}
