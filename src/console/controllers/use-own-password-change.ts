/**
 * The signed-in account's own password (/cms/account/password): the current one, then a new one under
 * spec §5 and the "easy to guess" check on the client, then POST /api/auth/password. This session
 * stays signed in (the server ends the account's other sessions) and goes back to the start page.
 */
import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
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

const fields = ["current_password", "password", "password_confirmation"] as const;
type Field = (typeof fields)[number];

const passwordRule = commandField("user", "change_own_password", "password");

export function useOwnPasswordChange() {
  const { user } = useSnapshot(session);
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [sending, setSending] = useState(false);

  useEffect(preloadGuessableCheck, []);

  function check(): Problems<Field> {
    return compact<Field>({
      current_password: current ? undefined : { key: "special.validation.required" },
      ...newPasswordProblems(password, confirmation, passwordRule),
    });
  }

  async function submit() {
    const found = check();
    setProblems(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const guessable = await guessableProblem(password, { name: user?.name, email: user?.email });
      if (guessable) {
        setProblems({ password: guessable });
        return;
      }
      const { message } = await unwrap(
        api.POST("/api/auth/password", {
          body: { current_password: current, password, password_confirmation: confirmation },
        }),
      );
      notify("success", message ?? i18n.t("messages.passwordChanged"));
      go("/cms");
    } catch (error) {
      if (error instanceof Failure) setProblems(serverProblems(error.errors, fields));
    } finally {
      setSending(false);
    }
  }

  return {
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
