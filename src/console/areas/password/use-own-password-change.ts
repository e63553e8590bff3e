/**
 * The signed-in account's own password (/cms/account/password): the generated form of the
 * user.change_own_password command (the current password, a new one under spec §5 with the manifest's
 * bounds and rules) and the "easy to guess" check on the client, then POST /api/auth/password. This
 * session stays signed in (the server ends the account's other sessions) and goes back to the start page.
 */
import type { UiSchema } from "@rjsf/utils";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { api } from "../../api/client.ts";
import { unwrap } from "../../api/failures.ts";
import { commandForm } from "../../forms/command-form-model.ts";
import type { FormValues } from "../../forms/form-validation.ts";
import { useSendForm } from "../../forms/use-send-form.ts";
import { i18n } from "../../i18n/i18n.ts";
import { go } from "../../state/navigation.ts";
import { notify } from "../../state/notices.ts";
import { session } from "../../state/session.ts";
import { guessableProblem, preloadGuessableCheck } from "./guessable-check.ts";

const parts = commandForm("user", "change_own_password");
const minLength = parts.fields.find((f) => f.name === "password")?.min;

export function useOwnPasswordChange() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);

  useEffect(preloadGuessableCheck, []);

  const ui = useMemo<UiSchema>(
    () => ({
      current_password: { "ui:autocomplete": "current-password" },
      password: { "ui:help": t("special.password.rule", { min: minLength }) },
    }),
    [t],
  );

  async function send(values: FormValues) {
    const password = String(values.password);
    const guessable = await guessableProblem(password, { name: user?.name, email: user?.email });
    if (guessable) return { password: i18n.t(guessable.key, guessable.values) };
    const { message } = await unwrap(
      api.POST("/api/auth/password", {
        body: {
          current_password: String(values.current_password),
          password,
          password_confirmation: String(values.password_confirmation),
        },
      }),
    );
    notify("success", message ?? i18n.t("messages.passwordChanged"));
    go("/cms");
    return undefined;
  }

  return useSendForm(parts, { send, ui });
}
