/**
 * Runs `task` in a task of its own right after the next frame has been drawn, or after `latestMs` if
 * no frame comes (a hidden tab draws none); returns a cancel. The map editor tells the screen of a
 * floor's arrival this way: the map draws the floor first, and the screen's re-render (panels,
 * counters) follows in the next task instead of holding that frame up.
 */
export function afterNextFrame(task: () => void, latestMs = 100): () => void {
  let done = false;
  const stop = () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    channel.port1.close();
  };
  const run = () => {
    if (done) return;
    stop();
    task();
  };
  // A message is the next task without a timer's clamp.
  const channel = new MessageChannel();
  channel.port1.onmessage = run;
  const frame = requestAnimationFrame(() => channel.port2.postMessage(null));
  const timer = setTimeout(run, latestMs);
  return stop;
}
