/** What the hand-written handler of a manifest command receives and answers. */
import type { AreaSpec, CommandSpec } from "../../shared/area-spec.ts";
import type { Account } from "../auth/account.ts";
import type { Database } from "../db/database.ts";
import type { MessageKey } from "../http/messages.ts";
import type { IntakeConfig } from "../intake/intake-config.ts";

export interface CommandInput {
  db: Database;
  area: AreaSpec;
  command: CommandSpec;
  /** the record named by the path's {id}; null when the path has none */
  id: number | null;
  /** the body, already checked against the command's fields and rules */
  body: Record<string, unknown>;
  account: Account;
  /** the client's address (the sign-in throttle counts by it) */
  client: string;
  /** the bearer token of the request */
  token: string | null;
  settings: CommandSettings;
}

/** the settings commands follow */
export interface CommandSettings {
  /** the limits on the mobile app's writes */
  intake: IntakeConfig;
  /** SOS_ALERT_INTERVAL_MINUTES (delivery/sos-alerts.ts) */
  sosAlertIntervalMinutes: number;
}

export interface CommandResult {
  data: unknown;
  /** the success message shown by the console */
  message: MessageKey;
  /** the record the history files the command under when the path names none (one's own account) */
  recordId?: number;
  /** what the history keeps of the body, when not all of it may be kept (a device token) */
  audited?: Record<string, unknown>;
}

export type CommandHandler = (input: CommandInput) => Promise<CommandResult>;

/** What the handler of a command open to callers without a token (manifests' `anonymous`) receives. */
export interface OpenCommandInput extends Omit<CommandInput, "account"> {
  /** null: sent without a token */
  account: Account | null;
}

export type OpenCommandHandler = (input: OpenCommandInput) => Promise<CommandResult>;

const maxInt4 = 2_147_483_647;

/** Whether `value` can be the id of a row (a serial column): anything else names no record. */
export const isRecordId = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value > 0 && value <= maxInt4;
