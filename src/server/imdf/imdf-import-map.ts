/**
 * An IMDF archive as our map features (the mapping table of docs/imdf.md): pure, no database. A
 * feature's floor is its level's ordinal (ordinal 0 -> p0); features of no level (venue, buildings, footprints,
 * outdoor ones) are on p0. The IMDF id is the feature's key and source_id, so a second import finds
 * it again, and the archive's own properties are kept in its source for the export. A reference to a
 * level the archive does not have refuses the whole archive (3107); any other problem leaves out only
 * the features concerned, each reported with its id and the reason (3110-3118).
 */
import centroid from "@turf/centroid";
import type { Feature as GeoJsonFeature, Geometry as GeoJsonGeometry } from "geojson";
import { type Floor, isFloor } from "../../shared/floor.ts";
import { type Candidate, checkedFeature } from "./checked-feature.ts";
import type { ImdfArchive, ImdfFeature, ImdfGeometry, SkippedFeature } from "./imdf-archive.ts";
import { fallbackName, unitType } from "./imdf-categories.ts";
import { ImdfError } from "./imdf-error.ts";
import type { ImdfSource, ImportedFeature } from "./imported-feature.ts";
import { navPathFeatures } from "./navpath-import.ts";

export interface ImportPlan {
  features: ImportedFeature[];
  skipped: SkippedFeature[];
  ignoredFiles: string[];
}

/** where features of no level go: the ground floor */
const groundFloor: Floor = "p0";

