// Being written by a helper; replaced wholesale.
import type { Database } from "../db/database.ts";

export async function seedDemo(_db: Database): Promise<Record<string, number> | null> {
  return null;
}
