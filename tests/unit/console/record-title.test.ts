/** How confirmations and messages name a record (issue 36, parts 4 and 6), and what a lock refuses. */
import { describe, expect, it } from "vitest";
import { areas } from "../../../generated/areas.ts";
import {
  namedRecord,
  pushOnSave,
  recordTitle,
  saveMessage,
} from "../../../src/console/records/record-title.ts";
import type { AreaSpec } from "../../../src/shared/area-spec.ts";
import { lockOn } from "../../../src/shared/record-locks.ts";

const spec = (name: string) => areas.find((a) => a.area === name) as unknown as AreaSpec;
/** A stand-in for i18next's t: the key and its values, so that the test reads what was asked for. */
const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ""}`;

describe("recordTitle", () => {
  it.each([
    [
      "an article by its name",
      "article",
      { name: "Library opening hours extended" },
      "pl",
      "Library opening hours extended",
    ],
    [
      "a translated name in the language asked",
      "notification",
      { name_pl: "Biblioteka", name_en: "Library" },
      "en",
      "Library",
    ],
    [
      "the other language when that one is empty",
      "notification",
      { name_pl: "Biblioteka", name_en: "" },
      "en",
      "Biblioteka",
    ],
    [
      "a view by its area's field",
      "push_notifications",
      { name_pl: "Zajęcia", name_en: "Classes" },
      "pl",
      "Zajęcia",
    ],
    ["an opinion by its text, cut at 50", "rating", { text: "x".repeat(60) }, "pl", `${"x".repeat(50)}…`],
    ["nothing when the title is empty", "article", { name: "  " }, "pl", undefined],
  ] as const)("%s", (_case, area, record, lang, want) => {
    expect(recordTitle(spec(area), record, lang)).toBe(want);
  });

  it("names a record without a title by its number", () => {
    expect(namedRecord(t, "Aktualność", { id: 32 }, undefined)).toBe(
      'records.numbered{"item":"Aktualność","id":32}',
    );
  });
});

describe("saveMessage", () => {
  const now = new Date("2025-05-01T10:00:00Z");
  const push = { id: 7, name_pl: "Zajęcia odwołane", type: "push", status: "active" };
  it.each([
    [
      "a news item added",
      "article",
      { id: 1, name: "Dni otwarte", status: "active" },
      "added",
      "records.added",
    ],
    [
      "a push due now: sent",
      "notification",
      { ...push, send_at: "2025-05-01T09:00:00Z" },
      "added",
      "records.pushSent",
    ],
    [
      "a push for later: scheduled",
      "notification",
      { ...push, send_at: "2025-05-02T09:00:00Z" },
      "edited",
      "records.pushScheduled",
    ],
    [
      "an inactive push: only saved",
      "notification",
      { ...push, status: "inactive" },
      "added",
      "records.added",
    ],
    [
      "a push already sent: only saved",
      "notification",
      { ...push, sent_at: "2025-04-01T09:00:00Z" },
      "edited",
      "records.edited",
    ],
    [
      "news with the push flag: sent",
      "article",
      { id: 2, name: "Dni", status: "active", push: true },
      "added",
      "records.pushSent",
    ],
    [
      "a deletion never sends",
      "notification",
      { ...push, send_at: "2025-05-01T09:00:00Z" },
      "removed",
      "records.removed",
    ],
  ] as const)("%s", (_case, area, record, outcome, key) => {
    expect(saveMessage(t, spec(area), "Item", record, outcome, "pl", now).startsWith(`${key}{`)).toBe(true);
  });

  it("says when a scheduled push goes out", () => {
    expect(pushOnSave(spec("notification"), { ...push, send_at: "2025-05-02T09:00:00Z" }, now)).toEqual({
      at: "2025-05-02T09:00:00Z",
    });
  });
});

describe("lockOn", () => {
  it.each([
    [
      "a sent push: no update",
      "notification",
      { sent_at: "2025-01-01T00:00:00Z" },
      "update",
      { code: 6122, field: "sent_at" },
    ],
    [
      "a sent push: no delete",
      "notification",
      { sent_at: "2025-01-01T00:00:00Z" },
      "delete",
      { code: 6123, field: "sent_at" },
    ],
    ["a push not sent yet: allowed", "notification", { sent_at: null }, "delete", undefined],
    [
      "a directory account: no delete",
      "user",
      { directory: true },
      "delete",
      { code: 1904, field: "directory" },
    ],
    ["a directory account: may be edited", "user", { directory: true }, "update", undefined],
    ["a local account: may be deleted", "user", { directory: false }, "delete", undefined],
    [
      "a directory account: no password",
      "user",
      { directory: true },
      { command: "change_password" },
      { code: 1913, field: "directory" },
    ],
    ["a local account: a password", "user", { directory: false }, { command: "change_password" }, undefined],
  ] as const)("%s", (_case, area, record, action, want) => {
    expect(lockOn(spec(area), record, action)).toEqual(want);
  });
});
