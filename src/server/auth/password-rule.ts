/** The password rule of spec §5 with its bounds, taken from the user manifest's password field. */
import { areas } from "../../../generated/areas.ts";

const field = areas.find((a) => a.area === "user")?.fields.find((f) => f.name === "password");
if (!field || field.min === undefined || field.max === undefined) {
  throw new Error("manifests/areas/user.yaml must declare the password field with min and max");
}

export const passwordRule = { min: field.min, max: field.max, codes: field.codes };

/** The codes a password breaks, empty when it is acceptable. */
export function passwordProblems(password: string): number[] {
  const codes = field?.codes ?? {};
  if (password.length < passwordRule.min) return [codes.min ?? 1007];
  if (password.length > passwordRule.max) return [codes.max ?? 1016];
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/[0-9]/.test(password))
    return [codes.format ?? 1008];
  return [];
}
