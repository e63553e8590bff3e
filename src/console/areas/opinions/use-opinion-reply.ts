/**
 * The reply to an opinion (spec §4): the generated form of the rating.respond command (title and body
 * with the manifest's bounds), POST /api/rating/respond/{id}; success runs `onSent` (the modal closes
 * and the opinions reload).
 */
import { api } from "../../api/client.ts";
import { unwrap } from "../../api/failures.ts";
import { commandForm } from "../../forms/command-form-model.ts";
import type { FormValues } from "../../forms/form-validation.ts";
import { useSendForm } from "../../forms/use-send-form.ts";
import { i18n } from "../../i18n/i18n.ts";
import { notify } from "../../state/notices.ts";

const parts = commandForm("rating", "respond");

export function useOpinionReply(opinionId: number, onSent: () => void) {
  async function send(values: FormValues) {
    const { message } = await unwrap(
      api.POST("/api/rating/respond/{id}", {
        params: { path: { id: opinionId } },
        body: { title: String(values.title).trim(), body: String(values.body).trim() },
      }),
    );
    notify("success", message ?? i18n.t("messages.opinionReplySent"));
    onSent();
    return undefined;
  }
  return useSendForm(parts, { send });
}
