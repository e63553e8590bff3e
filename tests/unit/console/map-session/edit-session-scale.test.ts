import { expect, it } from "vitest";
import { EditSession } from "../../../../src/console/map/session/edit-session.ts";
import type { StoredFeature } from "../../../../src/console/map/session/types.ts";
import { square } from "./fixtures.ts";

// A whole floor's worth: every step has to touch only the features it changes, or this crawls.
it("loads 20,000 features, then takes 1,000 single updates and their undos", () => {
  const floor: StoredFeature[] = Array.from({ length: 20_000 }, (_, i) => ({
    id: i + 1,
    version: 1,
    geometry: square(i % 200, Math.floor(i / 200)),
    properties: { type: "room", name: `room ${i + 1}` },
  }));
  const session = new EditSession();
  expect(session.load(floor).added).toHaveLength(20_000);

  for (let i = 1; i <= 1_000; i++) {
    const key = String(i * 20);
    expect(session.update([{ key, properties: { type: "room", name: `renamed ${i}` } }]).changed).toEqual([
      key,
    ]);
  }
  expect(session.counts).toEqual({ new: 0, edited: 1_000, deleted: 0, inView: 20_000 });
  expect(session.get("20000")?.properties.name).toBe("renamed 1000");

  for (let i = 0; i < 1_000; i++) expect(session.undo()?.changed).toHaveLength(1);
  expect(session.counts).toEqual({ new: 0, edited: 0, deleted: 0, inView: 20_000 });
  expect([session.canUndo, session.canRedo, session.dirty]).toEqual([false, true, false]);
  expect(session.get("20000")?.properties.name).toBe("room 20000");
});
