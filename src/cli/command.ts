/** The shape of one CLI command and the strict parsing of its flags. */
import { type ParseArgsOptionsConfig, parseArgs } from "node:util";
import { UsageError } from "./usage-error.ts";

export type Flags = Record<string, string | undefined>;

export interface CliCommand {
  name: string;
  summary: string;
  /** flag name -> what to pass; names in `required` must be given */
  flags: Record<string, string>;
  required: string[];
  /** does the work and returns what to print on stdout */
  run(flags: Flags): Promise<string>;
}

export function usageOf(command: CliCommand): string {
  const width = Math.max(...Object.keys(command.flags).map((f) => f.length)) + 4;
  const lines = Object.entries(command.flags).map(
    ([flag, text]) =>
      `  --${flag.padEnd(width - 2)}${text}${command.required.includes(flag) ? "" : " (optional)"}`,
  );
  return [`Usage: npm run cli -- ${command.name} [flags]`, "", command.summary, "", ...lines].join("\n");
}

/** The flags of `args`, or "help" when asked; unknown, repeated or valueless flags are refused. */
export function parseFlags(command: CliCommand, args: string[]): Flags | "help" {
  const options: ParseArgsOptionsConfig = { help: { type: "boolean", short: "h" } };
  for (const flag of Object.keys(command.flags)) options[flag] = { type: "string" };
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({ args, options, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new UsageError(`${command.name}: ${(error as Error).message}`);
  }
  if (values.help) return "help";
  const missing = command.required.filter((flag) => typeof values[flag] !== "string" || values[flag] === "");
  if (missing.length)
    throw new UsageError(`${command.name}: missing ${missing.map((flag) => `--${flag}`).join(", ")}`);
  const { help: _help, ...flags } = values;
  return flags as Flags;
}
