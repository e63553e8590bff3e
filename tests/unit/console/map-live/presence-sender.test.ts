import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type PresenceAnswer, PresenceSender } from "../../../../src/console/map/live/presence-sender.ts";

function sender(answers: PresenceAnswer[] = []) {
  const sent: { at: number; stream: string; selected: number[] }[] = [];
  const start = Date.now();
  const presence = new PresenceSender({
    send: async (stream, selected) => {
      sent.push({ at: Date.now() - start, stream, selected });
      return answers.shift() ?? "ok";
    },
  });
  return { presence, sent };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("PresenceSender", () => {
  it("sends once a stream is open, a selection at once, and every 10 s", async () => {
    const { presence, sent } = sender();
    presence.setSelection([3]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([]);
    presence.setStream("s1");
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ at: 1000, stream: "s1", selected: [3] }]);
    await vi.advanceTimersByTimeAsync(500);
    presence.setSelection([5, 4]);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.at(-1)).toEqual({ at: 1500, stream: "s1", selected: [4, 5] });
    // Within the gap: the latest selection once it has passed.
    presence.setSelection([4, 5, 6]);
    presence.setSelection([4, 5, 7]);
    await vi.advanceTimersByTimeAsync(250);
    expect(sent.at(-1)).toEqual({ at: 1750, stream: "s1", selected: [4, 5, 7] });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent.map((s) => s.at)).toEqual([1000, 1500, 1750, 11_750]);
    // The same selection again is no change.
    presence.setSelection([7, 5, 4]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(4);
  });

  it("keeps 250 ms between two sends, and sends again after the server's 'too soon'", async () => {
    const { presence, sent } = sender(["ok", "soon"]);
    presence.setStream("s1");
    await vi.advanceTimersByTimeAsync(0);
    presence.setSelection([1]);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(150);
    expect(sent.map((s) => s.at)).toEqual([0, 250]);
    await vi.advanceTimersByTimeAsync(250);
    expect(sent.map((s) => [s.at, s.selected])).toEqual([
      [0, []],
      [250, [1]],
      [500, [1]],
    ]);
  });

  it("sends nothing more for a stream the server no longer has, until the next one", async () => {
    const { presence, sent } = sender(["gone"]);
    presence.setStream("s1");
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toHaveLength(1);
    presence.setStream("s2");
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.stream)).toEqual(["s1", "s2"]);
  });

  it("stops", async () => {
    const { presence, sent } = sender();
    presence.setStream("s1");
    await vi.advanceTimersByTimeAsync(0);
    presence.stop();
    presence.setSelection([1]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toHaveLength(1);
  });
});
