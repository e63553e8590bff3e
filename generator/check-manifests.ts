/** Rules that span files or fields, which the JSON Schema of a manifest cannot express. */

import {
  type ActionName,
  type FieldType,
  isAppWrite,
  publicationColumn,
  publicationStates,
  rangeFilterTypes,
  valueFilterTypes,
} from "../src/shared/area-spec.ts";
import { ManifestError } from "./manifest-error.ts";
import type { AreaManifest, CodeKind, FieldManifest, LoadedArea, Manifests } from "./manifest-types.ts";
import { locksOf } from "./transforms/area-spec.ts";
import { fieldCodes, fieldSets, templatedErrors } from "./transforms/error-registry.ts";

/** Columns every record has besides its manifest fields. */
export const systemColumns = ["id", "created_at", "updated_at", "version"] as const;

const formatTypes = new Set([
  "enum",
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
]);

/** Which code kinds a field must name, given its declaration. */
export function requiredCodeKinds(field: FieldManifest): CodeKind[] {
  const kinds: CodeKind[] = [];
  if (field.readOnly) return kinds;
  if (field.required) kinds.push("required");
  if (field.min !== undefined) kinds.push("min");
  if (field.max !== undefined) kinds.push("max");
  if (field.type === "reference") kinds.push("ref");
  if (field.rules?.includes("active")) kinds.push("inactive");
  if (field.unique) kinds.push("unique");
  if (formatTypes.has(field.type)) kinds.push("format");
  return kinds;
}

/** Columns whose stored value does not order like what the list shows (an id, a file, a set). */
const unsortableTypes = new Set(["reference", "upload", "roles", "password"]);

function fieldNames(manifest: AreaManifest): string[] {
  return Object.entries(manifest.fields ?? {}).flatMap(([name, field]) =>
    field.translated ? [name, `${name}_pl`, `${name}_en`] : [name],
  );
}

