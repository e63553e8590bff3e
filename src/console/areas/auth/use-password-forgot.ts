/**
 * "Forgot your password?" on the sign-in page: an e-mail address, checked as sign-in checks one, sent
 * to POST /api/auth/password/forgot. The answer is the same whether or not the address has an account
 * (the server's message is shown); a server without mail says so (1011) under the field.
 */
import { type FormEvent, useState } from "react";
import { api } from "../../api/client.ts";
import { Failure, unwrap } from "../../api/failures.ts";
import { codeText, i18n } from "../../i18n/i18n.ts";
import { emailShape } from "./sign-in-rules.ts";

const problemKeys = { required: "signIn.required", email: "signIn.emailFormat" } as const;

export function usePasswordForgot() {
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const found = !address ? "required" : emailShape.test(address) ? null : "email";
    setProblem(found ? i18n.t(problemKeys[found]) : null);
    if (found) return;
    setSending(true);
    try {
      const { message } = await unwrap(api.POST("/api/auth/password/forgot", { body: { email: address } }));
      setSent(message ?? i18n.t("signIn.forgot.sent"));
    } catch (error) {
      if (!(error instanceof Failure)) throw error;
      const code = error.errors.email?.[0];
      if (code !== undefined) setProblem(codeText(code));
    } finally {
      setSending(false);
    }
  }

  return {
    email,
    change: (value: string) => {
      setEmail(value);
      setProblem(null);
    },
    problem,
    sending,
    sent,
    submit,
  };
}
