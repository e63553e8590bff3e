/**
 * Temporary closures (/api/map/closures, docs/map-editor.md#temporary-closures) over the small
 * building of app-route.test.ts (tests/support/routing-features.ts): two floors, stairs at the west
 * end (quicker), a lift at the east end, rooms with doors. The server's clock is the test's, so a
 * window starts and ends by moving it, without waiting: closing, listing, deleting and their audit;
 * every refusal; the staff's path and the app's way leaving a closed stairs, door or lift and taking
 * it back when the window ends or the closure is deleted, through the app's kept answers and ETags;
 * the app's list of closures and its changes feed; on PostgreSQL, a closure made by one process
 * honoured by another at once.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { readConfig } from "../../src/server/config.ts";
import { openDatabase } from "../../src/server/db/database.ts";
import { corridor, doorOf, room, stop } from "../support/routing-bodies.ts";
import { m } from "../support/routing-features.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const minute = 60_000;
const hour = 60 * minute;

describe.each(databaseKinds)("temporary closures on %s", (kind) => {
  let server: TestServer;
  let now = Date.parse("2026-11-27T08:00:00Z");
  const ids: Record<string, number> = {};
  let databaseUrl = "";
  const iso = (at: number) => new Date(at).toISOString();
  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const refusal = (response: LightMyRequestResponse) => [response.statusCode, response.json().errors];
  const staff = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    server.request("admin", { method, url, ...(payload && { payload }) });
  const draw = async (profile: string, named: Record<string, object>) => {
    const { ids: made } = ok(await staff("POST", "/api/geo", { profile, features: Object.values(named) }));
    Object.keys(named).forEach((name, i) => {
      ids[name] = made[i];
    });
  };
  const close = (featureId: number, from: number, to: number, reason = "Remont") =>
    staff("POST", "/api/map/closures", {
      feature_id: featureId,
      from: iso(from),
      to: iso(to),
      reason_pl: reason,
      reason_en: `${reason} (en)`,
    });
  /** the floor changes' features of the staff's path from the lecture room to the office */
  const staffWay = async (accessible = false) => {
    const response = await staff(
      "GET",
      `/api/routing/path?from=${ids.lecture}&to=${ids.office}&accessible=${accessible}`,
    );
    return response.statusCode === 200
      ? ok(response).floorChanges.map((c: { via: string }) => c.via)
      : refusal(response);
  };
  const appRoute = (query: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: "GET", url: `/api/app/v1/route?${query}`, headers });

  beforeAll(async () => {
    server = await startTestServer(kind, {
      clock: () => now,
      databaseUrl: (url) => {
        databaseUrl = url;
        return url;
      },
    });
    await draw("p0", {
      corridor0: corridor(),
      stairs0: stop(m(0, 0), "S", "stairs", 10, { name_pl: "S" }),
      lift0: stop(m(40, 0), "L", "lift", 20, { name_pl: "L" }),
      lecture: room("LECTURE", 0, { name_pl: "Aula", name_en: "Lecture hall" }),
      lectureDoor: doorOf("LECTURE", 0),
      hall0: room("HALL", 20),
      hall0Door: doorOf("HALL", 20),
    });
    await draw("p1", {
      corridor1: corridor(),
      stairs1: stop(m(0, 0), "S", "stairs", 10, { name_pl: "S" }),
      lift1: stop(m(40, 0), "L", "lift", 20, { name_pl: "L" }),
      office: room("OFFICE", 30, { name_pl: "Dziekanat", name_en: "Dean's office" }),
      officeDoor: doorOf("OFFICE", 30),
    });
    ok(await staff("POST", "/api/map/publish", { comment: "Budynek" }));
  });
  afterAll(() => server?.close());

  it("refuses a closure with a code on each field that is wrong", async () => {
    const valid = {
      feature_id: ids.stairs0,
      from: iso(now),
      to: iso(now + hour),
      reason_pl: "Remont",
      reason_en: "Repairs",
    };
    const cases: [object, number, Record<string, number[]>][] = [
      [{ ...valid, feature_id: "x" }, 422, { feature_id: [3400] }],
      [{ ...valid, feature_id: 999999 }, 404, { feature_id: [3401] }],
      [{ ...valid, feature_id: ids.lecture }, 422, { feature_id: [3402] }],
      [{ ...valid, from: "tomorrow", to: "2026-11-27T10:00:00" }, 422, { from: [3403], to: [3403] }],
      [{ ...valid, to: valid.from }, 422, { to: [3404] }],
      [{ ...valid, from: iso(now - 2 * hour), to: iso(now - hour) }, 422, { to: [3405] }],
      [
        { ...valid, reason_pl: "  ", reason_en: "x".repeat(501) },
        422,
        { reason_pl: [3406], reason_en: [3406] },
      ],
      [{ feature_id: ids.stairs0 }, 422, { from: [3403], to: [3403], reason_pl: [3406], reason_en: [3406] }],
    ];
    for (const [payload, status, errors] of cases)
      expect(refusal(await staff("POST", "/api/map/closures", payload)), JSON.stringify(payload)).toEqual([
        status,
        errors,
      ]);
    expect(refusal(await staff("DELETE", "/api/map/closures/999999"))).toEqual([404, { id: [3407] }]);
    expect(ok(await staff("GET", "/api/map/closures"))).toEqual([]);
  });

  it("closes the stairs now: both routings take the lift, and the stairs again once the window ends", async () => {
    expect(await staffWay()).toEqual(["stairs"]);
    const before = await appRoute("from=LECTURE&to=OFFICE");
    expect(ok(before).floorChanges[0].via).toBe("stairs");
    const stairsTag = before.headers.etag as string;

    const { id } = ok(await close(ids.stairs0 as number, now - minute, now + hour));
    expect(await staffWay()).toEqual(["lift"]);
    // The app's kept answer is forgotten at the closure's write; the new way has a new tag, which the
    // client's old one no longer matches.
    const during = await appRoute("from=LECTURE&to=OFFICE", { "if-none-match": stairsTag });
    expect(ok(during).floorChanges[0].via).toBe("lift");
    expect(during.headers["cache-control"]).toBe("public, max-age=30");

    const [listed] = ok(await staff("GET", "/api/map/closures"));
    expect(listed).toEqual({
      id,
      feature: {
        id: ids.stairs0,
        type: "connector",
        floor: "p0",
        key: expect.any(String),
        name_pl: "S",
        name_en: null,
      },
      from: iso(now - minute),
      to: iso(now + hour),
      current: true,
      reason_pl: "Remont",
      reason_en: "Remont (en)",
      author: "Test admin",
    });

    // An hour later the window is over: no write announces it, and the kept answer is not used past it.
    now += hour;
    expect(await staffWay()).toEqual(["stairs"]);
    const after = await appRoute("from=LECTURE&to=OFFICE", { "if-none-match": stairsTag });
    expect(after.statusCode).toBe(304);
    expect(ok(await staff("GET", "/api/map/closures"))).toEqual([]);
  });

  it("caps the app's max-age at the next start or end of a closure", async () => {
    const { id } = ok(await close(ids.stairs0 as number, now + 10_000, now + hour));
    // Planned: nothing changes yet, but the answer holds only until the closure starts.
    const planned = await appRoute("from=LECTURE&to=OFFICE");
    expect(ok(planned).floorChanges[0].via).toBe("stairs");
    expect(planned.headers["cache-control"]).toBe("public, max-age=10");
    expect((ok(await staff("GET", "/api/map/closures"))[0] as { current: boolean }).current).toBe(false);
    now += 10_000;
    expect(ok(await appRoute("from=LECTURE&to=OFFICE")).floorChanges[0].via).toBe("lift");
    expect(await staffWay()).toEqual(["lift"]);
    // Deleted: both take the stairs again at once.
    expect(ok(await staff("DELETE", `/api/map/closures/${id}`))).toEqual({ id });
    expect(ok(await appRoute("from=LECTURE&to=OFFICE")).floorChanges[0].via).toBe("stairs");
    expect(await staffWay()).toEqual(["stairs"]);
  });

  it("refuses a way into a room whose only door is closed, and one through the closed lift step-free", async () => {
    const door = ok(await close(ids.officeDoor as number, now, now + hour));
    expect(await staffWay()).toEqual([422, { to: [3408] }]);
    expect(refusal(await appRoute("from=LECTURE&to=OFFICE"))).toEqual([422, { to: [3408] }]);
    ok(await staff("DELETE", `/api/map/closures/${door.id}`));
    const lift = ok(await close(ids.lift1 as number, now, now + hour));
    // Step-free, the lift was the only way: the stairs remain, but not without steps.
    expect(await staffWay(true)).toEqual([422, { general: [3006] }]);
    expect(await staffWay(false)).toEqual(["stairs"]);
    ok(await staff("DELETE", `/api/map/closures/${lift.id}`));
    expect(await staffWay(true)).toEqual(["lift"]);
  });

  it("lists the closures in force to the app, in its language, and reports them in the changes feed", async () => {
    const first = ok(await server.app.inject({ method: "GET", url: "/api/app/v1/changes" }));
    const { id } = ok(await close(ids.lift0 as number, now, now + hour, "Przegląd"));
    ok(await close(ids.stairs0 as number, now + 2 * hour, now + 3 * hour));
    const pl = ok(await server.app.inject({ method: "GET", url: "/api/app/v1/closures" }));
    expect(pl).toEqual({
      items: [
        {
          id,
          feature: { id: ids.lift0, type: "connector", floor: "p0", key: expect.any(String), name: "L" },
          from: iso(now),
          to: iso(now + hour),
          reason: "Przegląd",
        },
      ],
    });
    const en = ok(await server.app.inject({ method: "GET", url: "/api/app/v1/closures?lang=en" }));
    expect(en.items[0].reason).toBe("Przegląd (en)");
    const changes = ok(
      await server.app.inject({ method: "GET", url: `/api/app/v1/changes?since=${first.cursor}` }),
    );
    expect(changes.changes.closures).toEqual([id, id + 1]);
    // The window ends without a write: the feed still reports it.
    now += hour;
    const ended = ok(
      await server.app.inject({ method: "GET", url: `/api/app/v1/changes?since=${changes.cursor}` }),
    );
    expect(ended.changes.closures).toEqual([id]);
    expect(ok(await server.app.inject({ method: "GET", url: "/api/app/v1/closures" })).items).toEqual([]);
  });

  it.runIf(kind === "postgres")("honours a closure made by another process at once", async () => {
    // A second API process: its own connections to the same database, its own kept answers.
    const db = await openDatabase({ databaseUrl, dataDir: server.dataDir });
    const config = readConfig({ DATA_DIR: server.dataDir, SEED_DEMO: "0" } as NodeJS.ProcessEnv);
    const other = await buildApp({ config, db, logger: false, clock: () => now });
    try {
      const otherRoute = async () =>
        (await other.inject({ method: "GET", url: "/api/app/v1/route?from=LECTURE&to=OFFICE" })).json().data
          .floorChanges[0].via;
      const otherPath = async () =>
        (
          await other.inject({
            method: "GET",
            url: `/api/routing/path?from=${ids.lecture}&to=${ids.office}`,
            headers: { authorization: `Bearer ${await server.token("admin")}` },
          })
        ).json().data.floorChanges[0].via;
      expect(await otherRoute()).toBe("stairs");
      const { id } = ok(await close(ids.stairs0 as number, now, now + hour));
      // The staff's path reads the closures at each query; the app's kept way is forgotten once the
      // other process hears of the write (NOTIFY app_changed).
      expect(await otherPath()).toBe("lift");
      await expect.poll(otherRoute).toBe("lift");
      ok(await staff("DELETE", `/api/map/closures/${id}`));
      expect(await otherPath()).toBe("stairs");
      await expect.poll(otherRoute).toBe("stairs");
    } finally {
      await other.close();
      await db.close();
    }
  });

  it("audits each closure made and deleted", async () => {
    const { id } = ok(await close(ids.hall0Door as number, now, now + hour));
    ok(await staff("DELETE", `/api/map/closures/${id}`));
    const { items } = ok(await staff("GET", `/api/audit?area=map_closure&record_id=${id}`));
    expect(items.map((e: { action: string; user_name: string }) => [e.action, e.user_name])).toEqual([
      ["delete", "Test admin"],
      ["create", "Test admin"],
    ]);
    expect(items[1].changes).toEqual({
      feature_id: ids.hall0Door,
      from: iso(now),
      to: iso(now + hour),
      reason_pl: "Remont",
      reason_en: "Remont (en)",
    });
  });
});
