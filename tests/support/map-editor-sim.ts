/**
 * Simulated editors of one floor (issue 34's proof, tests/api/live-edit-simulation.test.ts and
 * bench/live-edit.ts). Each editor loads the floor once through its API process, then makes random
 * edits (a seeded generator: the same seed, the same edits) to its own copy, saving with merge at
 * random moments. A clash (3440) is settled by a seeded coin per field, mine or theirs, and saved
 * again naming the clash's version; an edit of a feature someone deleted is dropped.
 *
 * What it keeps is what the checks need: every accepted save with, per feature, the fields it
 * changed against the version it named and the version it made; every clash with the fields in
 * question; every edit and what became of it.
 */
import { isDeepStrictEqual } from "node:util";

export interface Content {
  type: string;
  geometry: unknown;
  properties: Record<string, unknown>;
}

interface Held extends Content {
  id: number;
  version: number;
}

/** One feature of an accepted save: what it changed and the version that made. */
export interface AcceptedChange {
  id: number;
  base: number;
  /** the version the save made; 0 for a deletion */
  version: number;
  deleted: boolean;
  /** field (type, geometry, properties.<name>) to the value it set; null: removed */
  fields: Record<string, unknown>;
}

export interface AcceptedSave {
  editor: number;
  changes: AcceptedChange[];
  sentAt: number;
  answeredAt: number;
}

export interface ReportedClash {
  editor: number;
  id: number;
  mine: "edited" | "deleted";
  theirs: "changed" | "deleted";
  fields: { field: string; base: unknown; mine: unknown; theirs: unknown }[];
}

export interface SimulationReport {
  initial: Map<number, Content>;
  accepted: AcceptedSave[];
  clashes: ReportedClash[];
  edits: number;
  /** edits dropped by the editor's choice of theirs on a clash, or of a feature someone deleted */
  dropped: number;
  saves: number;
  refusals: string[];
}

export interface SimulationOptions {
  /** API base URL per editor (editor i saves through urls[i]) */
  urls: string[];
  tokens: string[];
  floor: string;
  editsPerEditor: number;
  seed: number;
  /** the chance of a save after each edit */
  saveChance: number;
  /** the features most edits go to (the rest go anywhere): editors meet there */
  hot: number;
}

/** mulberry32: small, seeded, good enough to pick edits */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const view = { p1: "19.40,51.70", p2: "19.60,51.85" };

const fieldsOf = (c: Content): Record<string, unknown> => ({
  type: c.type,
  geometry: c.geometry,
  ...Object.fromEntries(Object.entries(c.properties).map(([k, v]) => [`properties.${k}`, v])),
});

/** The fields `mine` changed against `base` (null: removed). */
export function changedFields(base: Content, mine: Content): Record<string, unknown> {
  const [b, m] = [fieldsOf(base), fieldsOf(mine)];
  const changed: Record<string, unknown> = {};
  for (const field of new Set([...Object.keys(b), ...Object.keys(m)])) {
    if (!isDeepStrictEqual(b[field], m[field])) changed[field] = m[field] ?? null;
  }
  return changed;
}

export function applyFields(content: Content, fields: Record<string, unknown>): Content {
  const next: Content = { ...content, properties: { ...content.properties } };
  for (const [field, value] of Object.entries(fields)) {
    if (field === "type") next.type = value as string;
    else if (field === "geometry") next.geometry = value;
    else {
      const name = field.slice("properties.".length);
      if (value === null) delete next.properties[name];
      else next.properties[name] = value;
    }
  }
  return next;
}

const contentOf = (f: { geometry: unknown; properties: Record<string, unknown> }): Content => {
  const { type, ...properties } = f.properties;
  return { type: type as string, geometry: f.geometry, properties };
};

const asFeature = (c: Content) => ({
  type: "Feature",
  geometry: c.geometry,
  properties: { type: c.type, ...c.properties },
});

async function call(url: string, token: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
  });
  return { status: response.status, body: (await response.json()) as { data: never; errors: unknown } };
}

/** The floor's features with their versions, as GET /api/geo/extent pages them. */
export async function loadFloor(url: string, token: string, floor: string): Promise<Held[]> {
  const held: Held[] = [];
  let after = 0;
  for (;;) {
    const query = `profile=${floor}&p1=${view.p1}&p2=${view.p2}&limit=5000${after ? `&after=${after}` : ""}`;
    const { status, body } = await call(url, token, `/api/geo/extent?${query}`);
    if (status !== 200) throw new Error(`load: ${status} ${JSON.stringify(body)}`);
    const page = body.data as {
      features: (Held & { properties: Record<string, unknown> })[];
      next: number | null;
    };
    held.push(...page.features.map((f) => ({ id: f.id, version: f.version, ...contentOf(f) })));
    if (page.next === null) return held;
    after = page.next;
  }
}

