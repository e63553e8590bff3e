/**
 * Publication windows (manifests' `schedule`) by a clock the test sets: a record is public while active
 * and inside its window; lists say where each record stands and filter by it, the CSV export too; a
 * button's date-only window is read by the campus's days; the window's fields are checked; a news item
 * with the push flag goes out when it goes live, once, and not at all once its window has ended.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { areas } from "../../generated/areas.ts";
import { queueRecordPushes } from "../../src/server/record-delivery/record-pushes.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const at = (iso: string) => Date.parse(iso);

describe.each(databaseKinds)("publication windows on %s", (kind) => {
  let server: TestServer;
  let now = at("2031-03-01T12:00:00Z");
  let categoryId: number;

  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const get = (url: string) => server.request("moderator", { method: "GET", url });
  const post = (url: string, payload: object) =>
    server.request("moderator", { method: "POST", url, payload });
  /** where the article stands in the list now, and the ids each filter lists */
  const standing = async (area: string, id: number) => {
    const listed = ok(await get(`/api/${area}?search=${encodeURIComponent(`w-${id}`)}`));
    return listed.items.find((item: { id: number }) => item.id === id)?.publication;
  };
  const filtered = async (area: string, state: string) =>
    ok(await get(`/api/${area}?publication=${state}`)).items.map((item: { id: number }) => item.id);
  const article = async (fields: Record<string, unknown>) => {
    const created = ok(
      await post("/api/article", {
        name: "Okno publikacji",
        category_id: categoryId,
        description: "Treść aktualności z oknem publikacji.",
        ...fields,
      }),
    );
    // A searchable name of its own: the list finds it by it.
    ok(
      await server.request("moderator", {
        method: "PUT",
        url: `/api/article/${created.id}`,
        payload: {
          name: `w-${created.id}`,
          category_id: categoryId,
          description: "Treść aktualności z oknem publikacji.",
          ...fields,
        },
      }),
    );
    return created.id as number;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: () => now });
    categoryId = ok(
      await server.request("admin", {
        method: "POST",
        url: "/api/category",
        payload: { name_pl: "Okna", name_en: "Windows" },
      }),
    ).id;
  });
  afterAll(async () => server?.close());
  beforeEach(() => {
    now = at("2031-03-01T12:00:00Z");
  });

  it("lists a record as scheduled, live and ended as the clock passes its window, and filters by it", async () => {
    const id = await article({ publish_at: "2031-03-02T09:00:00Z", unpublish_at: "2031-03-05T09:00:00Z" });
    expect(await standing("article", id)).toBe("scheduled");
    expect(await filtered("article", "scheduled")).toContain(id);
    expect(await filtered("article", "live")).not.toContain(id);
    now = at("2031-03-02T09:00:00Z");
    expect(await standing("article", id)).toBe("live");
    expect(await filtered("article", "live")).toContain(id);
    expect(await filtered("article", "scheduled")).not.toContain(id);
    now = at("2031-03-05T08:59:59Z");
    expect(await standing("article", id)).toBe("live");
    now = at("2031-03-05T09:00:00Z");
    expect(await standing("article", id)).toBe("ended");
    expect(await filtered("article", "ended")).toContain(id);
    expect(await filtered("article", "live")).not.toContain(id);
  });

  it("counts an inactive record as hidden whatever its window, and an empty window as always", async () => {
    const open = await article({});
    const inactive = await article({ status: "inactive", publish_at: "2031-03-01T00:00:00Z" });
    expect(await standing("article", open)).toBe("live");
    expect(await standing("article", inactive)).toBe("hidden");
    expect(await filtered("article", "hidden")).toContain(inactive);
    expect(await filtered("article", "hidden")).not.toContain(open);
    // Past the last page the total is counted alone, with and without the filter.
    const beyond = ok(await get("/api/article?page=99"));
    expect(beyond).toMatchObject({ items: [], total: expect.any(Number) });
    expect(beyond.total).toBeGreaterThanOrEqual(2);
    expect(ok(await get("/api/article?page=99&publication=hidden"))).toMatchObject({ items: [], total: 1 });
    // The record itself is not where it stands: that is said by lists only.
    expect(ok(await get(`/api/article/${open}`)).publication).toBeUndefined();
  });

  it("reads a button's dates as whole days on campus, the end day included", async () => {
    const button = ok(
      await post("/api/button", {
        name: "Rekrutacja",
        place: "before_articles",
        url: "https://example.edu/rekrutacja",
        start_date: "2031-03-02",
        end_date: "2031-03-02",
      }),
    );
    const standingAt = async (iso: string) => {
      now = at(iso);
      const listed = ok(await get("/api/button?publication=live")).items.map((b: { id: number }) => b.id);
      return listed.includes(button.id);
    };
    // Łódź is an hour ahead of UTC in March: its 2 March runs from 23:00Z on the 1st to 23:00Z on the 2nd.
    expect(await standingAt("2031-03-01T22:59:59Z")).toBe(false);
    expect(await standingAt("2031-03-01T23:00:00Z")).toBe(true);
    expect(await standingAt("2031-03-02T22:59:59Z")).toBe(true);
    expect(await standingAt("2031-03-02T23:00:00Z")).toBe(false);
  });

  it("refuses a window that ends before it starts, a start that is no date-time, and an unknown state", async () => {
    const base = {
      name: "Zła data",
      category_id: categoryId,
      description: "Treść z błędnym oknem publikacji.",
    };
    const reversed = await post("/api/article", {
      ...base,
      publish_at: "2031-03-05T09:00:00Z",
      unpublish_at: "2031-03-02T09:00:00Z",
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toMatchObject({ unpublish_at: [3242] });
    const malformed = await post("/api/article", { ...base, publish_at: "jutro" });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toMatchObject({ publish_at: [3240] });
    // Ordered by the moment, not the text: 10:00 in Łódź is 09:00Z, before 09:30Z.
    ok(
      await post("/api/article", {
        ...base,
        publish_at: "2031-03-05T10:00:00+01:00",
        unpublish_at: "2031-03-05T09:30:00Z",
      }),
    );
    const unknown = await get("/api/article?publication=soon");
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toMatchObject({ publication: [9019] });
  });

  it("exports only the records of the chosen state, each with its state in words", async () => {
    const live = await article({});
    const scheduled = await article({ publish_at: "2031-04-01T00:00:00Z" });
    const csv = await server.request("moderator", {
      method: "GET",
      url: "/api/article/export.csv?publication=scheduled",
      lang: "en",
    });
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toContain("Publication");
    expect(lines.some((line) => line.startsWith(`w-${scheduled},`))).toBe(true);
    expect(lines.some((line) => line.startsWith(`w-${live},`))).toBe(false);
    expect(lines.every((line) => line.includes(",Scheduled,"))).toBe(true);
  });

  it("sends a news item's push when it goes live, once, and never after its window ended", async () => {
    const pushes = (moment: number) => queueRecordPushes(server.db, areas, moment);
    await pushes(now);
    const id = await article({ push: true, publish_at: "2031-03-02T09:00:00Z" });
    const sentAt = async () => ok(await get(`/api/article/${id}`)).push_sent_at;
    expect(await pushes(at("2031-03-02T08:59:59Z"))).toBe(0);
    expect(await sentAt()).toBeUndefined();
    expect(await pushes(at("2031-03-02T09:00:00Z"))).toBe(1);
    expect(await sentAt()).toBe("2031-03-02T09:00:00Z");
    expect(await pushes(at("2031-03-02T09:00:01Z"))).toBe(0);

    const missed = await article({
      push: true,
      publish_at: "2031-03-02T09:00:00Z",
      unpublish_at: "2031-03-02T10:00:00Z",
    });
    expect(await pushes(at("2031-03-02T10:00:00Z"))).toBe(0);
    expect(ok(await get(`/api/article/${missed}`)).push_sent_at).toBeUndefined();
  });
});
