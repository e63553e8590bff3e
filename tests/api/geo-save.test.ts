import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";
import { square as polygon } from "./fixtures/geometries.ts";

type Feature = {
  type: "Feature";
  geometry: { type: string; coordinates: unknown };
  properties: Record<string, unknown>;
};
type Loaded = Feature & { id: number; version: number };
type Row = { id: number; version: number; type: string; geometry: unknown; properties: unknown };

let keys = 0;
const room = (x: number, y: number, name = "Sala"): Feature => ({
  type: "Feature",
  geometry: polygon(x, y),
  properties: { type: "room", key: `r${++keys}`, name_pl: name },
});

// The editor's view when it saves: the extent it loaded, as for GET /api/geo/extent.
const view = { p1: "19.46,51.76", p2: "19.48,51.78" };

describe.each(databaseKinds)("POST /api/geo/save on %s", (kind) => {
  let server: TestServer;
  const save = (body: Record<string, unknown>, role: "admin" | "moderator" = "admin") =>
    server.request(role, { method: "POST", url: "/api/geo/save", payload: { ...view, ...body } });
  /** Features written as another session would, loaded back as the editor holds them. */
  const place = async (profile: string, features: Feature[]): Promise<Loaded[]> => {
    const response = await server.request("admin", {
      method: "POST",
      url: "/api/geo",
      payload: { profile, features },
    });
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json().data.ids as number[];
    return features.map((f, i) => ({ ...f, id: ids[i] ?? 0, version: 1 }));
  };
  const rows = (profile: string) =>
    server.db.query<Row>(
      "SELECT id, version, type, geometry, properties FROM map_feature WHERE floor = $1 ORDER BY id",
      [profile],
    );
  const ref = ({ id, version }: Loaded) => ({ id, version });

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it("creates, edits and deletes in one save and moves the edited versions on", async () => {
    const [kept, edited, removed] = await place("p0", [
      room(19.47, 51.77),
      room(19.471, 51.77),
      room(19.472, 51.77),
    ]);
    if (!kept || !edited || !removed) throw new Error("not placed");
    const moved = {
      ...edited,
      geometry: polygon(19.4715, 51.7705),
      properties: { ...edited.properties, name_pl: "Aula" },
    };
    const response = await save({
      profile: "p0",
      new: [room(19.473, 51.77, "Nowa 1"), room(19.474, 51.77, "Nowa 2")],
      edited: [moved],
      deleted: [ref(removed)],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { status, data, message, errors } = response.json();
    expect({ status, message, errors }).toEqual({
      status: "success",
      message: "Map changes saved",
      errors: null,
    });
    expect(data.new).toHaveLength(2);
    expect(data).toEqual({ new: data.new, edited: [{ id: edited.id, version: 2 }], deleted: [removed.id] });

    const stored = await rows("p0");
    expect(stored.map((r) => [r.id, r.version])).toEqual([
      [kept.id, 1],
      [edited.id, 2],
      [data.new[0], 1],
      [data.new[1], 1],
    ]);
    expect(stored[1]).toMatchObject({ geometry: moved.geometry, properties: { name_pl: "Aula" } });
    expect(stored.slice(2).map((r) => (r.properties as { name_pl: string }).name_pl)).toEqual([
      "Nowa 1",
      "Nowa 2",
    ]);

    // The next save starts from the answered version.
    const again = await save({ profile: "p0", new: [], edited: [{ ...moved, version: 2 }], deleted: [] });
    expect(again.json().data.edited, again.body).toEqual([{ id: edited.id, version: 3 }]);
  });

  it("writes nothing when one feature among many is refused, and reports each refusal by place", async () => {
    const loaded = await place("p1", [room(19.47, 51.77), room(19.471, 51.77), room(19.472, 51.77)]);
    const [first, second, third] = loaded;
    if (!first || !second || !third) throw new Error("not placed");
    const before = await rows("p1");
    const fresh = Array.from({ length: 50 }, (_, i) => room(19.46 + i * 2e-4, 51.775));
    fresh[3] = { ...room(19.47, 51.775), geometry: { type: "Point", coordinates: [19.47, 51.775] } };
    const response = await save({
      profile: "p1",
      new: fresh,
      edited: [
        { ...first, geometry: polygon(19.4701, 51.7701) },
        { ...second, properties: { ...second.properties, type: "fountain" } },
        { ...third, properties: { type: "room", key: "r" } },
      ],
      deleted: [],
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({
      "new.3.geometry": [1504],
      "edited.1.properties.type": [1300],
      "edited.2.properties.name_pl": [1400],
    });
    expect(await rows("p1")).toEqual(before);
  });

  it("refuses with 1605 a key another feature of the floor has, outside the view too, and writes nothing", async () => {
    const [outside, other] = await place("p12", [room(19.3, 51.6), room(19.471, 51.77)]);
    if (!outside || !other) throw new Error("not placed");
    const before = await rows("p12");
    const keyed = (x: number, key: string) => {
      const feature = room(x, 51.772);
      return { ...feature, properties: { ...feature.properties, key } };
    };
    const response = await save({
      profile: "p12",
      new: [keyed(19.47, String(outside.properties.key)), keyed(19.4702, "twin"), keyed(19.4704, "twin")],
      edited: [{ ...other, properties: { ...other.properties, key: "twin" } }],
      deleted: [],
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({
      "new.0.properties.key": [1605],
      "new.1.properties.key": [1605],
      "new.2.properties.key": [1605],
      "edited.0.properties.key": [1605],
    });
    expect(await rows("p12")).toEqual(before);
    // The same key on another floor, and a key freed by a deletion in the same save, are fine.
    const elsewhere = await save({
      profile: "p13",
      new: [keyed(19.47, String(outside.properties.key))],
      edited: [],
      deleted: [],
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    const taken = await save({
      profile: "p12",
      new: [keyed(19.4706, String(other.properties.key))],
      edited: [],
      deleted: [{ id: other.id, version: other.version }],
    });
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it("refuses with 409 and 1507 a save of features changed or deleted by someone else since loading", async () => {
    const [changed, gone, untouched] = await place("p2", [
      room(19.47, 51.77),
      room(19.471, 51.77),
      room(19.472, 51.77),
    ]);
    if (!changed || !gone || !untouched) throw new Error("not placed");
    // Someone else moves one and deletes another through the single-purpose calls.
    const other = await server.request("moderator", {
      method: "PUT",
      url: "/api/geo",
      payload: { profile: "p2", features: [{ ...changed, geometry: polygon(19.4702, 51.7702) }] },
    });
    expect(other.statusCode, other.body).toBe(200);
    const removal = await server.request("moderator", {
      method: "DELETE",
      url: "/api/geo",
      payload: { ids: [gone.id] },
    });
    expect(removal.statusCode, removal.body).toBe(200);
    const before = await rows("p2");

    const response = await save({
      profile: "p2",
      new: [room(19.475, 51.77)],
      edited: [
        { ...untouched, geometry: polygon(19.4725, 51.7705) },
        { ...changed, geometry: polygon(19.47, 51.775) },
      ],
      deleted: [ref(gone)],
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      status: "error",
      data: { conflicts: [changed.id, gone.id] },
      message: "The object was changed or deleted by someone else since it was loaded",
      errors: { "edited.1.id": [1507], "deleted.0.id": [1507] },
    });
    expect(await rows("p2")).toEqual(before);
  });

  it("lets exactly one of two saves of the same version win", async () => {
    const [contested] = await place("p3", [room(19.47, 51.77)]);
    if (!contested) throw new Error("not placed");
    const attempt = (name: string) =>
      save({
        profile: "p3",
        new: [room(19.471, 51.77, name)],
        edited: [{ ...contested, properties: { ...contested.properties, name_pl: name } }],
        deleted: [],
      });
    const answers = await Promise.all([attempt("A"), attempt("B")]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)?.json().data;
    const loser = answers.find((a) => a.statusCode === 409)?.json();
    expect(loser).toMatchObject({ data: { conflicts: [contested.id] }, errors: { "edited.0.id": [1507] } });
    const stored = await rows("p3");
    // The winner's edit and its one new room, nothing of the loser's.
    expect(stored.map((r) => [r.id, r.version])).toEqual([
      [contested.id, 2],
      [winner.new[0], 1],
    ]);
    const names = stored.map((r) => (r.properties as { name_pl: string }).name_pl);
    expect(names[0]).toBe(names[1]);
  });

  it("refuses features of another floor with 1505 and changes nothing", async () => {
    const [below] = await place("p-1", [room(19.47, 51.77)]);
    const [here] = await place("p4", [room(19.47, 51.77)]);
    if (!below || !here) throw new Error("not placed");
    const response = await save({
      profile: "p4",
      new: [],
      edited: [{ ...here, geometry: polygon(19.471, 51.771) }, below],
      deleted: [],
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().errors).toEqual({ "edited.1.id": [1505] });
    const deletion = await save({ profile: "p4", new: [], edited: [], deleted: [ref(below)] });
    expect(deletion.statusCode).toBe(404);
    expect(deletion.json().errors).toEqual({ "deleted.0.id": [1505] });
    expect((await rows("p4")).map((r) => r.version)).toEqual([1]);
    expect(await rows("p-1")).toHaveLength(1);
  });

  const refusals: [string, { body: Record<string, unknown>; errors: Record<string, number[]> }][] = [
    [
      "a feature edited twice, edited and deleted, or deleted twice",
      {
        body: {
          edited: [
            { ...room(19.47, 51.77), id: 7, version: 1 },
            { ...room(19.47, 51.77), id: 7, version: 1 },
          ],
          deleted: [
            { id: 7, version: 1 },
            { id: 8, version: 1 },
            { id: 8, version: 2 },
          ],
        },
        errors: { "edited.1.id": [9006], "deleted.0.id": [9006], "deleted.2.id": [9006] },
      },
    ],
    [
      "malformed ids and versions",
      {
        body: {
          edited: [{ ...room(19.47, 51.77), id: 7 }],
          deleted: [{ id: "8", version: 0 }, 9],
        },
        errors: {
          "edited.0.version": [9006],
          "deleted.0.id": [9006],
          "deleted.0.version": [9006],
          "deleted.1.id": [9006],
          "deleted.1.version": [9006],
        },
      },
    ],
    ["a save with nothing in it", { body: {}, errors: { general: [1506] } }],
    [
      "lists that are not lists",
      {
        body: { new: {}, edited: null, deleted: undefined },
        errors: { new: [1506], edited: [1506], deleted: [1506] },
      },
    ],
    [
      "a list of more than 10,000",
      { body: { new: Array.from({ length: 10_001 }, () => ({})) }, errors: { new: [1506] } },
    ],
    [
      "an unknown floor and a bad extent, all at once",
      {
        body: { profile: "p21", p1: "19.46", p2: "200,51", new: [{}] },
        errors: { profile: [1502], p1: [1501], p2: [1501], "new.0": [1500] },
      },
    ],
  ];
  it.each(refusals)("refuses %s", async (_name, { body, errors }) => {
    const before = await server.db.query("SELECT id, version FROM map_feature ORDER BY id");
    const response = await save({ profile: "p5", new: [], edited: [], deleted: [], ...body });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ status: "error", data: null, errors });
    expect(Object.keys(response.json().errors)).toEqual(Object.keys(errors));
    expect(await server.db.query("SELECT id, version FROM map_feature ORDER BY id")).toEqual(before);
  });

  it("admits a moderator and a body well beyond the default 1 MB", async () => {
    // 4,000 rooms are about 1.3 MB of JSON.
    const many = Array.from({ length: 4000 }, (_, i) =>
      room(19.46 + (i % 100) * 2e-4, 51.76 + Math.floor(i / 100) * 2e-4),
    );
    const response = await save({ profile: "p6", new: many, edited: [], deleted: [] }, "moderator");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.new).toHaveLength(4000);
    expect(await rows("p6")).toHaveLength(4000);
  });

  it("refuses a directory user with 403 and a missing token with 401, writing nothing", async () => {
    const call = {
      method: "POST" as const,
      url: "/api/geo/save",
      payload: { profile: "p7", ...view, new: [room(19.47, 51.77)], edited: [], deleted: [] },
    };
    expect((await server.request(null, call)).statusCode).toBe(401);
    const directory = await server.request("ad_user", call);
    expect(directory.statusCode).toBe(403);
    expect(directory.json().message).toBe("User does not have the right roles.");
    expect(await rows("p7")).toEqual([]);
    // The role is checked before the body is read: a stranger's body is never parsed.
    const unread = await server.request(null, {
      method: "POST",
      url: "/api/geo/save",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(unread.statusCode).toBe(401);
  });
});