/** One square room per place, for the floor's 1,000 features. */
export function roomsOf(count: number, floor: string) {
  return Array.from({ length: count }, (_, i) => {
    const [x, y] = [19.45 + (i % 40) * 0.0005, 51.75 + Math.floor(i / 40) * 0.0005];
    const ring = [
      [x, y],
      [x + 0.0003, y],
      [x + 0.0003, y + 0.0003],
      [x, y + 0.0003],
      [x, y],
    ];
    return {
      type: "Feature",
      geometry: { type: "Polygon", coordinates: [ring] },
      properties: { type: "room", key: `${floor}-sim-${i}`, name_pl: `Sala ${i}`, area_size: 20 },
    };
  });
}

interface Pending {
  base: Held;
  mine: Content | null;
}

/** One editor's session: its copy of the floor and its unsaved edits. */
async function runEditor(
  editor: number,
  options: SimulationOptions,
  report: SimulationReport,
  held: Map<number, Held>,
): Promise<void> {
  const random = seededRandom(options.seed * 31 + editor);
  const url = options.urls[editor] as string;
  const token = options.tokens[editor] as string;
  const ids = [...held.keys()].sort((a, b) => a - b);
  const pending = new Map<number, Pending>();
  const pick = () => {
    const range = random() < 0.8 ? Math.min(options.hot, ids.length) : ids.length;
    return ids[Math.floor(random() * range)] as number;
  };
  const save = async () => {
    while (pending.size) {
      const edited = [...pending.values()].filter((p) => p.mine);
      const deleted = [...pending.values()].filter((p) => !p.mine);
      const body = {
        profile: options.floor,
        ...view,
        merge: true,
        new: [],
        edited: edited.map((p) => ({
          ...asFeature(p.mine as Content),
          id: p.base.id,
          version: p.base.version,
        })),
        deleted: deleted.map((p) => ({ id: p.base.id, version: p.base.version })),
      };
      const sentAt = performance.now();
      const { status, body: answer } = await call(url, token, "/api/geo/save", {
        method: "POST",
        body: JSON.stringify(body),
      });
      const answeredAt = performance.now();
      report.saves++;
      if (status === 200) {
        const data = answer.data as { edited: { id: number; version: number }[]; merged: Held[] };
        const versions = new Map(data.edited.map((f) => [f.id, f.version]));
        const merged = new Map(
          data.merged.map((f) => [
            f.id,
            contentOf(f as never as { geometry: unknown; properties: Record<string, unknown> }),
          ]),
        );
        const changes: AcceptedChange[] = [...pending.values()].map((p) => ({
          id: p.base.id,
          base: p.base.version,
          version: p.mine ? (versions.get(p.base.id) ?? -1) : 0,
          deleted: !p.mine,
          fields: p.mine ? changedFields(p.base, p.mine) : {},
        }));
        report.accepted.push({ editor, changes, sentAt, answeredAt });
        for (const p of pending.values()) {
          if (!p.mine) {
            held.delete(p.base.id);
            continue;
          }
          const version = versions.get(p.base.id) ?? p.base.version;
          // the content first: an edited copy still carries the version it was based on
          held.set(p.base.id, { ...(merged.get(p.base.id) ?? p.mine), id: p.base.id, version });
        }
        pending.clear();
        return;
      }
      const clashes = (
        answer.data as {
          clashes?: (ReportedClash & { version: number; merged: Held | null; current: Held | null })[];
        }
      )?.clashes;
      if (status !== 409 || !clashes) {
        report.refusals.push(`${status} ${JSON.stringify(answer).slice(0, 300)}`);
        pending.clear();
        return;
      }
      for (const clash of clashes) {
        report.clashes.push({
          editor,
          id: clash.id,
          mine: clash.mine,
          theirs: clash.theirs,
          fields: clash.fields,
        });
        if (clash.theirs === "deleted") {
          // an edit of what someone deleted: theirs
          report.dropped++;
          pending.delete(clash.id);
          held.delete(clash.id);
          continue;
        }
        const current = { ...contentOf(clash.current as Held), id: clash.id, version: clash.version };
        held.set(clash.id, current);
        if (clash.mine === "deleted") {
          if (random() < 0.5) pending.set(clash.id, { base: current, mine: null });
          else {
            report.dropped++;
            pending.delete(clash.id);
          }
          continue;
        }
        let chosen = contentOf(clash.merged as Held);
        for (const field of clash.fields) {
          if (random() < 0.5) {
            report.dropped++;
            chosen = applyFields(chosen, { [field.field]: field.theirs });
          }
        }
        if (isDeepStrictEqual(chosen, contentOf(clash.current as Held))) pending.delete(clash.id);
        else pending.set(clash.id, { base: current, mine: chosen });
      }
    }
  };
  for (let n = 0; n < options.editsPerEditor; n++) {
    const id = pick();
    const feature = held.get(id);
    if (!feature) continue;
    const entry = pending.get(id) ?? {
      base: feature,
      mine: { ...feature, properties: { ...feature.properties } },
    };
    if (!entry.mine) continue;
    report.edits++;
    const roll = random();
    if (roll < 0.6) entry.mine = applyFields(entry.mine, { "properties.name_pl": `E${editor}-${n}` });
    else if (roll < 0.8)
      entry.mine = applyFields(entry.mine, { "properties.area_size": 10 + Math.floor(random() * 90) });
    else if (roll < 0.9) entry.mine = applyFields(entry.mine, { "properties.accessible": random() < 0.5 });
    else if (roll < 0.97) {
      const ring = ((entry.mine.geometry as { coordinates: number[][][] }).coordinates[0] ?? []).map(
        ([x, y]) => [Math.round(((x as number) + 0.00001) * 1e7) / 1e7, y as number],
      );
      entry.mine = applyFields(entry.mine, { geometry: { type: "Polygon", coordinates: [ring] } });
    } else entry.mine = null;
    pending.set(id, entry);
    if (random() < options.saveChance) await save();
  }
  await save();
}

