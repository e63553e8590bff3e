import { describe, expect, it, test } from "vitest";
import {
  copyToClipboard,
  pasteFeatures,
  readClipboard,
} from "../../../../src/console/map/session/clipboard.ts";
import { EditSession } from "../../../../src/console/map/session/edit-session.ts";
import { union } from "../../../../src/console/map/session/geometry-ops.ts";
import type { ChangeSet } from "../../../../src/console/map/session/types.ts";
import { square, stored } from "./fixtures.ts";

const loaded = () => {
  const session = new EditSession();
  session.load([stored(1), stored(2), stored(3)]);
  return session;
};

function summary(session: EditSession) {
  const { new: added, edited, deleted } = session.collections();
  return {
    view: session.features().map((feature) => feature.key),
    new: added.map((feature) => feature.key),
    edited: edited.map((feature) => `${feature.id}@${feature.version}`),
    deleted: deleted.map((feature) => `${feature.id}@${feature.version}`),
    undo: session.undoLabel,
    redo: session.redoLabel,
  };
}
type Summary = ReturnType<typeof summary>;
const untouched: Summary = {
  view: ["1", "2", "3"],
  new: [],
  edited: [],
  deleted: [],
  undo: null,
  redo: null,
};

const room = (name: string) => ({ type: "room", name });

