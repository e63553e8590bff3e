/**
 * A demo record's id, looked up through the API at run time: ids come from the seeding order, which a
 * new seed file or account changes, so tests name a record by what it holds instead.
 */
import { request } from "@playwright/test";
import { apiToken } from "./accounts.ts";

export type RecordFields = Record<string, string | number | boolean>;

/** the record of `area` (its API path, e.g. "campus") holding every one of `fields` */
export async function demoRecordId(baseURL: string, area: string, fields: RecordFields): Promise<number> {
  const token = await apiToken(baseURL, "admin");
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  try {
    for (let page = 1; ; page++) {
      const response = await context.get(`/api/${area}`, { params: { page } });
      if (!response.ok()) throw new Error(`GET /api/${area}: ${response.status()} ${await response.text()}`);
      const items: ({ id: number } & Record<string, unknown>)[] = (await response.json()).data.items;
      const found = items.find((item) =>
        Object.entries(fields).every(([name, value]) => item[name] === value),
      );
      if (found) return found.id;
      if (items.length === 0) throw new Error(`no ${area} record holds ${JSON.stringify(fields)}`);
    }
  } finally {
    await context.dispose();
  }
}
