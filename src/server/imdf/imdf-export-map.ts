/**
 * Our map features as an IMDF 1.0 archive: pure, no database. An imported feature is written back
 * as the archive had it (its source), with what was changed in the editor since (name, alias,
 * accessibility, level label, geometry) written over; one drawn in the editor gets a stable UUID, the
 * IMDF type of the table in docs/imdf.md and the properties IMDF requires. Every floor's features
 * refer to a level of that floor, made from the floor when none was drawn or imported; an archive
 * without a venue gets one around all features.
 */
import { enumerations } from "../../../generated/catalogues.ts";
import { floorNumber } from "../../shared/floor.ts";
import { type ImdfFeature, type ImdfGeometry, imdfFeatureTypes } from "./imdf-archive.ts";
import { unitCategories } from "./imdf-categories.ts";
import { levelLabels, mappedProperties } from "./imdf-import-map.ts";
import type { ImdfSource } from "./imported-feature.ts";
import { navPathNodes } from "./navpath-export.ts";
import { stableUuid } from "./stable-uuid.ts";

export interface StoredFeature {
  id: number;
  floor: string;
  type: string;
  geometry: ImdfGeometry;
  properties: Record<string, unknown>;
  source: ImdfSource | null;
}

export interface ExportResult {
  /** file name -> contents, manifest.json first */
  files: Map<string, string>;
  /** features of ours IMDF has no place for (beacon places) */
  leftOut: number[];
  counts: Record<string, number>;
}

/** Our drawn types as IMDF: the feature type and, for units, fixtures and the like, the category. */
const drawnTypes: Record<string, { featureType: string; category: string }> = {
  campus: { featureType: "venue", category: "university" },
  building: { featureType: "building", category: "unspecified" },
  level: { featureType: "level", category: "unspecified" },
  room: { featureType: "unit", category: "room" },
  roi: { featureType: "unit", category: "walkway" },
  parking: { featureType: "unit", category: "parking" },
  wall: { featureType: "unit", category: "structure" },
  windows: { featureType: "unit", category: "glass" },
  background: { featureType: "footprint", category: "ground" },
  furniture: { featureType: "fixture", category: "furniture" },
  poi: { featureType: "amenity", category: "information" },
  door: { featureType: "opening", category: "pedestrian" },
  stairs: { featureType: "detail", category: "stairs" },
};

type Label = Record<string, string> | null;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function label(pl: unknown, en: unknown): Label {
  const entries = Object.entries({ pl, en }).filter(([, v]) => typeof v === "string" && v !== "");
  return entries.length ? (Object.fromEntries(entries) as Record<string, string>) : null;
}

/** `base` with one language of a label set to `value` (removed when empty). */
function relabel(base: unknown, lang: string, value: unknown): Label {
  const next = { ...(isObject(base) ? base : {}) } as Record<string, string>;
  if (typeof value === "string" && value !== "") next[lang] = value;
  else delete next[lang];
  return Object.keys(next).length ? next : null;
}

function bounds(geometries: ImdfGeometry[]): [number, number, number, number] {
  const box: [number, number, number, number] = [180, 90, -180, -90];
  const visit = (value: unknown): void => {
    if (Array.isArray(value) && typeof value[0] === "number" && typeof value[1] === "number") {
      box[0] = Math.min(box[0], value[0]);
      box[1] = Math.min(box[1], value[1]);
      box[2] = Math.max(box[2], value[0]);
      box[3] = Math.max(box[3], value[1]);
    } else if (Array.isArray(value)) value.forEach(visit);
  };
  for (const geometry of geometries) visit(geometry.coordinates);
  return box;
}

function boxPolygon([x1, y1, x2, y2]: [number, number, number, number]): ImdfGeometry {
  return {
    type: "Polygon",
    coordinates: [
      [
        [x1, y1],
        [x2, y1],
        [x2, y2],
        [x1, y2],
        [x1, y1],
      ],
    ],
  };
}