const sequences: [string, { given: (session: EditSession) => void; want: Partial<Summary> }][] = [
  ["nothing done", { given: () => {}, want: {} }],
  [
    "add",
    {
      given: (s) => s.add([{ geometry: square(5, 5), properties: room("new") }], "draw"),
      want: { view: ["1", "2", "3", "new-1"], new: ["new-1"], undo: "draw" },
    },
  ],
  [
    "update of properties",
    {
      given: (s) => s.update([{ key: "2", properties: room("renamed") }]),
      want: { edited: ["2@1"], undo: "update" },
    },
  ],
  [
    "edit back to base: not edited",
    {
      given: (s) => {
        s.update([{ key: "1", geometry: square(9, 9) }], "move");
        s.update([{ key: "1", geometry: square(1, 0) }], "move");
      },
      want: { undo: "move" },
    },
  ],
  [
    "edit back to base with the properties in another order: not edited",
    {
      given: (s) => {
        s.update([{ key: "1", properties: room("other") }]);
        s.update([{ key: "1", properties: { name: "room 1", type: "room", note: undefined } }]);
      },
      want: { undo: "update" },
    },
  ],
  [
    "remove of a stored feature",
    { given: (s) => s.remove(["2"]), want: { view: ["1", "3"], deleted: ["2@1"], undo: "remove" } },
  ],
  [
    "remove of a new feature: gone, not deleted",
    {
      given: (s) => {
        const { keys } = s.add([{ geometry: square(5, 5), properties: room("new") }]);
        s.remove(keys);
      },
      want: { undo: "remove" },
    },
  ],
  [
    "remove of an edited feature",
    {
      given: (s) => {
        s.update([{ key: "3", properties: room("renamed") }]);
        s.remove(["3"]);
      },
      want: { view: ["1", "2"], deleted: ["3@1"], undo: "remove" },
    },
  ],
  [
    "undo of a remove after an edit brings the edit back",
    {
      given: (s) => {
        s.update([{ key: "3", properties: room("renamed") }]);
        s.remove(["3"]);
        s.undo();
      },
      want: { edited: ["3@1"], undo: "update", redo: "remove" },
    },
  ],
  [
    "undo of an add",
    {
      given: (s) => {
        s.add([{ geometry: square(5, 5), properties: room("new") }], "draw");
        s.undo();
      },
      want: { redo: "draw" },
    },
  ],
  [
    "undo then redo of an add keeps its key",
    {
      given: (s) => {
        s.add([{ geometry: square(5, 5), properties: room("new") }], "draw");
        s.undo();
        s.redo();
      },
      want: { view: ["1", "2", "3", "new-1"], new: ["new-1"], undo: "draw" },
    },
  ],
  [
    "redo cleared by a new step",
    {
      given: (s) => {
        s.remove(["1"]);
        s.undo();
        s.update([{ key: "2", properties: room("renamed") }], "rename");
      },
      want: { edited: ["2@1"], undo: "rename" },
    },
  ],
  [
    "a step that changes nothing is no step",
    {
      given: (s) => {
        s.update([{ key: "2", properties: room("renamed") }], "rename");
        s.update([{ key: "2", properties: room("renamed") }], "again");
      },
      want: { edited: ["2@1"], undo: "rename" },
    },
  ],
  [
    "merge as one step",
    {
      given: (s) => {
        const inputs = [s.get("1"), s.get("2")].filter((feature) => feature !== undefined);
        const merged = union(inputs);
        if (!("geometry" in merged)) throw new Error("no union");
        s.apply({
          label: "merge",
          add: [{ geometry: merged.geometry, properties: room("merged") }],
          remove: ["1", "2"],
        });
      },
      want: { view: ["3", "new-1"], new: ["new-1"], deleted: ["1@1", "2@1"], undo: "merge" },
    },
  ],
  [
    "undo of a merge restores the inputs",
    {
      given: (s) => {
        s.apply({
          label: "merge",
          add: [{ geometry: square(1, 0, 0.0002), properties: room("merged") }],
          remove: ["1", "2"],
        });
        s.undo();
      },
      want: { redo: "merge" },
    },
  ],
  [
    "put, add and remove in one step",
    {
      given: (s) => {
        const first = s.get("1");
        if (!first) throw new Error("no feature 1");
        s.apply({
          label: "cut and paste",
          put: [{ ...first, geometry: square(8, 8) }],
          add: [first],
          remove: ["3"],
        });
      },
      want: {
        view: ["1", "2", "new-1"],
        new: ["new-1"],
        edited: ["1@1"],
        deleted: ["3@1"],
        undo: "cut and paste",
      },
    },
  ],
  [
    "several undos and redos",
    {
      given: (s) => {
        s.remove(["1"], "one");
        s.remove(["2"], "two");
        s.remove(["3"], "three");
        s.undo();
        s.undo();
        s.redo();
      },
      want: { view: ["3"], deleted: ["1@1", "2@1"], undo: "two", redo: "three" },
    },
  ],
  [
    "undo and redo on an empty history do nothing",
    {
      given: (s) => {
        expect(s.undo()).toBeNull();
        expect(s.redo()).toBeNull();
      },
      want: {},
    },
  ],
  [
    "a reload keeps the edit and takes the new version",
    {
      given: (s) => {
        s.update([{ key: "1", geometry: square(7, 7) }]);
        s.load([stored(1, {}, 4)]);
      },
      want: { edited: ["1@4"], undo: "update" },
    },
  ],
  [
    "a reload bringing what the user did: no longer edited",
    {
      given: (s) => {
        s.update([{ key: "1", properties: room("renamed") }]);
        s.load([stored(1, { name: "renamed" }, 2)]);
      },
      want: { undo: "update" },
    },
  ],
  [
    "a reload keeps a deletion",
    {
      given: (s) => {
        s.remove(["2"]);
        s.load([stored(2, {}, 3), stored(4)]);
      },
      want: { view: ["1", "3", "4"], deleted: ["2@3"], undo: "remove" },
    },
  ],
  [
    "discard drops edits and history",
    {
      given: (s) => {
        s.remove(["2"]);
        s.add([{ geometry: square(5, 5), properties: room("new") }]);
        s.undo();
        s.discard();
      },
      want: {},
    },
  ],
  [
    "paste across floors: same positions, new features",
    {
      given: (s) => {
        const storage = new Map<string, string>();
        const memory = {
          getItem: (k: string) => storage.get(k) ?? null,
          setItem: (k: string, v: string) => storage.set(k, v),
        };
        const copied = [s.get("1"), s.get("2")].filter((feature) => feature !== undefined);
        copyToClipboard(memory, copied, "p0");
        s.reset();
        s.load([stored(10)]);
        const clipboard = readClipboard(memory);
        if (!clipboard) throw new Error("clipboard empty");
        const { keys } = s.add(pasteFeatures(clipboard, "p1"), "paste");
        expect(keys.map((key) => s.get(key)?.geometry)).toEqual([square(1, 0), square(2, 0)]);
      },
      want: { view: ["10", "new-1", "new-2"], new: ["new-1", "new-2"], undo: "paste" },
    },
  ],
];

