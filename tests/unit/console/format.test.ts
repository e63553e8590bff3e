import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cutText, formatDate, formatDateTime, initialsOf } from "../../../src/console/shared/format.ts";

// Dates are shown in local time: pin the zone so the expectations hold on any machine.
const savedZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/Warsaw";
});
afterAll(() => {
  process.env.TZ = savedZone;
});

describe("cutText", () => {
  it("keeps text of up to 50 characters", () => {
    const fifty = "x".repeat(50);
    expect(cutText(fifty)).toBe(fifty);
    expect(cutText("")).toBe("");
  });

  it("cuts longer text at 50 characters plus an ellipsis", () => {
    expect(cutText(`${"a".repeat(50)}bcd`)).toBe(`${"a".repeat(50)}…`);
  });

  it("counts characters, not UTF-16 units", () => {
    const emoji = "😀".repeat(51);
    expect(cutText(emoji)).toBe(`${"😀".repeat(50)}…`);
    expect(cutText("Łódź".repeat(13))).toBe(`${"Łódź".repeat(12)}Łó…`);
  });
});

describe("formatDateTime", () => {
  it("shows an instant as DD-MM-YYYY HH:mm:ss in local time", () => {
    expect(formatDateTime("2024-05-01T10:04:09.123Z")).toBe("01-05-2024 12:04:09");
    expect(formatDateTime("2024-01-31T23:30:00Z")).toBe("01-02-2024 00:30:00");
  });

  it("pads single digits and takes Date objects", () => {
    expect(formatDateTime(new Date(2023, 8, 3, 4, 5, 6))).toBe("03-09-2023 04:05:06");
  });

  it("shows a value that is not a date as it is", () => {
    expect(formatDateTime("soon")).toBe("soon");
  });
});

describe("formatDate", () => {
  it("shows an instant as DD-MM-YYYY in local time", () => {
    expect(formatDate("2024-12-31T23:30:00Z")).toBe("01-01-2025");
  });

  it("keeps a calendar day as it is written", () => {
    expect(formatDate("2024-03-09")).toBe("09-03-2024");
  });

  it("shows a value that is not a date as it is", () => {
    expect(formatDate("2024-13-45x")).toBe("2024-13-45x");
  });
});

describe("initialsOf", () => {
  it("takes the first letters of the first and last words", () => {
    expect(initialsOf("Anna Maria nowak")).toBe("AN");
    expect(initialsOf("  admin ")).toBe("A");
    expect(initialsOf("Łukasz Żak")).toBe("ŁŻ");
  });

  it("shows a question mark for an empty name", () => {
    expect(initialsOf("   ")).toBe("?");
  });
});
