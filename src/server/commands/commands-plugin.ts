/**
 * The command routes the manifests declare (`commands:` of an area), each served by one hand-written
 * handler. Startup fails when a declared command has no handler or a handler no command, or when a
 * command open to callers without a token (`anonymous`) and its handler disagree about it, so the
 * manifests and the code cannot drift apart.
 */

import type { FastifyInstance } from "fastify";
import { type AreaSpec, type CommandSpec, isAppWrite } from "../../shared/area-spec.ts";
import { lockOn } from "../../shared/record-locks.ts";
import { checkRecord } from "../areas/area-rules.ts";
import { type IdParams, idParams } from "../areas/crud-requests.ts";
import type { AreaRegistry } from "../areas/registry.ts";
import { commandChanges, recordAudit } from "../audit/audit-log.ts";
import type { Guard } from "../auth/guard.ts";
import type { Database } from "../db/database.ts";
import { ApiError, unauthenticated } from "../http/api-error.ts";
import { requestLang, success } from "../http/envelope.ts";
import { message } from "../http/messages.ts";
import { registerPurge } from "../http/periodic-purge.ts";
import { guardedRoute } from "../http/route-checks.ts";
import { purgeAddressCounts, takeAddressAllowance, writeLimit } from "../intake/address-allowance.ts";
import { changeOwnPassword } from "./change-own-password.ts";
import { changePassword } from "./change-password.ts";
import type {
  CommandHandler,
  CommandResult,
  CommandSettings,
  OpenCommandHandler,
} from "./command-handler.ts";
import { ratingRespond } from "./rating-respond.ts";
import { registerDevice } from "./register-device.ts";
import { reportSos } from "./report-sos.ts";
import { sendOpinion } from "./send-opinion.ts";
import { sosPush } from "./sos-push.ts";

export interface Options {
  db: Database;
  guard: Guard;
  registry: AreaRegistry;
  settings: CommandSettings;
}

type Handler = { signedIn: CommandHandler } | { open: OpenCommandHandler };

/** handlers by "<area>.<command>": `open` ones serve the commands callers without a token may send too */
export const commandHandlers = new Map<string, Handler>([
  ["sos.push", { signedIn: sosPush }],
  ["sos.report", { signedIn: reportSos }],
  ["rating.respond", { signedIn: ratingRespond }],
  ["rating.send", { open: sendOpinion }],
  ["user.register_device", { signedIn: registerDevice }],
  ["user.change_password", { signedIn: changePassword }],
  ["user.change_own_password", { signedIn: changeOwnPassword }],
]);

/**
 * A command the area's locks refuse on this record (a directory account's password): refused with the
 * lock's code before its handler runs. An unknown record is left to the handler, which says so.
 */
async function checkCommandNotLocked(
  db: Database,
  registry: AreaRegistry,
  area: AreaSpec,
  command: CommandSpec,
  id: number,
): Promise<void> {
  if (!area.locked?.some((lock) => lock.commands?.[command.name] !== undefined)) return;
  const record = await registry.get(area.area).store.get(db, area, id);
  const lock = record && lockOn(area, record, { command: command.name });
  if (lock) throw ApiError.code(lock.code, lock.field);
}

const keyOf = (area: AreaSpec, command: CommandSpec) => `${area.area}.${command.name}`;

function registerCommand(
  app: FastifyInstance,
  { db, guard, registry, settings }: Options,
  area: AreaSpec,
  command: CommandSpec,
  handler: Handler,
) {
  const { schema, validate } = registry.command(area.area, command.name);
  const hasId = command.path.includes("{id}");
  const url = `/api/${command.path.replace("{id}", ":id")}`;
  const parts = { body: { schema, check: validate }, ...(hasId && { params: idParams(area) }) };
  const open = "open" in handler;
  const admit = open ? guard.rolesOrAnonymous(command.roles) : guard.roles(command.roles);
  app.post(url, guardedRoute(admit, parts), async (request) => {
    const account = request.account;
    const id = hasId ? (request.params as IdParams).id : null;
    const body = request.body as Record<string, unknown>;
    if (isAppWrite(command))
      await takeAddressAllowance(db, request.ip, writeLimit(settings.intake.writesPerAddressPerHour));
    await checkRecord(db, registry, area, body, null, command.fields, command.rules);
    if (id !== null) await checkCommandNotLocked(db, registry, area, command, id);
    const input = { db, area, command, id, body, client: request.ip, token: request.token, settings };
    let result: CommandResult;
    if ("open" in handler) result = await handler.open({ ...input, account });
    else if (account) result = await handler.signedIn({ ...input, account });
    else throw unauthenticated();
    // After the handler's own transaction: a command that failed leaves no entry.
    await recordAudit(db, {
      by: account,
      area: area.area,
      recordId: id ?? result.recordId ?? null,
      action: command.name,
      changes: result.audited ?? commandChanges(command.fields, body),
    });
    request.log.info({ command: keyOf(area, command), id, by: account?.id ?? null }, "command run");
    return success(result.data, message(result.message, requestLang(request)));
  });
}

export async function commandsPlugin(app: FastifyInstance, options: Options) {
  const declared = options.registry.all.flatMap(({ spec }) =>
    spec.commands.map((command) => ({ area: spec, command, key: keyOf(spec, command) })),
  );
  const unhandled = declared.filter((d) => !commandHandlers.has(d.key)).map((d) => d.key);
  if (unhandled.length)
    throw new Error(
      `manifest commands without a handler: ${unhandled.join(", ")} (add one to src/server/commands/commands-plugin.ts)`,
    );
  const undeclared = [...commandHandlers.keys()].filter((key) => !declared.some((d) => d.key === key));
  if (undeclared.length) throw new Error(`command handlers no manifest declares: ${undeclared.join(", ")}`);
  const disagreeing = declared
    .filter((d) => Boolean(d.command.anonymous) !== "open" in (commandHandlers.get(d.key) ?? {}))
    .map((d) => d.key);
  if (disagreeing.length)
    throw new Error(
      `commands whose manifest's 'anonymous' and handler ('open' or 'signedIn') disagree: ${disagreeing.join(", ")}`,
    );
  registerPurge(app, {
    what: "the app's writes counted per address",
    everyMs: 10 * 60 * 1000,
    purge: () => purgeAddressCounts(options.db),
  });
  for (const { area, command, key } of declared) {
    const handler = commandHandlers.get(key);
    if (handler) registerCommand(app, options, area, command, handler);
  }
}
