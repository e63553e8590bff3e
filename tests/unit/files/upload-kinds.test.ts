import { describe, expect, it } from "vitest";
import { acceptedType, type UploadKind } from "../../../src/server/files/upload-kinds.ts";

type Given = { kind: UploadKind; detected: string | undefined; filename: string };

const cases: [string, { given: Given; want: unknown }][] = [
  [
    "JPEG photo gets .jpg",
    {
      given: { kind: "photo", detected: "image/jpeg", filename: "a.jpeg" },
      want: { mime: "image/jpeg", ext: "jpg" },
    },
  ],
  [
    "extension compared without case",
    {
      given: { kind: "photo", detected: "image/png", filename: "A.PNG" },
      want: { mime: "image/png", ext: "png" },
    },
  ],
  [
    "no extension: the bytes decide",
    {
      given: { kind: "icon", detected: "image/png", filename: "icon" },
      want: { mime: "image/png", ext: "png" },
    },
  ],
  ["PNG named .jpg", { given: { kind: "photo", detected: "image/png", filename: "a.jpg" }, want: null }],
  [
    "type outside the kind",
    { given: { kind: "icon", detected: "image/jpeg", filename: "a.png" }, want: null },
  ],
  ["undetected bytes", { given: { kind: "photo", detected: undefined, filename: "a.png" }, want: null }],
  [
    "x-wav is the catalogue's wav",
    {
      given: { kind: "audio", detected: "audio/x-wav", filename: "a.wav" },
      want: { mime: "audio/wav", ext: "wav" },
    },
  ],
  [
    "an APNG is a PNG",
    {
      given: { kind: "icon", detected: "image/apng", filename: "a.png" },
      want: { mime: "image/png", ext: "png" },
    },
  ],
  [
    "MP3 as audio/mpeg",
    {
      given: { kind: "audio", detected: "audio/mpeg", filename: "a.mp3" },
      want: { mime: "audio/mpeg", ext: "mp3" },
    },
  ],
];

describe("acceptedType", () => {
  it.each(cases)("%s", (_name, { given, want }) => {
    expect(acceptedType(given.kind, given.detected, given.filename)).toEqual(want);
  });
});