function checkArea(loaded: LoadedArea, manifests: Manifests, byName: Map<string, AreaManifest>): void {
  const { file, manifest } = loaded;
  const fail = (path: string, reason: string): never => {
    throw new ManifestError(file, path, reason);
  };
  const expected = file
    .split("/")
    .pop()
    ?.replace(/\.yaml$/, "");
  if (manifest.area !== expected) fail("/area", `must equal the file name '${expected}'`);

  const ranges = manifest.codeRanges;
  for (const [i, [low, high]] of ranges.entries()) {
    if (low > high) fail(`/codeRanges/${i}`, "the first code must not exceed the second");
  }
  const inRange = (code: number) => ranges.some(([low, high]) => code >= low && code <= high);
  const shared = manifests.catalogues.codes;
  const known = (code: number) =>
    manifest.errors?.[String(code)] !== undefined ||
    shared[String(code)] !== undefined ||
    manifests.map.manifest.errors[String(code)] !== undefined;
  for (const code of Object.keys(manifest.errors ?? {})) {
    if (!inRange(Number(code))) fail(`/errors/${code}`, "outside the area's codeRanges");
  }
  const checkCode = (path: string, code: number | undefined) => {
    if (code !== undefined && !known(code))
      fail(path, `code ${code} has no text in errors nor in catalogues/codes.yaml`);
  };
  for (const [kind, code] of Object.entries(manifest.codes ?? {})) {
    // notFound has a template (error-texts.ts), so its text may go unwritten; it is then the area's own.
    if (kind !== "notFound") checkCode(`/codes/${kind}`, code);
    else if (!known(code) && !inRange(code))
      fail("/codes/notFound", `code ${code} is outside the area's codeRanges`);
  }
  if (!manifest.viewOf && manifest.codes?.notFound === undefined) fail("/codes", "must name a notFound code");

  const own = new Set<string>([...fieldNames(manifest), ...systemColumns]);
  if (manifest.viewOf) {
    const base = byName.get(manifest.viewOf) ?? fail("/viewOf", `no area named '${manifest.viewOf}'`);
    const baseFields = new Set(fieldNames(base));
    for (const key of Object.keys(manifest.where ?? {})) {
      if (!baseFields.has(key)) fail(`/where/${key}`, `'${manifest.viewOf}' has no field '${key}'`);
    }
    for (const name of fieldNames(base)) own.add(name);
  }
  for (const [base, fields] of fieldSets(manifest)) checkFields(base, fields);
  // A field's code without a written text takes its template's, which belongs to this area's range.
  const templated = templatedErrors(loaded, manifests.catalogues, known);
  for (const { at, code } of fieldCodes(loaded)) {
    if (templated.has(String(code)) && !inRange(code))
      fail(at, `code ${code} is outside the area's codeRanges`);
  }
  for (const [i, lock] of locksOf(manifest).entries()) {
    const at = Array.isArray(manifest.locked) ? `/locked/${i}` : "/locked";
    if (!own.has(lock.when)) fail(`${at}/when`, `no field '${lock.when}'`);
    checkCode(`${at}/update`, lock.update);
    checkCode(`${at}/delete`, lock.delete);
    for (const [name, code] of Object.entries(lock.commands ?? {})) {
      if (!manifest.commands?.[name]) fail(`${at}/commands/${name}`, `no command '${name}'`);
      checkCode(`${at}/commands/${name}`, code);
    }
  }
  if (manifest.titleField !== undefined) {
    const type = manifest.fields?.[manifest.titleField]?.type;
    if (!type || !["string", "text", "email"].includes(type))
      fail("/titleField", `'${manifest.titleField}' is not a text field of the area`);
  }
  if (manifest.push) checkPush(manifest, fail);
  if (manifest.preview) checkPreview(manifest, fail);
  for (const [i, name] of (manifest.formShows ?? []).entries()) {
    if (!manifest.fields?.[name]?.readOnly)
      fail(`/formShows/${i}`, `'${name}' is not a read-only field of the area`);
  }
  if (manifest.app) checkAppRead(manifest, fail);
  if (manifest.schedule) {
    checkSchedule(manifest, fail);
    const labelled = Object.keys(manifests.catalogues.enumerations[publicationColumn] ?? {});
    if (labelled.join() !== publicationStates.join())
      fail(
        "/schedule",
        `catalogues/enumerations.yaml must label ${publicationStates.join(", ")} as '${publicationColumn}'`,
      );
  }
  for (const [name, command] of Object.entries(manifest.commands ?? {})) {
    for (const [i, rule] of (command.rules ?? []).entries())
      checkCode(`/commands/${name}/rules/${i}/code`, rule.code);
    if (command.anonymous) {
      // Only the app's writes have the per-address counting an anonymous caller is held to.
      if (!isAppWrite(command))
        fail(`/commands/${name}/anonymous`, "only an app write (path mobile/...) may be anonymous");
      const limitCode = command.anonymous.limitCode;
      checkCode(`/commands/${name}/anonymous/limitCode`, limitCode);
      if (manifest.errors?.[String(limitCode)]?.status !== 429)
        fail(
          `/commands/${name}/anonymous/limitCode`,
          `code ${limitCode} must be the area's own, with status 429`,
        );
    }
  }

  function checkFields(base: string, fields: Record<string, FieldManifest>): void {
    for (const [name, field] of Object.entries(fields)) {
      const at = `${base}/${name}`;
      for (const kind of requiredCodeKinds(field)) {
        if (field.codes?.[kind] === undefined) fail(`${at}/codes`, `must name a '${kind}' code`);
      }
      if (field.enum && !manifests.catalogues.enumerations[field.enum]) {
        fail(`${at}/enum`, `no enumeration '${field.enum}' in catalogues/enumerations.yaml`);
      }
      if (field.upload !== undefined && !manifests.catalogues.uploads[field.upload]) {
        fail(`${at}/upload`, `no upload kind '${field.upload}' in catalogues/uploads.yaml`);
      }
      if (field.picks) fail(`${at}/picks`, "only map properties hold a feature's key");
      if (field.ref) {
        const target = byName.get(field.ref) ?? fail(`${at}/ref`, `no area named '${field.ref}'`);
        if (field.rules?.includes("active") && !target.activeWhen) {
          fail(`${at}/rules`, `'${field.ref}' does not say when it is active (activeWhen)`);
        }
      }
    }
  }
  for (const [i, name] of (manifest.list ?? []).entries()) {
    if (name === publicationColumn && !manifest.schedule)
      fail(`/list/${i}`, `'${publicationColumn}' is listed only where a schedule says it`);
    if (!own.has(name) && name !== publicationColumn) fail(`/list/${i}`, `no field '${name}'`);
  }
  const listed = new Set(manifest.list ?? (manifest.viewOf ? byName.get(manifest.viewOf)?.list : []) ?? []);
  const typeOf = (name: string) =>
    Object.entries({
      ...(manifest.viewOf ? byName.get(manifest.viewOf)?.fields : {}),
      ...manifest.fields,
    }).find(
      ([field, spec]) =>
        field === name || (spec.translated && (name === `${field}_pl` || name === `${field}_en`)),
    )?.[1].type;
  for (const [i, name] of (manifest.sortable ?? []).entries()) {
    if (!listed.has(name)) fail(`/sortable/${i}`, `'${name}' is not a listed column (list)`);
    const type = typeOf(name);
    if (type && unsortableTypes.has(type)) fail(`/sortable/${i}`, `a ${type} column cannot be sorted by`);
  }
  for (const [i, name] of (manifest.search ?? []).entries()) {
    if (!own.has(name)) fail(`/search/${i}`, `no field '${name}'`);
  }
  checkListFilters(manifest, typeOf, fail);
  checkBulk(manifest, manifests, fail);
  for (const [i, rule] of (manifest.rules ?? []).entries()) {
    for (const name of [...rule.fields, ...Object.keys(rule.when ?? {})]) {
      if (!own.has(name)) fail(`/rules/${i}`, `no field '${name}'`);
    }
    checkCode(`/rules/${i}/code`, rule.code);
  }
  for (const key of Object.keys(manifest.activeWhen ?? {})) {
    if (!own.has(key)) fail(`/activeWhen/${key}`, `no field '${key}'`);
  }
  if (manifest.console?.editVia && !byName.has(manifest.console.editVia)) {
    fail("/console/editVia", `no area named '${manifest.console.editVia}'`);
  }
}

