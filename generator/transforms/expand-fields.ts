/** Manifest fields -> FieldSpec list: translated fields split into their _pl and _en halves. */

import type { FieldSpec } from "../../src/shared/area-spec.ts";
import type { UploadKind } from "../../src/shared/upload-kinds.ts";
import type { Catalogues, FieldManifest } from "../manifest-types.ts";

export function expandFields(fields: Record<string, FieldManifest>, catalogues: Catalogues): FieldSpec[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const base = compileField(name, field, catalogues);
    if (!field.translated) return [base];
    return (["pl", "en"] as const).map((lang) => ({
      ...base,
      name: `${name}_${lang}`,
      label: {
        pl: `${field.label.pl} (${lang.toUpperCase()})`,
        en: `${field.label.en} (${lang.toUpperCase()})`,
      },
      translation: { of: name, lang },
    }));
  });
}

function compileField(name: string, field: FieldManifest, catalogues: Catalogues): FieldSpec {
  const spec: FieldSpec = {
    name,
    type: field.type,
    label: { pl: field.label.pl, en: field.label.en },
    required: field.required ?? false,
    readOnly: field.readOnly ?? false,
    createOnly: field.createOnly ?? false,
    unique: field.unique ?? false,
    mustBeActive: field.rules?.includes("active") ?? false,
    codes: field.codes ?? {},
  };
  if (field.min !== undefined) spec.min = field.min;
  if (field.max !== undefined) spec.max = field.max;
  if (field.default !== undefined) spec.default = field.default;
  if (field.enum) {
    spec.enumName = field.enum;
    spec.values = Object.keys(catalogues.enumerations[field.enum] ?? {});
  }
  if (field.values) spec.values = field.values;
  if (field.ref) spec.ref = field.ref;
  // check-manifests.ts has refused a kind catalogues/uploads.yaml does not have
  if (field.upload) spec.upload = field.upload as UploadKind;
  if (field.lookup) spec.lookup = field.lookup;
  if (field.picks) spec.picks = field.picks;
  return spec;
}