describe("EditSession collections", () => {
  test.each(sequences)("%s", (_, { given, want }) => {
    const session = loaded();
    given(session);
    const result = summary(session);
    expect(result).toEqual({ ...untouched, ...want });
    expect(session.counts).toEqual({
      new: result.new.length,
      edited: result.edited.length,
      deleted: result.deleted.length,
      inView: result.view.length,
    });
    expect(session.dirty).toBe(result.new.length + result.edited.length + result.deleted.length > 0);
    expect(session.canUndo).toBe(result.undo !== null);
    expect(session.canRedo).toBe(result.redo !== null);
  });
});

const empty: ChangeSet = { added: [], changed: [], removed: [] };

const changeSets: [
  string,
  { given: (session: EditSession) => ChangeSet | null | undefined; want: Partial<ChangeSet> },
][] = [
  [
    "add",
    {
      given: (s) => s.add([{ geometry: square(5, 5), properties: room("n") }]).change,
      want: { added: ["new-1"] },
    },
  ],
  ["update", { given: (s) => s.update([{ key: "1", geometry: square(6, 6) }]), want: { changed: ["1"] } }],
  ["remove", { given: (s) => s.remove(["1", "3"]), want: { removed: ["1", "3"] } }],
  [
    "undo of a remove",
    {
      given: (s) => {
        s.remove(["2"]);
        return s.undo();
      },
      want: { added: ["2"] },
    },
  ],
  [
    "redo of an add",
    {
      given: (s) => {
        s.add([{ geometry: square(5, 5), properties: room("n") }]);
        s.undo();
        return s.redo();
      },
      want: { added: ["new-1"] },
    },
  ],
  [
    "a step that changes nothing",
    { given: (s) => s.update([{ key: "1", properties: room("room 1") }]), want: {} },
  ],
  ["load of new features", { given: (s) => s.load([stored(4), stored(5)]), want: { added: ["4", "5"] } }],
  ["load of the same features again", { given: (s) => s.load([stored(1), stored(2, {}, 2)]), want: {} }],
  [
    "load of a changed feature",
    { given: (s) => s.load([stored(1, { name: "x" }, 2)]), want: { changed: ["1"] } },
  ],
  [
    "load of a changed feature the user edited",
    {
      given: (s) => {
        s.update([{ key: "1", properties: room("mine") }]);
        return s.load([stored(1, { name: "theirs" }, 2)]);
      },
      want: {},
    },
  ],
  [
    "discard",
    {
      given: (s) => {
        s.remove(["1"]);
        s.update([{ key: "2", properties: room("mine") }]);
        s.add([{ geometry: square(5, 5), properties: room("n") }]);
        return s.discard();
      },
      want: { added: ["1"], changed: ["2"], removed: ["new-1"] },
    },
  ],
];

describe("EditSession change sets", () => {
  test.each(changeSets)("%s", (_, { given, want }) => {
    const session = loaded();
    const heard: ChangeSet[] = [];
    session.subscribe((change) => heard.push(change));
    const change = given(session);
    expect(change).toEqual({ ...empty, ...want });
    expect(heard.at(-1) ?? empty).toEqual({ ...empty, ...want });
  });
});

