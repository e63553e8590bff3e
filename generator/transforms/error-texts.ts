/**
 * A field's code kind -> its usual PL and EN error text, worded from the field's label and bounds, and
 * an area's missing-record text, worded from its itemTitle, so a manifest writes only the exceptions
 * under `errors:`. Undefined when no template fits (the kind
 * `unique` of a field whose wording needs the record, a password's rule, a set of roles): the manifest
 * must then write the text.
 *
 * Polish agrees with the label's grammatical gender ("Nazwa jest wymagana", "Opis jest wymagany",
 * "Miejsce jest wymagane"): `label.gender` when the manifest gives it, else read from the first word
 * of the Polish label (-a feminine, -e/-o/-ę neuter, -ść feminine, anything else masculine).
 */
import type { CodeKind, Text } from "../../src/shared/area-spec.ts";
import type { Catalogues, FieldManifest, Gender } from "../manifest-types.ts";

export type { Gender };

/** What a template needs besides the field: the shared enumerations and upload kinds. */
export type TemplateCatalogues = Pick<Catalogues, "enumerations" | "uploads">;

/** The Polish gender of a label, as given or as its first word's ending suggests. */
export function labelGender(label: FieldManifest["label"]): Gender {
  if (label.gender) return label.gender;
  const head = (label.pl.split(/\s/)[0] ?? "").toLowerCase();
  if (/ść$/.test(head) || /a$/.test(head)) return "f";
  if (/[eoę]$/.test(head)) return "n";
  return "m";
}

/** An adjective's stem with the ending of the gender: wymagan-a/-y/-e, krótk-a/-i/-ie. */
function agree(stem: string, gender: Gender): string {
  const soft = /[kg]$/.test(stem);
  if (gender === "f") return `${stem}a`;
  if (gender === "n") return `${stem}${soft ? "ie" : "e"}`;
  return `${stem}${soft ? "i" : "y"}`;
}

/** A label's parenthesised unit ("Bateria (%)" -> "%"), when it is one word; the label without it. */
function splitUnit(label: string): { subject: string; unit: string } {
  const match = /^(.*\S)\s+\(([^\s()]+)\)$/.exec(label);
  return match ? { subject: match[1] ?? label, unit: match[2] ?? "" } : { subject: label, unit: "" };
}