const connectorTypes: Record<string, string> = {
  elevator: "lift",
  escalator: "moving_stairs",
  stairs: "stairs",
  ramp: "stairs",
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A label's text in `lang`, else in the other of ours, else in its first language. */
function labelText(label: unknown, lang: "pl" | "en"): string | undefined {
  if (!isObject(label)) return undefined;
  const other = lang === "pl" ? "en" : "pl";
  const text = [label[lang], label[other], ...Object.values(label)].find(
    (value): value is string => typeof value === "string" && value.trim() !== "",
  );
  // by code points, so that a character outside the BMP is never cut into a lone surrogate
  return text === undefined ? undefined : Array.from(text.trim()).slice(0, 120).join("");
}

const category = (feature: ImdfFeature) =>
  typeof feature.properties.category === "string" ? feature.properties.category : "";

/** The mapped properties every type may take (checkedFeature keeps those of the feature's type). */
export function mappedProperties(
  feature: ImdfFeature,
  context: { building?: string; fallback?: unknown; room?: string } = {},
): Record<string, unknown> {
  const { properties } = feature;
  const name = isObject(properties.name) ? properties.name : context.fallback;
  const fallback = fallbackName(category(feature) || feature.feature_type);
  const accessibility = properties.accessibility;
  return {
    key: feature.id,
    source_id: feature.id,
    name_pl: labelText(name, "pl") ?? fallback.pl,
    name_en: labelText(name, "en") ?? fallback.en,
    alias: labelText(properties.alt_name, "pl"),
    accessible: Array.isArray(accessibility) ? accessibility.includes("wheelchair") : undefined,
    building: context.building,
    room: context.room,
  };
}

/** A level's labels: its short name, else its ordinal. */
export function levelLabels(properties: Record<string, unknown>): Record<string, string> {
  const ordinal = String(properties.ordinal);
  return {
    level_label_pl: labelText(properties.short_name, "pl") ?? ordinal,
    level_label_en: labelText(properties.short_name, "en") ?? ordinal,
  };
}

/** Doors, fixtures and footprints may stay nameless: only a name the archive gives is kept. */
const withoutFallbackName = (feature: ImdfFeature, properties: Record<string, unknown>) =>
  isObject(feature.properties.name) ? properties : { ...properties, name_pl: undefined, name_en: undefined };

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

const levelIdOf = (feature: ImdfFeature) =>
  typeof feature.properties.level_id === "string" ? feature.properties.level_id : null;

/** The floor of each level: its ordinal as p<ordinal>, or undefined when outside p-2 ... p20. */
function levelFloors(levels: ImdfFeature[]): Map<string, Floor | undefined> {
  return new Map(
    levels.map((level) => {
      const floor = `p${String(level.properties.ordinal)}`;
      return [level.id, Number.isInteger(level.properties.ordinal) && isFloor(floor) ? floor : undefined];
    }),
  );
}

/** Every level_id must name a level of the archive: a broken reference refuses the archive. */
function checkLevelReferences(archive: ImdfArchive, floors: Map<string, Floor | undefined>): void {
  for (const [type, features] of archive.features) {
    for (const feature of features) {
      const levelId = levelIdOf(feature);
      if (levelId !== null && !floors.has(levelId)) {
        throw new ImdfError(3107, `${type} ${feature.id}: level ${levelId}`);
      }
    }
  }
}

/** A point of the feature for a connector: its display point, else its centroid. */
function anchorPoint(feature: ImdfFeature): [number, number] | null {
  const display = feature.properties.display_point;
  if (isObject(display) && display.type === "Point" && Array.isArray(display.coordinates)) {
    return display.coordinates as [number, number];
  }
  if (!feature.geometry) return null;
  try {
    const geometry = feature.geometry as unknown as GeoJsonGeometry;
    const shape: GeoJsonFeature = { type: "Feature", geometry, properties: {} };
    return centroid(shape).geometry.coordinates as [number, number];
  } catch {
    return null;
  }
}

class Planner {
  readonly features: ImportedFeature[] = [];
  readonly skipped: SkippedFeature[] = [];
  private readonly byId = new Map<string, ImdfFeature>();
  private readonly floors: Map<string, Floor | undefined>;
  private readonly levelBuilding = new Map<string, string>();
  private readonly archive: ImdfArchive;

  constructor(archive: ImdfArchive) {
    this.archive = archive;
    this.floors = levelFloors(this.all("level"));
    checkLevelReferences(archive, this.floors);
    for (const level of this.all("level")) {
      const [building] = stringList(level.properties.building_ids);
      if (building) this.levelBuilding.set(level.id, building);
    }
  }

  all(type: string): ImdfFeature[] {
    return this.archive.features.get(type) ?? [];
  }

  skip(feature: ImdfFeature, code: number, detail?: string): void {
    this.skipped.push({
      id: feature.id,
      feature_type: feature.feature_type,
      code,
      ...(detail && { detail }),
    });
  }

  /** The features of `type` with an id not seen before; the others are reported. */
  fresh(type: string): ImdfFeature[] {
    return this.all(type).filter((feature) => {
      if (!feature.id) this.skip(feature, 3112, "id");
      else if (this.byId.has(feature.id)) this.skip(feature, 3114);
      else {
        this.byId.set(feature.id, feature);
        return true;
      }
      return false;
    });
  }

  /** The floor of the feature's level (ground floor without one); undefined after reporting a skipped level. */
  floorOf(feature: ImdfFeature, levelId = levelIdOf(feature)): Floor | undefined {
    const floor = levelId === null ? groundFloor : this.floors.get(levelId);
    if (!floor) this.skip(feature, 3110, `level ${levelId}`);
    return floor;
  }

  add(feature: ImdfFeature, candidate: Omit<Candidate, "source"> & { source?: Partial<ImdfSource> }): void {
    const source: ImdfSource = {
      format: "imdf",
      feature_type: feature.feature_type,
      id: feature.id,
      properties: feature.properties,
      ...candidate.source,
    };
    const checked = checkedFeature({ ...candidate, source });
    if ("code" in checked) this.skip(feature, checked.code, checked.detail);
    else this.features.push(checked);
  }

  venues(): void {
    const addresses = this.fresh("address");
    const [first, ...others] = this.fresh("venue");
    for (const venue of first ? [first, ...others] : []) {
      this.add(venue, {
        floor: groundFloor,
        type: "campus",
        geometry: venue.geometry,
        properties: mappedProperties(venue),
        source: venue === first ? { related: addresses } : {},
      });
    }
    if (!first) for (const address of addresses) this.skip(address, 3113, "no venue");
  }

  buildings(): void {
    const footprints = this.fresh("footprint");
    for (const building of this.fresh("building")) {
      const own = footprints.filter((f) => stringList(f.properties.building_ids).includes(building.id));
      const footprint = own.find((f) => f.properties.category === "ground") ?? own[0];
      // IMDF 1.0 buildings have no geometry of their own: the ground footprint stands for it
      const geometry = building.geometry ?? footprint?.geometry ?? null;
      this.add(building, {
        floor: groundFloor,
        type: "building",
        geometry,
        properties: mappedProperties(building),
        source: building.geometry ? {} : { geometry: null },
      });
    }
    for (const footprint of footprints) {
      const properties = withoutFallbackName(footprint, mappedProperties(footprint));
      this.add(footprint, {
        floor: groundFloor,
        type: "background",
        geometry: footprint.geometry,
        properties,
      });
    }
  }

  levels(): void {
    for (const level of this.fresh("level")) {
      const floor = this.floorOf(level, level.id);
      if (!floor) continue;
      const ordinal = level.properties.ordinal;
      this.add(level, {
        floor,
        type: "level",
        geometry: level.geometry,
        properties: {
          ...mappedProperties(level, { building: this.levelBuilding.get(level.id) }),
          ...levelLabels(level.properties),
          ordinal,
        },
      });
    }
  }

  units(): void {
    const units = this.fresh("unit");
    const unitIds = new Set(units.map((u) => u.id));
    const related = new Map<string, ImdfFeature[]>();
    const anchorUnit = new Map<string, string>();
    for (const anchor of this.fresh("anchor")) {
      const unitId = String(anchor.properties.unit_id);
      if (!unitIds.has(unitId)) this.skip(anchor, 3113, `unit ${unitId}`);
      else {
        anchorUnit.set(anchor.id, unitId);
        related.set(unitId, [...(related.get(unitId) ?? []), anchor]);
      }
    }
    for (const occupant of this.fresh("occupant")) {
      const unitId = anchorUnit.get(String(occupant.properties.anchor_id));
      if (unitId === undefined) this.skip(occupant, 3113, `anchor ${String(occupant.properties.anchor_id)}`);
      else related.set(unitId, [...(related.get(unitId) ?? []), occupant]);
    }
    for (const unit of units) {
      const floor = this.floorOf(unit);
      if (!floor) continue;
      // in a fixed order, so that importing an export of this import changes nothing
      const kept = (related.get(unit.id) ?? []).sort(
        (a, b) => a.feature_type.localeCompare(b.feature_type) || a.id.localeCompare(b.id),
      );
      const occupant = kept.find((f) => f.feature_type === "occupant");
      const building = this.levelBuilding.get(levelIdOf(unit) ?? "");
      this.add(unit, {
        floor,
        type: unitType(category(unit)),
        geometry: unit.geometry,
        properties: mappedProperties(unit, { building, fallback: occupant?.properties.name }),
        source: kept.length ? { related: kept } : {},
      });
    }
  }

  /** Features of one level each, of one type of ours. */
  onLevels(imdfType: string, type: string, nameless: boolean): void {
    for (const feature of this.fresh(imdfType)) {
      const floor = this.floorOf(feature);
      if (!floor) continue;
      const building = this.levelBuilding.get(levelIdOf(feature) ?? "");
      const properties = mappedProperties(feature, { building });
      this.add(feature, {
        floor,
        type,
        geometry: feature.geometry,
        properties: nameless ? withoutFallbackName(feature, properties) : properties,
      });
    }
  }

  amenities(): void {
    for (const amenity of this.fresh("amenity")) {
      const unit = stringList(amenity.properties.unit_ids)
        .map((id) => this.byId.get(id))
        .find((f) => f?.feature_type === "unit");
      const floor = unit ? this.floorOf(amenity, levelIdOf(unit)) : groundFloor;
      if (!floor) continue;
      this.add(amenity, {
        floor,
        type: "poi",
        geometry: amenity.geometry,
        properties: mappedProperties(amenity, { room: unit?.id }),
      });
    }
  }

  /** Stair lines; a MultiLineString as one feature per line, written back as one. */
  details(): void {
    for (const detail of this.fresh("detail")) {
      if (!category(detail).includes("stairs")) {
        this.skip(detail, 3111, `detail ${category(detail) || "without category"}`);
        continue;
      }
      const floor = this.floorOf(detail);
      if (!floor) continue;
      // drawn steps, not a way through: left out of the routing graph
      const properties = { ...withoutFallbackName(detail, mappedProperties(detail)), routing: false };
      const { geometry } = detail;
      if (geometry?.type !== "MultiLineString" || !Array.isArray(geometry.coordinates)) {
        this.add(detail, { floor, type: "stairs", geometry, properties });
        continue;
      }
      geometry.coordinates.forEach((coordinates, part) => {
        const key = `${detail.id}.${part + 1}`;
        this.add(detail, {
          floor,
          type: "stairs",
          geometry: { type: "LineString", coordinates },
          properties: { ...properties, key, source_id: key },
          source: { part },
        });
      });
    }
  }

  /** Lifts, escalators and stairs between levels: a connector at each end, sharing the relationship's id. */
  relationships(): void {
    for (const relationship of this.fresh("relationship")) {
      const connectorType = connectorTypes[category(relationship)];
      if (!connectorType) {
        this.skip(relationship, 3111, `relationship ${category(relationship)}`);
        continue;
      }
      const { origin, intermediary, destination } = relationship.properties;
      const ends = [origin, ...(Array.isArray(intermediary) ? intermediary : []), destination]
        .map((ref) => (isObject(ref) ? this.byId.get(String(ref.id)) : undefined))
        .map((end) => end && { end, point: anchorPoint(end), levelId: levelIdOf(end) })
        .filter((end) => end?.point && end.levelId && this.floors.get(end.levelId));
      if (ends.length < 2) {
        this.skip(relationship, 3113, "origin or destination");
        continue;
      }
      ends.forEach((end, part) => {
        if (!end?.point || !end.levelId) return;
        const key = `${relationship.id}.${part + 1}`;
        this.add(relationship, {
          floor: this.floors.get(end.levelId) as Floor,
          type: "connector",
          geometry: { type: "Point", coordinates: end.point } as ImdfGeometry,
          properties: {
            key,
            source_id: key,
            connector_type: connectorType,
            connector_key: relationship.id,
            routing: true,
          },
          source: { part, geometry: relationship.geometry },
        });
      });
    }
  }

  navPath(): void {
    const nodes = this.fresh("navPath");
    const routes = navPathFeatures(nodes, (levelId) =>
      levelId === null ? groundFloor : this.floors.get(levelId),
    );
    this.features.push(...routes.features);
    this.skipped.push(...routes.skipped);
  }
}

/** The features to store and those left out; ImdfError when the archive refers to a level it lacks. */
export function planImport(archive: ImdfArchive): ImportPlan {
  const planner = new Planner(archive);
  planner.venues();
  planner.buildings();
  planner.levels();
  planner.units();
  planner.onLevels("opening", "door", true);
  planner.onLevels("fixture", "furniture", true);
  planner.onLevels("kiosk", "furniture", true);
  planner.onLevels("section", "roi", false);
  planner.onLevels("geofence", "roi", false);
  planner.amenities();
  planner.details();
  planner.relationships();
  planner.navPath();
  const skipped = [...archive.unreadable, ...planner.skipped];
  return { features: planner.features, skipped, ignoredFiles: archive.ignoredFiles };
}