/** `preview` names fields of the kinds the phone-sized preview shows them as. */
function checkPreview(manifest: AreaManifest, fail: (path: string, reason: string) => never): void {
  const preview = manifest.preview ?? { title: "" };
  const fields = manifest.fields ?? {};
  const uploadOf = (kinds: string[]) => (f: FieldManifest) =>
    f.type === "upload" && kinds.includes(f.upload ?? "");
  const kinds: Record<string, [(f: FieldManifest) => boolean, string]> = {
    title: [(f) => f.type === "string" || f.type === "text", "a string or text field"],
    body: [(f) => f.type === "string" || f.type === "text", "a string or text field"],
    place: [(f) => f.type === "string" || f.type === "text", "a string or text field"],
    image: [uploadOf(["photo", "icon"]), "an upload field of a photo or an icon"],
    video: [uploadOf(["video"]), "an upload field of a video"],
    when: [(f) => f.type === "date" || f.type === "datetime", "a date or datetime field"],
    link: [(f) => f.type === "url", "a url field"],
    color: [(f) => f.type === "color", "a color field"],
  };
  for (const [part, name] of Object.entries(preview)) {
    const [ok, what] = kinds[part] ?? fail(`/preview/${part}`, "not a part of the preview");
    const field = fields[name] ?? fail(`/preview/${part}`, `no field '${name}'`);
    if (!ok(field)) fail(`/preview/${part}`, `'${name}' must be ${what}`);
  }
}

