import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, roleEmail, startTestServer, type TestServer } from "../support/test-server.ts";
import { square as polygon } from "./fixtures/geometries.ts";

type Feature = {
  type: "Feature";
  geometry: { type: string; coordinates: unknown };
  properties: Record<string, unknown>;
};
type Loaded = Feature & { id: number; version: number };

let keys = 0;
const room = (x: number): Feature => ({
  type: "Feature",
  geometry: polygon(x, 51.77),
  properties: { type: "room", key: `m${++keys}`, name_pl: "Sala", area_size: 20 },
});
/** as the server keeps coordinates: to 1e-7 degrees */
const rounded = (geometry: Feature["geometry"]) =>
  JSON.parse(JSON.stringify(geometry), (_key, value) =>
    typeof value === "number" ? Math.round(value * 1e7) / 1e7 : value,
  );
const view = { p1: "19.46,51.76", p2: "19.48,51.78" };
const edit = (f: Loaded, properties: Record<string, unknown>, geometry = f.geometry): Loaded => ({
  ...f,
  geometry,
  properties: { ...f.properties, ...properties },
});

describe.each(databaseKinds)("POST /api/geo/save with merge on %s", (kind) => {
  let server: TestServer;
  let x = 19.47;
  const save = (body: Record<string, unknown>, role: "admin" | "moderator" = "admin") =>
    server.request(role, {
      method: "POST",
      url: "/api/geo/save",
      payload: { ...view, profile: "p1", new: [], edited: [], deleted: [], merge: true, ...body },
    });
  const place = async (): Promise<Loaded> => {
    x += 0.0005;
    const f = room(x);
    const response = await save({ new: [f] });
    expect(response.statusCode, response.body).toBe(200);
    return { ...f, id: response.json().data.new[0], version: 1 };
  };
  const stored = async (id: number) => {
    const [row] = await server.db.query<{
      version: number;
      geometry: unknown;
      properties: Record<string, unknown>;
    }>("SELECT version, geometry, properties FROM map_feature WHERE id = $1", [id]);
    return row;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it("keeps both sides when they changed different properties, and says what it merged", async () => {
    const loaded = await place();
    const theirs = await save({ edited: [edit(loaded, { name_pl: "Aula" })] }, "moderator");
    expect(theirs.statusCode, theirs.body).toBe(200);
    const mine = await save({ edited: [edit(loaded, { area_size: 35 })] });
    expect(mine.statusCode, mine.body).toBe(200);
    const data = mine.json().data;
    expect(data.edited).toEqual([{ id: loaded.id, version: 3 }]);
    expect(data.merged).toEqual([
      {
        type: "Feature",
        id: loaded.id,
        version: 3,
        geometry: rounded(loaded.geometry),
        properties: { ...loaded.properties, name_pl: "Aula", area_size: 35 },
      },
    ]);
    expect((await stored(loaded.id))?.properties).toMatchObject({ name_pl: "Aula", area_size: 35 });
  });

  it("keeps their geometry and my property, and a property both set to the same value", async () => {
    const loaded = await place();
    const moved = polygon(x + 0.0001, 51.7701);
    expect((await save({ edited: [edit(loaded, { name_pl: "Lab" }, moved)] }, "moderator")).statusCode).toBe(
      200,
    );
    const mine = await save({ edited: [edit(loaded, { name_pl: "Lab", accessible: true })] });
    expect(mine.statusCode, mine.body).toBe(200);
    const row = await stored(loaded.id);
    expect(row?.geometry).toEqual(rounded(moved));
    expect(row?.properties).toMatchObject({ name_pl: "Lab", accessible: true });
  });

  it("refuses a property both changed apart with base, mine and theirs, writes nothing, and takes the choice resent", async () => {
    const loaded = await place();
    await save({ edited: [edit(loaded, { name_pl: "Theirs", area_size: 50 })] }, "moderator");
    const mine = await save({ edited: [edit(loaded, { name_pl: "Mine", accessible: false })] }, "admin");
    expect(mine.statusCode, mine.body).toBe(409);
    const body = mine.json();
    expect(body.errors).toEqual({ "edited.0.id": [3440] });
    expect(body.data.conflicts).toEqual([loaded.id]);
    const [clash] = body.data.clashes;
    expect(clash).toMatchObject({
      id: loaded.id,
      at: "edited.0",
      mine: "edited",
      theirs: "changed",
      version: 2,
    });
    expect(clash.fields).toEqual([
      { field: "properties.name_pl", base: "Sala", mine: "Mine", theirs: "Theirs" },
    ]);
    expect(clash.merged.properties).toMatchObject({ name_pl: "Mine", area_size: 50, accessible: false });
    expect(clash.current.properties).toMatchObject({ name_pl: "Theirs", area_size: 50 });
    expect((await stored(loaded.id))?.version).toBe(2);
    // The editor chose theirs for the name: it sends the merged feature with that value, naming version 2.
    const chosen = { ...clash.merged, properties: { ...clash.merged.properties, name_pl: "Theirs" } };
    const resent = await save({ edited: [chosen] });
    expect(resent.statusCode, resent.body).toBe(200);
    expect((await stored(loaded.id))?.properties).toMatchObject({
      name_pl: "Theirs",
      area_size: 50,
      accessible: false,
    });
  });

  it("refuses both moving the geometry", async () => {
    const loaded = await place();
    await save({ edited: [edit(loaded, {}, polygon(x, 51.7702))] }, "moderator");
    const mine = await save({ edited: [edit(loaded, {}, polygon(x, 51.7703))] });
    expect(mine.statusCode, mine.body).toBe(409);
    expect(mine.json().data.clashes[0].fields.map((f: { field: string }) => f.field)).toEqual(["geometry"]);
  });

  it("refuses an edit of what they deleted, and a deletion of what they changed", async () => {
    const [gone, changed] = [await place(), await place()];
    await save(
      { deleted: [{ id: gone.id, version: 1 }], edited: [edit(changed, { name_pl: "Nowa" })] },
      "moderator",
    );
    const mine = await save({
      edited: [edit(gone, { name_pl: "Moja" })],
      deleted: [{ id: changed.id, version: 1 }],
    });
    expect(mine.statusCode, mine.body).toBe(409);
    const clashes = mine.json().data.clashes;
    expect(clashes).toMatchObject([
      {
        id: gone.id,
        at: "edited.0",
        mine: "edited",
        theirs: "deleted",
        version: 1,
        merged: null,
        current: null,
      },
      { id: changed.id, at: "deleted.0", mine: "deleted", theirs: "changed", version: 2, merged: null },
    ]);
    expect(clashes[1].current.properties.name_pl).toBe("Nowa");
    expect((await stored(changed.id))?.version).toBe(2);
    // Mine chosen for the deletion: deleted again naming version 2.
    const resent = await save({ deleted: [{ id: changed.id, version: 2 }] });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await stored(changed.id)).toBeUndefined();
  });

  it("lets a deletion of what they deleted too through", async () => {
    const loaded = await place();
    await save({ deleted: [{ id: loaded.id, version: 1 }] }, "moderator");
    const mine = await save({ deleted: [{ id: loaded.id, version: 1 }] });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.deleted).toEqual([loaded.id]);
  });

  it("keeps the 1507 refusal of a save without merge", async () => {
    const loaded = await place();
    await save({ edited: [edit(loaded, { name_pl: "Aula" })] }, "moderator");
    const mine = await save({ edited: [edit(loaded, { area_size: 35 })], merge: undefined });
    expect(mine.statusCode, mine.body).toBe(409);
    expect(mine.json().errors).toEqual({ "edited.0.id": [1507] });
    expect(mine.json().data).toEqual({ conflicts: [loaded.id] });
  });

  it("refuses a merge flag that is not a boolean, and a feature that never existed", async () => {
    const bad = await save({ edited: [], deleted: [{ id: 999999, version: 1 }], merge: "yes" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ merge: [9006] });
    const missing = await save({ deleted: [{ id: 999999, version: 1 }] });
    expect(missing.statusCode, missing.body).toBe(404);
    expect(missing.json().errors).toEqual({ "deleted.0.id": [1505] });
  });

  it("keeps every version with the account that wrote it", async () => {
    const loaded = await place();
    await save({ edited: [edit(loaded, { name_pl: "Aula" })] }, "moderator");
    await save({ deleted: [{ id: loaded.id, version: 2 }] });
    const rows = await server.db.query<{ version: number; deleted: boolean; email: string }>(
      `SELECT c.version, c.deleted, u.email FROM map_feature_change c JOIN app_user u ON u.id = c.author_id
        WHERE c.id = $1 ORDER BY c.seq`,
      [loaded.id],
    );
    expect(rows).toEqual([
      { version: 1, deleted: false, email: roleEmail("admin") },
      { version: 2, deleted: false, email: roleEmail("moderator") },
      { version: 2, deleted: true, email: roleEmail("admin") },
    ]);
  });
});
