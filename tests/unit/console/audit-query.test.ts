/** The audit screen's filters in its address and in the request (records/audit-query.ts). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditFilterOf,
  auditRequestOf,
  auditSearchOf,
  dayText,
  noFilter,
} from "../../../src/console/records/audit-query.ts";

const savedZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/Warsaw";
});
afterAll(() => {
  process.env.TZ = savedZone;
});

describe("the audit screen's address", () => {
  it("reads back what it wrote", () => {
    const filter = {
      ...noFilter,
      area: "email_sms",
      recordId: 12,
      userId: 3,
      action: "delete",
      from: "2026-03-01",
      to: "2026-03-31",
    };
    const search = auditSearchOf(filter, 4);
    expect(search.toString()).toBe(
      "area=email_sms&record_id=12&user_id=3&action=delete&from=2026-03-01&to=2026-03-31&page=4",
    );
    expect(auditFilterOf(search)).toEqual({ filter, page: 4 });
  });

  it.each([
    ["nothing", "", { filter: noFilter, page: 1 }],
    [
      "malformed values left out",
      "area=Robert');&record_id=-1&user_id=x&action=DROP&from=yesterday&page=0",
      { filter: noFilter, page: 1 },
    ],
    ["an id past the database's integer", "record_id=2147483648", { filter: noFilter, page: 1 }],
  ])("%s", (_name, search, want) => {
    expect(auditFilterOf(new URLSearchParams(search))).toEqual(want);
  });

  it("leaves page 1 and empty filters out", () => {
    expect(auditSearchOf(noFilter, 1).toString()).toBe("");
  });
});

describe("the request", () => {
  it("asks for whole local days", () => {
    expect(auditRequestOf({ ...noFilter, from: "2026-03-01", to: "2026-03-01", action: "save" }, 2)).toEqual({
      page: 2,
      action: "save",
      from: "2026-02-28T23:00:00.000Z",
      to: "2026-03-01T22:59:59.999Z",
    });
  });

  it("writes a calendar's day as YYYY-MM-DD", () => {
    expect(dayText(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
  });
});
