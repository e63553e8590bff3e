/** AreaSpec -> the JSON Schemas of its request bodies and of a stored record. */
import {
  type AreaSpec,
  type FieldSpec,
  publicationColumn,
  publicationStates,
} from "../../src/shared/area-spec.ts";
import { fieldSchema, type JsonSchema } from "./field-schema.ts";

export interface RecordSchemas {
  /** body of POST /api/{area} */
  create: JsonSchema;
  /** body of PUT /api/{area}/{id} */
  update: JsonSchema;
  /** a record as the API returns it */
  record: JsonSchema;
  /**
   * the console's edit form where the manifest's `formShows` names read-only fields: the update's
   * fields and those, marked readOnly (the form shows them and never sends them)
   */
  editForm?: JsonSchema;
  /** bodies of the area's commands, by command name */
  commands: Record<string, JsonSchema>;
}

/** The body schema of a set of fields: unknown properties are refused (no mass assignment). */
export function bodySchema(title: string, fields: FieldSpec[]): JsonSchema {
  return {
    title,
    type: "object",
    additionalProperties: false,
    required: fields.filter((f) => f.required).map((f) => f.name),
    properties: Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])),
  };
}

export function recordSchemas(area: AreaSpec): RecordSchemas {
  const writable = area.fields.filter((f) => !f.readOnly);
  const editable = writable.filter((f) => !f.createOnly);
  const formShows = area.fields.filter((f) => area.formShows?.includes(f.name));
  const shown = area.fields.filter((f) => f.type !== "password");
  const timestamp = { type: "string", format: "date-time", readOnly: true };
  return {
    create: bodySchema(`${area.itemTitle.en} (create)`, writable),
    update: bodySchema(`${area.itemTitle.en} (update)`, editable),
    ...(formShows.length && {
      editForm: bodySchema(`${area.itemTitle.en} (edit form)`, [...editable, ...formShows]),
    }),
    record: {
      title: area.itemTitle.en,
      type: "object",
      additionalProperties: false,
      required: [
        "id",
        ...shown.filter((f) => f.required).map((f) => f.name),
        "created_at",
        "updated_at",
        "version",
      ],
      properties: {
        id: { type: "integer", readOnly: true },
        ...Object.fromEntries(shown.map((f) => [f.name, { ...fieldSchema(f), writeOnly: undefined }])),
        created_at: timestamp,
        updated_at: timestamp,
        version: {
          type: "integer",
          minimum: 1,
          readOnly: true,
          description:
            "Grows with every change of the record; sent back as If-Match it refuses a stale update or delete (412).",
        },
        ...(area.schedule && {
          [publicationColumn]: {
            type: "string",
            enum: [...publicationStates],
            readOnly: true,
            description: `In lists only: where the record stands against its publication window (${area.schedule.from} to ${area.schedule.until}) at the moment of the list. hidden: not active; scheduled: before the window; live: public; ended: after it.`,
          },
        }),
      },
    },
    commands: Object.fromEntries(area.commands.map((c) => [c.name, bodySchema(c.summary.en, c.fields)])),
  };
}
