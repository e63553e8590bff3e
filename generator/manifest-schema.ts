/**
 * The JSON Schema every area manifest must satisfy. Cross-file rules (a code used by a field is
 * defined, references point at existing areas) are checked in check-manifests.ts.
 */
import { actionNames, codeKinds, fieldTypes } from "../src/shared/area-spec.ts";
import { geometryGroups } from "../src/shared/map-spec.ts";

const text = {
  type: "object",
  required: ["pl", "en"],
  additionalProperties: false,
  properties: { pl: { type: "string", minLength: 1 }, en: { type: "string", minLength: 1 } },
} as const;

/** A field's label: its texts and, when its first word misleads, the Polish gender of the error texts. */
const fieldLabel = {
  type: "object",
  required: ["pl", "en"],
  additionalProperties: false,
  properties: { ...text.properties, gender: { enum: ["f", "m", "n"] } },
} as const;

/** A role's name; the roles are those of catalogues/roles.yaml (check-manifests.ts checks each). */
const roleName = { type: "string", pattern: "^[a-z][a-z_]*$" } as const;

const code = { type: "integer", minimum: 1000, maximum: 9999 } as const;

const lock = {
  type: "object",
  required: ["when"],
  anyOf: [{ required: ["update"] }, { required: ["delete"] }, { required: ["commands"] }],
  additionalProperties: false,
  properties: {
    when: { type: "string" },
    update: code,
    delete: code,
    commands: { type: "object", minProperties: 1, additionalProperties: code },
  },
} as const;

const field = {
  type: "object",
  required: ["type", "label"],
  additionalProperties: false,
  properties: {
    type: { enum: fieldTypes },
    label: fieldLabel,
    help: text,
    translated: { type: "boolean", description: "stored as <name>_pl and <name>_en" },
    required: { type: "boolean" },
    min: { type: "number", description: "minimum length for text, minimum value for numbers" },
    max: { type: "number", description: "maximum length for text, maximum value for numbers" },
    default: {},
    enum: { type: "string", description: "name of a shared enumeration" },
    values: { type: "array", items: { type: "string" }, minItems: 1 },
    ref: { type: "string", description: "area the id refers to" },
    rules: { type: "array", items: { enum: ["active"] } },
    upload: { type: "string", description: "an upload kind of catalogues/uploads.yaml" },
    lookup: {
      enum: ["rooms", "geo_basic", "beacons"],
      description: "where the console offers choices for a plain id that is not an area reference",
    },
    picks: {
      type: "array",
      items: { type: "string" },
      minItems: 1,
      description:
        "map manifest: the map types whose key the property holds; the editor offers the floor's features of those types",
    },
    unique: { type: "boolean" },
    readOnly: { type: "boolean", description: "set by the server or another system, never by a request" },
    createOnly: { type: "boolean", description: "accepted on create only" },
    renamedFrom: {
      type: "string",
      pattern: "^[a-z][a-z0-9_]*$",
      description: "the field's former name: its column is renamed, its data kept (schema migrations)",
    },
    codes: {
      type: "object",
      additionalProperties: false,
      properties: Object.fromEntries(codeKinds.map((k) => [k, code])),
    },
  },
  allOf: [
    {
      if: { properties: { type: { const: "enum" } } },
      then: { oneOf: [{ required: ["enum"] }, { required: ["values"] }] },
    },
    { if: { properties: { type: { const: "reference" } } }, then: { required: ["ref"] } },
    { if: { properties: { type: { const: "upload" } } }, then: { required: ["upload"] } },
  ],
} as const;

const rule = {
  type: "object",
  required: ["kind", "fields", "code"],
  additionalProperties: false,
  properties: {
    kind: { enum: ["equal", "anyRequired", "requiredWhen", "maxActive", "ordered"] },
    fields: { type: "array", items: { type: "string" }, minItems: 1 },
    when: {
      type: "object",
      additionalProperties: { type: "string" },
      description: "requiredWhen: field values",
    },
    limit: { type: "integer", minimum: 1, description: "maxActive: active records per value of fields" },
    code,
  },
} as const;

