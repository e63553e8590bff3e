/**
 * /api/map/underlays: floor-plan images laid under a floor in the editor, for staff to trace. The
 * image is an upload of kind underlay (POST /api/upload, so stored on disk or in the bucket as every
 * upload); a row per underlay keeps its floor, its size in pixels and its placement. Every map reader
 * sees them; writes are audited (area map_underlay).
 */
import type { FastifyInstance } from "fastify";
import { imageSize } from "image-size";
import { maxImageSide, maxUnderlaysPerFloor } from "../../shared/underlay-limits.ts";
import { recordAudit } from "../audit/audit-log.ts";
import type { Guard } from "../auth/guard.ts";
import type { Database, Queryable } from "../db/database.ts";
import type { FileStore } from "../files/file-store.ts";
import { ApiError } from "../http/api-error.ts";
import { rolesOf } from "../http/contract-roles.ts";
import { contractBody } from "../http/contract-schemas.ts";
import { requestLang, success } from "../http/envelope.ts";
import { message } from "../http/messages.ts";
import { guardedQuery, queryOf } from "../http/query-params.ts";
import { guardedRoute } from "../http/route-checks.ts";
import { isId } from "./feature-input.ts";
import { requiredFloorParam } from "./floor.ts";
import {
  readUnderlayCreate,
  readUnderlayUpdate,
  type UnderlayChange,
  type UnderlayCreate,
} from "./underlay-input.ts";
import { transformOf } from "./underlay-placement.ts";
import {
  countForAdding,
  deleteUnderlay,
  floorUnderlays,
  insertUnderlay,
  lockedUnderlay,
  type Underlay,
  updateUnderlay,
} from "./underlay-store.ts";

export interface Options {
  db: Database;
  guard: Guard;
  files: FileStore;
}

export const defaultOpacity = 0.6;

const floorQuery = { floor: requiredFloorParam };

const idParams = {
  schema: {
    type: "object",
    properties: { id: { type: "string", pattern: "^[1-9][0-9]{0,9}$" } },
    required: ["id"],
  },
  check: (raw: unknown) => {
    const id = Number((raw as { id?: unknown } | null)?.id);
    if (!isId(id)) throw ApiError.code(3410, "id");
    return { id };
  },
};

/** The pixel size of a stored upload of kind underlay: 3411 for another file, 3412 for one too large. */
async function imageOf(
  db: Queryable,
  files: FileStore,
  name: string,
): Promise<{ width: number; height: number }> {
  const [upload] = await db.query<{ kind: string }>("SELECT kind FROM upload WHERE name = $1", [name]);
  if (upload?.kind !== "underlay") throw ApiError.code(3411, "file");
  const opened = await files.read(name);
  if (!opened) throw ApiError.code(3411, "file");
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  let size: { width?: number; height?: number };
  try {
    size = imageSize(Buffer.concat(chunks));
  } catch {
    throw ApiError.code(3411, "file");
  }
  const { width = 0, height = 0 } = size;
  if (width < 1 || height < 1) throw ApiError.code(3411, "file");
  if (width > maxImageSide || height > maxImageSide) throw ApiError.code(3412, "file");
  return { width, height };
}

/** The audit's record of an underlay: its fields without the ones derived from others. */
const audited = ({ corners: _corners, updatedAt: _at, ...kept }: Underlay) => kept;

function changesBetween(
  before: Underlay,
  after: Underlay,
): Record<string, { before: unknown; after: unknown }> {
  const was = audited(before) as Record<string, unknown>;
  const is = audited(after) as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(is)
      .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]))
      .map((key) => [key, { before: was[key], after: is[key] }]),
  );
}

export async function underlayPlugin(app: FastifyInstance, { db, guard, files }: Options) {
  const allowed = (method: string, url: string) => guard.roles(rolesOf(method, url));
  const by = (account: { id: number; name: string } | null | undefined) =>
    account ? { id: account.id, name: account.name } : null;

  app.get(
    "/api/map/underlays",
    guardedQuery(allowed("GET", "/api/map/underlays"), floorQuery),
    async (request) => {
      const { floor } = queryOf(request, floorQuery);
      return success({ items: await floorUnderlays(db, floor) });
    },
  );

  app.post(
    "/api/map/underlays",
    guardedRoute(allowed("POST", "/api/map/underlays"), {
      body: contractBody("POST", "/api/map/underlays", readUnderlayCreate),
    }),
    async (request) => {
      const body = request.body as UnderlayCreate;
      const { width, height } = await imageOf(db, files, body.file);
      const transform = transformOf(body.placement, width, height);
      const underlay = await db.transaction(async (tx) => {
        if ((await countForAdding(tx, body.floor)) >= maxUnderlaysPerFloor)
          throw ApiError.code(3418, "floor");
        const made = await insertUnderlay(tx, {
          floor: body.floor,
          name: body.name ?? body.file,
          file: body.file,
          width,
          height,
          transform,
          opacity: body.opacity ?? defaultOpacity,
          hidden: body.hidden ?? false,
        });
        await recordAudit(tx, {
          by: by(request.account),
          area: "map_underlay",
          recordId: made.id,
          action: "create",
          changes: audited(made),
        });
        return made;
      });
      request.log.info(
        { underlay: underlay.id, floor: underlay.floor, by: request.account?.id },
        "underlay laid",
      );
      return success(underlay, message("added", requestLang(request)));
    },
  );

  app.patch(
    "/api/map/underlays/:id",
    guardedRoute(allowed("PATCH", "/api/map/underlays/{id}"), {
      params: idParams,
      body: contractBody("PATCH", "/api/map/underlays/{id}", readUnderlayUpdate),
    }),
    async (request) => {
      const { id } = request.params as { id: number };
      const change = request.body as UnderlayChange;
      const underlay = await db.transaction(async (tx) => {
        const before = await lockedUnderlay(tx, id);
        if (!before) throw ApiError.code(3410, "id");
        const after = await updateUnderlay(tx, id, {
          name: change.name ?? before.name,
          transform: change.placement
            ? transformOf(change.placement, before.width, before.height)
            : before.transform,
          opacity: change.opacity ?? before.opacity,
          hidden: change.hidden ?? before.hidden,
        });
        await recordAudit(tx, {
          by: by(request.account),
          area: "map_underlay",
          recordId: id,
          action: "update",
          changes: changesBetween(before, after),
        });
        return after;
      });
      return success(underlay, message("edited", requestLang(request)));
    },
  );

  app.delete(
    "/api/map/underlays/:id",
    guardedRoute(allowed("DELETE", "/api/map/underlays/{id}"), { params: idParams }),
    async (request) => {
      const { id } = request.params as { id: number };
      await db.transaction(async (tx) => {
        const before = await lockedUnderlay(tx, id);
        if (!before) throw ApiError.code(3410, "id");
        await deleteUnderlay(tx, id);
        await recordAudit(tx, {
          by: by(request.account),
          area: "map_underlay",
          recordId: id,
          action: "delete",
          changes: audited(before),
        });
      });
      return success({ id }, message("removed", requestLang(request)));
    },
  );
}
