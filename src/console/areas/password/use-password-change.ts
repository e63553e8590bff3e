/**
 * The password change of a user (admin): the generated form of the user.change_password command
 * (spec §5 from its schema and rules) and the "easy to guess" check on the client, then
 * POST /api/change_user_password/{id}; success shows the server's message and returns to the users.
 * The user is the command's target, chosen beside the form. The admin's own account also needs its
 * current password, as the server requires (1019).
 */
import type { UiSchema } from "@rjsf/utils";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { api } from "../../api/client.ts";
import { unwrap } from "../../api/failures.ts";
import { useUserChoices } from "../../area-parts/use-user-choices.ts";
import { commandForm } from "../../forms/command-form-model.ts";
import type { FormValues } from "../../forms/form-validation.ts";
import { useSendForm } from "../../forms/use-send-form.ts";
import { i18n } from "../../i18n/i18n.ts";
import { go } from "../../state/navigation.ts";
import { notify } from "../../state/notices.ts";
import { session } from "../../state/session.ts";
import { guessableProblem, preloadGuessableCheck } from "./guessable-check.ts";

const parts = commandForm("user", "change_password");
const minLength = parts.fields.find((f) => f.name === "password")?.min;

export function usePasswordChange(initialUserId: number | null) {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const [userId, setUserId] = useState<number | null>(initialUserId);
  const users = useUserChoices(initialUserId, userId);
  /** the admin chose their own account: its current password is asked for */
  const own = userId !== null && userId === user?.id;
  const chosen = users.choices.find((choice) => choice.id === userId);

  useEffect(preloadGuessableCheck, []);

  const ui = useMemo<UiSchema>(
    () => ({
      current_password: own
        ? { "ui:help": t("special.password.ownAccount"), "ui:autocomplete": "current-password" }
        : { "ui:widget": "hidden" },
      password: { "ui:help": t("special.password.rule", { min: minLength }) },
    }),
    [own, t],
  );

  async function send(values: FormValues) {
    if (userId === null) return undefined;
    const password = String(values.password);
    const guessable = await guessableProblem(
      password,
      chosen ? { name: chosen.name, email: chosen.email } : {},
    );
    if (guessable) return { password: i18n.t(guessable.key, guessable.values) };
    const { message } = await unwrap(
      api.POST("/api/change_user_password/{id}", {
        params: { path: { id: userId } },
        body: {
          ...(own && { current_password: String(values.current_password) }),
          password,
          password_confirmation: String(values.password_confirmation),
        },
      }),
    );
    notify("success", message ?? i18n.t("messages.passwordReset"));
    go("/cms/users");
    return undefined;
  }

  const form = useSendForm(parts, {
    send,
    ui,
    check: (values) =>
      own && !values.current_password
        ? [{ field: "current_password", message: t("forms.validation.required") }]
        : [],
  });

  return {
    form,
    users,
    userId,
    /** another user: a current password typed for the admin's own account is dropped */
    setUserId: (id: number | null) => {
      setUserId(id);
      if (id !== user?.id) form.change({ ...form.values, current_password: undefined });
    },
    /** the user is missing once a submit was tried */
    userProblem: form.submitted && userId === null ? { key: "forms.validation.required" } : undefined,
  };
}
