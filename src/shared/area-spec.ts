/**
 * The compiled form of an area manifest, written by the generator to generated/areas.ts and read by
 * the server (route table, validation, stores) and the console (screens, menu).
 */
import type { roles } from "../../generated/catalogues.ts";
import type { UploadKind } from "./upload-kinds.ts";

export type Text = { pl: string; en: string };
export type Lang = keyof Text;
/** The roles of manifests/catalogues/roles.yaml. */
export type RoleName = keyof typeof roles;
/** What a role may do with an area's records (manifests' `actions`). */
export const actionNames = ["list", "view", "create", "update", "delete"] as const;
export type ActionName = (typeof actionNames)[number];
/** The kinds of failure a field's codes name (manifests' `codes`). */
export const codeKinds = ["required", "type", "min", "max", "format", "ref", "inactive", "unique"] as const;
export type CodeKind = (typeof codeKinds)[number];
/** The field types a manifest may declare. */
export const fieldTypes = [
  "string",
  "text",
  "integer",
  "number",
  "boolean",
  "enum",
  "reference",
  "upload",
  "date",
  "datetime",
  "color",
  "url",
  "email",
  "phone",
  "mac",
  "login",
  "password",
  "roles",
] as const;
export type FieldType = (typeof fieldTypes)[number];

export interface FieldSpec {
  name: string;
  type: FieldType;
  label: Text;
  required: boolean;
  readOnly: boolean;
  createOnly: boolean;
  unique: boolean;
  min?: number;
  max?: number;
  default?: unknown;
  /** allowed values of an enum field, resolved from the shared enumeration */
  values?: string[];
  enumName?: string;
  ref?: string;
  mustBeActive: boolean;
  upload?: UploadKind;
  lookup?: string;
  /** map properties: the map types whose key the property holds (the editor offers those features) */
  picks?: string[];
  /** set on the two halves of a translated field: name_pl and name_en come from `name` */
  translation?: { of: string; lang: Lang };
  codes: Partial<Record<CodeKind, number>>;
}

export interface RuleSpec {
  kind: "equal" | "anyRequired" | "requiredWhen" | "maxActive" | "ordered";
  fields: string[];
  when?: Record<string, string>;
  limit?: number;
  code: number;
}

export interface CommandSpec {
  name: string;
  /** path under /api, with {id} for the record's id */
  path: string;
  summary: Text;
  /** what it does beyond the summary, for the API docs (English) */
  description?: string;
  roles: RoleName[];
  /**
   * an app write callers without a token may send too (spec §3: an opinion "user (or
   * unauthenticated)"), under its own limit per client address, refused with `limitCode` (429)
   */
  anonymous?: { limitCode: number };
  fields: FieldSpec[];
  rules: RuleSpec[];
}

/**
 * The mobile app's writes are the commands under /api/mobile/: signed-in app users, not staff, send
 * them, so the server counts them per client address (MOBILE_MAX_PER_ADDRESS_PER_HOUR, 429 with 9018).
 */
export const isAppWrite = (command: Pick<CommandSpec, "path">) => command.path.startsWith("mobile/");

/**
 * How an area's records go out as push notifications to the mobile app's devices, once each
 * (src/server/delivery/record-pushes.ts): a record is pushed when it is active, matches `when`, has
 * `flag` checked, its `at` time has come, and `sentAt` is still empty; the server then sets `sentAt`.
 */
export interface PushSpec {
  /** a boolean field asking for the push when the record is saved */
  flag?: string;
  /** field values of the records that are pushes (a notification of type push) */
  when?: Record<string, string>;
  /** a datetime field: the push goes out at that time */
  at?: string;
  /** the read-only datetime field the server sets when it queues the push */
  sentAt: string;
  /** the fields giving the title and the body; a translated one is read in each device's language */
  title: string;
  body: string;
  /** a language field: only the devices of the record's language get it */
  lang?: string;
}

