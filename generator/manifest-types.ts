/** Shapes of the YAML manifests, as checked by manifest-schema.ts. */

import type {
  ActionName,
  AppReadSpec,
  BulkAction,
  CodeKind,
  FieldType,
  LockSpec,
  PreviewSpec,
  PushSpec,
  RoleName,
  RuleSpec,
  ScheduleSpec,
  Text,
} from "../src/shared/area-spec.ts";
import type { GeometryGroup, MapCodes } from "../src/shared/map-spec.ts";
import type { ScreenManifest } from "./transforms/console-tables.ts";

export type { ActionName, CodeKind, FieldType, RoleName, Text };
/** A rule reads the same in a manifest and in the compiled area table. */
export type RuleManifest = RuleSpec;

/** The Polish grammatical gender of a label, which the generated error texts agree with. */
export type Gender = "f" | "m" | "n";

export interface FieldManifest {
  type: FieldType;
  /** `gender` only when the label's first word misleads (generator/transforms/error-texts.ts) */
  label: Text & { gender?: Gender };
  help?: Text;
  translated?: boolean;
  required?: boolean;
  min?: number;
  max?: number;
  default?: unknown;
  enum?: string;
  values?: string[];
  ref?: string;
  rules?: "active"[];
  /** an upload kind of catalogues/uploads.yaml */
  upload?: string;
  lookup?: "rooms" | "geo_basic" | "beacons";
  /** map manifest: the map types whose key the property holds */
  picks?: string[];
  unique?: boolean;
  readOnly?: boolean;
  createOnly?: boolean;
  /** the field's former name: the next migration renames its column (data kept) */
  renamedFrom?: string;
  codes?: Partial<Record<CodeKind, number>>;
}

export interface CommandManifest {
  path: string;
  summary: Text;
  /** the API docs' account of what it does beyond the summary (English) */
  description?: string;
  roles: RoleName[];
  /** also open to callers without a token, under a limit per address refused with `limitCode` (429) */
  anonymous?: { limitCode: number };
  fields?: Record<string, FieldManifest>;
  rules?: RuleManifest[];
}

export interface AreaManifest {
  area: string;
  title: Text;
  itemTitle: Text;
  store?: "records" | "users";
  viewOf?: string;
  /** the area's former name: the next migration renames its table (records kept) */
  renamedFrom?: string;
  /** columns of removed fields whose data the next migration may drop */
  dropFields?: string[];
  where?: Record<string, string>;
  console?: { path: string; aliases?: string[]; menu?: number; icon?: string; editVia?: string };
  codeRanges: [number, number][];
  /** one lock or several (src/shared/area-spec.ts LockSpec) */
  locked?: LockSpec | LockSpec[];
  /** the field naming a record in messages; default: the field `name` when there is one */
  titleField?: string;
  /** reads the same in a manifest and in the compiled area table */
  push?: PushSpec;
  /** reads the same in a manifest and in the compiled area table */
  preview?: PreviewSpec;
  /** read-only fields the edit form shows, read-only (values another system sets) */
  formShows?: string[];
  /** reads the same in a manifest and in the compiled area table */
  schedule?: ScheduleSpec;
  /** reads the same in a manifest and in the compiled area table */
  app?: AppReadSpec;
  commands?: Record<string, CommandManifest>;
  codes?: { notFound?: number; inUse?: number; inactiveInUse?: number };
  activeWhen?: Record<string, string | boolean>;
  actions: Partial<Record<RoleName, ActionName[]>>;
  search?: string[];
  fields?: Record<string, FieldManifest>;
  rules?: RuleManifest[];
  list?: string[];
  /** listed columns the list can be sorted by on the server (GET ?sort=column or -column) */
  sortable?: string[];
  /** whether the list can be downloaded as CSV (GET /api/<area>/export.csv); not unless said */
  export?: boolean;
  /** fields the list can be filtered by (a value, or a range of a date or datetime) */
  filters?: string[];
  /** what the list does to many selected records at once (POST /api/<area>/bulk) */
  bulk?: BulkAction[];
  errors?: Record<string, { pl: string; en: string; status?: number }>;
}

export interface Catalogues {
  roles: Record<RoleName, { id: number; directory: boolean; label: Text }>;
  languages: Record<string, { localName: string; firstDayOfWeek: number }>;
  uploads: Record<string, { maxBytes: number; types: { mime: string; extensions: string[] }[] }>;
  enumerations: Record<string, Record<string, Text>>;
  codes: Record<string, { pl: string; en: string; status?: number; console?: false }>;
  screens: ScreenManifest[];
}

export interface LoadedArea {
  /** path relative to the repository root, used in messages and generated headers */
  file: string;
  manifest: AreaManifest;
}

export interface MapManifest {
  codeRanges: [number, number][];
  codes: MapCodes;
  properties: Record<string, FieldManifest>;
  rules?: RuleManifest[];
  common?: string[];
  types: Record<
    string,
    {
      group: GeometryGroup;
      label: Text;
      properties?: string[];
      required?: string[];
      rules?: RuleManifest[];
      app?: boolean;
    }
  >;
  errors: Record<string, { pl: string; en: string; status?: number }>;
}

export interface LoadedMap {
  /** path relative to the repository root */
  file: string;
  manifest: MapManifest;
}

export interface Manifests {
  catalogues: Catalogues;
  areas: LoadedArea[];
  map: LoadedMap;
}