describe("EditSession: others' saves under the user's edits (docs/live-editing.md)", () => {
  const edited = () => {
    const session = loaded();
    session.update([{ key: "1", properties: { ...room("mine"), floor_no: 1 } }], "rename");
    session.remove(["2"], "remove");
    session.add([{ geometry: square(5, 5), properties: room("new") }], "draw");
    session.update([{ key: "3", geometry: square(3, 3) }], "move");
    return session;
  };

  const cases: [
    string,
    {
      given: (session: EditSession) => ChangeSet;
      want: Partial<Summary> & { change: Partial<ChangeSet>; shown?: Record<string, unknown> };
    },
  ][] = [
    [
      "a field only they changed is theirs; the edit moves to their version",
      {
        given: (s) => s.load([stored(1, { note: "theirs" }, 2), stored(3, { name: "renamed" }, 2)]),
        want: {
          view: ["1", "3", "new-1"],
          new: ["new-1"],
          edited: ["1@2", "3@2"],
          deleted: ["2@1"],
          undo: "move",
          change: { changed: ["1", "3"] },
          shown: {
            "1": { ...room("mine"), floor_no: 1, note: "theirs" },
            "3": room("renamed"),
          },
        },
      },
    ],
    [
      "a field both changed apart keeps mine and the old version, for the save's merge to report",
      {
        given: (s) => s.load([stored(1, { name: "theirs", note: "theirs" }, 2)]),
        want: {
          view: ["1", "3", "new-1"],
          new: ["new-1"],
          edited: ["1@1", "3@1"],
          deleted: ["2@1"],
          undo: "move",
          change: { changed: ["1"] },
          shown: { "1": { ...room("mine"), floor_no: 1, note: "theirs" } },
        },
      },
    ],
    [
      "the same change as mine: no longer an edit",
      {
        given: (s) => s.load([stored(1, { name: "mine", floor_no: 1 }, 2)]),
        want: {
          view: ["1", "3", "new-1"],
          new: ["new-1"],
          edited: ["3@1"],
          deleted: ["2@1"],
          undo: "move",
          // their copy now shows, equal to what the user's edit held
          change: { changed: ["1"] },
        },
      },
    ],
    [
      "a change of a feature the user deleted keeps the deletion of the old version (a clash)",
      {
        given: (s) => s.load([stored(2, { name: "theirs" }, 4)]),
        want: {
          view: ["1", "3", "new-1"],
          new: ["new-1"],
          edited: ["1@1", "3@1"],
          deleted: ["2@1"],
          undo: "move",
          change: {},
        },
      },
    ],
    [
      "an older copy than held changes nothing",
      {
        given: (s) => {
          s.load([stored(3, { name: "newer" }, 5)]);
          return s.load([stored(3, { name: "older" }, 4)]);
        },
        want: {
          view: ["1", "3", "new-1"],
          new: ["new-1"],
          edited: ["1@1", "3@5"],
          deleted: ["2@1"],
          undo: "move",
          change: {},
          shown: { "3": room("newer") },
        },
      },
    ],
    [
      "deleted by them: an untouched feature leaves, an edited one stays, one deleted by both is gone",
      {
        given: (s) => {
          s.load([stored(4)]);
          return s.removeStored([
            { id: 1, version: 1 },
            { id: 2, version: 1 },
            { id: 4, version: 1 },
          ]);
        },
        want: {
          view: ["1", "3", "new-1"],
          new: ["new-1"],
          edited: ["1@1", "3@1"],
          undo: "move",
          change: { removed: ["4"] },
        },
      },
    ],
  ];

  test.each(cases)("%s", (_, { given, want: { change, shown, ...want } }) => {
    const session = edited();
    expect(given(session)).toEqual({ ...empty, ...change });
    expect(summary(session)).toEqual({ ...untouched, ...want });
    for (const [key, properties] of Object.entries(shown ?? {}))
      expect(session.get(key)?.properties).toEqual(properties);
  });

  it("moves the history onto their version too: undoing the user's step does not undo theirs", () => {
    const session = loaded();
    session.update([{ key: "1", properties: room("mine") }], "rename");
    session.update([{ key: "1", geometry: square(8, 8) }], "move");
    session.load([stored(1, { note: "theirs" }, 2)]);
    session.undo();
    expect(session.get("1")?.properties).toEqual({ ...room("mine"), note: "theirs" });
    expect(session.get("1")?.geometry).toEqual(square(1, 0));
    session.undo();
    expect(session.get("1")?.properties).toEqual({ ...room("room 1"), note: "theirs" });
    expect(session.dirty).toBe(false);
  });

  it("does not bring back, from an older page, a feature they deleted", () => {
    const session = loaded();
    session.removeStored([{ id: 2, version: 3 }]);
    expect(session.load([stored(2, {}, 3)])).toEqual(empty);
    expect(session.has("2")).toBe(false);
  });
});