export interface AreaSpec {
  area: string;
  file: string;
  store: "records" | "users";
  /** a view lists the records of another area that match `where` */
  viewOf?: string;
  where?: Record<string, string>;
  title: Text;
  itemTitle: Text;
  console?: { path: string; aliases: string[]; menu?: number; icon?: string; editVia?: string };
  actions: Partial<Record<RoleName, ActionName[]>>;
  search: string[];
  list: string[];
  /** listed columns the list can be sorted by on the server (?sort=column, ?sort=-column) */
  sortable: string[];
  /** the list can be downloaded as CSV (GET /api/<area>/export.csv) */
  export: boolean;
  /**
   * fields the list can be filtered by (manifests' `filters`): an enum, status, language, boolean or
   * reference by one value (`?status=active`), a date or datetime by a range (`?created_at.from=`,
   * `?created_at.to=`), both ends included
   */
  filters: string[];
  /** what the list can do to many selected records at once (POST /api/<area>/bulk) */
  bulk: BulkAction[];
  fields: FieldSpec[];
  rules: RuleSpec[];
  codes: { notFound?: number; inUse?: number; inactiveInUse?: number };
  activeWhen?: Record<string, string | boolean>;
  /** the conditions under which a record can no longer be changed, deleted or given a command */
  locked?: LockSpec[];
  /**
   * the field that names a record to people (a news item's name): confirmations and messages say
   * "News item 'Library opening hours extended'" rather than its number
   */
  titleField?: string;
  push?: PushSpec;
  /** how the mobile app shows a record: the console's phone-sized preview of the form */
  preview?: PreviewSpec;
  /** read-only fields the edit form shows, read-only (values another system sets) */
  formShows?: string[];
  /** when a record is public: its publication window (src/server/areas/publication-window.ts) */
  schedule?: ScheduleSpec;
  /** what the mobile app reads of the public records (GET /api/app/v1/<path>, src/server/app-api/) */
  app?: AppReadSpec;
  commands: CommandSpec[];
}

/**
 * The bulk actions of a list (manifests' `bulk`): activate and deactivate set the area's active field
 * (activeWhen) as an edit would, delete deletes; each record in its own transaction and audited.
 */
export const bulkActions = ["activate", "deactivate", "delete"] as const;
export type BulkAction = (typeof bulkActions)[number];

/** The field types a list can be filtered by: one value of these. */
export const valueFilterTypes: readonly FieldType[] = ["enum", "boolean", "reference"];
/** The field types a list can be filtered by: a range of these. */
export const rangeFilterTypes: readonly FieldType[] = ["date", "datetime"];
/** The query parameters of a range filter of `field`. */
export const rangeParams = (field: string) => ({ from: `${field}.from`, to: `${field}.to` });

/**
 * A lock of the manifests' `locked`: while the record's field `when` is set (not empty, not false), the
 * actions it names are refused with their codes, and the console does not offer them (a sent push is
 * shown read-only with the update code's text as the reason; a directory account has no delete).
 */
export interface LockSpec {
  when: string;
  update?: number;
  delete?: number;
  /** commands of the area (by name) refused on a locked record, each with its code */
  commands?: Record<string, number>;
}

/** The field values of an active record: the manifest's `activeWhen`, by default an active status. */
export const activeWhenOf = (area: Pick<AreaSpec, "activeWhen">): Record<string, string | boolean> =>
  area.activeWhen ?? { status: "active" };

/**
 * The app's read of an area (manifests' `app`): its public records only (active, inside their
 * publication window), with the fields an app needs and nothing else.
 */
export interface AppReadSpec {
  /** the call's path under /api/app/v1/ */
  path: string;
  /** the fields the app gets besides the id; a translated one in the asked language, named without _pl/_en */
  fields: string[];
  /** a language field: the records of the asked language only */
  lang?: string;
  /** enum fields the call filters by when asked (?place=before_articles) */
  filters?: string[];
  /** enum fields and the values of the records the app sees (notifications: general and marketing) */
  only?: Record<string, string[]>;
  /**
   * the order: a field, `-field` descending (equal values: newest first); `upcoming:field`, a date or
   * datetime: from now on first, soonest first, then the past, latest first. Unset: newest first.
   */
  order?: string;
}

/**
 * A record's publication window (manifests' `schedule`): two optional date or datetime fields. A record
 * is public while it is active and now is inside the window: from `from` (unset: since it was saved)
 * until `until` (unset: no end). A datetime `until` is the first moment it is no longer public; a
 * date `until` is the last day it is, in the campus's time zone.
 */
export interface ScheduleSpec {
  from: string;
  until: string;
}

/**
 * Where a record stands against its window, as lists show and filter it: `hidden` when it is not
 * active (whatever its window), else `scheduled` before the window, `live` inside, `ended` after.
 */
export const publicationStates = ["scheduled", "live", "ended", "hidden"] as const;
export type PublicationState = (typeof publicationStates)[number];
/** The listed column (manifests' `list`) and the list's filter of an area with a schedule. */
export const publicationColumn = "publication";

/**
 * The fields the mobile app shows a record with (manifests' `preview`); a translated one is read in
 * the language the preview is switched to.
 */
export interface PreviewSpec {
  title: string;
  body?: string;
  /** an upload field of an image */
  image?: string;
  /** an upload field of a video */
  video?: string;
  /** a date or datetime field: when it happens */
  when?: string;
  /** a text field: where it happens */
  place?: string;
  /** a url field the app opens */
  link?: string;
  /** a color field the app draws it in */
  color?: string;
}

export interface ErrorEntry {
  status: number;
  pl: string;
  en: string;
  /** false: never answered to the console (codes.yaml `console: false`), so not in its catalogue */
  console?: false;
  /** the manifest that defines the code */
  source: string;
}
