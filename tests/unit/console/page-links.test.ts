import { describe, expect, it } from "vitest";
import { pageLinks, pageReport } from "../../../src/console/table/page-links.ts";

describe("pageLinks: five links, the current page in the middle, as PrimeReact's paginator", () => {
  it.each([
    { page: 1, totalPages: 0, links: [] },
    { page: 1, totalPages: 1, links: [1] },
    { page: 2, totalPages: 2, links: [1, 2] },
    { page: 1, totalPages: 10, links: [1, 2, 3, 4, 5] },
    { page: 3, totalPages: 10, links: [1, 2, 3, 4, 5] },
    { page: 4, totalPages: 10, links: [2, 3, 4, 5, 6] },
    { page: 5, totalPages: 10, links: [3, 4, 5, 6, 7] },
    { page: 9, totalPages: 10, links: [6, 7, 8, 9, 10] },
    { page: 10, totalPages: 10, links: [6, 7, 8, 9, 10] },
  ])("page $page of $totalPages: $links", ({ page, totalPages, links }) => {
    expect(pageLinks(page, totalPages)).toEqual(links);
  });
});

describe("pageReport", () => {
  const template = "{first}–{last} z {totalRecords}";
  it.each([
    { page: 1, total: 12, text: "1–10 z 12" },
    { page: 2, total: 12, text: "11–12 z 12" },
    { page: 1, total: 0, text: "0–0 z 0" },
  ])("page $page of $total records: $text", ({ page, total, text }) => {
    expect(pageReport(template, page, 10, total)).toBe(text);
  });
});
