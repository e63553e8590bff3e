/**
 * The password change of a user (admin): spec §5 checks on the client, then
 * POST /api/change_user_password/{id}; success shows the server's message and returns to the users.
 */
import { useState } from "react";
import { api } from "../api/client.ts";
import { Failure, unwrap } from "../api/failures.ts";
import { i18n } from "../i18n/i18n.ts";
import { commandField, compact, type Problems, passwordProblem, serverProblems } from "../special/checks.ts";
import { go } from "../state/navigation.ts";
import { notify } from "../state/notices.ts";

const fields = ["user", "password", "password_confirmation"] as const;
type Field = (typeof fields)[number];

const passwordRule = commandField("user", "change_password", "password");

export function usePasswordChange(initialUserId: number | null) {
  const [userId, setUserId] = useState<number | null>(initialUserId);
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [sending, setSending] = useState(false);

  function check(): Problems<Field> {
    return compact<Field>({
      user: userId === null ? { key: "special.validation.required" } : undefined,
      password: passwordProblem(password, passwordRule),
      password_confirmation: !confirmation
        ? { key: "special.validation.required" }
        : confirmation !== password
          ? { key: "special.validation.passwordsMatch" }
          : undefined,
    });
  }

  async function submit() {
    const found = check();
    setProblems(found);
    if (Object.keys(found).length || userId === null) return;
    setSending(true);
    try {
      const { message } = await unwrap(
        api.POST("/api/change_user_password/{id}", {
          params: { path: { id: userId } },
          body: { password, password_confirmation: confirmation },
        }),
      );
      notify("success", message ?? i18n.t("messages.passwordReset"));
      go("/cms/users");
    } catch (error) {
      if (error instanceof Failure) setProblems(serverProblems(error.errors, fields));
    } finally {
      setSending(false);
    }
  }

  return {
    userId,
    setUserId,
    password,
    setPassword,
    confirmation,
    setConfirmation,
    problems,
    sending,
    submit,
  };
}
