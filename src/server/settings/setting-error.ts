/**
 * A setting the process cannot start with, said by naming its variable. The start prints the message
 * alone, without a stack trace: it is the operator's to fix, not a fault of the code.
 */
export class SettingError extends Error {}

/** Ends the process with `error`'s message when it is a SettingError; rethrows anything else. */
export function exitOnSettingError(error: unknown): never {
  if (!(error instanceof SettingError)) throw error;
  process.stderr.write(`error: ${error.message}\n`);
  process.exit(1);
}
