/**
 * The SOS push reply (spec §4): the generated form of the sos.push command (report, title and body
 * with the manifest's bounds), POST /api/pushsos; a second reply is refused by the server (2113, a
 * toast and a message at the report). After sending, `onSent` runs (the SOS list's reply modal closes
 * and reloads the list); without it the send-push screen goes back to the list.
 */
import type { UiSchema } from "@rjsf/utils";
import { useMemo } from "react";
import { api } from "../../api/client.ts";
import { unwrap } from "../../api/failures.ts";
import { commandForm } from "../../forms/command-form-model.ts";
import type { FormValues } from "../../forms/form-validation.ts";
import { useSendForm } from "../../forms/use-send-form.ts";
import { i18n } from "../../i18n/i18n.ts";
import { go } from "../../state/navigation.ts";
import { notify } from "../../state/notices.ts";

const parts = commandForm("sos", "push");

export interface SosPushOptions {
  /** the report answered, when one is chosen already */
  sosId: number | null;
  /** how the form shows the report: a widget to choose it, or hidden when the report is fixed */
  sosField: UiSchema;
  onSent?: () => void;
}

export function useSosPush({ sosId, sosField, onSent }: SosPushOptions) {
  async function send(values: FormValues) {
    const { message } = await unwrap(
      api.POST("/api/pushsos", {
        body: {
          sos_id: Number(values.sos_id),
          title: String(values.title).trim(),
          body: String(values.body).trim(),
        },
      }),
    );
    notify("success", message ?? i18n.t("messages.sosPushSent"));
    if (onSent) onSent();
    else go("/cms/sos");
    return undefined;
  }

  const ui = useMemo(() => ({ sos_id: sosField }), [sosField]);
  const form = useSendForm(parts, {
    initial: sosId === null ? {} : { sos_id: sosId },
    send,
    ui,
  });

  return {
    form,
    /** a fresh reply to report `id` (the modal opening) */
    start: (id: number) => form.reset({ sos_id: id }),
    /** the server's refusal of the report (already answered), for a form where the report is hidden */
    sosError: form.extraErrors.sos_id?.__errors?.[0],
  };
}
