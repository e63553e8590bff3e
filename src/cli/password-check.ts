/** The password rule applied to a --password flag, spelled out when it is broken. */
import { passwordProblems, passwordRule } from "../server/auth/password-rule.ts";
import { codeText } from "../server/http/envelope.ts";

/** A sentence for each broken part of the rule, empty when the password is acceptable. */
export function passwordErrors(password: string): string[] {
  const codes = passwordProblems(password);
  if (!codes.length) return [];
  return [
    `--password: ${codes.map((code) => `${codeText(code, "en")} (${code})`).join("; ")}. ` +
      `A password needs ${passwordRule.min} to ${passwordRule.max} characters with at least one ` +
      "upper-case letter, one lower-case letter and one digit.",
  ];
}
