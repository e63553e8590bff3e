import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce, throttle } from "../../../src/console/shared/timing.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("debounce", () => {
  it("runs once after the calls stop, with the last arguments", () => {
    const fn = vi.fn();
    const resized = debounce(fn, 1000);
    resized(800);
    vi.advanceTimersByTime(600);
    resized(700);
    vi.advanceTimersByTime(999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledWith(700);
  });

  it("runs again for a later burst", () => {
    const fn = vi.fn();
    const resized = debounce(fn, 1000);
    resized(1);
    vi.advanceTimersByTime(1000);
    resized(2);
    vi.advanceTimersByTime(1000);
    expect(fn.mock.calls).toEqual([[1], [2]]);
  });

  it("drops the pending call when cancelled", () => {
    const fn = vi.fn();
    const resized = debounce(fn, 1000);
    resized();
    resized.cancel();
    vi.advanceTimersByTime(5000);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe("throttle", () => {
  it("runs the first call at once and ignores calls within the window", () => {
    const fn = vi.fn();
    const toggle = throttle(fn, 200);
    toggle("a");
    toggle("b");
    vi.advanceTimersByTime(199);
    toggle("c");
    expect(fn.mock.calls).toEqual([["a"]]);
  });

  it("runs again once the window has passed", () => {
    const fn = vi.fn();
    const toggle = throttle(fn, 200);
    toggle("a");
    vi.advanceTimersByTime(200);
    toggle("b");
    expect(fn.mock.calls).toEqual([["a"], ["b"]]);
  });

  it("opens the window again when cancelled", () => {
    const fn = vi.fn();
    const toggle = throttle(fn, 200);
    toggle("a");
    toggle.cancel();
    toggle("b");
    expect(fn.mock.calls).toEqual([["a"], ["b"]]);
  });
});