export async function runSimulation(options: SimulationOptions): Promise<SimulationReport> {
  const report: SimulationReport = {
    initial: new Map(),
    accepted: [],
    clashes: [],
    edits: 0,
    dropped: 0,
    saves: 0,
    refusals: [],
  };
  const copies = await Promise.all(
    options.urls.map((url, i) => loadFloor(url, options.tokens[i] as string, options.floor)),
  );
  for (const f of copies[0] ?? [])
    report.initial.set(f.id, { type: f.type, geometry: f.geometry, properties: f.properties });
  await Promise.all(
    copies.map((copy, editor) => runEditor(editor, options, report, new Map(copy.map((f) => [f.id, f])))),
  );
  return report;
}

/**
 * The floor as replaying the accepted saves gives it: per feature, each save's changed fields in the
 * order of the versions they made; a feature deleted by an accepted save is gone.
 */
export function replay(report: SimulationReport): Map<number, Content> {
  const perFeature = new Map<number, AcceptedChange[]>();
  for (const save of report.accepted) {
    for (const change of save.changes)
      perFeature.set(change.id, [...(perFeature.get(change.id) ?? []), change]);
  }
  const map = new Map(report.initial);
  for (const [id, changes] of perFeature) {
    if (changes.some((c) => c.deleted)) {
      map.delete(id);
      continue;
    }
    let content = map.get(id) as Content;
    for (const change of [...changes].sort((a, b) => a.version - b.version))
      content = applyFields(content, change.fields);
    map.set(id, content);
  }
  return map;
}

/**
 * Clashes the server let through unreported: an accepted change of a field that the others' saves
 * between the version it named and the one it made had changed, net, to another value (a field
 * changed and changed back is no change, as in any three-way merge).
 */
export function unreportedClashes(report: SimulationReport): string[] {
  const byFeature = new Map<number, AcceptedChange[]>();
  for (const save of report.accepted) {
    for (const c of save.changes) if (!c.deleted) byFeature.set(c.id, [...(byFeature.get(c.id) ?? []), c]);
  }
  const missed: string[] = [];
  for (const [id, list] of byFeature) {
    const ordered = [...list].sort((a, b) => a.version - b.version);
    const at = (version: number) =>
      ordered
        .filter((c) => c.version <= version)
        .reduce((content, c) => applyFields(content, c.fields), report.initial.get(id) as Content);
    for (const mine of ordered) {
      const before = fieldsOf(at(mine.base));
      const theirs = fieldsOf(at(mine.version - 1));
      for (const [field, value] of Object.entries(mine.fields)) {
        const changed = !isDeepStrictEqual(before[field] ?? null, theirs[field] ?? null);
        if (changed && !isDeepStrictEqual(theirs[field] ?? null, value)) {
          missed.push(`feature ${id} ${field}: changed by others between v${mine.base} and v${mine.version}`);
        }
      }
    }
  }
  return missed;
}
