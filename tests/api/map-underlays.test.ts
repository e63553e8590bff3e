/**
 * /api/map/underlays: floor plans laid under a floor, uploaded as every file (kind underlay) and
 * placed by a transform or by their corners; listed per floor, changed, removed, audited. On PGlite
 * and PostgreSQL, files on disk; once more with the files in an S3 bucket.
 */
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadKinds } from "../../generated/catalogues.ts";
import type { RoleName } from "../../src/shared/area-spec.ts";
import { applyAffine } from "../../src/shared/control-point-fit.ts";
import { toMercator } from "../../src/shared/web-mercator.ts";
import { jpegHeader, planPng } from "../support/plan-image.ts";
import { startS3, type TestS3 } from "../support/s3-server.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";
import { multipartBody, uploadFile } from "./fixtures/upload-files.ts";

/** 2 cm a pixel, north up, the top-left corner at the demo campus */
const origin = toMercator([19.467, 51.77]);
const northUp = [0.02, 0, origin[0], 0, -0.02, origin[1]];

function cornersOf(transform: number[], width: number, height: number) {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = transform;
  return [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ].map(([x = 0, y = 0]) => applyAffine([a, b, c, d, e, f], [x, y]));
}

function suite(label: string, start: () => Promise<TestServer>) {
  describe(label, () => {
    let server: TestServer;
    let plan: string;
    beforeAll(async () => {
      server = await start();
      plan = await uploaded(planPng(400, 300, [{ x: 100, y: 50, size: 10, colour: [255, 0, 0] }]));
    });
    afterAll(async () => {
      await server?.close();
      if (server) await rm(server.dataDir, { recursive: true, force: true });
    });

    async function upload(kind: string, file: Buffer, filename: string) {
      const { payload, headers } = multipartBody([
        { name: "kind", value: kind },
        { name: "file", value: file, filename },
      ]);
      return server.request("moderator", { method: "POST", url: "/api/upload", payload, headers });
    }
    async function uploaded(file: Buffer, filename = "plan.png", kind = "underlay"): Promise<string> {
      const response = await upload(kind, file, filename);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.path;
    }
    const call = (
      method: "GET" | "POST" | "PATCH" | "DELETE",
      url: string,
      payload?: unknown,
      role: RoleName = "moderator",
    ) => server.request(role, { method, url, ...(payload !== undefined && { payload: payload as object }) });
    async function ok(method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) {
      const response = await call(method, url, payload);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    }
    async function refused(method: "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) {
      const response = await call(method, url, payload);
      return [response.statusCode, response.json().errors];
    }

    it("lays a PNG under a floor by its transform: its size is read, its corners answered, every reader lists it", async () => {
      const made = await ok("POST", "/api/map/underlays", {
        floor: "p1",
        file: plan,
        name: "Wing B",
        transform: northUp,
      });
      expect(made).toMatchObject({
        floor: "p1",
        name: "Wing B",
        file: plan,
        width: 400,
        height: 300,
        transform: northUp,
        opacity: 0.6,
        hidden: false,
      });
      expect(made.corners[0][0]).toBeCloseTo(19.467, 7);
      expect(made.corners[0][1]).toBeCloseTo(51.77, 7);
      // 400 px of 2 cm are 8 m projected: east of the corner by 8 m / R in radians
      expect(made.corners[1][0]).toBeCloseTo(19.467 + (8 / 6378137) * (180 / Math.PI), 7);
      const admin = await server.request("admin", { method: "GET", url: "/api/map/underlays?floor=p1" });
      expect(admin.json().data.items).toEqual([made]);
      expect((await ok("GET", "/api/map/underlays?floor=p2")).items).toEqual([]);
      const image = await server.request(null, { method: "GET", url: made.file });
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/png");
    });

    it("lays one by its four corners (a turned, sheared parallelogram) and answers the transform that puts them there", async () => {
      const skewed = [0.015, 0.01, origin[0], 0.005, -0.02, origin[1]];
      const corners = cornersOf(skewed, 400, 300).map((p) => {
        const lon = (p[0] / 6378137) * (180 / Math.PI);
        const lat = (Math.atan(Math.sinh(p[1] / 6378137)) * 180) / Math.PI;
        return [lon, lat];
      });
      const made = await ok("POST", "/api/map/underlays", { floor: "p2", file: plan, corners });
      made.transform.forEach((value: number, i: number) => {
        expect(value).toBeCloseTo(skewed[i] ?? Number.NaN, i === 2 || i === 5 ? 3 : 8);
      });
      expect(made.name).toBe(plan.slice("/api/files/".length));
      made.corners.forEach(([lon, lat]: number[], i: number) => {
        expect(lon).toBeCloseTo(corners[i]?.[0] ?? Number.NaN, 7);
        expect(lat).toBeCloseTo(corners[i]?.[1] ?? Number.NaN, 7);
      });
    });

    it("reads the size of a JPEG, and refuses one over 10,000 px a side", async () => {
      const jpeg = await uploaded(jpegHeader(4000, 3000), "scan.jpg");
      const made = await ok("POST", "/api/map/underlays", { floor: "p3", file: jpeg, transform: northUp });
      expect([made.width, made.height]).toEqual([4000, 3000]);
      const huge = await uploaded(jpegHeader(12000, 100), "huge.jpg");
      expect(
        await refused("POST", "/api/map/underlays", { floor: "p3", file: huge, transform: northUp }),
      ).toEqual([422, { file: [3412] }]);
    });

    it("takes only PNG and JPEG up to 20 MB as an underlay upload", async () => {
      expect((await upload("underlay", uploadFile("gif", 200), "plan.gif")).json().errors).toEqual({
        file: [2202],
      });
      const tooBig = await upload(
        "underlay",
        uploadFile("png", uploadKinds.underlay.maxBytes + 1),
        "plan.png",
      );
      expect([tooBig.statusCode, tooBig.json().errors]).toEqual([413, { file: [2203] }]);
    });

    it("refuses what is not an uploaded floor plan, and bad placements, all at once", async () => {
      const photo = await uploaded(planPng(10, 10), "photo.png", "photo");
      const cases: [unknown, Record<string, number[]>][] = [
        [{ floor: "p0", file: photo, transform: northUp }, { file: [3411] }],
        [{ floor: "p0", file: "/api/files/nothere.png", transform: northUp }, { file: [3411] }],
        [{ floor: "p0", file: "../../etc/passwd", transform: northUp }, { file: [3411] }],
        [{ floor: "p9x", file: plan, transform: northUp }, { floor: [1502] }],
        [{ floor: "p0", file: plan }, { transform: [3415] }],
        [{ floor: "p0", file: plan, transform: northUp, corners: [] }, { transform: [3415] }],
        [{ floor: "p0", file: plan, transform: [1, 0, 0, 2, 0, 0] }, { transform: [3413] }],
        [{ floor: "p0", file: plan, transform: [1, 0, 0, 0, 1] }, { transform: [3413] }],
        [{ floor: "p0", file: plan, transform: [1, 0, 1e9, 0, 1, 0] }, { transform: [3413] }],
        [
          {
            floor: "p0",
            file: plan,
            corners: [
              [19.4, 51.7],
              [19.5, 51.7],
            ],
          },
          { corners: [3414] },
        ],
        [
          { floor: "p0", file: plan, transform: northUp, opacity: 2, hidden: "yes", name: "", colour: "red" },
          { colour: [9002], name: [3417], opacity: [3416], hidden: [3419] },
        ],
      ];
      for (const [body, errors] of cases)
        expect(await refused("POST", "/api/map/underlays", body), JSON.stringify(body)).toEqual([
          422,
          errors,
        ]);
      // a trapezium: one corner half a metre and more off the parallelogram of the other three
      const [tl, tr, br, bl] = cornersOf(northUp, 400, 300);
      const toLonLat = ([x = 0, y = 0]: number[]) => [
        (x / 6378137) * (180 / Math.PI),
        (Math.atan(Math.sinh(y / 6378137)) * 180) / Math.PI,
      ];
      const trapezium = [tl, tr, [(br?.[0] ?? 0) + 6, br?.[1] ?? 0], bl].map((p) => toLonLat(p ?? []));
      expect(
        await refused("POST", "/api/map/underlays", { floor: "p0", file: plan, corners: trapezium }),
      ).toEqual([422, { corners: [3414] }]);
      expect((await ok("GET", "/api/map/underlays?floor=p0")).items).toEqual([]);
    });

    it("places, fades, hides, renames and removes one, each step audited", async () => {
      const made = await ok("POST", "/api/map/underlays", { floor: "p4", file: plan, transform: northUp });
      const turned = [0, 0.02, origin[0], 0.02, 0, origin[1]];
      const changed = await ok("PATCH", `/api/map/underlays/${made.id}`, {
        transform: turned,
        opacity: 0.25,
      });
      expect(changed).toMatchObject({ transform: turned, opacity: 0.25, hidden: false, name: made.name });
      const hidden = await ok("PATCH", `/api/map/underlays/${made.id}`, {
        hidden: true,
        name: "Basement scan",
      });
      expect(hidden).toMatchObject({ transform: turned, opacity: 0.25, hidden: true, name: "Basement scan" });
      expect((await ok("GET", "/api/map/underlays?floor=p4")).items).toEqual([hidden]);
      expect(
        await refused("PATCH", `/api/map/underlays/${made.id}`, { opacity: -0.1, transform: "x" }),
      ).toEqual([422, { transform: [3413], opacity: [3416] }]);
      expect(await refused("PATCH", `/api/map/underlays/${made.id}`, { floor: "p0" })).toEqual([
        422,
        { floor: [9002] },
      ]);
      expect(await ok("DELETE", `/api/map/underlays/${made.id}`)).toEqual({ id: made.id });
      expect((await ok("GET", "/api/map/underlays?floor=p4")).items).toEqual([]);
      expect(await refused("DELETE", `/api/map/underlays/${made.id}`)).toEqual([404, { id: [3410] }]);
      expect(await refused("PATCH", `/api/map/underlays/${made.id}`, { hidden: false })).toEqual([
        404,
        { id: [3410] },
      ]);
      expect(await refused("PATCH", "/api/map/underlays/0", { hidden: false })).toEqual([
        404,
        { id: [3410] },
      ]);

      const audit = await server.request("admin", {
        method: "GET",
        url: `/api/audit?area=map_underlay&record=${made.id}`,
      });
      const entries = audit
        .json()
        .data.items.filter((entry: { record_id: number }) => entry.record_id === made.id);
      expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
        "delete",
        "update",
        "update",
        "create",
      ]);
      expect(entries[2].changes).toEqual({
        transform: { before: northUp, after: turned },
        opacity: { before: 0.6, after: 0.25 },
      });
      expect(entries[2].user_name).toBe("Test moderator");
    });

    it("keeps at most 20 underlays a floor", async () => {
      for (let i = 0; i < 20; i++)
        await ok("POST", "/api/map/underlays", { floor: "p5", file: plan, transform: northUp });
      expect(
        await refused("POST", "/api/map/underlays", { floor: "p5", file: plan, transform: northUp }),
      ).toEqual([409, { floor: [3418] }]);
    });
  });
}

for (const kind of databaseKinds) suite(`underlays on ${kind}, files on disk`, () => startTestServer(kind));

let s3: TestS3 | null = null;
afterAll(async () => {
  await s3?.close();
});
suite("underlays on pglite, files in an S3 bucket", async () => {
  s3 = await startS3();
  return startTestServer("pglite", { env: s3.env });
});
