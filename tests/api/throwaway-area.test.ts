/**
 * A maintainer adds an area by writing one YAML file: in a copy of the project, a new manifest goes
 * through the generator and the real server answers its CRUD API, validated and documented, with no
 * TypeScript written for it.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AreaSpec } from "../../src/shared/area-spec.ts";
import { areaRouteRows } from "../support/area-route-rows.ts";
import { roleNames } from "../support/test-server.ts";

const manifest = `# Lost and found items at the porter's desks.
area: lost_item
title: { pl: Rzeczy znalezione, en: Lost and found }
itemTitle: { pl: Rzecz znaleziona, en: Found item }
console: { path: lost_items, menu: 16 }
codeRanges: [[6900, 6919]]
codes: { notFound: 6900 }
actions:
  admin: [list, view, create, update, delete]
  moderator: [list, view]
search: [description]
fields:
  description:
    type: string
    label: { pl: Opis, en: Description }
    required: true
    min: 3
    max: 80
    codes: { required: 6901, min: 6902, max: 6903 }
  title:
    { type: string, translated: true, label: { pl: Nazwa, en: Name }, required: true, max: 80, codes: { required: 6907, max: 6908 } }
  note: { type: text, translated: true, label: { pl: Uwagi, en: Notes }, max: 500, codes: { max: 6909 } }
  found_on: { type: date, label: { pl: Data znalezienia, en: Found on }, required: true, codes: { required: 6904, format: 6905 } }
  campus_id: { type: reference, ref: campus, label: { pl: Kampus, en: Campus }, codes: { ref: 6906 } }
  pieces: { type: integer, label: { pl: Liczba sztuk, en: Pieces }, min: 1, max: 99, codes: { min: 6910, max: 6911 } }
  status: { type: enum, enum: status, label: { pl: Status, en: Status }, default: active, codes: { format: 6912 } }
list: [description, title_pl, found_on, status]
errors:
  6900: { status: 404, pl: Nie ma takiej rzeczy, en: No such item }
  6901: { pl: Opis jest wymagany, en: A description is required }
  6902: { pl: Opis jest za krótki (co najmniej 3 znaki), en: The description is too short (at least 3 characters) }
  6903: { pl: Opis jest za długi (najwyżej 80 znaków), en: The description is too long (at most 80 characters) }
  6904: { pl: Data jest wymagana, en: The date is required }
  6905: { pl: Nieprawidłowa data, en: Invalid date }
  6906: { pl: Nie ma takiego kampusu, en: No such campus }
  6907: { pl: Nazwa jest wymagana (po polsku i po angielsku), en: The name is required (in Polish and in English) }
  6908: { pl: Nazwa jest za długa (najwyżej 80 znaków), en: The name is too long (at most 80 characters) }
  6909: { pl: Uwagi są za długie (najwyżej 500 znaków), en: The notes are too long (at most 500 characters) }
  6910: { pl: Co najmniej 1 sztuka, en: At least 1 piece }
  6911: { pl: Najwyżej 99 sztuk, en: At most 99 pieces }
  6912: { pl: Nieprawidłowy status, en: Invalid status }
`;

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });

describe("a new area from one manifest", () => {
  const root = resolve(".");
  const copy = mkdtempSync(join(tmpdir(), "campus-area-"));
  let server: ChildProcess;
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
    for (const dir of [
      "generator",
      "src",
      "manifests",
      "openapi",
      "generated",
      "tests/support",
      "package.json",
    ]) {
      cpSync(join(root, dir), join(copy, dir), { recursive: true });
    }
    symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
    writeFileSync(join(copy, "manifests/areas/lost_item.yaml"), manifest);
    execFileSync(process.execPath, ["generator/main.ts"], { cwd: copy, stdio: "pipe" });

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ["src/server/main.ts"], {
      cwd: copy,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: join(copy, "data"),
        SEED_DEMO: "0",
        ADMIN_EMAIL: "boss@umed.example",
        ADMIN_PASSWORD: "Biurko7-Lampa-Sowa",
        DATABASE_URL: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    await new Promise<void>((ready, fail) => {
      server.stdout?.on("data", (chunk) => {
        output += chunk;
        if (output.includes("Server listening")) ready();
      });
      server.stderr?.on("data", (chunk) => {
        output += chunk;
      });
      server.on("exit", (code) => fail(new Error(`server exited with ${code}: ${output}`)));
    });
    const login = await call("POST", "/api/auth/login", {
      email: "boss@umed.example",
      password: "Biurko7-Lampa-Sowa",
    });
    token = login.body.data.token;
  }, 120_000);

  afterAll(() => {
    rmSync(copy, { recursive: true, force: true });
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
    expect(document.components.schemas.LostItemCreate).toMatchObject({
      required: ["description", "title_pl", "title_en", "found_on"],
    });
    // The copy's generated modules, read as the server and the console read theirs.
    const { i18nCatalogues } = await import(join(copy, "generated/i18n.ts"));
    const pl = await i18nCatalogues.pl();
    expect(pl.resources.lost_item.fields.description).toBe("Opis");
    expect(pl.errors["6902"]).toBe("Opis jest za krótki (co najmniej 3 znaki)");
    const { consoleRoutes } = await import(join(copy, "generated/console.ts"));
    expect(consoleRoutes.map((route: { path: string }) => route.path)).toContain("lost_items/modify/:id");
  });

  it("lets each role through as its manifest says (the role matrix of tests/api/role-matrix.test.ts)", async () => {
    // The copy's own test server and generated area table: every role and no token against each route.
    const support = await import(join(copy, "tests/support/test-server.ts"));
    const { areas } = await import(join(copy, "generated/areas.ts"));
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
    const exited = new Promise<number | null>((done) => server.once("exit", (code) => done(code)));
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});
