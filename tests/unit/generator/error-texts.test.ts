import { describe, expect, it } from "vitest";
import type { CodeKind, FieldManifest } from "../../../generator/manifest-types.ts";
import {
  fieldErrorText,
  notFoundText,
  type TemplateCatalogues,
} from "../../../generator/transforms/error-texts.ts";

const catalogues: TemplateCatalogues = {
  enumerations: { status: { active: { pl: "A", en: "A" }, inactive: { pl: "N", en: "I" } } },
  uploads: {
    photo: {
      maxBytes: 2097152,
      types: [
        { mime: "image/jpeg", extensions: ["jpg", "jpeg"] },
        { mime: "image/png", extensions: ["png"] },
      ],
    },
    icon: { maxBytes: 20480, types: [{ mime: "image/png", extensions: ["png"] }] },
  },
};
const name: FieldManifest = { type: "string", label: { pl: "Nazwa", en: "Name" }, min: 3, max: 255 };
const description: FieldManifest = { type: "text", label: { pl: "Opis", en: "Description" }, min: 22 };
const place: FieldManifest = { type: "enum", label: { pl: "Miejsce", en: "Place" }, values: ["a", "b", "c"] };

const cases: [string, { given: { kind: CodeKind; field: FieldManifest }; want: unknown }][] = [
  [
    "required, feminine label",
    { given: { kind: "required", field: name }, want: { pl: "Nazwa jest wymagana", en: "Name is required" } },
  ],
  [
    "required, masculine label",
    {
      given: { kind: "required", field: description },
      want: { pl: "Opis jest wymagany", en: "Description is required" },
    },
  ],
  [
    "required, neuter label",
    {
      given: { kind: "required", field: place },
      want: { pl: "Miejsce jest wymagane", en: "Place is required" },
    },
  ],
  [
    "required, -ść is feminine",
    {
      given: { kind: "required", field: { type: "text", label: { pl: "Treść", en: "Body" } } },
      want: { pl: "Treść jest wymagana", en: "Body is required" },
    },
  ],
  [
    "gender given on the label wins over the ending",
    {
      given: {
        kind: "max",
        field: { type: "string", label: { pl: "Nadawca", en: "Sender", gender: "m" }, max: 5 },
      },
      want: {
        pl: "Nadawca jest za długi (najwyżej 5 znaków)",
        en: "Sender is too long (at most 5 characters)",
      },
    },
  ],
  [
    "required of a translated field asks for both languages",
    {
      given: { kind: "required", field: { ...name, translated: true } },
      want: {
        pl: "Nazwa jest wymagana (po polsku i po angielsku)",
        en: "Name is required (in Polish and in English)",
      },
    },
  ],
  [
    "min length: 3 znaki",
    {
      given: { kind: "min", field: name },
      want: {
        pl: "Nazwa jest za krótka (co najmniej 3 znaki)",
        en: "Name is too short (at least 3 characters)",
      },
    },
  ],
  [
    "min length: 22 znaki, masculine",
    {
      given: { kind: "min", field: description },
      want: {
        pl: "Opis jest za krótki (co najmniej 22 znaki)",
        en: "Description is too short (at least 22 characters)",
      },
    },
  ],
  [
    "max length: 255 znaków",
    {
      given: { kind: "max", field: name },
      want: {
        pl: "Nazwa jest za długa (najwyżej 255 znaków)",
        en: "Name is too long (at most 255 characters)",
      },
    },
  ],
  [
    "one character",
    {
      given: { kind: "min", field: { ...place, type: "string", min: 1 } },
      want: {
        pl: "Miejsce jest za krótkie (co najmniej 1 znak)",
        en: "Place is too short (at least 1 character)",
      },
    },
  ],
  [
    "number bounds take the unit from the label",
    {
      given: {
        kind: "min",
        field: {
          type: "integer",
          label: { pl: "Korekta mocy (dBm)", en: "Power correction (dBm)" },
          min: -30,
        },
      },
      want: {
        pl: "Korekta mocy jest za mała (co najmniej -30 dBm)",
        en: "Power correction is too low (at least -30 dBm)",
      },
    },
  ],
  [
    "a percentage is written without a space",
    {
      given: {
        kind: "max",
        field: { type: "integer", label: { pl: "Poziom (%)", en: "Level (%)" }, max: 100 },
      },
      want: { pl: "Poziom jest za duży (najwyżej 100%)", en: "Level is too high (at most 100%)" },
    },
  ],
  ["a bound the field does not have", { given: { kind: "max", field: description }, want: undefined }],
  [
    "reference",
    {
      given: { kind: "ref", field: { type: "reference", label: { pl: "Kategoria", en: "Category" } } },
      want: { pl: "Wybrana kategoria nie istnieje", en: "The chosen category does not exist" },
    },
  ],
  [
    "inactive reference",
    {
      given: { kind: "inactive", field: { type: "reference", label: { pl: "Kampus", en: "Campus" } } },
      want: { pl: "Wybrany kampus jest nieaktywny", en: "The chosen campus is inactive" },
    },
  ],
  [
    "enumeration lists its values",
    {
      given: { kind: "format", field: place },
      want: { pl: "Nieprawidłowe miejsce (dozwolone a, b lub c)", en: "Invalid place (a, b or c allowed)" },
    },
  ],
  [
    "shared enumeration from the catalogue",
    {
      given: {
        kind: "format",
        field: { type: "enum", enum: "status", label: { pl: "Status", en: "Status" } },
      },
      want: {
        pl: "Nieprawidłowy status (dozwolone active lub inactive)",
        en: "Invalid status (active or inactive allowed)",
      },
    },
  ],
  [
    "an acronym keeps its capitals inside a sentence",
    {
      given: { kind: "format", field: { type: "url", label: { pl: "Adres URL", en: "URL" } } },
      want: {
        pl: "Nieprawidłowy adres URL (oczekiwano adresu http:// lub https://)",
        en: "Invalid URL (an http:// or https:// address expected)",
      },
    },
  ],
  [
    "date",
    {
      given: { kind: "format", field: { type: "date", label: { pl: "Data zakończenia", en: "End date" } } },
      want: {
        pl: "Nieprawidłowa data zakończenia (oczekiwano RRRR-MM-DD)",
        en: "Invalid end date (YYYY-MM-DD expected)",
      },
    },
  ],
  [
    "colour",
    {
      given: { kind: "format", field: { type: "color", label: { pl: "Kolor", en: "Colour" } } },
      want: {
        pl: "Kolor musi być zapisany szesnastkowo jako #RRGGBB",
        en: "Colour must be a hex colour #RRGGBB",
      },
    },
  ],
  [
    "upload names its file types and size from the catalogue",
    {
      given: {
        kind: "format",
        field: { type: "upload", upload: "photo", label: { pl: "Zdjęcie", en: "Photo" } },
      },
      want: {
        pl: "Zdjęcie musi być przesłanym plikiem JPG lub PNG (najwyżej 2 MB)",
        en: "The photo must be an uploaded JPG or PNG file (at most 2 MB)",
      },
    },
  ],
  [
    "upload under a megabyte in KB",
    {
      given: {
        kind: "format",
        field: { type: "upload", upload: "icon", label: { pl: "Ikona", en: "Icon" } },
      },
      want: {
        pl: "Ikona musi być przesłanym plikiem PNG (najwyżej 20 KB)",
        en: "The icon must be an uploaded PNG file (at most 20 KB)",
      },
    },
  ],
  [
    "boolean type needs no agreement",
    {
      given: { kind: "type", field: { type: "boolean", label: { pl: "Widoczna", en: "Visible" } } },
      want: {
        pl: "Pole „Widoczna” musi mieć wartość prawda lub fałsz",
        en: "“Visible” must be true or false",
      },
    },
  ],
  [
    "unique",
    {
      given: { kind: "unique", field: { type: "mac", label: { pl: "Adres MAC", en: "MAC address" } } },
      want: { pl: "Adres MAC jest już zajęty", en: "MAC address is already taken" },
    },
  ],
  [
    "no template: the manifest writes it",
    {
      given: { kind: "format", field: { type: "roles", label: { pl: "Rola", en: "Role" } } },
      want: undefined,
    },
  ],
];

describe("fieldErrorText", () => {
  it.each(cases)("%s", (_name, { given, want }) => {
    expect(fieldErrorText(given.kind, given.field, catalogues)).toEqual(want);
  });
});

describe("notFoundText", () => {
  it("words an area's missing record from its itemTitle", () => {
    expect(notFoundText({ pl: "Rzecz znaleziona", en: "Found item" })).toEqual({
      pl: "Rzecz znaleziona nie istnieje",
      en: "Found item not found",
    });
  });
});
