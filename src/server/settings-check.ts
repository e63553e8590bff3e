/**
 * The settings a start needs, checked before anything is opened: the environment's values and the
 * file store they name (S3_BUCKET reachable and there). A wrong one is a SettingError naming its
 * variable, which the start prints alone instead of a stack trace.
 */
import { type Config, readConfig } from "./config.ts";
import type { FileStore } from "./files/file-store.ts";
import { openFileStore } from "./files/open-file-store.ts";
import { SettingError } from "./settings/setting-error.ts";

export async function readSettings(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ config: Config; files: FileStore }> {
  let config: Config;
  try {
    config = readConfig(env);
  } catch (error) {
    // every refusal of readConfig names its variable
    throw error instanceof SettingError ? error : new SettingError((error as Error).message);
  }
  return { config, files: await openFileStore(config) };
}