/** The label inside a sentence: lower-case first letter, unless it starts an acronym (URL, MAC, RSSI). */
function inSentence(label: string): string {
  return /^\p{Lu}\p{Lu}/u.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/** 3 znaki, 5 znaków, 22 znaki, 1 znak. */
function characters(n: number): Text {
  const tens = Math.abs(n) % 100;
  const ones = Math.abs(n) % 10;
  const pl = n === 1 ? "znak" : ones >= 2 && ones <= 4 && (tens < 12 || tens > 14) ? "znaki" : "znaków";
  return { pl: `${n} ${pl}`, en: `${n} ${n === 1 ? "character" : "characters"}` };
}

/** "a, b lub c" / "a, b or c". */
function alternatives(values: string[], or: string): string {
  if (values.length < 2) return values.join("");
  return `${values.slice(0, -1).join(", ")} ${or} ${values.at(-1)}`;
}

/** 2097152 -> "2 MB", 20480 -> "20 KB". */
function size(bytes: number): string {
  const mib = 1024 * 1024;
  return bytes >= mib ? `${Math.round(bytes / mib)} MB` : `${Math.round(bytes / 1024)} KB`;
}

const textTypes = new Set(["string", "text", "email", "url", "phone", "password", "mac", "color", "login"]);
const numberTypes = new Set(["integer", "number"]);

/** What a well-formed value of a type looks like, said after "Nieprawidłowy …" / "Invalid …". */
const expected: Partial<Record<FieldManifest["type"], Text>> = {
  date: { pl: "oczekiwano RRRR-MM-DD", en: "YYYY-MM-DD expected" },
  datetime: {
    pl: "oczekiwano daty i godziny, np. 2025-10-01T14:30:00",
    en: "a date and time expected, e.g. 2025-10-01T14:30:00",
  },
  url: { pl: "oczekiwano adresu http:// lub https://", en: "an http:// or https:// address expected" },
  email: {
    pl: "oczekiwano adresu e-mail, np. jan.kowalski@example.com",
    en: "an e-mail address expected, e.g. jan.kowalski@example.com",
  },
  phone: {
    pl: "oczekiwano formatu międzynarodowego, np. +48421234567",
    en: "international format expected, e.g. +48421234567",
  },
  mac: {
    pl: "oczekiwano sześciu par cyfr szesnastkowych, np. AA:BB:CC:DD:EE:FF",
    en: "six pairs of hex digits expected, e.g. AA:BB:CC:DD:EE:FF",
  },
  login: {
    pl: "litera na początku, dalej litery, cyfry, kropki, myślniki lub podkreślenia, np. jan.kowalski",
    en: "a letter first, then letters, digits, dots, hyphens or underscores, e.g. jan.kowalski",
  },
};

/** "Nieprawidłowy status (dozwolone …)" / "Invalid status (… allowed)" and the like. */
function invalid(pl: string, en: string, gender: Gender, detail?: Text): Text {
  return {
    pl: `${agree("Nieprawidłow", gender)} ${inSentence(pl)}${detail ? ` (${detail.pl})` : ""}`,
    en: `Invalid ${inSentence(en)}${detail ? ` (${detail.en})` : ""}`,
  };
}

function formatText(field: FieldManifest, catalogues: TemplateCatalogues, gender: Gender): Text | undefined {
  const { pl, en } = field.label;
  switch (field.type) {
    case "enum": {
      const values = field.values ?? Object.keys(catalogues.enumerations[field.enum ?? ""] ?? {});
      return invalid(pl, en, gender, {
        pl: `dozwolone ${alternatives(values, "lub")}`,
        en: `${alternatives(values, "or")} allowed`,
      });
    }
    case "color":
      return {
        pl: `${pl} musi być ${agree("zapisan", gender)} szesnastkowo jako #RRGGBB`,
        en: `${en} must be a hex colour #RRGGBB`,
      };
    case "upload": {
      const kind = catalogues.uploads[field.upload ?? ""];
      if (!kind) return undefined;
      const types = kind.types.map((t) => (t.extensions[0] ?? "").toUpperCase());
      return {
        pl: `${pl} musi być przesłanym plikiem ${alternatives(types, "lub")} (najwyżej ${size(kind.maxBytes)})`,
        en: `The ${inSentence(en)} must be an uploaded ${alternatives(types, "or")} file (at most ${size(kind.maxBytes)})`,
      };
    }
    default: {
      const detail = expected[field.type];
      return detail && invalid(pl, en, gender, detail);
    }
  }
}

/** A bound broken: too short or long for text, too low or high for a number. */
function boundText(field: FieldManifest, which: "min" | "max", gender: Gender): Text | undefined {
  const bound = field[which];
  if (bound === undefined) return undefined;
  const { pl, en } = field.label;
  if (textTypes.has(field.type)) {
    const count = characters(bound);
    return which === "min"
      ? {
          pl: `${pl} jest za ${agree("krótk", gender)} (co najmniej ${count.pl})`,
          en: `${en} is too short (at least ${count.en})`,
        }
      : {
          pl: `${pl} jest za ${agree("dług", gender)} (najwyżej ${count.pl})`,
          en: `${en} is too long (at most ${count.en})`,
        };
  }
  if (!numberTypes.has(field.type)) return undefined;
  const plSplit = splitUnit(pl);
  const enSplit = splitUnit(en);
  const value = (unit: string) => (unit === "%" ? `${bound}%` : unit ? `${bound} ${unit}` : `${bound}`);
  return which === "min"
    ? {
        pl: `${plSplit.subject} jest za ${agree("mał", gender)} (co najmniej ${value(plSplit.unit)})`,
        en: `${enSplit.subject} is too low (at least ${value(enSplit.unit)})`,
      }
    : {
        pl: `${plSplit.subject} jest za ${agree("duż", gender)} (najwyżej ${value(plSplit.unit)})`,
        en: `${enSplit.subject} is too high (at most ${value(enSplit.unit)})`,
      };
}

/** The usual text of `kind` on `field`, or undefined when the manifest must write it. */
export function fieldErrorText(
  kind: CodeKind,
  field: FieldManifest,
  catalogues: TemplateCatalogues,
): Text | undefined {
  const gender = labelGender(field.label);
  const { pl, en } = field.label;
  switch (kind) {
    case "required": {
      const both = field.translated
        ? { pl: " (po polsku i po angielsku)", en: " (in Polish and in English)" }
        : undefined;
      return {
        pl: `${pl} jest ${agree("wymagan", gender)}${both?.pl ?? ""}`,
        en: `${en} is required${both?.en ?? ""}`,
      };
    }
    case "min":
    case "max":
      return boundText(field, kind, gender);
    case "ref":
      return {
        pl: `${agree("Wybran", gender)} ${inSentence(pl)} nie istnieje`,
        en: `The chosen ${inSentence(en)} does not exist`,
      };
    case "inactive":
      return {
        pl: `${agree("Wybran", gender)} ${inSentence(pl)} jest ${agree("nieaktywn", gender)}`,
        en: `The chosen ${inSentence(en)} is inactive`,
      };
    case "type":
      if (field.type === "integer")
        return { pl: `${pl} musi być liczbą całkowitą`, en: `${en} must be a whole number` };
      if (field.type === "number") return { pl: `${pl} musi być liczbą`, en: `${en} must be a number` };
      if (field.type === "boolean")
        return { pl: `Pole „${pl}” musi mieć wartość prawda lub fałsz`, en: `“${en}” must be true or false` };
      return undefined;
    case "format":
      return formatText(field, catalogues, gender);
    case "unique":
      return { pl: `${pl} jest już ${agree("zajęt", gender)}`, en: `${en} is already taken` };
    default:
      return undefined;
  }
}

/** The text of an area's `codes.notFound` (status 404): "Aktualność nie istnieje" / "News item not found". */
export function notFoundText(itemTitle: Text): Text {
  return { pl: `${itemTitle.pl} nie istnieje`, en: `${itemTitle.en} not found` };
}
