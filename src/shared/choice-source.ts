/**
 * Where a field's choices and their names come from: `lookup:<call>` (GET /api/<call>), `area:<area>`
 * (that area's records), `enum:<name>` (a shared enumeration). The generator writes it into the forms'
 * uiSchemas and the lists' columns; the console reads it for a record's history.
 */
import type { FieldSpec } from "./area-spec.ts";
import { basicLookups } from "./basic-lookups.ts";

export function choiceSource(field: Pick<FieldSpec, "ref" | "lookup" | "enumName">): string | undefined {
  if (field.ref) return basicLookups[field.ref] ? `lookup:${basicLookups[field.ref]}` : `area:${field.ref}`;
  if (field.lookup) return `lookup:${field.lookup}`;
  if (field.enumName) return `enum:${field.enumName}`;
  return undefined;
}