describe("EditSession.settle: a clash as the user chose", () => {
  const edited = () => {
    const session = loaded();
    session.update([{ key: "1", properties: room("mine") }], "rename");
    session.remove(["2"], "remove");
    return session;
  };

  it("an edit against their version: edited naming it, out of the history", () => {
    const session = edited();
    session.settle("1", stored(1, { name: "theirs", note: "n" }, 7), {
      geometry: square(1, 0),
      properties: { ...room("chosen"), note: "n" },
    });
    expect(summary(session)).toMatchObject({ edited: ["1@7"], deleted: ["2@1"], undo: "remove" });
    expect(session.get("1")?.properties).toEqual({ ...room("chosen"), note: "n" });
  });

  it("theirs for an edit: the draft's version shown, nothing to save of it", () => {
    const session = edited();
    expect(session.settle("1", stored(1, { name: "theirs" }, 7), undefined)).toEqual({
      ...empty,
      changed: ["1"],
    });
    expect(summary(session)).toMatchObject({ edited: [], deleted: ["2@1"] });
  });

  it("mine for an edit of a feature they deleted: the feature again, as new", () => {
    const session = edited();
    session.settle("1", null, { geometry: square(1, 0), properties: room("mine") });
    const { new: added, edited: changed } = session.collections();
    expect(added).toEqual([{ key: "1", geometry: square(1, 0), properties: room("mine") }]);
    expect(changed).toEqual([]);
  });

  it("theirs for an edit of a feature they deleted: it leaves", () => {
    const session = edited();
    expect(session.settle("1", null, undefined)).toEqual({ ...empty, removed: ["1"] });
    expect(session.counts).toMatchObject({ new: 0, edited: 0, deleted: 1 });
  });

  it("a deletion of a feature they changed: mine deletes their version, theirs keeps it", () => {
    const mine = edited();
    mine.settle("2", stored(2, { name: "theirs" }, 4), null);
    expect(summary(mine).deleted).toEqual(["2@4"]);
    const theirs = edited();
    expect(theirs.settle("2", stored(2, { name: "theirs" }, 4), undefined)).toEqual({
      ...empty,
      added: ["2"],
    });
    expect(summary(theirs).deleted).toEqual([]);
    expect(theirs.get("2")?.properties).toEqual(room("theirs"));
  });
});

describe("EditSession", () => {
  it("keeps its own copies: callers may mutate what they passed", () => {
    const session = loaded();
    const geometry = square(5, 5);
    const properties = room("new");
    const {
      keys: [key = ""],
    } = session.add([{ geometry, properties }]);
    properties.name = "changed afterwards";
    if (geometry.type === "Polygon") geometry.coordinates[0]?.pop();
    expect(session.get(key)).toEqual({ key, geometry: square(5, 5), properties: room("new") });
  });

  it("hands out frozen features, so a stray mutation cannot change the session or its history", () => {
    const session = loaded();
    const feature = session.get("1");
    expect(Object.isFrozen(feature?.properties)).toBe(true);
    expect(() => {
      if (feature) feature.properties.name = "x";
    }).toThrow(TypeError);
  });

  it("restores the exact previous feature on undo", () => {
    const session = loaded();
    const before = session.get("2");
    session.update([{ key: "2", geometry: square(4, 4), properties: room("moved") }]);
    session.undo();
    expect(session.get("2")).toEqual(before);
    expect(session.get("2")).toEqual({ key: "2", geometry: square(2, 0), properties: room("room 2") });
  });

  it("tells new features from stored ones", () => {
    const session = loaded();
    const {
      keys: [key = ""],
    } = session.add([{ geometry: square(5, 5), properties: room("new") }]);
    session.remove(["1"]);
    expect([
      session.isNew(key),
      session.isNew("2"),
      session.has("1"),
      session.has("2"),
      session.has("9"),
    ]).toEqual([true, false, false, true, false]);
  });

  it("sends what the save needs", () => {
    const session = loaded();
    session.add([{ geometry: square(5, 5), properties: room("new") }]);
    session.update([{ key: "2", properties: room("renamed") }]);
    session.remove(["3"]);
    expect(session.collections()).toEqual({
      new: [{ key: "new-1", geometry: square(5, 5), properties: room("new") }],
      edited: [{ id: 2, version: 1, geometry: square(2, 0), properties: room("renamed") }],
      deleted: [{ id: 3, version: 1 }],
    });
  });

  it("uses the given key maker and refuses a key already in use", () => {
    const session = new EditSession({ newKey: () => "draft" });
    expect(session.add([{ geometry: square(0, 0), properties: room("a") }]).keys).toEqual(["draft"]);
    expect(() => session.add([{ geometry: square(1, 1), properties: room("b") }])).toThrow(/taken/);
  });

  it("refuses to edit a feature that is not in the view", () => {
    const session = loaded();
    session.remove(["1"]);
    expect(() => session.update([{ key: "1", properties: room("x") }])).toThrow(/no feature 1/);
    expect(() => session.remove(["42"])).toThrow(/no feature 42/);
  });

  it("leaves the session as it was when a step fails part way", () => {
    const session = loaded();
    session.remove(["3"]);
    expect(() =>
      session.apply({
        label: "merge",
        add: [{ geometry: square(5, 5), properties: room("m") }],
        remove: ["1", "3"],
      }),
    ).toThrow(/no feature 3/);
    expect(summary(session)).toEqual({ ...untouched, view: ["1", "2"], deleted: ["3@1"], undo: "remove" });
    expect(session.counts).toEqual({ new: 0, edited: 0, deleted: 1, inView: 2 });
  });

  it("forgets everything on reset and tells listeners what left the view", () => {
    const session = loaded();
    session.add([{ geometry: square(5, 5), properties: room("new") }]);
    const heard: ChangeSet[] = [];
    const unsubscribe = session.subscribe((change) => heard.push(change));
    session.reset();
    unsubscribe();
    session.load([stored(7)]);
    expect(heard).toEqual([{ ...empty, removed: ["1", "2", "3", "new-1"] }]);
    expect([session.features().length, session.counts, session.canUndo]).toEqual([
      1,
      { new: 0, edited: 0, deleted: 0, inView: 1 },
      false,
    ]);
  });
});