const middle = (geometries: ImdfGeometry[]): ImdfGeometry => {
  const [x1, y1, x2, y2] = bounds(geometries);
  return { type: "Point", coordinates: [(x1 + x2) / 2, (y1 + y2) / 2] };
};

/** The archive's properties with the editor's changes of the mapped ones written over them. */
function editedProperties(row: StoredFeature, source: ImdfSource): Record<string, unknown> {
  const original = source.properties ?? {};
  const imported = mappedProperties({
    id: source.id,
    feature_type: source.feature_type,
    geometry: null,
    properties: original,
  });
  const now = row.properties;
  const props: Record<string, unknown> = { ...original };
  const changed = (name: string) =>
    name in imported && (now[name] ?? undefined) !== (imported[name] ?? undefined);
  if (changed("name_pl")) props.name = relabel(props.name, "pl", now.name_pl);
  if (changed("name_en")) props.name = relabel(props.name, "en", now.name_en);
  if (changed("alias")) props.alt_name = relabel(props.alt_name, "pl", now.alias);
  if (changed("accessible")) {
    const list = Array.isArray(original.accessibility)
      ? original.accessibility.filter((a) => a !== "wheelchair")
      : [];
    props.accessibility = now.accessible ? [...list, "wheelchair"] : list.length ? list : null;
  }
  if (row.type === "level") {
    props.ordinal = floorNumber(row.floor);
    const labels = levelLabels(original);
    for (const lang of ["pl", "en"] as const) {
      const value = now[`level_label_${lang}`];
      if (value !== labels[`level_label_${lang}`]) props.short_name = relabel(props.short_name, lang, value);
    }
  }
  return props;
}

class ArchiveWriter {
  readonly collections = new Map<string, ImdfFeature[]>(imdfFeatureTypes.map((t) => [t, []]));
  readonly leftOut: number[] = [];
  private readonly levelIds = new Map<string, string>();
  private readonly rows: StoredFeature[];

  constructor(rows: StoredFeature[]) {
    this.rows = rows;
    for (const row of rows) {
      if (row.type === "level" && !this.levelIds.has(row.floor)) {
        this.levelIds.set(row.floor, row.source?.id ?? stableUuid(`map_feature:${row.id}`));
      }
    }
  }

  emit(feature: ImdfFeature): void {
    this.collections.get(feature.feature_type)?.push(feature);
  }

  /** The level of a floor: the first one drawn or imported there, else one made from the floor. */
  levelOf(floor: string): string {
    const known = this.levelIds.get(floor);
    if (known) return known;
    const id = stableUuid(`floor:${floor}`);
    this.levelIds.set(floor, id);
    this.madeLevel(
      id,
      floor,
      this.rows.filter((r) => r.floor === floor),
      null,
    );
    return id;
  }

  /** A level around `rows` on `floor`. */
  private madeLevel(id: string, floor: string, rows: StoredFeature[], buildingIds: string[] | null): void {
    const number = String(floorNumber(floor));
    const name = enumerations.floor[floor as keyof typeof enumerations.floor];
    this.emit({
      id,
      feature_type: "level",
      geometry: boxPolygon(bounds(rows.map((r) => r.geometry))),
      properties: {
        category: "unspecified",
        restriction: null,
        ordinal: floorNumber(floor),
        outdoor: false,
        name: label(name?.pl ?? number, name?.en ?? number),
        short_name: label(number, number),
        display_point: null,
        address_id: null,
        building_ids: buildingIds,
      },
    });
  }

