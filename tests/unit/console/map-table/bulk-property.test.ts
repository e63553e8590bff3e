import { customizeValidator } from "@rjsf/validator-ajv8";
import { describe, expect, it } from "vitest";
import { i18nCatalogues } from "../../../../generated/i18n.ts";
import {
  bulkProblems,
  commonProperties,
  propertyCheck,
  setProperty,
  sharedValue,
  withProperty,
} from "../../../../src/console/map/floor-table/bulk-property.ts";
import { EditSession } from "../../../../src/console/map/session/edit-session.ts";
import type { SessionFeature } from "../../../../src/console/map/session/types.ts";
import { stored } from "../map-session/fixtures.ts";

type Catalogue = Record<string, unknown>;
const generatedEn = await i18nCatalogues.en();
/** The generated catalogue's texts (errors.<code>), with i18next's {{name}} interpolation. */
const t = (key: string, values: Record<string, unknown> = {}) => {
  const text = key.split(".").reduce<unknown>((node, part) => (node as Catalogue)?.[part], generatedEn);
  return typeof text === "string"
    ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))
    : key;
};
// In node Ajv may compile schemas itself; the console uses the same schemas precompiled.
const validator = customizeValidator();
const check = propertyCheck(
  () => validator,
  t,
  (name) => name,
);

const loaded = () => {
  const session = new EditSession();
  session.load([
    stored(1, { type: "room", key: "R1", name_pl: "Aula", accessible: false }),
    stored(2, { type: "room", key: "R2", name_pl: "Sala" }),
    stored(3, { type: "door", key: "D1", accessible: true }),
    stored(4, { type: "wall", key: "W1" }),
  ]);
  return session;
};
const get = (session: EditSession, key: string) => session.get(key)?.properties;

describe("commonProperties", () => {
  it("offers what every type takes, in the first one's form order, never the key", () => {
    const rooms = commonProperties(["room"]);
    expect(rooms).not.toContain("key");
    expect(rooms).toContain("area_size");
    const roomAndDoor = commonProperties(["room", "door", "room"]);
    expect(roomAndDoor).toContain("accessible");
    expect(roomAndDoor).toContain("name_pl");
    expect(roomAndDoor).not.toContain("area_size");
    expect(roomAndDoor).not.toContain("room");
    expect(commonProperties(["room", "door", "wall"])).toEqual([
      "source_id",
      "sort",
      "min_zoom",
      "max_zoom",
      "alias",
      "building",
    ]);
    expect(commonProperties([])).toEqual([]);
  });
});

describe("withProperty and sharedValue", () => {
  it("sets a value, and removes the property for an empty one", () => {
    expect(withProperty({ type: "room", alias: "x" }, "alias", "y")).toEqual({ type: "room", alias: "y" });
    expect(withProperty({ type: "room", alias: "x" }, "alias", "")).toEqual({ type: "room" });
    expect(withProperty({ type: "room", alias: "x" }, "alias", undefined)).toEqual({ type: "room" });
    expect(withProperty({ type: "room" }, "accessible", false)).toEqual({ type: "room", accessible: false });
  });

  it("answers the value all features share, or nothing", () => {
    const features = loaded().features();
    expect(sharedValue(features.slice(0, 2), "type")).toBe("room");
    expect(sharedValue(features, "accessible")).toBeUndefined();
    expect(sharedValue([], "alias")).toBeUndefined();
  });
});

describe("setProperty", () => {
  it("changes every feature in one undo step, undone and redone at once", () => {
    const session = loaded();
    expect(setProperty(session, ["1", "2", "3"], "accessible", true)).toBe(2);
    expect(session.undoLabel).toBe("properties:2");
    expect([
      get(session, "1")?.accessible,
      get(session, "2")?.accessible,
      get(session, "3")?.accessible,
    ]).toEqual([true, true, true]);
    expect(session.collections().edited.map((feature) => feature.id)).toEqual([1, 2]);
    session.undo();
    expect(get(session, "1")?.accessible).toBe(false);
    expect(get(session, "2")?.accessible).toBeUndefined();
    expect(session.dirty).toBe(false);
    expect(session.canUndo).toBe(false);
    session.redo();
    expect(get(session, "1")?.accessible).toBe(true);
    expect(get(session, "2")?.accessible).toBe(true);
  });

  it("leaves out features whose type does not take the property, and missing keys", () => {
    const session = loaded();
    expect(setProperty(session, ["1", "4", "99"], "accessible", true)).toBe(1);
    expect(get(session, "4")?.accessible).toBeUndefined();
  });

  it("makes no step when nothing changes", () => {
    const session = loaded();
    expect(setProperty(session, ["3"], "accessible", true)).toBe(0);
    expect(session.canUndo).toBe(false);
  });
});

describe("bulkProblems, with the property form's check", () => {
  const features = loaded().features();
  const [room1, room2, door] = features as [SessionFeature, SessionFeature, SessionFeature];

  it("finds nothing wrong with a valid value", () => {
    expect(bulkProblems([room1, room2, door], "alias", "Hall", check)).toEqual([]);
    expect(bulkProblems([room1, door], "accessible", true, check)).toEqual([]);
  });

  it("words a value out of bounds as the server's code does, counting the features", () => {
    expect(bulkProblems([room1, room2, door], "alias", "x".repeat(121), check)).toEqual([
      { message: t("errors.1601"), count: 3 },
    ]);
    expect(bulkProblems([room1, room2], "min_zoom", 30, check)).toEqual([
      { message: t("errors.1601"), count: 2 },
    ]);
  });

  it("refuses clearing a property only for the types that require it", () => {
    expect(bulkProblems([room1, room2, door], "name_pl", "", check)).toEqual([
      { message: t("errors.1400"), count: 2 },
    ]);
  });

  it("applies the rules between properties to each feature's own values", () => {
    const zoomed = { ...room1, properties: { ...room1.properties, max_zoom: 15 } };
    expect(bulkProblems([zoomed, room2], "min_zoom", 18, check)).toEqual([
      { message: t("errors.1603"), count: 1 },
    ]);
  });

  it("ignores what is wrong with the other properties", () => {
    const broken = { ...room1, properties: { ...room1.properties, sort: -5 } };
    expect(bulkProblems([broken], "alias", "ok", check)).toEqual([]);
  });
});
