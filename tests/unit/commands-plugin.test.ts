import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { areas } from "../../generated/areas.ts";
import { AreaRegistry } from "../../src/server/areas/registry.ts";
import type { Guard } from "../../src/server/auth/guard.ts";
import { commandHandlers, commandsPlugin } from "../../src/server/commands/commands-plugin.ts";
import type { Database } from "../../src/server/db/database.ts";
import { readIntakeConfig } from "../../src/server/intake/intake-config.ts";
import type { AreaSpec } from "../../src/shared/area-spec.ts";

const guard: Guard = {
  signedIn: async () => {},
  roles: () => async () => {},
  rolesOrAnonymous: () => async () => {},
};
const db = {} as Database;
const settings = { intake: readIntakeConfig({}), sosAlertIntervalMinutes: 10 };

async function start(specs: AreaSpec[]) {
  const app = Fastify({ logger: false });
  await app.register(commandsPlugin, { db, guard, registry: new AreaRegistry(specs), settings });
  await app.ready();
  return app;
}

describe("command handlers and manifests", () => {
  it("has one handler per manifest command and registers each on its path", async () => {
    const declared = areas.flatMap((a) => a.commands.map((c) => `${a.area}.${c.name}`));
    expect([...commandHandlers.keys()].sort()).toEqual(declared.sort());
    const app = await start(areas);
    for (const area of areas)
      for (const command of area.commands) {
        const url = `/api/${command.path.replace("{id}", ":id")}`;
        expect(app.hasRoute({ method: "POST", url }), url).toBe(true);
      }
    await app.close();
  });

  it("refuses to start when a manifest command has no handler", async () => {
    const specs = areas.map((a) =>
      a.area === "sos" && a.commands[0]
        ? { ...a, commands: [...a.commands, { ...a.commands[0], name: "shout", path: "shout" }] }
        : a,
    );
    await expect(start(specs)).rejects.toThrow(/manifest commands without a handler: sos\.shout/);
  });

  it("refuses to start when a handler has no manifest command", async () => {
    const specs = areas.map((a) => (a.area === "rating" ? { ...a, commands: [] } : a));
    await expect(start(specs)).rejects.toThrow(/command handlers no manifest declares: rating\.respond/);
  });

  it("refuses to start when a command's manifest and handler disagree about callers without a token", async () => {
    const withAnonymous = (area: string, command: string, anonymous: { limitCode: number } | undefined) =>
      areas.map((a) =>
        a.area === area
          ? {
              ...a,
              commands: a.commands.map((c) => {
                if (c.name !== command) return c;
                const { anonymous: _dropped, ...rest } = c;
                return anonymous ? { ...rest, anonymous } : rest;
              }),
            }
          : a,
      );
    await expect(start(withAnonymous("sos", "report", { limitCode: 2115 }))).rejects.toThrow(
      /'anonymous' and handler .* disagree: sos\.report/,
    );
    await expect(start(withAnonymous("rating", "send", undefined))).rejects.toThrow(
      /'anonymous' and handler .* disagree: rating\.send/,
    );
  });
});