/** `app` names fields the app can be given, filtered and ordered by. */
function checkAppRead(manifest: AreaManifest, fail: (path: string, reason: string) => never): void {
  const app = manifest.app ?? { path: "", fields: [] };
  const fields = manifest.fields ?? {};
  const field = (path: string, name: string) => fields[name] ?? fail(path, `no field '${name}'`);
  for (const [i, name] of app.fields.entries()) {
    const spec = field(`/app/fields/${i}`, name);
    if (spec.type === "password" || spec.type === "email" || spec.type === "phone")
      fail(`/app/fields/${i}`, `'${name}' is personal (${spec.type}): the app's reads are public`);
  }
  if (app.lang && field("/app/lang", app.lang).enum !== "language")
    fail("/app/lang", `'${app.lang}' must be an enum field of the language enumeration`);
  for (const [i, name] of (app.filters ?? []).entries())
    if (field(`/app/filters/${i}`, name).type !== "enum")
      fail(`/app/filters/${i}`, `'${name}' must be an enum field`);
  for (const name of Object.keys(app.only ?? {}))
    if (field(`/app/only/${name}`, name).type !== "enum")
      fail(`/app/only/${name}`, `'${name}' must be an enum field`);
  if (app.order) {
    const name = app.order.replace(/^-|^upcoming:/, "");
    const spec = field("/app/order", name);
    if (app.order.startsWith("upcoming:") && spec.type !== "date" && spec.type !== "datetime")
      fail("/app/order", `'${name}' must be a date or datetime field to order by what is upcoming`);
  }
}

/**
 * `schedule` names two optional date or datetime fields of one type, held in order by an `ordered`
 * rule: a window that ends before it starts would hide the record for good without a word.
 */
function checkSchedule(manifest: AreaManifest, fail: (path: string, reason: string) => never): void {
  const schedule = manifest.schedule ?? { from: "", until: "" };
  const fields = manifest.fields ?? {};
  const types = Object.entries(schedule).map(([part, name]) => {
    const field = fields[name] ?? fail(`/schedule/${part}`, `no field '${name}'`);
    if (field.type !== "date" && field.type !== "datetime")
      fail(`/schedule/${part}`, `'${name}' must be a date or datetime field`);
    if (field.required)
      fail(`/schedule/${part}`, `'${name}' must be optional: an empty one leaves the window open`);
    return field.type;
  });
  if (types[0] !== types[1]) fail("/schedule", "both ends must be of one type (date or datetime)");
  const ordered = (manifest.rules ?? []).some(
    (rule) => rule.kind === "ordered" && rule.fields.join() === [schedule.from, schedule.until].join(),
  );
  if (!ordered)
    fail("/schedule", `needs a rule { kind: ordered, fields: [${schedule.from}, ${schedule.until}] }`);
  if (manifest.activeWhen === undefined && !fields.status)
    fail("/schedule", "needs a 'status' field or activeWhen: a window applies to active records");
}

/** `push` names fields of the right kinds: what the delivery worker reads and sets must be there. */
function checkPush(manifest: AreaManifest, fail: (path: string, reason: string) => never): void {
  const push = manifest.push;
  if (!push) return;
  const fields = manifest.fields ?? {};
  const kind = (path: string, name: string, ok: (field: FieldManifest) => boolean, what: string) => {
    const field = fields[name] ?? fail(path, `no field '${name}'`);
    if (!ok(field)) fail(path, `'${name}' must be ${what}`);
  };
  if (push.flag) kind("/push/flag", push.flag, (f) => f.type === "boolean", "a boolean field");
  for (const name of Object.keys(push.when ?? {})) kind(`/push/when/${name}`, name, () => true, "a field");
  if (push.at) kind("/push/at", push.at, (f) => f.type === "datetime", "a datetime field");
  kind(
    "/push/sentAt",
    push.sentAt,
    (f) => f.type === "datetime" && f.readOnly === true,
    "a read-only datetime field",
  );
  const text = (f: FieldManifest) => f.type === "string" || f.type === "text";
  kind("/push/title", push.title, text, "a string or text field");
  kind("/push/body", push.body, text, "a string or text field");
  if (push.lang)
    kind("/push/lang", push.lang, (f) => f.enum === "language", "a field of the language enumeration");
}

