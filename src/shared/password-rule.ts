/**
 * Spec §5's password composition with the bounds of the user manifest's password field, the same in
 * the server and in the browser, so that both refuse the same password with the same code (the
 * errors' texts come from the manifest). "Not guessable" is password-strength.ts.
 */
import { areas } from "../../generated/areas.ts";

const field = areas.find((a) => a.area === "user")?.fields.find((f) => f.name === "password");
if (!field || field.min === undefined || field.max === undefined) {
  throw new Error("manifests/areas/user.yaml must declare the password field with min and max");
}

export const passwordRule = { min: field.min, max: field.max, codes: field.codes };

/** The codes of the length and composition a password breaks, empty when it keeps them. */
export function compositionProblems(password: string): number[] {
  const codes = passwordRule.codes ?? {};
  if (password.length < passwordRule.min) return [codes.min ?? 1007];
  if (password.length > passwordRule.max) return [codes.max ?? 1016];
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/[0-9]/.test(password))
    return [codes.format ?? 1008];
  return [];
}

/** A new password typed twice: 1004 for one left empty, 1015 when they differ, then the rule's codes. */
export function newPasswordProblems(
  password: string,
  confirmation: string,
): { password?: number[]; password_confirmation?: number[] } {
  const broken = password ? compositionProblems(password) : [1004];
  const mismatch = !confirmation ? [1004] : password && confirmation !== password ? [1015] : [];
  return {
    ...(broken.length && { password: broken }),
    ...(mismatch.length && { password_confirmation: mismatch }),
  };
}
