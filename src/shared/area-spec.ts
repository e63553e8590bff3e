/**
 * The compiled form of an area manifest, written by the generator to generated/areas.ts and read by
 * the server (route table, validation, stores) and the console (screens, menu).
 */
export type Text = { pl: string; en: string };
export type Lang = keyof Text;
export type RoleName = "admin" | "moderator" | "ad_user" | "ad_employee" | "user";
export type ActionName = "list" | "view" | "create" | "update" | "delete";
export type CodeKind = "required" | "type" | "min" | "max" | "format" | "ref" | "inactive" | "unique";
export type FieldType =
  | "string"
  | "text"
  | "integer"
  | "number"
  | "boolean"
  | "enum"
  | "reference"
  | "upload"
  | "date"
  | "datetime"
  | "color"
  | "url"
  | "email"
  | "phone"
  | "mac"
  | "password"
  | "roles";

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
  upload?: "photo" | "icon" | "video" | "audio";
  lookup?: string;
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
  fields: FieldSpec[];
  rules: RuleSpec[];
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
  fields: FieldSpec[];
  rules: RuleSpec[];
  codes: { notFound?: number; inUse?: number; inactiveInUse?: number };
  activeWhen?: Record<string, string | boolean>;
  locked?: { when: string; update: number; delete: number };
  commands: CommandSpec[];
}

export interface ErrorEntry {
  status: number;
  pl: string;
  en: string;
  /** the manifest that defines the code */
  source: string;
}
