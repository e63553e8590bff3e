/**
 * The work a loaded page needs before the session and the layer take it — freezing its features and
 * building the features that draw them — done ahead, a few hundred features per task. A floor of
 * 5,000 features done in one go holds the page for longer than a frame; done for a floor fetched in
 * advance it is done while the page is idle, so that switching to that floor only has to add and
 * draw what is ready.
 */
import { deepFreeze } from "../session/deep-freeze.ts";
import type { StoredFeature } from "../session/types.ts";
import { prepareDrawnFeature } from "./map-features.ts";

/** features per task: about 5 ms of work on the machines the benchmark runs on */
const chunkSize = 500;

/** Lets the browser run other tasks (input, frames) before going on; no 4 ms timer clamp. */
function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Prepares `features` chunk by chunk; stops early (leaving the rest to be done on use) when aborted. */
export async function prepareFeatures(
  features: readonly StoredFeature[],
  signal: AbortSignal,
): Promise<void> {
  for (let start = 0; start < features.length && !signal.aborted; start += chunkSize) {
    if (start > 0) await yieldToBrowser();
    for (const feature of features.slice(start, start + chunkSize)) {
      deepFreeze(feature.geometry);
      deepFreeze(feature.properties);
      prepareDrawnFeature(String(feature.id), feature.geometry);
    }
  }
}
