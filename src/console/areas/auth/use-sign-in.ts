/**
 * The sign-in form: client checks, then sign-in, who-am-I and the remembered origin. Server codes are
 * toasted by api/failures.ts; here they are also put under the field they concern.
 */
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { loadUser, signIn } from "../../api/auth.ts";
import { Failure } from "../../api/failures.ts";
import { codeText, i18n } from "../../i18n/i18n.ts";
import { takeOrigin } from "../../state/origin.ts";
import { checkSignIn, type SignInProblems, type SignInValues } from "./sign-in-rules.ts";

type FieldMessages = Partial<Record<keyof SignInValues, string>>;

const problemKeys = { required: "signIn.required", email: "signIn.emailFormat" } as const;

function messagesOf(problems: SignInProblems): FieldMessages {
  const messages: FieldMessages = {};
  for (const [field, problem] of Object.entries(problems) as [keyof SignInValues, keyof typeof problemKeys][])
    messages[field] = i18n.t(problemKeys[problem]);
  return messages;
}

export function useSignIn() {
  const navigate = useNavigate();
  const [values, setValues] = useState<SignInValues>({ login: "", password: "" });
  const [checked, setChecked] = useState(false);
  const [serverMessages, setServerMessages] = useState<FieldMessages>({});
  // True from submit until the page has moved on: the "already signed in" redirect waits for it.
  const [busy, setBusy] = useState(false);

  const messages = checked ? { ...serverMessages, ...messagesOf(checkSignIn(values)) } : {};

  function change(field: keyof SignInValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setServerMessages((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setServerMessages({});
    if (Object.keys(checkSignIn(values)).length) return;
    setBusy(true);
    try {
      await signIn(values.login.trim(), values.password);
      await loadUser();
      navigate(takeOrigin(), { replace: true });
    } catch (error) {
      setBusy(false);
      if (!(error instanceof Failure)) throw error;
      const { email, password } = error.errors;
      setServerMessages({
        ...(email?.[0] !== undefined && { login: codeText(email[0]) }),
        ...(password?.[0] !== undefined && { password: codeText(password[0]) }),
      });
    }
  }

  return { values, messages, busy, change, submit };
}
