/**
 * npm run bench (map editor part): the editor of the built console in Debian's Chromium, against the
 * real server, with 5,000 rooms in view on each of two floors. Measured in the page:
 * - floor switch: from the click on "Floor above/below" (the next floor) or on a floor of the floor
 *   list (one four floors away) to the first frame drawn with that floor's 5,000 rooms (the map's
 *   rendercomplete), with the server's time on the extent call (request in to answer out). The editor fetches the other
 *   floors in advance once the page is idle: "step" and "list" wait for that, "cold" keeps the
 *   target floor from being fetched in advance (its requests are refused until the switch), the
 *   first visit to a floor right after the editor opened;
 * - panning: frames drawn per second while the mouse drags the map;
 * - long tasks (PerformanceObserver 'longtask') while snapping is on: switching it on, drawing with
 *   the pointer over the rooms, panning, and switching floors; and, for comparison, during the same
 *   floor switches with snapping off, which tells what of them is snapping's;
 * - a DXF drawing of 500 rooms imported into the session: from choosing the file to its rooms drawn.
 * Floor p1 has a 4,000 × 3,000 px floor plan under its rooms (docs/map-editor.md#floor-plans), so
 * its switches and the panning draw it too.
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
/// <reference lib="dom" />
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { buildApp } from "../src/server/app.ts";
import { ensureAdmin, openMigrated } from "../src/server/bootstrap.ts";
import { readConfig } from "../src/server/config.ts";
import { toMercator } from "../src/shared/web-mercator.ts";
import { chromiumLaunchOptions } from "../tests/support/chromium.ts";
import { roomGrid, writeDxf } from "../tests/support/dxf-writer.ts";
import { planPng } from "../tests/support/plan-image.ts";
import { roomAt } from "./rooms.ts";
import { row } from "./summary-row.ts";
import { freshSchema } from "./targets.ts";
import { round, type Timing, timing } from "./timing.ts";

/** What the editor exposes under automation (src/console/map/use-map-editor.ts), as the benchmark reads it. */
interface EditorWindow {
  __mapEditor?: {
    readonly state: {
      floor: string;
      loading: { active: boolean };
      shown: number;
      snap: boolean;
      ready: string[];
      counts: { new: number };
    };
    readonly map: {
      getView(): { fit(extent: number[]): void; getZoom(): number | undefined };
      on(event: string, listener: () => void): void;
      un(event: string, listener: () => void): void;
    };
  };
}

const roomsPerFloor = 5_000;
const switchRuns = { warmup: 3, measured: 15 };
const panMs = 3_000;
const targets = { floorSwitchMs: 150, panFps: 30, longTaskMs: 100, dxfImportMs: 3_000 };
/** the floor plan under p1's rooms, in pixels, and the rooms of the DXF drawing imported */
const underlaySize = { width: 4_000, height: 3_000 };
const dxfRooms = 500;
const columns = Math.ceil(Math.sqrt(roomsPerFloor));
/** The rooms' grid: squares of about 14 m a side (in map units) around the demo campus's centre. */
const grid = { west: 19.462, south: 51.767, dLon: 1.3e-4, dLat: 0.8e-4 };
const viewport = { width: 1280, height: 800 };

/** A room of about 7 × 6 m in a square grid that the view is fitted to. */
const room = (i: number, floor: string) =>
  roomAt(
    grid.west + (i % columns) * grid.dLon,
    grid.south + Math.floor(i / columns) * grid.dLat,
    `room-${floor}-${i}`,
    i,
    0.73,
  );

interface LongTasks {
  count: number;
  over100: number;
  maxMs: number;
}

type SwitchKind = "step" | "list" | "cold";

