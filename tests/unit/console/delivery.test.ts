/** The console's delivery pieces: the row's one-line state, the page's batched loading, the sent push flag. */
import { describe, expect, it } from "vitest";
import {
  createDeliveryLoader,
  type RecordDelivery,
} from "../../../src/console/area-parts/delivery/delivery-loader.ts";
import {
  type DeliveryMessage,
  deliverySummary,
} from "../../../src/console/area-parts/delivery/delivery-summary.ts";
import { areaFormModel, formUiSchema, pushWentOut } from "../../../src/console/forms/area-form-model.ts";

const channel = (
  name: "push" | "email" | "sms",
  counts: Partial<{ queued: number; sent: number; failed: number; configured: boolean }>,
) => ({ channel: name, configured: true, queued: 0, sent: 0, failed: 0, lastError: null, ...counts });
const message = (...channels: ReturnType<typeof channel>[]): DeliveryMessage => ({
  id: 1,
  kind: "sos_alert",
  created_at: "2026-11-24T10:00:00Z",
  recipients: channels.reduce((n, c) => n + c.queued + c.sent + c.failed, 0),
  channels,
  failures: [],
});

describe("deliverySummary", () => {
  it.each([
    [
      "all sent",
      [message(channel("push", { sent: 3 }))],
      { state: "sent", sent: 3, queued: 0, failed: 0, total: 3 },
    ],
    [
      "one failed among sent",
      [message(channel("email", { sent: 1, failed: 1 }))],
      { state: "failed", total: 2 },
    ],
    [
      "waiting for a channel without settings",
      [message(channel("email", { queued: 2, configured: false }), channel("sms", { sent: 1 }))],
      { state: "waiting", queued: 2 },
    ],
    ["being retried", [message(channel("sms", { queued: 1 }))], { state: "queued", queued: 1 }],
    ["nobody to send to", [message()], { state: "none", total: 0 }],
    [
      "a failure wins over waiting",
      [message(channel("email", { queued: 1, configured: false })), message(channel("push", { failed: 1 }))],
      { state: "failed" },
    ],
  ] as const)("%s", (_name, messages, want) => {
    expect(deliverySummary(messages as unknown as DeliveryMessage[])).toMatchObject(want);
  });
});

describe("createDeliveryLoader", () => {
  it("asks once per area for the rows asking meanwhile, 50 ids at most a call", async () => {
    const calls: [string, number[]][] = [];
    const loader = createDeliveryLoader(async (area, ids) => {
      calls.push([area, ids]);
      return ids
        .filter((id) => id % 2 === 0)
        .map((id): RecordDelivery => ({ record_id: id, messages: [message()] }));
    });
    const sos = Array.from({ length: 60 }, (_, i) => loader.load("sos", i + 1));
    const rating = loader.load("rating", 2);
    const answers = await Promise.all(sos);
    expect(calls.map(([area, ids]) => [area, ids.length]).sort()).toEqual([
      ["rating", 1],
      ["sos", 10],
      ["sos", 50],
    ]);
    expect(answers[0]).toEqual([]);
    expect(answers[1]).toHaveLength(1);
    expect(await rating).toHaveLength(1);
  });

  it("fails the rows of a call that failed, and only them", async () => {
    const loader = createDeliveryLoader(async (area) => {
      if (area === "sos") throw new Error("offline");
      return [];
    });
    await expect(loader.load("sos", 1)).rejects.toThrow("offline");
    await expect(loader.load("rating", 1)).resolves.toEqual([]);
  });
});

describe("the push flag of news sent already", () => {
  const t = (key: string) => `«${key}»`;
  const model = areaFormModel("article", "articles", "update");

  it("reads as sent and cannot be changed once push_sent_at is set", () => {
    const sent = pushWentOut(model, { push: true, push_sent_at: "2026-11-24T10:00:00Z" });
    expect(sent).toBe(true);
    expect(formUiSchema(model, { push: true }, t, sent).push).toMatchObject({
      "ui:title": "«forms.pushSent»",
      "ui:disabled": true,
    });
  });

  it("is the plain flag before", () => {
    expect(pushWentOut(model, { push: true })).toBe(false);
    const ui = formUiSchema(model, { push: true }, t, false).push;
    expect(ui).toMatchObject({ "ui:title": "«resources.article.fields.push»" });
    expect(ui).not.toHaveProperty("ui:disabled");
  });
});
