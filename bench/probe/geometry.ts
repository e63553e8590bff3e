/**
 * Invalid geometry and the vertex cap (issue 28, items 4 and 2), on a server of its own: a bow-tie
 * room, an unclosed ring, a hole outside its shell and a room of 700,000 vertices (the one the first
 * probe saw accepted, and then freeze every routing rebuild), each through POST /api/geo/save beside
 * a valid room and inside an IMDF import beside a valid unit. The save must be refused with the
 * shape's code on the feature's place (new.1.geometry) and store nothing; the import must leave the
 * shape out with its reason and import the valid unit; the server keeps answering /api/health.
 */
import { zipFiles } from "../../src/server/imdf/zip-archive.ts";
import { codesOf, envelopeOf, send, signIn } from "./http.ts";
import type { Row } from "./report.ts";
import { type ProbeServer, startServer, type Target } from "./server.ts";

type Position = [number, number];
type Geometry = { type: string; coordinates: unknown };

const [x, y] = [19.4612345, 51.7712345];
const d = 1e-4;
const ring = (...corners: Position[]): Position[] => corners.map(([cx, cy]) => [x + cx * d, y + cy * d]);
const valid: Geometry = { type: "Polygon", coordinates: [ring([0, 0], [4, 0], [4, 4], [0, 4], [0, 0])] };

const hugeVertices = 700_000;
/** a circle of `hugeVertices` positions, closed */
function huge(): Geometry {
  const positions = Array.from({ length: hugeVertices - 1 }, (_, i): Position => {
    const angle = (2 * Math.PI * i) / (hugeVertices - 1);
    return [x + 2 * d * Math.cos(angle), y + 2 * d * Math.sin(angle)];
  });
  return { type: "Polygon", coordinates: [[...positions, positions[0] as Position]] };
}

interface Shape {
  name: string;
  geometry: Geometry;
  /** the save's code on the feature's place, and the import's reason */
  saveCode: number;
  importReason: number;
}

const shapes = (): Shape[] => [
  {
    name: "a bow-tie room",
    geometry: { type: "Polygon", coordinates: [ring([0, 0], [4, 4], [4, 0], [0, 4], [0, 0])] },
    saveCode: 1510,
    importReason: 3120,
  },
  {
    name: "an unclosed ring",
    geometry: { type: "Polygon", coordinates: [ring([0, 0], [4, 0], [4, 4], [0, 4])] },
    saveCode: 1511,
    importReason: 3121,
  },
  {
    name: "a hole outside its shell",
    geometry: {
      type: "Polygon",
      coordinates: [
        ring([0, 0], [4, 0], [4, 4], [0, 4], [0, 0]),
        ring([6, 6], [6, 7], [7, 7], [7, 6], [6, 6]),
      ],
    },
    saveCode: 1513,
    importReason: 3120,
  },
  {
    name: `a room of ${hugeVertices.toLocaleString("en")} vertices`,
    geometry: huge(),
    saveCode: 1514,
    importReason: 3122,
  },
];

const megabytes = (text: string) => (Buffer.byteLength(text) / 1e6).toFixed(1);

/** how many features the floor holds, through the editor's own read */
async function featuresOn(server: ProbeServer, token: string, floor: string): Promise<number> {
  const answer = await send(server.port, {
    path: `/api/geo/extent?profile=${floor}&p1=19.4,51.7&p2=19.5,51.8&limit=10000`,
    token,
  });
  const data = envelopeOf(answer.body)?.data as { features?: unknown[] } | null;
  if (answer.status !== 200 || !data?.features) throw new Error(`extent: ${answer.status} ${answer.body}`);
  return data.features.length;
}

async function healthy(server: ProbeServer): Promise<boolean> {
  const answer = await send(server.port, { path: "/api/health" }).catch(() => null);
  return answer?.status === 200;
}

async function throughSave(server: ProbeServer, token: string, list: Shape[]): Promise<Row> {
  const figures: string[] = [];
  const defects: string[] = [];
  for (const [i, shape] of list.entries()) {
    const floor = `p${i + 1}`;
    const feature = (geometry: Geometry, key: string) => ({
      type: "Feature",
      geometry,
      properties: { type: "room", key, name_pl: key },
    });
    const body = JSON.stringify({
      profile: floor,
      p1: "19.4,51.7",
      p2: "19.5,51.8",
      new: [feature(valid, "valid room"), feature(shape.geometry, shape.name)],
      edited: [],
      deleted: [],
    });
    const started = performance.now();
    const answer = await send(server.port, { method: "POST", path: "/api/geo/save", body, token });
    const ms = Math.round(performance.now() - started);
    const errors = envelopeOf(answer.body)?.errors ?? {};
    const stored = await featuresOn(server, token, floor);
    figures.push(
      `${shape.name} (${megabytes(body)} MB): ${answer.status} ${JSON.stringify(errors)} in ${ms} ms`,
    );
    const refusedRight =
      answer.status === 422 &&
      JSON.stringify(Object.keys(errors)) === '["new.1.geometry"]' &&
      codesOf(answer.body).join() === String(shape.saveCode);
    if (!refusedRight)
      defects.push(
        `${shape.name}: expected 422 {"new.1.geometry":[${shape.saveCode}]}, got ${answer.status} ${answer.body.slice(0, 300)}`,
      );
    if (stored !== 0) defects.push(`${shape.name}: the refused save stored ${stored} feature(s) on ${floor}`);
  }
  if (!(await healthy(server))) defects.push("/api/health did not answer 200 after the saves");
  return {
    probe: "geometry",
    sent: `POST /api/geo/save of a valid room and ${list.map((s) => s.name).join(", ")}, one save each`,
    expected: "422 with the shape's code (1510, 1511, 1513, 1514) on new.1.geometry; nothing stored",
    figure: figures.join("; "),
    held: defects.length === 0,
    defects,
  };
}