interface DatabaseFigures {
  database: "pglite" | "postgres";
  /** the zoom at which the floor's rooms fill the map */
  zoom: number;
  floorSwitch: Record<SwitchKind, { total: Timing; extentCall: Timing }>;
  pan: { fps: number; frameMedianMs: number; frameP90Ms: number; frames: number };
  snapping: { interacting: LongTasks; floorSwitch: LongTasks };
  /** the same floor switches as snapping.floorSwitch, with snapping off */
  floorSwitchWithoutSnapping: LongTasks;
  /** choosing a DXF file of dxfRooms rooms to their being drawn, ms */
  dxfImportMs: number;
}

async function startServer(databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), "campus-bench-editor-"));
  const schema = databaseUrl ? await freshSchema(databaseUrl) : null;
  const email = "bench-editor@example.com";
  const password = `Aa1${randomBytes(12).toString("base64url")}`;
  const config = readConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
    ...(schema && { DATABASE_URL: schema.url }),
  } as NodeJS.ProcessEnv);
  const db = await openMigrated(config);
  const app = await buildApp({ config, db, logger: false });
  await ensureAdmin(db, config);
  const base = await app.listen({ host: "127.0.0.1", port: 0 });
  watchExtentCalls(app.server);
  const call = async (path: string, token: string | null, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { data: Record<string, unknown> };
  };
  const token = String((await call("/api/auth/login", null, { email, password })).data.token);
  for (const floor of ["p1", "p2", "p5"]) {
    const features = Array.from({ length: roomsPerFloor }, (_, i) => room(i, floor));
    await call("/api/geo", token, { profile: floor, features });
  }
  await layUnderlay(base, token, call);
  return {
    database: db.kind,
    base,
    token,
    close: async () => {
      await app.close();
      await db.close();
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Uploads a 4,000 × 3,000 px plan (grey lines every 100 px) and lays it under p1's whole grid of rooms. */
async function layUnderlay(
  base: string,
  token: string,
  call: (path: string, token: string | null, body: unknown) => Promise<{ data: Record<string, unknown> }>,
) {
  const form = new FormData();
  form.append("kind", "underlay");
  const png = planPng(underlaySize.width, underlaySize.height, [], 100);
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "plan.png");
  const response = await fetch(`${base}/api/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
  const { path } = ((await response.json()) as { data: { path: string } }).data;
  const [west, north] = toMercator([grid.west, grid.south + columns * grid.dLat]);
  const [east, south] = toMercator([grid.west + columns * grid.dLon, grid.south]);
  const transform = [
    (east - west) / underlaySize.width,
    0,
    west,
    0,
    -(north - south) / underlaySize.height,
    north,
  ];
  await call("/api/map/underlays", token, {
    floor: "p1",
    file: path,
    transform,
    opacity: 0.6,
    hidden: false,
  });
}

/**
 * Imports a DXF drawing of `dxfRooms` rooms: from choosing the file (dxf-parser loaded then) to the
 * rooms added to the session and drawn.
 */
async function importDxf(page: Page): Promise<number> {
  const file = {
    name: "rooms.dxf",
    mimeType: "application/dxf",
    buffer: Buffer.from(writeDxf(roomGrid(dxfRooms))),
  };
  const started = Date.now();
  await page.locator("#map-dxf-file").setInputFiles(file);
  await page.locator("#map-dxf-import").click();
  await page.waitForFunction(
    (count) => (window as unknown as EditorWindow).__mapEditor?.state.counts.new === count,
    dxfRooms,
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  return Date.now() - started;
}

/** Fits the view to the rooms' grid; returns the zoom that takes. */
function fitRooms(page: Page): Promise<number> {
  return page.evaluate(
    ({ west, south, dLon, dLat, columns }) => {
      const project = (lon: number, lat: number) => [
        (6378137 * lon * Math.PI) / 180,
        6378137 * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)),
      ];
      const [minX = 0, minY = 0] = project(west, south);
      const [maxX = 0, maxY = 0] = project(west + columns * dLon, south + columns * dLat);
      const mapView = (window as unknown as EditorWindow).__mapEditor?.map.getView();
      mapView?.fit([minX, minY, maxX, maxY]);
      return mapView?.getZoom() ?? 0;
    },
    { ...grid, columns },
  );
}

/** Waits until the editor shows `floor` whole: loaded, every room in the layer, and drawn. */
async function drawn(page: Page, floor: string) {
  await page.waitForFunction(
    ({ floor, rooms }) => {
      const state = (window as unknown as EditorWindow).__mapEditor?.state;
      return state?.floor === floor && !state.loading.active && state.shown === rooms;
    },
    { floor, rooms: roomsPerFloor },
    { timeout: 60_000 },
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Whether the editor holds `floor`'s features, fetched in advance once the page went idle. */
const fetchedInAdvance = (page: Page, floor: string) =>
  page.waitForFunction(
    (floor) => (window as unknown as EditorWindow).__mapEditor?.state.ready.includes(floor),
    floor,
  );

/**
 * Switches to `target` and times it in the page, from the click to the first frame drawn with the
 * floor's rooms; returns [total, the server's time on the floor's extent calls] ms, and whether there
 * was any such call. "step" clicks Floor above/below, "list" and "cold" pick the floor in the floor
 * list (see the top of this file for what each waits for first).
 */
async function switchFloor(page: Page, target: string, how: SwitchKind): Promise<[number, number, boolean]> {
  if (how === "cold") {
    // The previous switch had the server refuse `target` while the editor fetched in advance, which
    // stopped there; now the floor left is refused.
    await refusedOnce();
    keepCold(await page.evaluate(() => (window as unknown as EditorWindow).__mapEditor?.state.floor ?? ""));
  } else {
    await fetchedInAdvance(page, target);
  }
  if (how !== "step") {
    await page.locator(".map-floor .p-dropdown").click();
    await page.locator(`[role="option"][aria-label="${target.slice(1)}"]`).waitFor();
  }
  extentCalls.answered = [];
  const total = await page.evaluate(
    ({ rooms, target, how }) =>
      new Promise<number>((resolve, reject) => {
        const editor = (window as unknown as EditorWindow).__mapEditor;
        if (!editor) throw new Error("no editor");
        const selector =
          how !== "step"
            ? `[role="option"][aria-label="${target.slice(1)}"]`
            : `button[aria-label="${target > editor.state.floor ? "Floor above" : "Floor below"}"]`;
        const control = document.querySelector<HTMLElement>(selector);
        if (!control) throw new Error(`no ${selector}`);
        const timeout = setTimeout(() => reject(new Error(`floor ${target} not drawn in 30 s`)), 30_000);
        const start = performance.now();
        const onRender = () => {
          const state = editor.state;
          if (state.floor !== target || state.loading.active || state.shown !== rooms) return;
          const end = performance.now();
          editor.map.un("rendercomplete", onRender);
          clearTimeout(timeout);
          resolve(end - start);
        };
        editor.map.on("rendercomplete", onRender);
        control.click();
      }),
    { rooms: roomsPerFloor, target, how },
  );
  const calls = extentCalls.answered.filter((call) => call.floor === target);
  return [total, calls.reduce((sum, call) => sum + call.ms, 0), calls.length > 0];
}

/**
 * The server's side of the extent calls: the floor whose calls it refuses (see keepCold), the
 * refusals since (which tell when fetching in advance stopped there), and the time it took to answer
 * each other call, by floor: whether a switch asked the server at all is known here, not guessed from
 * what the page held before it.
 */
const extentCalls = {
  refused: null as string | null,
  answered: [] as { floor: string; ms: number }[],
  /** told of each refusal */
  onRefusal: null as (() => void) | null,
  refusals: 0,
};

/** Puts `extentCalls` in front of the server's own request handling. */
function watchExtentCalls(server: Server) {
  const handlers = server.listeners("request") as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  server.removeAllListeners("request");
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const floor = /^\/api\/geo\/extent\?profile=([^&]+)&/.exec(request.url ?? "")?.[1];
    if (floor !== undefined) {
      if (floor === extentCalls.refused) {
        request.socket.destroy();
        extentCalls.refusals++;
        extentCalls.onRefusal?.();
        return;
      }
      const start = performance.now();
      response.on("finish", () => extentCalls.answered.push({ floor, ms: performance.now() - start }));
    }
    for (const handler of handlers) handler.call(server, request, response);
  });
}

/**
 * Has the server refuse the editor's calls for `floor` (and no longer those of the floor refused
 * before), as a network that cannot be reached does, so that fetching in advance stops there and the
 * next switch to it waits for the server, as the first visit of a floor does. Nothing else is
 * intercepted, so nothing slows the switch measured.
 */
function keepCold(floor: string | null) {
  extentCalls.refused = floor;
  extentCalls.refusals = 0;
}

/** Waits until the server refused a call for the floor kept cold: fetching in advance stopped there. */
function refusedOnce(): Promise<void> {
  if (extentCalls.refusals > 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`no call for ${extentCalls.refused} in 30 s`)), 30_000);
    extentCalls.onRefusal = () => {
      clearTimeout(timeout);
      extentCalls.onRefusal = null;
      resolve();
    };
  });
}

/** Times `runs` switches back and forth between p1 and `other`, after `warmup` untimed ones. */
async function switches(page: Page, other: string, how: SwitchKind, runs = switchRuns) {
  const total: number[] = [];
  const extentCall: number[] = [];
  // A cold series starts with an untimed switch away from a floor refused from then on.
  const untimed = runs.warmup + (how === "cold" ? 1 : 0);
  let uncounted = 0;
  for (let run = 0; run < untimed + runs.measured + uncounted; run++) {
    const current =
      (await page.evaluate(() => (window as unknown as EditorWindow).__mapEditor?.state.floor)) ?? "";
    if (how === "cold" && run === 0) keepCold(current);
    const [ms, callMs, called] = await switchFloor(
      page,
      current === "p1" ? other : "p1",
      run === 0 ? "list" : how,
    );
    if (run < untimed) continue;
    // Now and then the floor was there already (held from fetching in advance), the server not asked
    // for it: that switch was no first visit, and is run again instead of counted.
    if (how === "cold" && !called) {
      if (++uncounted > runs.measured) throw new Error("the floors kept being fetched in advance");
      continue;
    }
    total.push(ms);
    extentCall.push(callMs);
  }
  if (how === "cold") {
    // Back on p1 with nothing blocked, where every series starts.
    keepCold(null);
    const floor = await page.evaluate(() => (window as unknown as EditorWindow).__mapEditor?.state.floor);
    if (floor !== "p1") {
      await page.locator(".map-floor .p-dropdown").click();
      await page.locator('[role="option"][aria-label="1"]').click();
      await drawn(page, "p1");
    }
  }
  return { total: timing(total), extentCall: timing(extentCall) };
}

/** Starts collecting long tasks in the page; the returned function stops and reports them. */
async function watchLongTasks(page: Page): Promise<() => Promise<LongTasks>> {
  const id = await page.evaluate(() => {
    const store = window as unknown as Record<string, number[]>;
    const name = `__longTasks${Math.random().toString(36).slice(2)}`;
    store[name] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store[name]?.push(entry.duration);
    });
    observer.observe({ type: "longtask" });
    (window as unknown as Record<string, PerformanceObserver>)[`${name}Observer`] = observer;
    return name;
  });
  return async () => {
    const durations = await page.evaluate(async (name) => {
      // A task still running reports when it ends: one more frame lets the observer hear of it.
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      const observer = (window as unknown as Record<string, PerformanceObserver>)[`${name}Observer`];
      const store = window as unknown as Record<string, number[]>;
      for (const entry of observer?.takeRecords() ?? []) store[name]?.push(entry.duration);
      observer?.disconnect();
      return store[name] ?? [];
    }, id);
    return {
      count: durations.length,
      over100: durations.filter((ms) => ms > targets.longTaskMs).length,
      maxMs: round(Math.max(0, ...durations)),
    };
  };
}

/** Drags the map back and forth for `ms`, counting the frames the map draws meanwhile. */
async function pan(page: Page, ms: number) {
  await page.evaluate(() => {
    const frames: number[] = [];
    (window as unknown as { __frames: number[] }).__frames = frames;
    (window as unknown as EditorWindow).__mapEditor?.map.on("postrender", () =>
      frames.push(performance.now()),
    );
  });
  const box = await page.locator("#map").boundingBox();
  if (!box) throw new Error("no map");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const end = Date.now() + ms;
  for (let step = 0; Date.now() < end; step++) {
    // A triangle wave of ±150 px: the view stays inside what was loaded around it.
    const phase = step % 120;
    const dx = (phase < 60 ? phase : 120 - phase) * 5 - 150;
    await page.mouse.move(x + dx, y + dx / 3);
  }
  await page.mouse.up();
  const frames = await page.evaluate(() => (window as unknown as { __frames: number[] }).__frames);
  const gaps = frames.slice(1).map((time, i) => time - (frames[i] ?? time));
  const spanMs = (frames.at(-1) ?? 0) - (frames[0] ?? 0);
  const gapTiming = timing(gaps);
  return {
    fps: Math.round(((frames.length - 1) * 1000) / Math.max(spanMs, 1)),
    frameMedianMs: gapTiming.medianMs,
    frameP90Ms: gapTiming.p90Ms,
    frames: frames.length,
  };
}

/** The floor switches whose long tasks are counted: 2 steps, then 2 from the list not fetched in advance. */
async function longTaskSwitches(page: Page) {
  await switches(page, "p2", "step", { warmup: 0, measured: 2 });
  await switches(page, "p5", "cold", { warmup: 0, measured: 2 });
}

async function measureDatabase(browser: Browser, databaseUrl: string | undefined): Promise<DatabaseFigures> {
  const server = await startServer(databaseUrl);
  const context = await browser.newContext({ viewport });
  try {
    await context.addInitScript((token) => {
      localStorage.setItem("id_token", token);
      localStorage.setItem("console.preferences", JSON.stringify({ lang: "en" }));
    }, server.token);
    const page = await context.newPage();
    await page.goto(`${server.base}/cms/map/p1`);
    await page.waitForFunction(() => (window as unknown as EditorWindow).__mapEditor !== undefined);
    const zoom = await fitRooms(page);
    await drawn(page, "p1");

    if (process.env.PROFILE) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
      await cdp.send("Profiler.start");
      await switches(page, process.env.PROFILE, process.env.PROFILE === "p2" ? "step" : "cold", {
        warmup: 0,
        measured: 6,
      });
      const { profile } = await cdp.send("Profiler.stop");
      writeFileSync("/tmp/switch.cpuprofile", JSON.stringify(profile));
      process.exit(0);
    }
    const floorSwitch = {
      step: await switches(page, "p2", "step"),
      list: await switches(page, "p5", "list"),
      cold: await switches(page, "p5", "cold"),
    };

    const panning = await pan(page, panMs);
    await fitRooms(page);
    await drawn(
      page,
      (await page.evaluate(() => (window as unknown as EditorWindow).__mapEditor?.state.floor)) ?? "p1",
    );

    const plainSwitching = await watchLongTasks(page);
    await longTaskSwitches(page);
    const plainSwitches = await plainSwitching();

    // Snapping on, then the draw tool with the pointer wandering over the rooms, then a pan.
    await page.locator("#map").focus();
    const interacting = await watchLongTasks(page);
    await page.keyboard.press("n");
    await page.waitForFunction(() => (window as unknown as EditorWindow).__mapEditor?.state.snap === true);
    await page.keyboard.press("d");
    const box = await page.locator("#map").boundingBox();
    if (!box) throw new Error("no map");
    for (let step = 0; step < 200; step++) {
      await page.mouse.move(
        box.x + 100 + ((step * 7) % (box.width - 200)),
        box.y + 100 + ((step * 13) % 300),
      );
    }
    await page.keyboard.press("Escape");
    await page.keyboard.press("s");
    await pan(page, 1_000);
    await fitRooms(page);
    await drawn(
      page,
      (await page.evaluate(() => (window as unknown as EditorWindow).__mapEditor?.state.floor)) ?? "p1",
    );
    const snapInteracting = await interacting();
    const switching = await watchLongTasks(page);
    await longTaskSwitches(page);
    const snapSwitching = await switching();
    const dxfImportMs = await importDxf(page);
    return {
      database: server.database,
      zoom: Math.round(zoom * 10) / 10,
      floorSwitch,
      pan: panning,
      snapping: { interacting: snapInteracting, floorSwitch: snapSwitching },
      floorSwitchWithoutSnapping: plainSwitches,
      dxfImportMs,
    };
  } finally {
    await context.close();
    await server.close();
  }
}

execFileSync(process.execPath, ["scripts/ensure-console-build.ts"], { stdio: "inherit" });
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const loadAtStart = loadavg()[0] ?? 0;
const browser = await chromium.launch(chromiumLaunchOptions);
const figures: DatabaseFigures[] = [];
try {
  for (const url of [undefined, ...(postgresUrl ? [postgresUrl] : [])]) {
    console.log(`measuring the map editor on ${url ? "postgres" : "pglite"}`);
    figures.push(await measureDatabase(browser, url));
  }
} finally {
  await browser.close();
}

const results = {
  benchmark: "map-editor",
  command: "npx node bench/map-editor.ts",
  date: new Date().toISOString(),
  node: process.version,
  chromium: browser.version(),
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? null,
  loadAverage1m: { start: round(loadAtStart), end: round(loadavg()[0] ?? 0) },
  roomsPerFloor,
  viewport,
  targets,
  databases: figures,
  underlay: { floor: "p1", ...underlaySize },
  dxfRooms,
  summary: figures.flatMap(
    ({ database, floorSwitch, pan: panned, snapping, floorSwitchWithoutSnapping, dxfImportMs }) => {
      const switchRow = (kind: string, figure: { medianMs: number }) =>
        row(
          `${database}: floor switch to drawn, ${roomsPerFloor} rooms, ${kind}, median`,
          `${figure.medianMs} ms`,
          `≤ ${targets.floorSwitchMs} ms`,
          figure.medianMs <= targets.floorSwitchMs,
        );
      return [
        switchRow("a step, fetched in advance", floorSwitch.step.total),
        switchRow("from the list, fetched in advance", floorSwitch.list.total),
        switchRow("from the list, first visit", floorSwitch.cold.total),
        row(
          `${database}: panning, ${roomsPerFloor} rooms`,
          `${panned.fps} fps`,
          `≥ ${targets.panFps} fps`,
          panned.fps >= targets.panFps,
        ),
        row(
          `${database}: snapping on, drawing and panning, longest task`,
          `${snapping.interacting.maxMs} ms`,
          `none > ${targets.longTaskMs} ms`,
          snapping.interacting.over100 === 0,
        ),
        row(
          `${database}: snapping on, floor switches, longest task`,
          `${snapping.floorSwitch.maxMs} ms`,
          `none > ${targets.longTaskMs} ms`,
          snapping.floorSwitch.over100 === 0,
        ),
        row(
          `${database}: snapping off (for comparison), the same floor switches, longest task`,
          `${floorSwitchWithoutSnapping.maxMs} ms`,
          "–",
          null,
        ),
        row(
          `${database}: DXF of ${dxfRooms} rooms imported into the session`,
          `${dxfImportMs} ms`,
          `≤ ${targets.dxfImportMs} ms`,
          dxfImportMs <= targets.dxfImportMs,
        ),
      ];
    },
  ),
};

const verdict = (ok: boolean) => (ok ? "yes" : "**no**");
const rows = figures.flatMap(
  ({ database, floorSwitch, pan: panned, snapping, floorSwitchWithoutSnapping, dxfImportMs }) => [
    `| ${database} | floor switch to drawn, ${roomsPerFloor} rooms, a step to the next floor, fetched in advance (median / p90 ms) | ${floorSwitch.step.total.medianMs} / ${floorSwitch.step.total.p90Ms} | ≤ ${targets.floorSwitchMs} ms | ${verdict(floorSwitch.step.total.medianMs <= targets.floorSwitchMs)} |`,
    `| ${database} | floor switch to drawn, ${roomsPerFloor} rooms, a floor picked in the list, fetched in advance (median / p90 ms) | ${floorSwitch.list.total.medianMs} / ${floorSwitch.list.total.p90Ms} | ≤ ${targets.floorSwitchMs} ms | ${verdict(floorSwitch.list.total.medianMs <= targets.floorSwitchMs)} |`,
    `| ${database} | floor switch to drawn, ${roomsPerFloor} rooms, a floor picked in the list, not fetched in advance (first visit before the page went idle; median / p90 ms; the server's time on the extent call, median ${floorSwitch.cold.extentCall.medianMs}) | ${floorSwitch.cold.total.medianMs} / ${floorSwitch.cold.total.p90Ms} | ≤ ${targets.floorSwitchMs} ms | ${verdict(floorSwitch.cold.total.medianMs <= targets.floorSwitchMs)} |`,
    `| ${database} | panning with ${roomsPerFloor} rooms (fps; frame median / p90 ms ${panned.frameMedianMs} / ${panned.frameP90Ms}) | ${panned.fps} | ≥ ${targets.panFps} fps | ${verdict(panned.fps >= targets.panFps)} |`,
    `| ${database} | snapping on: switching it on, drawing, panning (long tasks; longest ms) | ${snapping.interacting.count}; ${snapping.interacting.maxMs} | none > ${targets.longTaskMs} ms | ${verdict(snapping.interacting.over100 === 0)} |`,
    `| ${database} | snapping on: 4 floor switches (2 steps, 2 from the list not fetched in advance) (long tasks; longest ms) | ${snapping.floorSwitch.count}; ${snapping.floorSwitch.maxMs} | none > ${targets.longTaskMs} ms | ${verdict(snapping.floorSwitch.over100 === 0)} |`,
    `| ${database} | snapping off, for comparison: the same 4 floor switches (long tasks; longest ms) | ${floorSwitchWithoutSnapping.count}; ${floorSwitchWithoutSnapping.maxMs} | – | – |`,
    `| ${database} | a DXF drawing of ${dxfRooms} rooms imported into the session, from choosing the file to its rooms drawn (ms) | ${dxfImportMs} | ≤ ${targets.dxfImportMs} ms | ${verdict(dxfImportMs <= targets.dxfImportMs)} |`,
  ],
);
const table = [
  `Chromium ${results.chromium} headless (software rendering), ${viewport.width} × ${viewport.height} px window, the map fitted to the rooms (zoom ${figures[0]?.zoom}); server in the same process on loopback. Node ${results.node}, ${results.cpus} CPUs (${results.cpuModel}), 1-minute load average ${results.loadAverage1m.start} at the start and ${results.loadAverage1m.end} at the end. Floor switches: ${switchRuns.measured} measured after ${switchRuns.warmup} warm-up. Floor p1 has a ${underlaySize.width} × ${underlaySize.height} px floor plan under its rooms (60 % opacity), drawn in every switch to p1 and in the panning.`,
  "",
  "| database | measurement | figure | target | within target |",
  "| --- | --- | ---: | --- | --- |",
  ...rows,
].join("\n");
const dir = join(import.meta.dirname, "results");
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, "map-editor.json"), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(
  join(dir, "map-editor.md"),
  `# Map editor in Chromium (${results.date.slice(0, 10)})\n\nWritten by \`${results.command}\` (a step of \`npm run bench\`); figures in map-editor.json.\n\n${table}\n`,
);
console.log(`\n${table}\n`);
