/** user:set-password: a new password for an account, which is signed out everywhere. */
import { findByLogin, setPassword } from "../server/auth/accounts.ts";
import { ApiError } from "../server/http/api-error.ts";
import { codeText } from "../server/http/envelope.ts";
import type { CliCommand } from "./command.ts";
import { passwordErrors } from "./password-check.ts";
import { UsageError } from "./usage-error.ts";
import { withDatabase } from "./with-database.ts";

export const userSetPassword: CliCommand = {
  name: "user:set-password",
  summary: "Sets the password of an account (not of a directory account) and signs it out everywhere.",
  flags: {
    email: "e-mail address of the account",
    password:
      "new password (8-128 characters with an upper-case letter, a lower-case letter and a digit; not common nor easy to guess)",
  },
  required: ["email", "password"],
  async run(flags) {
    const email = String(flags.email).trim();
    const password = String(flags.password);
    // Before opening the database; setPassword checks the account's name as well (1018).
    const problems = await passwordErrors(password, { email });
    if (problems.length) throw new UsageError(problems.join("\n"));
    return withDatabase(async (db) => {
      const account = await findByLogin(db, email);
      if (!account) throw new UsageError(`--email: ${codeText(1901, "en")} (${email})`);
      try {
        await db.transaction((tx) => setPassword(tx, account.id, password));
      } catch (error) {
        // Refusals of the account store (1913: directory account, 1018: a guessable password) are the
        // caller's input, not a failure.
        const code = error instanceof ApiError ? Object.values(error.errors ?? {})[0]?.[0] : undefined;
        if (code === undefined) throw error;
        throw new UsageError(`${codeText(code, "en")} (${code}): ${account.email}`);
      }
      return `Password of ${account.email} changed; its sessions were signed out.`;
    });
  },
};