  /**
   * Each IMDF level that imported features refer to but the map no longer has (left out of the
   * import as invalid, or deleted in the editor), written back as one made around those features: an
   * archive referring to a level it lacks would be refused whole when imported again (3107).
   */
  lostLevels(): void {
    const levels = new Set(this.collections.get("level")?.map((level) => level.id));
    const lost = new Map<string, StoredFeature[]>();
    for (const row of this.rows) {
      const { source, type } = row;
      const [a, b] = source?.nodes ?? [];
      // the navPath nodes on the row's floor: both of a route's, one of a floor change's
      const nodes = type === "route" ? [a, b] : [source?.part === 1 ? b : a];
      for (const id of [source?.properties?.level_id, ...nodes.map((node) => node?.level_id)]) {
        if (typeof id !== "string" || levels.has(id)) continue;
        const referring = lost.get(id) ?? [];
        referring.push(row);
        lost.set(id, referring);
      }
    }
    for (const [id, rows] of lost) {
      // in the building its features name, as the import reads their `building` from their level
      const buildings = [
        ...new Set(rows.map((r) => r.properties.building).filter((b) => typeof b === "string")),
      ];
      this.madeLevel(id, rows[0]?.floor ?? "p0", rows, buildings.length ? buildings : null);
    }
  }

  imported(rows: StoredFeature[]): void {
    const parts = new Map<string, StoredFeature[]>();
    for (const row of rows) {
      const source = row.source as ImdfSource;
      if (source.part !== undefined && source.feature_type !== "navPath") {
        parts.set(source.id, [...(parts.get(source.id) ?? []), row]);
        continue;
      }
      const geometry = source.geometry === undefined ? row.geometry : source.geometry;
      this.emit({
        id: source.id,
        feature_type: source.feature_type,
        geometry,
        properties: editedProperties(row, source),
      });
      for (const related of source.related ?? []) this.emit(related);
    }
    for (const [id, group] of parts) {
      const source = group[0]?.source as ImdfSource;
      const ordered = [...group].sort((a, b) => (a.source?.part ?? 0) - (b.source?.part ?? 0));
      const geometry =
        source.feature_type === "detail"
          ? { type: "MultiLineString", coordinates: ordered.map((r) => r.geometry.coordinates) }
          : (source.geometry ?? null);
      this.emit({ id, feature_type: source.feature_type, geometry, properties: source.properties ?? {} });
    }
  }

  drawn(row: StoredFeature): void {
    const kind = drawnTypes[row.type];
    if (!kind) {
      this.leftOut.push(row.id);
      return;
    }
    const id = stableUuid(`map_feature:${row.id}`);
    const p = row.properties;
    const name = label(p.name_pl, p.name_en);
    const common = { name, alt_name: label(p.alias, undefined) };
    const onLevel = { level_id: this.levelOf(row.floor) };
    const accessibility = p.accessible ? ["wheelchair"] : null;
    const display_point = middle([row.geometry]);
    const byType: Record<string, Record<string, unknown>> = {
      venue: {
        category: kind.category,
        restriction: null,
        ...common,
        name: name ?? label("Kampus", "Campus"),
        hours: null,
        phone: null,
        website: null,
        display_point,
        // only a venue gets one: this table is built for every drawn feature
        address_id: kind.featureType === "venue" ? this.address(id, name) : null,
      },
      building: { category: kind.category, restriction: null, ...common, display_point, address_id: null },
      level: {
        category: kind.category,
        restriction: null,
        ordinal: floorNumber(row.floor),
        outdoor: false,
        name,
        short_name: label(p.level_label_pl, p.level_label_en),
        display_point: null,
        address_id: null,
        building_ids: null,
      },
      unit: {
        category: kind.category,
        restriction: null,
        accessibility,
        ...common,
        display_point,
        ...onLevel,
      },
      footprint: { category: kind.category, name, building_ids: [] },
      fixture: { category: kind.category, ...common, anchor_id: null, display_point: null, ...onLevel },
      amenity: {
        category: kind.category,
        accessibility,
        ...common,
        hours: null,
        phone: null,
        website: null,
        unit_ids: [],
        address_id: null,
        correlation_id: null,
      },
      opening: {
        category: kind.category,
        accessibility,
        access_control: null,
        door: null,
        ...common,
        display_point: null,
        ...onLevel,
      },
      detail: { ...onLevel },
    };
    this.emit({
      id,
      feature_type: kind.featureType,
      geometry: row.geometry,
      properties: byType[kind.featureType] ?? {},
    });
    if (kind.featureType === "building") {
      const properties = { category: "ground", name: null, building_ids: [id] };
      this.emit({
        id: stableUuid(`footprint:${row.id}`),
        feature_type: "footprint",
        geometry: row.geometry,
        properties,
      });
    }
  }