export const areaManifestSchema = {
  $id: "area-manifest",
  type: "object",
  required: ["area", "title", "itemTitle", "codeRanges", "actions"],
  additionalProperties: false,
  properties: {
    area: { type: "string", pattern: "^[a-z][a-z0-9_]*$" },
    title: text,
    itemTitle: text,
    store: { enum: ["records", "users"], description: "where records live; records unless said" },
    viewOf: { type: "string", description: "a filtered list of another area's records" },
    renamedFrom: {
      type: "string",
      pattern: "^[a-z][a-z0-9_]*$",
      description: "the area's former name: its table is renamed, its records kept (schema migrations)",
    },
    dropFields: {
      type: "array",
      items: { type: "string", pattern: "^[a-z][a-z0-9_]*$" },
      uniqueItems: true,
      description: "columns of removed fields whose data the next migration may drop",
    },
    where: { type: "object", additionalProperties: { type: "string" } },
    console: {
      type: "object",
      required: ["path"],
      additionalProperties: false,
      properties: {
        path: { type: "string", pattern: "^[a-z][a-z0-9_]*$" },
        aliases: { type: "array", items: { type: "string", pattern: "^[a-z][a-z0-9_-]*$" } },
        menu: {
          type: "integer",
          minimum: 1,
          description: "position in the sidebar; absent: not in the menu",
        },
        icon: {
          type: "string",
          pattern: "^pi-[a-z0-9-]+$",
          description: "PrimeIcons name of the menu entry",
        },
        editVia: { type: "string", description: "area whose form creates and edits these records" },
      },
    },
    codeRanges: {
      type: "array",
      minItems: 1,
      items: { type: "array", items: code, minItems: 2, maxItems: 2 },
      description: "the ranges of spec §8 this area's codes come from",
    },
    locked: {
      description:
        "records whose field `when` is set (not empty, not false) can no longer be changed (`update`), deleted (`delete`) or given the `commands` named; one lock or a list",
      oneOf: [lock, { type: "array", minItems: 1, items: lock }],
    },
    titleField: {
      type: "string",
      description:
        "the field naming a record in confirmations and messages; default: `name` when the area has it",
    },
    formShows: {
      type: "array",
      minItems: 1,
      items: { type: "string" },
      description:
        "read-only fields the edit form shows, read-only: values another system sets (a parking lot's counts)",
    },
    preview: {
      type: "object",
      required: ["title"],
      additionalProperties: false,
      description:
        "the fields the mobile app shows a record with: the console's phone-sized preview of the form",
      properties: Object.fromEntries(
        ["title", "body", "image", "video", "when", "place", "link", "color"].map((part) => [
          part,
          { type: "string", description: "a field of the area" },
        ]),
      ),
    },
    app: {
      type: "object",
      required: ["path", "fields"],
      additionalProperties: false,
      description:
        "what the mobile app reads of the public records: GET /api/app/v1/<path> (src/server/app-api/)",
      properties: {
        path: { type: "string", pattern: "^[a-z][a-z_]*$" },
        fields: { type: "array", minItems: 1, items: { type: "string" } },
        lang: { type: "string", description: "a language field: the records of the asked language only" },
        filters: { type: "array", items: { type: "string" }, description: "enum fields the call filters by" },
        only: {
          type: "object",
          additionalProperties: { type: "array", minItems: 1, items: { type: "string" } },
          description: "enum fields and the values of the records the app sees",
        },
        order: { type: "string", pattern: "^(-|upcoming:)?[a-z_]+$" },
      },
    },
    schedule: {
      type: "object",
      required: ["from", "until"],
      additionalProperties: false,
      description:
        "the publication window: the record is public while active and now is between the two fields (src/server/areas/publication-window.ts)",
      properties: {
        from: { type: "string", description: "a date or datetime field: public from then (empty: at once)" },
        until: { type: "string", description: "a date or datetime field: public until then (empty: no end)" },
      },
    },
    push: {
      type: "object",
      required: ["sentAt", "title", "body"],
      additionalProperties: false,
      description:
        "the records go out once each as a push notification to the mobile app's devices (src/server/delivery/record-pushes.ts)",
      properties: {
        flag: { type: "string", description: "a boolean field asking for the push when the record is saved" },
        when: {
          type: "object",
          additionalProperties: { type: "string" },
          description: "field values of the records that are pushes",
        },
        at: { type: "string", description: "a datetime field: the push goes out at that time" },
        sentAt: {
          type: "string",
          description: "the read-only datetime field the server sets when it queues the push",
        },
        title: {
          type: "string",
          description: "the field of the title (a translated one: in each device's language)",
        },
        body: { type: "string", description: "the field of the body" },
        lang: { type: "string", description: "a language field: only the devices of the record's language" },
      },
    },
    commands: {
      type: "object",
      description: "calls beyond CRUD: their body fields are declared here, their behaviour is hand-written",
      additionalProperties: {
        type: "object",
        required: ["path", "roles", "summary"],
        additionalProperties: false,
        properties: {
          path: { type: "string", description: "under /api; {id} is the record's id" },
          summary: text,
          description: {
            type: "string",
            description: "what the call does beyond its summary, for the API docs (English)",
          },
          roles: { type: "array", items: roleName },
          anonymous: {
            type: "object",
            description:
              "an app write (path mobile/...) that callers without a token may send too, under a stricter limit per client address",
            required: ["limitCode"],
            additionalProperties: false,
            properties: { limitCode: code },
          },
          fields: { type: "object", additionalProperties: field },
          rules: { type: "array", items: rule },
        },
      },
    },
    codes: {
      type: "object",
      additionalProperties: false,
      properties: { notFound: code, inUse: code, inactiveInUse: code },
    },
    activeWhen: { type: "object", additionalProperties: { type: ["string", "boolean"] } },
    actions: {
      type: "object",
      propertyNames: roleName,
      additionalProperties: { type: "array", items: { enum: actionNames }, uniqueItems: true },
    },
    search: { type: "array", items: { type: "string" } },
    fields: { type: "object", propertyNames: { pattern: "^[a-z][a-z0-9_]*$" }, additionalProperties: field },
    rules: { type: "array", items: rule },
    list: { type: "array", items: { type: "string" }, minItems: 1 },
    sortable: {
      type: "array",
      items: { type: "string" },
      uniqueItems: true,
      description: "listed columns the list can be sorted by, on the server (?sort=column, ?sort=-column)",
    },
    export: {
      type: "boolean",
      description: "the list can be downloaded as CSV (GET /api/<area>/export.csv); not unless said",
    },
    filters: {
      type: "array",
      items: { type: "string" },
      uniqueItems: true,
      description:
        "fields the list can be filtered by: enum, boolean and reference fields by a value, date and datetime fields (and created_at, updated_at) by a range",
    },
    bulk: {
      type: "array",
      items: { enum: ["activate", "deactivate", "delete"] },
      uniqueItems: true,
      description: "what the list does to many selected records at once (POST /api/<area>/bulk)",
    },
    errors: {
      type: "object",
      propertyNames: { pattern: "^[0-9]{4}$" },
      additionalProperties: {
        type: "object",
        required: ["pl", "en"],
        additionalProperties: false,
        properties: { pl: { type: "string" }, en: { type: "string" }, status: { type: "integer" } },
      },
    },
  },
  allOf: [
    {
      if: { required: ["viewOf"] },
      then: { required: ["where"] },
      else: { required: ["fields", "list"] },
    },
  ],
} as const;

