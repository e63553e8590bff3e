/** user:create: an account with one role, checked by the user manifest's rules like the console's form. */

import { areas } from "../../generated/areas.ts";
import { roles } from "../../generated/catalogues.ts";
import { AreaRegistry } from "../server/areas/registry.ts";
import { createAccount, findByLogin } from "../server/auth/accounts.ts";
import { ApiError } from "../server/http/api-error.ts";
import { codeText } from "../server/http/envelope.ts";
import type { CliCommand } from "./command.ts";
import { passwordErrors } from "./password-check.ts";
import { UsageError } from "./usage-error.ts";
import { withDatabase } from "./with-database.ts";

type RoleName = keyof typeof roles;
/** Directory roles come with a directory account's first single sign-on, never from here (1910). */
const roleNames = (Object.keys(roles) as RoleName[]).filter((name) => !roles[name].directory);
const isRole = (name: string): name is RoleName => name in roles;

/** The codes of every field the user manifest refuses, as lines naming the flag. */
function fieldErrors(body: Record<string, unknown>): string[] {
  const user = new AreaRegistry(areas.filter((a) => a.area === "user")).get("user");
  try {
    user.validateCreate(body);
    return [];
  } catch (error) {
    if (!(error instanceof ApiError) || !error.errors) throw error;
    // The password is reported by its own check, with the rule spelled out.
    return Object.entries(error.errors)
      .filter(([field]) => !field.startsWith("password"))
      .map(
        ([field, codes]) =>
          `--${field === "roles" ? "role" : field}: ${codes.map((c) => `${codeText(c, "en")} (${c})`).join("; ")}`,
      );
  }
}

export const userCreate: CliCommand = {
  name: "user:create",
  summary: "Creates an account that can sign in to the console with its e-mail and password.",
  flags: {
    email: "e-mail address, the sign-in name",
    password:
      "password (8-128 characters with an upper-case letter, a lower-case letter and a digit; not common nor easy to guess)",
    role: `one of ${roleNames.join(", ")}`,
    name: "full name; defaults to the e-mail address",
  },
  required: ["email", "password", "role"],
  async run(flags) {
    const email = String(flags.email).trim();
    const password = String(flags.password);
    const role = String(flags.role);
    if (!isRole(role))
      throw new UsageError(`--role: unknown role '${role}'; use one of ${roleNames.join(", ")}`);
    if (!roleNames.includes(role)) throw new UsageError(`--role: ${codeText(1910, "en")} (1910)`);
    const name = (flags.name ?? email).trim();
    const body = { name, email, roles: [roles[role].id], password, password_confirmation: password };
    const problems = [...fieldErrors(body), ...(await passwordErrors(password, { name, email }))];
    if (problems.length) throw new UsageError(problems.join("\n"));
    return withDatabase(async (db) => {
      const taken = new UsageError(`--email: ${codeText(1006, "en")} (${email})`);
      if (await findByLogin(db, email)) throw taken;
      const account = await createAccount(db, { name, email, roles: [roles[role].id], password }).catch(
        (error: { code?: string }) => {
          // unique_violation: created by someone else since the look-up
          throw error.code === "23505" ? taken : error;
        },
      );
      return `Created user #${account.id} ${email} (${role}).`;
    });
  },
};
