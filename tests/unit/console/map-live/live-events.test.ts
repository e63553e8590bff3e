import { describe, expect, test } from "vitest";
import { readLiveEvent } from "../../../../src/console/map/live/live-events.ts";

const feature = {
  type: "Feature",
  id: 7,
  version: 3,
  geometry: { type: "Point", coordinates: [19.5, 51.7] },
  properties: { type: "door", key: "D-1" },
};
const editor = {
  stream: "s-1",
  account: { id: 2, name: "Ala Nowak" },
  avatar: null,
  colour: "#4363d8",
  selected: [7, 9],
};

describe("readLiveEvent", () => {
  test.each([
    [
      "hello",
      { stream: "s-1", floor: "p1", you: { id: 2, name: "Ala" } },
      { kind: "hello", stream: "s-1", floor: "p1", you: { id: 2, name: "Ala" } },
    ],
    [
      "save",
      { floor: "p1", by: { id: 2, name: "Ala" }, features: [feature], deleted: [{ id: 8, version: 2 }] },
      {
        kind: "save",
        floor: "p1",
        by: { id: 2, name: "Ala" },
        features: [{ id: 7, version: 3, geometry: feature.geometry, properties: feature.properties }],
        deleted: [{ id: 8, version: 2 }],
      },
    ],
    [
      "save",
      { floor: "p1", by: null, features: [], deleted: [] },
      { kind: "save", floor: "p1", by: null, features: [], deleted: [] },
    ],
    ["presence", { floor: "p1", editors: [editor] }, { kind: "presence", floor: "p1", editors: [editor] }],
    ["reload", { floor: "p1" }, { kind: "reload", floor: "p1" }],
    ["bye", { reason: "shutdown" }, { kind: "bye", reason: "shutdown" }],
  ])("%s %j", (name, data, want) => {
    expect(readLiveEvent(name, JSON.stringify(data))).toEqual(want);
  });

  test.each([
    ["not JSON", "hello", "{"],
    ["an unknown event", "welcome", JSON.stringify({ floor: "p1" })],
    ["a hello without its stream", "hello", JSON.stringify({ floor: "p1" })],
    [
      "a save with a feature without a version",
      "save",
      JSON.stringify({ floor: "p1", features: [{ ...feature, version: undefined }], deleted: [] }),
    ],
    [
      "a save with a feature without a type",
      "save",
      JSON.stringify({ floor: "p1", features: [{ ...feature, properties: {} }], deleted: [] }),
    ],
    ["a save without its deletions", "save", JSON.stringify({ floor: "p1", features: [] })],
    [
      "presence with a selection of names",
      "presence",
      JSON.stringify({ floor: "p1", editors: [{ ...editor, selected: ["a"] }] }),
    ],
    [
      "presence with an editor without an account",
      "presence",
      JSON.stringify({ floor: "p1", editors: [{ ...editor, account: null }] }),
    ],
    ["a list instead of an object", "reload", "[]"],
  ])("leaves out %s", (_, name, data) => {
    expect(readLiveEvent(name, data)).toBeNull();
  });
});
