/**
 * The password change of a user (admin): spec §5 checks and the "easy to guess" check on the client,
 * then POST /api/change_user_password/{id}; success shows the server's message and returns to the
 * users. The admin's own account also needs its current password, as the server requires (1019).
 */
import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import type { PasswordOwner } from "../../shared/password-strength.ts";
import { api } from "../api/client.ts";
import { Failure, unwrap } from "../api/failures.ts";
import { i18n } from "../i18n/i18n.ts";
import {
  commandField,
  compact,
  newPasswordProblems,
  type Problems,
  serverProblems,
} from "../special/checks.ts";
import { go } from "../state/navigation.ts";
import { notify } from "../state/notices.ts";
import { session } from "../state/session.ts";
import { guessableProblem, preloadGuessableCheck } from "./guessable-check.ts";

const fields = ["user", "current_password", "password", "password_confirmation"] as const;
type Field = (typeof fields)[number];

const passwordRule = commandField("user", "change_password", "password");

export function usePasswordChange(initialUserId: number | null) {
  const { user } = useSnapshot(session);
  const [userId, setUserId] = useState<number | null>(initialUserId);
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [sending, setSending] = useState(false);
  /** the admin chose their own account: its current password is asked for */
  const own = userId !== null && userId === user?.id;

  useEffect(preloadGuessableCheck, []);

  function check(): Problems<Field> {
    return compact<Field>({
      user: userId === null ? { key: "special.validation.required" } : undefined,
      current_password: own && !current ? { key: "special.validation.required" } : undefined,
      ...newPasswordProblems(password, confirmation, passwordRule),
    });
  }

  /** `owner`: the chosen user, whose name and e-mail the password must not contain. */
  async function submit(owner: PasswordOwner | undefined) {
    let found = check();
    setProblems(found);
    if (Object.keys(found).length || userId === null) return;
    setSending(true);
    try {
      const guessable = await guessableProblem(password, owner ?? {});
      if (guessable) {
        found = { ...found, password: guessable };
        setProblems(found);
        return;
      }
      const { message } = await unwrap(
        api.POST("/api/change_user_password/{id}", {
          params: { path: { id: userId } },
          body: {
            ...(own && { current_password: current }),
            password,
            password_confirmation: confirmation,
          },
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
    own,
    current,
    setCurrent,
    password,
    setPassword,
    confirmation,
    setConfirmation,
    problems,
    sending,
    submit,
  };
}