const errorTexts = {
  type: "object",
  propertyNames: { pattern: "^[0-9]{4}$" },
  additionalProperties: {
    type: "object",
    required: ["pl", "en"],
    additionalProperties: false,
    properties: { pl: { type: "string" }, en: { type: "string" }, status: { type: "integer" } },
  },
} as const;

/** manifests/map.yaml: the map's feature types and their properties. */
export const mapManifestSchema = {
  $id: "map-manifest",
  type: "object",
  required: ["codeRanges", "codes", "properties", "types", "errors"],
  additionalProperties: false,
  properties: {
    codeRanges: areaManifestSchema.properties.codeRanges,
    codes: {
      type: "object",
      required: ["required", "unknown", "type", "min", "max", "format", "ref"],
      additionalProperties: false,
      properties: Object.fromEntries(
        ["required", "unknown", "type", "min", "max", "format", "ref"].map((k) => [k, code]),
      ),
    },
    properties: {
      type: "object",
      propertyNames: { pattern: "^[a-z][a-z0-9_]*$", not: { const: "type" } },
      additionalProperties: field,
    },
    rules: { type: "array", items: rule },
    common: { type: "array", items: { type: "string" }, uniqueItems: true },
    types: {
      type: "object",
      minProperties: 1,
      propertyNames: { pattern: "^[a-z][a-z0-9_]*$" },
      additionalProperties: {
        type: "object",
        required: ["group", "label"],
        additionalProperties: false,
        properties: {
          group: { enum: geometryGroups },
          label: text,
          properties: { type: "array", items: { type: "string" }, uniqueItems: true },
          required: { type: "array", items: { type: "string" }, uniqueItems: true },
          rules: { type: "array", items: rule },
          app: { type: "boolean" },
        },
      },
    },
    errors: errorTexts,
  },
} as const;