describe("loading pages handed over", () => {
  test("taken features are kept as they are, frozen, and copied ones are not the caller's", () => {
    const given = stored(1);
    const kept = stored(2);
    const session = new EditSession();
    session.load([given], { take: true });
    session.load([kept]);
    expect(session.get("1")?.geometry).toBe(given.geometry);
    expect(Object.isFrozen(given.geometry.coordinates[0])).toBe(true);
    expect(Object.isFrozen(given.properties)).toBe(true);
    expect(session.get("2")?.geometry).not.toBe(kept.geometry);
    expect(Object.isFrozen(kept.geometry)).toBe(false);
  });

  test("a taken feature is edited like any other: the edit is a copy, undo brings the loaded one back", () => {
    const given = stored(1);
    const session = new EditSession();
    session.load([given], { take: true });
    session.update([{ key: "1", properties: { ...given.properties, name: "renamed" } }]);
    expect(session.collections().edited.map((f) => f.id)).toEqual([1]);
    session.undo();
    expect(session.get("1")?.properties).toBe(given.properties);
    expect(session.dirty).toBe(false);
  });
});

describe("a read-only session (a release shown)", () => {
  const edits: [string, (s: EditSession) => unknown][] = [
    ["add", (s) => s.add([{ geometry: square(5, 5), properties: room("new") }], "draw")],
    ["update", (s) => s.update([{ key: "2", properties: room("renamed") }])],
    ["remove", (s) => s.remove(["1"])],
    ["apply", (s) => s.apply({ label: "paste", add: [{ geometry: square(6, 6), properties: room("x") }] })],
    ["update of an unknown key", (s) => s.update([{ key: "99", properties: room("none") }])],
  ];

  test.each(edits)("%s changes nothing and leaves no undo", (_, edit) => {
    const session = new EditSession({ readOnly: true });
    session.load([stored(1), stored(2), stored(3)]);
    const heard: ChangeSet[] = [];
    session.subscribe((change) => heard.push(change));
    edit(session);
    expect(summary(session)).toEqual(untouched);
    expect(session.dirty).toBe(false);
    expect(heard).toEqual([]);
  });

  test("loading and resetting still work", () => {
    const session = new EditSession({ readOnly: true });
    session.load([stored(1)]);
    expect(session.features().map((feature) => feature.key)).toEqual(["1"]);
    session.reset();
    expect(session.features()).toEqual([]);
    expect(session.readOnly).toBe(true);
  });
});