const imdfIds = {
  level: "33333333-0000-4000-8000-000000000001",
  valid: "33333333-0000-4000-8000-000000000100",
};
const shapeId = (i: number) => `33333333-0000-4000-8000-00000000020${i}`;

function archive(list: Shape[]): Buffer {
  const unit = (id: string, geometry: Geometry, name: string) => ({
    id,
    type: "Feature",
    feature_type: "unit",
    geometry,
    properties: {
      category: "room",
      restriction: null,
      accessibility: null,
      name: { en: name },
      alt_name: null,
      display_point: null,
      level_id: imdfIds.level,
    },
  });
  const collection = (features: unknown[]) => JSON.stringify({ type: "FeatureCollection", features });
  const level = {
    id: imdfIds.level,
    type: "Feature",
    feature_type: "level",
    geometry: {
      type: "Polygon",
      coordinates: [ring([-10, -10], [20, -10], [20, 20], [-10, 20], [-10, -10])],
    },
    properties: {
      category: "unspecified",
      restriction: null,
      ordinal: 0,
      outdoor: false,
      name: { en: "Ground floor" },
      short_name: { en: "0" },
      display_point: null,
      address_id: null,
      building_ids: null,
    },
  };
  return Buffer.from(
    zipFiles(
      new Map([
        [
          "manifest.json",
          JSON.stringify({ version: "1.0.0", created: new Date().toISOString(), language: "en" }),
        ],
        ["level.geojson", collection([level])],
        [
          "unit.geojson",
          collection([
            unit(imdfIds.valid, valid, "valid room"),
            ...list.map((shape, i) => unit(shapeId(i), shape.geometry, shape.name)),
          ]),
        ],
      ]),
    ),
  );
}

async function throughImport(server: ProbeServer, token: string, list: Shape[]): Promise<Row> {
  const zip = archive(list);
  const boundary = "----probe-geometry";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="archive"; filename="campus.zip"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    zip,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const started = performance.now();
  // fetch rather than http.ts's send, which sends JSON text: the archive goes as bytes
  const response = await fetch(`http://127.0.0.1:${server.port}/api/imdf/import`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "accept-language": "en",
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
    body,
  });
  const answer = { status: response.status, body: await response.text() };
  const ms = Math.round(performance.now() - started);
  const defects: string[] = [];
  const report = envelopeOf(answer.body)?.data as {
    counts?: Record<string, Record<string, number>>;
    skipped?: { id: string; code: number; detail?: string }[];
  } | null;
  if (answer.status !== 200 || !report?.skipped)
    defects.push(`the import answered ${answer.status} ${answer.body.slice(0, 300)}`);
  const leftOut = list.map((shape, i) => {
    const row = report?.skipped?.find((s) => s.id === shapeId(i));
    if (row?.code !== shape.importReason)
      defects.push(
        `${shape.name}: expected left out with ${shape.importReason}, got ${JSON.stringify(row ?? "imported")}`,
      );
    return `${shape.name}: ${row ? `${row.code} (${row.detail})` : "imported"}`;
  });
  const rooms = report?.counts?.room?.p0 ?? 0;
  if (rooms !== 1) defects.push(`expected the valid unit alone imported as a room on p0, got ${rooms}`);
  if (!(await healthy(server))) defects.push("/api/health did not answer 200 after the import");
  return {
    probe: "geometry",
    sent: `POST /api/imdf/import of one archive (${(zip.length / 1e6).toFixed(1)} MB zipped) with a valid unit and ${list.map((s) => s.name).join(", ")}`,
    expected: "200; each shape left out with its reason (3120, 3121, 3120, 3122), the valid unit imported",
    figure: `${answer.status} in ${ms} ms; ${leftOut.join("; ")}; rooms imported on p0: ${rooms}`,
    held: defects.length === 0,
    defects,
  };
}

export async function probeGeometry(target: Target): Promise<Row[]> {
  const server = await startServer(target);
  try {
    const token = await signIn(server.port, server.admin.email, server.admin.password);
    const list = shapes();
    return [await throughSave(server, token, list), await throughImport(server, token, list)];
  } finally {
    await server.stop();
  }
}
