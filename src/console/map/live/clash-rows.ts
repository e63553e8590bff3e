/**
 * The rows of the clash dialog, one per field both sides changed apart (JOSM's conflict dialog: the
 * field, then its value in the version the user started from, in the user's edit and in the draft
 * now), each value worded as the floor's table words it. Pure: the caller passes the wording.
 */
import { mapSpec } from "../../../../generated/map.ts";
import { type CellWording, cell } from "../floor-table/floor-rows.ts";
import type { Geometry } from "../session/types.ts";
import { vertices } from "../session/vertices.ts";
import type { Clash } from "./clash-choices.ts";

export interface ClashWording extends CellWording {
  /** a property's label */
  property: (name: string) => string;
  /** the label of the type and of the geometry */
  typeField: string;
  geometryField: string;
  /** a geometry: its kind and how many vertices it has */
  shape: (kind: string, vertexCount: number) => string;
  /** a value the side does not have */
  absent: string;
}

export interface ClashRow {
  field: string;
  label: string;
  base: string;
  mine: string;
  theirs: string;
}

const properties = new Set(mapSpec.properties.map((field) => field.name));

function isGeometry(value: unknown): value is Geometry {
  return typeof value === "object" && value !== null && "coordinates" in value && "type" in value;
}

export function clashRows(clash: Clash, wording: ClashWording): ClashRow[] {
  const numbers = new Intl.NumberFormat(wording.lang, { maximumFractionDigits: 7 });
  return clash.fields.map(({ field, base, mine, theirs }) => {
    const name = field.replace(/^properties\./, "");
    const word = (value: unknown): string => {
      if (value === null || value === undefined) return wording.absent;
      if (field === "geometry") {
        if (!isGeometry(value)) return wording.absent;
        // A point is told by where it is; a line or polygon by its kind and vertices.
        if (value.type === "Point") return value.coordinates.map((c) => numbers.format(c)).join(", ");
        return wording.shape(value.type, vertices(value).length);
      }
      if (field === "type") return wording.type(String(value));
      const shown = properties.has(name) ? cell(name, value, wording, numbers).text : JSON.stringify(value);
      return shown === "" ? wording.absent : shown;
    };
    const label =
      field === "geometry"
        ? wording.geometryField
        : field === "type"
          ? wording.typeField
          : wording.property(name);
    return { field, label, base: word(base), mine: word(mine), theirs: word(theirs) };
  });
}
