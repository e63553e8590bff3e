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
  /** flags without a value (--replace) -> what they do; given ones read "true" */
  switches?: Record<string, string>;
  /** the command's one argument without a flag (a path), read under its name */
  argument?: { name: string; text: string };
  /** does the work and returns what to print on stdout */
  run(flags: Flags): Promise<string>;
}

export function usageOf(command: CliCommand): string {
  const all = { ...command.flags, ...command.switches };
  const width = Math.max(...Object.keys(all).map((f) => f.length)) + 4;
  const lines = Object.entries(all).map(
    ([flag, text]) =>
      `  --${flag.padEnd(width - 2)}${text}${command.required.includes(flag) ? "" : " (optional)"}`,
  );
  const argument = command.argument;
  const usage = `Usage: npm run cli -- ${command.name}${argument ? ` <${argument.name}>` : ""} [flags]`;
  const about = argument ? [`  <${argument.name}>  ${argument.text}`] : [];
  return [usage, "", command.summary, "", ...about, ...lines].join("\n");
}

/** The flags of `args`, or "help" when asked; unknown, repeated or valueless flags are refused. */
export function parseFlags(command: CliCommand, args: string[]): Flags | "help" {
  const options: ParseArgsOptionsConfig = { help: { type: "boolean", short: "h" } };
  for (const flag of Object.keys(command.flags)) options[flag] = { type: "string" };
  for (const flag of Object.keys(command.switches ?? {})) options[flag] = { type: "boolean" };
  let values: Record<string, unknown>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      options,
      strict: true,
      allowPositionals: !!command.argument,
    }));
  } catch (error) {
    throw new UsageError(`${command.name}: ${(error as Error).message}`);
  }
  if (values.help) return "help";
  if (command.argument) {
    if (positionals.length !== 1)
      throw new UsageError(`${command.name}: give one <${command.argument.name}>`);
    values[command.argument.name] = positionals[0];
  }
  for (const flag of Object.keys(command.switches ?? {})) values[flag] = values[flag] ? "true" : undefined;
  const missing = command.required.filter((flag) => typeof values[flag] !== "string" || values[flag] === "");
  if (missing.length)
    throw new UsageError(`${command.name}: missing ${missing.map((flag) => `--${flag}`).join(", ")}`);
  const { help: _help, ...flags } = values;
  return flags as Flags;
}
