/**
 * Telling the screen after the map's next frame: not before that frame, once, and at the latest after
 * a delay when no frame comes (a hidden tab).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { afterNextFrame } from "../../../../src/console/map/editor/after-next-frame.ts";

/** The frame callbacks waiting, run by `drawFrame` as the browser runs them when it draws. */
let frames = new Map<number, FrameRequestCallback>();
let nextFrame = 1;
const drawFrame = () => {
  const waiting = [...frames.values()];
  frames = new Map();
  for (const callback of waiting) callback(0);
};
/** Lets the message sent after a frame arrive. */
const nextTasks = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeEach(() => {
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    frames.set(nextFrame, callback);
    return nextFrame++;
  });
  vi.stubGlobal("cancelAnimationFrame", (handle: number) => frames.delete(handle));
});
afterEach(() => {
  vi.unstubAllGlobals();
  frames.clear();
});

describe("afterNextFrame", () => {
  test("runs in a task after the next frame, not before it", async () => {
    const task = vi.fn();
    afterNextFrame(task, 10_000);
    await nextTasks();
    expect(task).not.toHaveBeenCalled();
    drawFrame();
    expect(task).not.toHaveBeenCalled();
    await nextTasks();
    expect(task).toHaveBeenCalledTimes(1);
  });

  test("runs after the delay when no frame is drawn, and not again when one is", async () => {
    const task = vi.fn();
    afterNextFrame(task, 20);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(task).toHaveBeenCalledTimes(1);
    drawFrame();
    await nextTasks();
    expect(task).toHaveBeenCalledTimes(1);
  });

  test("a cancelled task never runs", async () => {
    const task = vi.fn();
    const cancel = afterNextFrame(task, 20);
    cancel();
    drawFrame();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(task).not.toHaveBeenCalled();
  });
});