/** The map manifest: its codes, properties, rules and types refer to what exists. */
function checkMap(manifests: Manifests, byName: Map<string, AreaManifest>): void {
  const { file, manifest } = manifests.map;
  const fail = (path: string, reason: string): never => {
    throw new ManifestError(file, path, reason);
  };
  const inRange = (code: number) => manifest.codeRanges.some(([low, high]) => code >= low && code <= high);
  for (const code of Object.keys(manifest.errors)) {
    if (!inRange(Number(code))) fail(`/errors/${code}`, "outside the map's codeRanges");
  }
  const known = (code: number) =>
    manifest.errors[String(code)] !== undefined || manifests.catalogues.codes[String(code)] !== undefined;
  for (const [kind, code] of Object.entries(manifest.codes)) {
    if (!known(code))
      fail(`/codes/${kind}`, `code ${code} has no text in errors nor in catalogues/codes.yaml`);
  }
  const halves = (name: string) =>
    manifest.properties[name]?.translated ? [`${name}_pl`, `${name}_en`] : [name];
  for (const [name, field] of Object.entries(manifest.properties)) {
    if (field.codes) fail(`/properties/${name}/codes`, "map properties take the map-wide codes");
    if (field.enum && !manifests.catalogues.enumerations[field.enum]) {
      fail(`/properties/${name}/enum`, `no enumeration '${field.enum}' in catalogues/enumerations.yaml`);
    }
    if (field.ref && !byName.has(field.ref)) fail(`/properties/${name}/ref`, `no area named '${field.ref}'`);
    for (const [i, type] of (field.picks ?? []).entries()) {
      if (!manifest.types[type]) fail(`/properties/${name}/picks/${i}`, `no map type '${type}'`);
    }
    if (field.picks && field.type !== "string") {
      fail(`/properties/${name}/picks`, "a property holding a feature's key is a string");
    }
  }
  const every = new Set(Object.keys(manifest.properties).flatMap(halves));
  for (const [i, rule] of (manifest.rules ?? []).entries()) {
    for (const name of rule.fields) if (!every.has(name)) fail(`/rules/${i}`, `no property '${name}'`);
    if (!known(rule.code)) fail(`/rules/${i}/code`, `code ${rule.code} has no text`);
  }
  for (const [i, name] of (manifest.common ?? []).entries()) {
    if (!manifest.properties[name]) fail(`/common/${i}`, `no property '${name}'`);
  }
  for (const [type, spec] of Object.entries(manifest.types)) {
    const own = new Set([...(manifest.common ?? []), ...(spec.properties ?? [])].flatMap(halves));
    for (const [i, name] of (spec.properties ?? []).entries()) {
      if (!manifest.properties[name]) fail(`/types/${type}/properties/${i}`, `no property '${name}'`);
    }
    for (const [i, name] of (spec.required ?? []).entries()) {
      if (!own.has(name)) fail(`/types/${type}/required/${i}`, `'${type}' has no property '${name}'`);
    }
    for (const [i, rule] of (spec.rules ?? []).entries()) {
      for (const name of rule.fields) {
        if (!own.has(name)) fail(`/types/${type}/rules/${i}`, `'${type}' has no property '${name}'`);
      }
      if (!known(rule.code)) fail(`/types/${type}/rules/${i}/code`, `code ${rule.code} has no text`);
    }
  }
}

/** Every role an area, a command or a screen names is one of catalogues/roles.yaml. */
function checkRoleNames(manifests: Manifests): void {
  const known = new Set(Object.keys(manifests.catalogues.roles));
  const check = (file: string, path: string, role: string) => {
    if (!known.has(role))
      throw new ManifestError(file, path, `no role '${role}' in manifests/catalogues/roles.yaml`);
  };
  for (const { file, manifest } of manifests.areas) {
    for (const role of Object.keys(manifest.actions ?? {})) check(file, `/actions/${role}`, role);
    for (const [name, command] of Object.entries(manifest.commands ?? {}))
      for (const [i, role] of command.roles.entries()) check(file, `/commands/${name}/roles/${i}`, role);
  }
  for (const [s, screen] of manifests.catalogues.screens.entries())
    for (const [i, role] of screen.roles.entries())
      check("manifests/catalogues/screens.yaml", `/screens/${s}/roles/${i}`, role);
}

