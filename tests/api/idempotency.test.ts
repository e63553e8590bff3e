import { readdir } from "node:fs/promises";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  abandonedAfterSeconds,
  claimKey,
  markApplied,
  purgeIdempotencyKeys,
  releaseKey,
  storeAnswer,
} from "../../src/server/http/idempotency-store.ts";
import type { RoleName } from "../../src/shared/area-spec.ts";
import {
  databaseKinds,
  roleEmail,
  rolePassword,
  startTestServer,
  type TestServer,
} from "../support/test-server.ts";
import { square } from "./fixtures/geometries.ts";
import { multipartBody, uploadFile } from "./fixtures/upload-files.ts";

let keys = 0;
const newKey = () => `key-${++keys}-${Math.random().toString(36).slice(2)}`;
let names = 0;
const category = () => ({ name_pl: `Kategoria ${++names}`, name_en: `Category ${names}` });

const room = (x: number, name: string) => ({
  type: "Feature",
  geometry: square(x, 51.77),
  properties: { type: "room", key: name, name_pl: name },
});

const replayed = (response: LightMyRequestResponse) => response.headers["idempotent-replayed"] === "true";
const codes = (response: LightMyRequestResponse) => response.json().errors;

describe.each(databaseKinds)("Idempotency-Key on %s", (kind) => {
  let server: TestServer;
  const post = (
    url: string,
    payload: object | Buffer,
    key: string | string[] | null,
    { role = "admin", headers = {} }: { role?: RoleName; headers?: Record<string, string> } = {},
  ) =>
    server.request(role, {
      method: "POST",
      url,
      payload,
      headers: { ...headers, ...(key === null ? {} : { "idempotency-key": key }) },
    });
  const count = async (sql: string, params: unknown[] = []) =>
    Number(
      (await server.db.query<{ n: string }>(`SELECT count(*) AS n FROM (${sql}) AS rows`, params))[0]?.n,
    );
  const categories = () => count("SELECT 1 FROM category");
  const upload = (file: Buffer, key: string) => {
    // a new boundary on every call, as a browser's retry would have
    const { payload, headers } = multipartBody([
      { name: "kind", value: "photo" },
      { name: "file", value: file, filename: "photo.jpg" },
    ]);
    return post("/api/upload", payload, key, { headers });
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it("answers the same key twice with the first answer and creates one record", async () => {
    const before = await categories();
    const key = newKey();
    const body = category();
    const first = await post("/api/category", body, key);
    const second = await post("/api/category", body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(replayed(first)).toBe(false);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(replayed(second)).toBe(true);
    expect(await categories()).toBe(before + 1);
  });

  it("changes nothing without the header", async () => {
    const before = await categories();
    const body = category();
    const answers = [await post("/api/category", body, null), await post("/api/category", body, null)];
    expect(answers.map((a) => [a.statusCode, replayed(a)])).toEqual([
      [200, false],
      [200, false],
    ]);
    expect(await categories()).toBe(before + 2);
  });

  it("keeps a refusal (4xx) and answers it again", async () => {
    const key = newKey();
    const first = await post("/api/category", { name_pl: "x" }, key);
    const second = await post("/api/category", { name_pl: "x" }, key);
    expect(first.statusCode).toBe(422);
    expect([second.statusCode, second.body, replayed(second)]).toEqual([422, first.body, true]);
  });

  it.each([
    ["another body", "/api/category", () => category()],
    ["another path", "/api/campus", () => category()],
  ])("refuses the same key with %s: 422 and 9013, and runs nothing", async (_name, url, body) => {
    const key = newKey();
    expect((await post("/api/category", category(), key)).statusCode).toBe(200);
    const before = await categories();
    const campuses = await count("SELECT 1 FROM campus");
    const other = await post(url, body(), key, { headers: { "accept-language": "en" } });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      status: "error",
      message: "This Idempotency-Key was already used with another request",
      errors: { "Idempotency-Key": [9013] },
    });
    expect(await categories()).toBe(before);
    expect(await count("SELECT 1 FROM campus")).toBe(campuses);
  });

  it("lets one of several requests sent at once with one key run; the others get 409 (9014) or its answer", async () => {
    const before = await categories();
    const key = newKey();
    const body = category();
    const answers = await Promise.all([1, 2, 3, 4].map(() => post("/api/category", body, key)));
    expect(await categories()).toBe(before + 1);
    const ran = answers.filter((a) => a.statusCode === 200 && !replayed(a));
    expect(ran).toHaveLength(1);
    for (const answer of answers.filter((a) => a !== ran[0])) {
      if (answer.statusCode === 409) expect(codes(answer)).toEqual({ "Idempotency-Key": [9014] });
      else expect([answer.statusCode, answer.body, replayed(answer)]).toEqual([200, ran[0]?.body, true]);
    }
  });

  // PGlite is one connection: a request held on a lock would hold every other query too.
  it.runIf(kind === "postgres")("answers a retry while the first still runs with 409 and 9014", async () => {
    const key = newKey();
    const body = category();
    const [first, retry] = await server.db.transaction(async (tx) => {
      // the first request claims its key, then waits on the lock to insert its record
      await tx.query("LOCK TABLE category IN EXCLUSIVE MODE");
      const first = post("/api/category", body, key);
      while (!(await count("SELECT 1 FROM idempotency_key WHERE key = $1", [key])))
        await new Promise((resolve) => setTimeout(resolve, 10));
      return [first, await post("/api/category", body, key)];
    });
    expect([retry.statusCode, codes(retry)]).toEqual([409, { "Idempotency-Key": [9014] }]);
    expect(retry.json().message).toBe(
      "A request with this Idempotency-Key is still being processed; try again shortly",
    );
    expect((await first).statusCode).toBe(200);
    const after = await post("/api/category", body, key);
    expect([after.statusCode, after.body, replayed(after)]).toEqual([200, (await first).body, true]);
  });

  it("keeps keys per account: another user's same key is another key", async () => {
    const before = await categories();
    const key = newKey();
    const byAdmin = await post("/api/category", category(), key, { role: "admin" });
    const byModerator = await post("/api/category", category(), key, { role: "moderator" });
    expect([byAdmin.statusCode, byModerator.statusCode]).toEqual([200, 200]);
    expect(replayed(byModerator)).toBe(false);
    expect(await categories()).toBe(before + 2);
  });

  it("replays an upload: one stored file, whatever the multipart boundary", async () => {
    const uploads = join(server.dataDir, "uploads");
    const files = async () => (await readdir(uploads)).filter((name) => name !== ".tmp");
    const before = { rows: await count("SELECT 1 FROM upload"), files: (await files()).length };
    const photo = uploadFile("jpeg", 2000);
    const key = newKey();
    const first = await upload(photo, key);
    const second = await upload(photo, key);
    expect(first.statusCode, first.body).toBe(200);
    expect([second.statusCode, second.body, replayed(second)]).toEqual([200, first.body, true]);
    const other = await upload(uploadFile("jpeg", 2001), key);
    expect([other.statusCode, codes(other)]).toEqual([422, { "Idempotency-Key": [9013] }]);
    expect(await count("SELECT 1 FROM upload")).toBe(before.rows + 1);
    expect((await files()).length).toBe(before.files + 1);
    expect(await readdir(join(uploads, ".tmp"))).toEqual([]);
  });

  it("lets the key go after a 5xx, so that the retry runs", async () => {
    const before = await count("SELECT 1 FROM upload");
    const photo = uploadFile("jpeg", 3000);
    const key = newKey();
    // the file arrives, then recording it fails
    await server.db.query("ALTER TABLE upload RENAME TO upload_away");
    const failed = await upload(photo, key).finally(() =>
      server.db.query("ALTER TABLE upload_away RENAME TO upload"),
    );
    expect([failed.statusCode, codes(failed)]).toEqual([500, { general: [9999] }]);
    const retry = await upload(photo, key);
    expect([retry.statusCode, replayed(retry)]).toEqual([200, false]);
    expect(await count("SELECT 1 FROM upload")).toBe(before + 1);
  });

  it.each([
    [
      "POST /api/geo/save",
      "/api/geo/save",
      {
        p1: "19.46,51.76",
        p2: "19.48,51.78",
        profile: "p0",
        new: [room(19.47, "Sala S")],
        edited: [],
        deleted: [],
      },
    ],
    ["POST /api/geo", "/api/geo", { profile: "p1", features: [room(19.47, "Sala G")] }],
  ])("replays a map write (%s): one feature", async (_name, url, body) => {
    const features = () => count("SELECT 1 FROM map_feature");
    const before = await features();
    const key = newKey();
    const first = await post(url, body, key);
    const second = await post(url, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect([second.statusCode, second.body, replayed(second)]).toEqual([200, first.body, true]);
    expect(await features()).toBe(before + 1);
  });

  it("runs a replayed command once: a password change does not sign the user out again", async () => {
    const [user] = await server.db.query<{ id: number }>("SELECT id FROM app_user WHERE email = $1", [
      roleEmail("user"),
    ]);
    const url = `/api/change_user_password/${user?.id}`;
    const body = { password: "Żółta-Szafa-Rower-3", password_confirmation: "Żółta-Szafa-Rower-3" };
    const key = newKey();
    const first = await post(url, body, key);
    expect(first.statusCode, first.body).toBe(200);
    // signed in after the change: a second run of the command would revoke this token
    const login = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: roleEmail("user"), password: body.password },
    });
    const token = login.json().data.token as string;
    const second = await post(url, body, key);
    expect([second.statusCode, second.body, replayed(second)]).toEqual([200, first.body, true]);
    const whoami = await server.app.inject({
      method: "GET",
      url: "/api/auth/whoami",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(whoami.statusCode).toBe(200);
  });

  // the key's syntax is tested whole in tests/unit/idempotency-key.test.ts
  it.each([
    ["empty", ""],
    ["256 characters", "k".repeat(256)],
    ["not ASCII", "klucz-żółw"],
    ["two fields", ["one", "two"]],
  ])("refuses a malformed key (%s) with 400 and 9012, before anything runs", async (_name, key) => {
    const before = await categories();
    const response = await post("/api/category", category(), key);
    expect([response.statusCode, codes(response)]).toEqual([400, { "Idempotency-Key": [9012] }]);
    expect(await categories()).toBe(before);
  });

  it("reads the bare and the quoted form of a key as the same key", async () => {
    const key = newKey();
    const body = category();
    const first = await post("/api/category", body, key);
    const second = await post("/api/category", body, `"${key}"`);
    expect([second.statusCode, second.body, replayed(second)]).toEqual([200, first.body, true]);
  });

  it("does not cover a POST made signed out: a key on sign-in changes nothing", async () => {
    const signIn = () =>
      server.request(null, {
        method: "POST",
        url: "/api/auth/login",
        payload: { email: roleEmail("moderator"), password: rolePassword },
        headers: { "idempotency-key": "\u0001 not even a valid key" },
      });
    const [first, second] = [await signIn(), await signIn()];
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().data.token).not.toBe(second.json().data.token);
  });

  it("frees a key after 24 hours: purged, or past its time before the purge comes", async () => {
    const before = await categories();
    const body = category();
    const key = newKey();
    expect((await post("/api/category", body, key)).statusCode).toBe(200);
    const age = () =>
      server.db.query("UPDATE idempotency_key SET created_at = now() - interval '25 hours' WHERE key = $1", [
        key,
      ]);
    await age();
    // not purged yet: another request may take the key
    const other = category();
    const reused = await post("/api/category", other, key);
    expect([reused.statusCode, replayed(reused)]).toEqual([200, false]);
    await age();
    expect(await purgeIdempotencyKeys(server.db)).toBeGreaterThanOrEqual(1);
    expect(await count("SELECT 1 FROM idempotency_key WHERE key = $1", [key])).toBe(0);
    const again = await post("/api/category", body, key);
    expect([again.statusCode, replayed(again)]).toEqual([200, false]);
    expect(await categories()).toBe(before + 3);
  });

  describe("the claim, step by step", () => {
    let userId = 0;
    beforeAll(async () => {
      const [row] = await server.db.query<{ id: number }>("SELECT id FROM app_user WHERE email = $1", [
        roleEmail("moderator"),
      ]);
      userId = Number(row?.id);
    });
    const claim = (key: string, fingerprint = "f1") => claimKey(server.db, { userId, key, fingerprint });
    const held = async (key: string) => {
      const claimed = await claim(key);
      if (claimed.outcome !== "claimed") throw new Error(`not claimed: ${claimed.outcome}`);
      return claimed.held;
    };

    it("tells a running request, another request and a kept answer apart", async () => {
      const key = newKey();
      const first = await held(key);
      expect(await claim(key)).toEqual({ outcome: "running" });
      expect(await claim(key, "f2")).toEqual({ outcome: "other request" });
      const answer = { status: 201, contentType: "application/json; charset=utf-8", body: '{"a":1}' };
      await storeAnswer(server.db, first, answer);
      expect(await claim(key)).toEqual({ outcome: "answered", answer });
      expect(await claim(key, "f2")).toEqual({ outcome: "other request" });
    });

    it("lets a key go (a 5xx answer) so that the retry runs", async () => {
      const key = newKey();
      await releaseKey(server.db, await held(key));
      expect((await claim(key)).outcome).toBe("claimed");
    });

    it("hands an abandoned claim to a retry of the same request, and only that claim's holder stores", async () => {
      const key = newKey();
      const abandoned = await held(key);
      await server.db.query(
        "UPDATE idempotency_key SET created_at = now() - make_interval(secs => $2) WHERE key = $1",
        [key, abandonedAfterSeconds + 1],
      );
      expect(await claim(key, "f2")).toEqual({ outcome: "other request" });
      const taken = await held(key);
      await storeAnswer(server.db, abandoned, { status: 200, contentType: null, body: "late" });
      expect(await claim(key)).toEqual({ outcome: "running" });
      await storeAnswer(server.db, taken, { status: 200, contentType: null, body: "taken" });
      expect(await claim(key)).toMatchObject({ outcome: "answered", answer: { body: "taken" } });
    });

    // A process that died (killed, say) holds no lock: its number is no live process's.
    const orphan = (key: string) =>
      server.db.query("UPDATE idempotency_key SET holder = $2 WHERE key = $1", [key, server.db.process ^ 1]);

    it("hands the claim of a process that died to a retry at once", async () => {
      const key = newKey();
      await held(key);
      await orphan(key);
      expect((await claim(key)).outcome).toBe("claimed");
    });

    it("tells a retry whose request was carried out by a process that died before answering (9023)", async () => {
      const key = newKey();
      const first = await held(key);
      await server.db.transaction((tx) => markApplied(tx, first));
      // while its process lives, the request is running: its answer is on its way
      expect(await claim(key)).toEqual({ outcome: "running" });
      await orphan(key);
      expect(await claim(key)).toEqual({ outcome: "applied, answer lost" });
      expect(await claim(key, "f2")).toEqual({ outcome: "other request" });
    });
  });

  it("marks a keyed write applied in its own transaction, and answers 409 (9023) when its process died unanswered", async () => {
    const key = newKey();
    const body = category();
    const before = await categories();
    const first = await post("/api/category", body, key);
    expect(first.statusCode).toBe(200);
    const [row] = await server.db.query<{ applied: boolean }>(
      "SELECT applied FROM idempotency_key WHERE key = $1",
      [key],
    );
    expect(row?.applied).toBe(true);
    // as if its process had died between the commit and keeping the answer
    await server.db.query(
      "UPDATE idempotency_key SET status = NULL, content_type = NULL, body = NULL, holder = $2 WHERE key = $1",
      [key, server.db.process ^ 1],
    );
    const retry = await post("/api/category", body, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().errors).toEqual({ "Idempotency-Key": [9023] });
    expect(await categories()).toBe(before + 1);
  });
});
