/**
 * A maintainer adds an area by writing one YAML file: in a copy of the project, a new manifest goes
 * through the generator and the real server answers its CRUD API, validated and documented, with no
 * TypeScript written for it.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AreaSpec } from "../../src/shared/area-spec.ts";
import { lostItemManifest, type ProjectCopy, projectWithArea } from "../support/area-copy.ts";
import { areaRouteRows } from "../support/area-route-rows.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { roleNames } from "../support/test-server.ts";

describe("a new area from one manifest", () => {
  let copy: ProjectCopy;
  let server: ServerProcess;
  let base = "";
  let token = "";
  const call = async (method: string, path: string, body?: unknown, lang = "en") => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        "accept-language": lang,
        ...(body !== undefined && { "content-type": "application/json" }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: JSON answers are read field by field in the assertions
    return { status: response.status, body: (await response.json()) as any };
  };

  beforeAll(async () => {
    copy = projectWithArea("lost_item", lostItemManifest);
    server = await startServerProcess(
      {
        DATA_DIR: join(copy.dir, "data"),
        ADMIN_EMAIL: "boss@umed.example",
        ADMIN_PASSWORD: "Biurko7-Lampa-Sowa",
        DATABASE_URL: "",
      },
      { cwd: copy.dir },
    );
    base = server.url;
    const login = await call("POST", "/api/auth/login", {
      email: "boss@umed.example",
      password: "Biurko7-Lampa-Sowa",
    });
    token = login.body.data.token;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    copy?.remove();
  });

  it("is served with create, list, read, update, delete and search", async () => {
    const created = await call("POST", "/api/lost_item", {
      description: "Czarny parasol",
      title_pl: "Parasol",
      title_en: "Umbrella",
      found_on: "2026-11-20",
      pieces: 1,
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect((await call("GET", `/api/lost_item/${id}`)).body.data).toMatchObject({
      description: "Czarny parasol",
      title_pl: "Parasol",
      title_en: "Umbrella",
      found_on: "2026-11-20",
      pieces: 1,
      status: "active",
    });
    expect((await call("GET", "/api/lost_item?search=parasol")).body.data).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 10,
    });
    expect(
      (
        await call("PUT", `/api/lost_item/${id}`, {
          description: "Czarny parasol z logo",
          title_pl: "Parasol",
          title_en: "Umbrella",
          found_on: "2026-11-21",
          pieces: 2,
          status: "inactive",
        })
      ).status,
    ).toBe(200);
    expect((await call("DELETE", `/api/lost_item/${id}`)).status).toBe(200);
    expect((await call("GET", `/api/lost_item/${id}`)).body.errors).toEqual({ id: [6900] });
  });

  it("is filtered by its manifest's filters, a page size, and acted on in bulk", async () => {
    const made = [];
    for (const [n, day] of ["2026-11-01", "2026-11-15", "2026-11-30"].entries()) {
      const created = await call("POST", "/api/lost_item", {
        description: `Klucze ${n}`,
        title_pl: "Klucze",
        title_en: "Keys",
        found_on: day,
      });
      made.push(created.body.data.id as number);
    }
    const mid = await call(
      "GET",
      "/api/lost_item?found_on.from=2026-11-10&found_on.to=2026-11-30&pageSize=25",
    );
    expect(mid.body.data).toMatchObject({ total: 2, pageSize: 25 });
    expect((await call("GET", "/api/lost_item?status=gone")).body.errors).toEqual({ status: [3501] });
    const off = await call("POST", "/api/lost_item/bulk", { action: "deactivate", ids: made });
    expect(off.body.data).toMatchObject({ done: 3, refused: 0 });
    expect((await call("GET", "/api/lost_item?status=inactive")).body.data.total).toBe(3);
    const gone = await call("POST", "/api/lost_item/bulk", { action: "delete", ids: made });
    expect(gone.body.data).toMatchObject({ done: 3, refused: 0 });
  });

  it("validates with the manifest's codes and texts in both languages", async () => {
    const bad = {
      description: "ab",
      title_pl: "Parasol",
      found_on: "yesterday",
      pieces: 0,
      status: "lost",
      campus_id: 424242,
      colour: "red",
    };
    const en = await call("POST", "/api/lost_item", bad);
    expect(en.status).toBe(422);
    expect(en.body).toEqual({
      status: "error",
      data: null,
      message: "The description is too short (at least 3 characters)",
      errors: {
        description: [6902],
        title_en: [6907],
        found_on: [6905],
        pieces: [6910],
        status: [6912],
        colour: [9002],
      },
    });
    const pl = await call(
      "POST",
      "/api/lost_item",
      {
        description: "Klucze",
        title_pl: "Klucze",
        title_en: "Keys",
        found_on: "2026-11-20",
        campus_id: 424242,
      },
      "pl",
    );
    expect(pl.body).toMatchObject({ message: "Nie ma takiego kampusu", errors: { campus_id: [6906] } });
  });

  it("is documented in the OpenAPI document and the catalogues", async () => {
    const document = (await fetch(`${base}/api/openapi.json`).then((r) => r.json())) as {
      paths: Record<string, object>;
      components: { schemas: Record<string, object> };
    };
    expect(Object.keys(document.paths["/api/lost_item"] ?? {})).toEqual(["get", "post"]);
    expect(Object.keys(document.paths["/api/lost_item/{id}"] ?? {})).toEqual(["get", "put", "delete"]);
    expect(Object.keys(document.paths["/api/lost_item/bulk"] ?? {})).toEqual(["post"]);
    expect(document.components.schemas.LostItemCreate).toMatchObject({
      required: ["description", "title_pl", "title_en", "found_on"],
    });
    // The copy's generated modules, read as the server and the console read theirs.
    const { i18nCatalogues } = await import(join(copy.dir, "generated/i18n.ts"));
    const pl = await i18nCatalogues.pl();
    expect(pl.resources.lost_item.fields.description).toBe("Opis");
    expect(pl.errors["6902"]).toBe("Opis jest za krótki (co najmniej 3 znaki)");
    const { consoleRoutes } = await import(join(copy.dir, "generated/console.ts"));
    expect(consoleRoutes.map((route: { path: string }) => route.path)).toContain("lost_items/modify/:id");
  });

  it("lets each role through as its manifest says (the role matrix of tests/api/role-matrix.test.ts)", async () => {
    // The copy's own test server and generated area table: every role and no token against each route.
    const support = await import(join(copy.dir, "tests/support/test-server.ts"));
    const { areas } = await import(join(copy.dir, "generated/areas.ts"));
    const testServer = await support.startTestServer("pglite");
    try {
      const rows = areaRouteRows(areas.filter((a: AreaSpec) => a.area === "lost_item"));
      expect(rows.map((r) => `${r.method} ${r.url}`)).toContain("POST /api/lost_item");
      for (const row of rows) {
        const actual: number[] = [];
        for (const who of [null, ...roleNames]) {
          const response = await testServer.request(who, {
            method: row.method,
            url: row.url,
            ...(row.method !== "GET" && { payload: {} }),
          });
          actual.push(response.statusCode);
        }
        expect(actual, `${row.method} ${row.url}`).toEqual(row.expected);
      }
    } finally {
      await testServer.close();
    }
  }, 120_000);

  it("stops cleanly on SIGTERM", async () => {
    await server.stop();
    expect(await server.exited).toBe(0);
  });
});
