/**
 * /reset_password?token=…, the page a password reset e-mail links to: a new password twice, checked
 * on the client like the other password screens (the rule, then "easy to guess"), sent with the
 * link's token to POST /api/auth/password/reset; then to the sign-in page. A link that no longer
 * works (3230) says so, with the way to ask for a new one.
 */
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { api } from "../../api/client.ts";
import { Failure, unwrap } from "../../api/failures.ts";
import { i18n } from "../../i18n/i18n.ts";
import { notify } from "../../state/notices.ts";
import { compact, newPasswordMessages, type Problems, serverProblems } from "./field-problems.ts";
import { guessableProblem, preloadGuessableCheck } from "./guessable-check.ts";

const fields = ["token", "password", "password_confirmation"] as const;
type Field = (typeof fields)[number];

export function usePasswordReset() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problems, setProblems] = useState<Problems<Field>>(token ? {} : { token: { key: "errors.3231" } });
  const [sending, setSending] = useState(false);

  useEffect(preloadGuessableCheck, []);

  async function submit() {
    const found = compact<Field>({
      ...(token ? {} : { token: { key: "errors.3231" } }),
      ...newPasswordMessages(password, confirmation),
    });
    setProblems(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const guessable = await guessableProblem(password, {});
      if (guessable) {
        setProblems({ password: guessable });
        return;
      }
      const { message } = await unwrap(
        api.POST("/api/auth/password/reset", {
          body: { token, password, password_confirmation: confirmation },
        }),
      );
      notify("success", message ?? i18n.t("messages.passwordReset"));
      navigate("/signin", { replace: true });
    } catch (error) {
      if (error instanceof Failure) setProblems(serverProblems(error.errors, fields));
    } finally {
      setSending(false);
    }
  }

  return { password, setPassword, confirmation, setConfirmation, problems, sending, submit };
}