const codeText = {
  type: "object",
  required: ["pl", "en"],
  additionalProperties: false,
  properties: {
    pl: { type: "string", minLength: 1 },
    en: { type: "string", minLength: 1 },
    status: { type: "integer" },
    // the console never meets it (an answer to the app, an integration or an operator's tool): its
    // text stays out of the console's catalogue, which every list screen loads
    console: { const: false },
  },
} as const;

/**
 * Schemas of the catalogues. Strict objects also catch an unquoted comma in a YAML flow mapping,
 * which would silently cut a text in two.
 */
export const catalogueSchemas = {
  roles: {
    type: "object",
    additionalProperties: {
      type: "object",
      required: ["id", "directory", "label"],
      additionalProperties: false,
      properties: { id: { type: "integer" }, directory: { type: "boolean" }, label: text },
    },
  },
  languages: {
    type: "object",
    additionalProperties: {
      type: "object",
      required: ["localName", "firstDayOfWeek"],
      additionalProperties: false,
      properties: {
        localName: { type: "string" },
        firstDayOfWeek: { type: "integer", minimum: 0, maximum: 6 },
      },
    },
  },
  uploads: {
    type: "object",
    additionalProperties: {
      type: "object",
      required: ["maxBytes", "types"],
      additionalProperties: false,
      properties: {
        maxBytes: { type: "integer", minimum: 1 },
        types: {
          type: "array",
          items: {
            type: "object",
            required: ["mime", "extensions"],
            additionalProperties: false,
            properties: {
              mime: { type: "string" },
              extensions: { type: "array", items: { type: "string" } },
            },
          },
        },
      },
    },
  },
  enumerations: { type: "object", additionalProperties: { type: "object", additionalProperties: text } },
  codes: { type: "object", propertyNames: { pattern: "^[0-9]{4}$" }, additionalProperties: codeText },
  screens: {
    type: "array",
    items: {
      type: "object",
      required: ["path", "label", "roles"],
      additionalProperties: false,
      properties: {
        path: { type: "string" },
        area: { type: "string" },
        label: text,
        roles: { type: "array", items: roleName },
        menu: { type: "integer", minimum: 1 },
        icon: { type: "string", pattern: "^pi-[a-z0-9-]+$" },
        link: { type: "string", description: "where the menu entry leads, when not the path itself" },
      },
    },
  },
} as const;
