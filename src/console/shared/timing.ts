/** Rate limits for UI events (spec §9: resize debounced 1000 ms, sidebar toggle throttled 200 ms). */

export interface Limited<A extends unknown[]> {
  (...args: A): void;
  /** drops a pending call, e.g. when the component that asked for it goes away */
  cancel(): void;
}

/** Runs `fn` once the calls have stopped for `ms`, with the arguments of the last call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Limited<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limited = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  limited.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return limited;
}

/** Runs `fn` at once, then ignores calls for `ms`: a double click toggles the menu only once. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): Limited<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limited = (...args: A) => {
    if (timer !== undefined) return;
    fn(...args);
    timer = setTimeout(() => {
      timer = undefined;
    }, ms);
  };
  limited.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return limited;
}