  /** The address a drawn venue needs (IMDF requires one): the campus's name in Poland. */
  address(venueId: string, name: Label): string {
    const id = stableUuid(`address:${venueId}`);
    const text = name?.pl ?? name?.en ?? "Kampus";
    this.emit({
      id,
      feature_type: "address",
      geometry: null,
      properties: {
        address: text,
        unit: null,
        locality: text,
        province: null,
        country: "PL",
        postal_code: null,
      },
    });
    return id;
  }

  /**
   * The addresses some feature names by `address_id`, the others dropped: an archive's addresses are
   * all kept with its venue when imported, and GDAL and other readers list every one as a feature of
   * its own, though IMDF has addresses only to be referred to.
   */
  referencedAddressesOnly(): void {
    const referenced = new Set<unknown>();
    for (const [type, features] of this.collections) {
      if (type === "address") continue;
      for (const feature of features) referenced.add(feature.properties.address_id);
    }
    const addresses = this.collections.get("address") ?? [];
    const seen = new Set<string>();
    this.collections.set(
      "address",
      addresses.filter((address) => {
        const keep = referenced.has(address.id) && !seen.has(address.id);
        seen.add(address.id);
        return keep;
      }),
    );
  }

  /** A venue around everything when the map has none. */
  venue(): void {
    if (this.collections.get("venue")?.length || !this.rows.length) return;
    this.drawn({
      id: 0,
      floor: "p0",
      type: "campus",
      geometry: boxPolygon(bounds(this.rows.map((r) => r.geometry))),
      properties: {},
      source: null,
    });
  }
}

export function exportArchive(rows: StoredFeature[], created: Date): ExportResult {
  const writer = new ArchiveWriter(rows);
  const routing = (row: StoredFeature) => row.type === "route" || row.type === "connector";
  const fromImdf = rows.filter((r) => r.source?.format === "imdf" && r.source.feature_type !== "navPath");
  writer.imported(fromImdf.filter((r) => !routing(r) || r.source?.feature_type === "relationship"));
  for (const row of rows) if (!row.source && !routing(row)) writer.drawn(row);
  const routes = rows.filter((r) => routing(r) && (!r.source || r.source.feature_type === "navPath"));
  for (const node of navPathNodes(routes, (floor) => writer.levelOf(floor))) writer.emit(node);
  writer.venue();
  writer.lostLevels();
  writer.referencedAddressesOnly();

  const files = new Map<string, string>();
  const manifest = {
    version: "1.0.0",
    created: created.toISOString(),
    generated_by: "campus-nav-console",
    language: "pl",
  };
  files.set("manifest.json", JSON.stringify(manifest));
  const counts: Record<string, number> = {};
  for (const [type, features] of writer.collections) {
    if (type === "navPath" && !features.length) continue;
    counts[type] = features.length;
    const collection = {
      type: "FeatureCollection",
      name: type,
      features: features.map(({ id, feature_type, geometry, properties }) => ({
        id,
        type: "Feature",
        feature_type,
        geometry,
        properties:
          feature_type === "unit" && !unitCategories.has(String(properties.category))
            ? { ...properties, category: "unspecified" }
            : properties,
      })),
    };
    files.set(`${type}.geojson`, JSON.stringify(collection));
  }
  return { files, leftOut: writer.leftOut, counts };
}
