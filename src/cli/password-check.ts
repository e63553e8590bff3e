/** The password rule applied to a --password flag, spelled out when it is broken. */
import { passwordProblems, passwordRuleText } from "../server/auth/password-rule.ts";
import { codeText } from "../server/http/envelope.ts";
import type { PasswordOwner } from "../shared/password-strength.ts";

/** A sentence for each broken part of the rule, empty when the password is acceptable for `owner`. */
export async function passwordErrors(password: string, owner: PasswordOwner): Promise<string[]> {
  const codes = await passwordProblems(password, owner);
  if (!codes.length) return [];
  const rule = passwordRuleText.charAt(0).toUpperCase() + passwordRuleText.slice(1);
  return [`--password: ${codes.map((code) => `${codeText(code, "en")} (${code})`).join("; ")}. ${rule}.`];
}