const systemDateTimes = new Set(["created_at", "updated_at"]);

/** `filters`: fields of a kind the list filters by (list-filters.ts); the accounts' store has none. */
function checkListFilters(
  manifest: AreaManifest,
  typeOf: (name: string) => string | undefined,
  fail: (at: string, problem: string) => never,
): void {
  const filters = manifest.filters ?? [];
  if (filters.length && manifest.store === "users") fail("/filters", "the accounts' list has no filters");
  for (const [i, name] of filters.entries()) {
    if (systemDateTimes.has(name)) continue;
    const type = typeOf(name);
    if (!type) fail(`/filters/${i}`, `no field '${name}'`);
    if (![...valueFilterTypes, ...rangeFilterTypes].includes(type as FieldType))
      fail(
        `/filters/${i}`,
        `a ${type} field cannot be filtered by (only ${[...valueFilterTypes, ...rangeFilterTypes].join(", ")})`,
      );
  }
}

/**
 * `bulk`: delete where a role may delete; activate and deactivate where a role may update and the
 * active field (activeWhen, by default status) has one opposite value (a boolean, a two-valued enum).
 */
function checkBulk(
  manifest: AreaManifest,
  manifests: Manifests,
  fail: (at: string, problem: string) => never,
): void {
  const may = (action: ActionName) =>
    Object.values(manifest.actions).some((actions) => actions?.includes(action));
  for (const [i, action] of (manifest.bulk ?? []).entries()) {
    if (action === "delete") {
      if (!may("delete")) fail(`/bulk/${i}`, "no role may delete the area's records");
      continue;
    }
    if (!may("update")) fail(`/bulk/${i}`, "no role may update the area's records");
    for (const [name, value] of Object.entries(manifest.activeWhen ?? { status: "active" })) {
      const field = manifest.fields?.[name];
      if (!field) fail(`/bulk/${i}`, `no active field '${name}' (activeWhen)`);
      if (typeof value === "boolean") continue;
      const values = Object.keys((field.enum && manifests.catalogues.enumerations[field.enum]) ?? {});
      if (values.length !== 2 || !values.includes(value))
        fail(`/bulk/${i}`, `'${name}' must be an enum of '${value}' and one other value`);
    }
  }
}

export function checkManifests(manifests: Manifests): void {
  const byName = new Map<string, AreaManifest>();
  const consolePaths = new Map<string, string>();
  const codeOwner = new Map<string, string>(
    Object.keys(manifests.catalogues.codes).map((code) => [code, "manifests/catalogues/codes.yaml"]),
  );
  for (const code of Object.keys(manifests.map.manifest.errors)) {
    const other = codeOwner.get(code);
    if (other)
      throw new ManifestError(
        manifests.map.file,
        `/errors/${code}`,
        `code ${code} is also defined in ${other}`,
      );
    codeOwner.set(code, manifests.map.file);
  }
  for (const { file, manifest } of manifests.areas) {
    if (byName.has(manifest.area))
      throw new ManifestError(file, "/area", `area '${manifest.area}' is declared twice`);
    byName.set(manifest.area, manifest);
    const path = manifest.console?.path;
    if (path) {
      const other = consolePaths.get(path);
      if (other)
        throw new ManifestError(file, "/console/path", `'${path}' is also the console path of ${other}`);
      consolePaths.set(path, file);
    }
    for (const code of Object.keys(manifest.errors ?? {})) {
      const other = codeOwner.get(code);
      if (other) throw new ManifestError(file, `/errors/${code}`, `code ${code} is also defined in ${other}`);
      codeOwner.set(code, file);
    }
  }
  checkRoleNames(manifests);
  for (const loaded of manifests.areas) checkArea(loaded, manifests, byName);
  checkMap(manifests, byName);
}
