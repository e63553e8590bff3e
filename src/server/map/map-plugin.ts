/** The map calls of spec §7: features of a floor in a box and the editor's saves (routing: routing-plugin.ts). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Floor } from "../../shared/floor.ts";
import type { Guard } from "../auth/guard.ts";
import type { Database, Queryable } from "../db/database.ts";
import { ApiError, type FieldErrors, statusOf } from "../http/api-error.ts";
import { rolesOf } from "../http/contract-roles.ts";
import { contractBody } from "../http/contract-schemas.ts";
import { codeText, failure, requestLang, success } from "../http/envelope.ts";
import { message } from "../http/messages.ts";
import { guardedQuery, queryOf } from "../http/query-params.ts";
import { checkedRequest } from "../http/route-checks.ts";
import { refuseUnknownRelease } from "../publishing/releases.ts";
import { extentOf, extentQuery } from "./extent.ts";
import {
  type FeatureInput,
  readCreateBody,
  readDeleteBody,
  readUpdateBody,
  saveBodyLimit,
} from "./feature-input.ts";
import { SaveClashes, SaveConflict, saveFeatures } from "./feature-save.ts";
import { deleteFeatures, insertFeatures, refuseCrowdedFloor, updateFeatures } from "./feature-store.ts";
import { writeAs } from "./feature-versions.ts";
import { type FeaturePage, FloorCache } from "./floor-cache.ts";
import type { Bounds } from "./geometry-rules.ts";
import { linkPlacedRecords } from "./linked-records.ts";
import { announceMapWrite, type MapWriteAnnouncement } from "./live-announce.ts";
import { readSaveBody, type SaveBody } from "./save-input.ts";

export interface Options {
  db: Database;
  guard: Guard;
  /** hears of each committed write of features (live-hub.ts sends it to this process's live streams) */
  announced: (announcement: MapWriteAnnouncement) => void;
}

/**
 * Whether the client has gone: the editor cancels a load when the view moves on, and the work for
 * that answer is then skipped rather than serialised for a closed socket.
 */
function clientGone(request: FastifyRequest, reply: FastifyReply): () => boolean {
  let closedEarly = false;
  reply.raw.once("close", () => {
    closedEarly = !reply.raw.writableFinished;
  });
  return () => closedEarly || reply.raw.destroyed || request.raw.socket?.destroyed === true;
}

/** The beacon and parking records of the features (linked-records.ts); a missing one refuses the write. */
async function linkRecordsOf(tx: Queryable, floor: Floor, features: FeatureInput[]): Promise<void> {
  const placed = features.map((f, i) => ({ at: `features.${i}`, type: f.type, properties: f.properties }));
  const errors = await linkPlacedRecords(tx, floor, placed);
  if (Object.keys(errors).length) throw ApiError.fields(errors);
}

/** 1505 on each listed feature that was not found; thrown inside a transaction, it undoes the save. */
function refuseMissing(wanted: number[], found: number[], field: (i: number) => string): void {
  const present = new Set(found);
  const errors: FieldErrors = {};
  wanted.forEach((id, i) => {
    if (!present.has(id)) errors[field(i)] = [1505];
  });
  if (Object.keys(errors).length) throw ApiError.fields(errors);
}

/** The envelope of success() around features that arrive as JSON text, spliced rather than parsed. */
function extentAnswer(extent: Bounds, { featuresJson, next }: FeaturePage): string {
  const data = `{"type":"FeatureCollection","extent":${JSON.stringify(extent)},"features":[${featuresJson}],"next":${next ?? "null"}}`;
  return `{"status":"success","data":${data},"message":null,"errors":null}`;
}

export async function mapPlugin(app: FastifyInstance, { db, guard, announced }: Options) {
  const floors = new FloorCache(db);
  /** `work` in a transaction whose kept versions name `by`, announced to the live streams at commit */
  const liveWrite = async <T>(by: { id: number } | null, work: (tx: Queryable) => Promise<T>): Promise<T> => {
    const { result, announcement } = await db.transaction(async (tx) => {
      await writeAs(tx, by);
      const result = await work(tx);
      return { result, announcement: await announceMapWrite(tx, db.process) };
    });
    announced(announcement);
    return result;
  };
  // The map's writes take large bodies: the role is checked before one is read, not after. Each body
  // is the contract's schema, read by its own reading (feature-input.ts, save-input.ts), which checks
  // every feature's geometry and properties and reports every refusal at once.
  const staffWrite = (method: string, url: string, read: (body: unknown) => unknown) => ({
    onRequest: guard.roles(rolesOf(method, url)),
    bodyLimit: saveBodyLimit,
    ...checkedRequest({ body: contractBody(method, url, read) }),
  });

  app.get(
    "/api/geo/extent",
    guardedQuery(guard.roles(rolesOf("GET", "/api/geo/extent")), extentQuery),
    async (request, reply) => {
      const gone = clientGone(request, reply);
      const query = queryOf(request, extentQuery);
      const extent = extentOf(query);
      const release = query.release || undefined;
      if (release !== undefined) await refuseUnknownRelease(db, release, "release");
      if (gone()) return reply.hijack();
      const page = await floors.page(query.profile, extent, query, release);
      if (gone()) return reply.hijack();
      return reply.type("application/json; charset=utf-8").send(extentAnswer(extent, page));
    },
  );

  app.post("/api/geo/save", staffWrite("POST", "/api/geo/save", readSaveBody), async (request, reply) => {
    const save = request.body as SaveBody;
    const lang = requestLang(request);
    const counts = { new: save.created.length, edited: save.edited.length, deleted: save.deleted.length };
    const log = { floor: save.floor, extent: save.extent, ...counts, by: request.account?.id };
    try {
      const saved = await saveFeatures(db, save, request.account, announced);
      request.log.info(log, "map saved");
      return success(saved, message("mapSaved", lang));
    } catch (error) {
      if (error instanceof SaveClashes) {
        const ids = error.clashes.map((c) => c.id);
        request.log.info({ ...log, clashes: ids }, "map save refused: clashes with someone else's changes");
        const errors = Object.fromEntries(error.clashes.map((c) => [`${c.at}.id`, [3440]]));
        const refusal = failure(codeText(3440, lang), errors);
        return reply
          .status(statusOf(3440))
          .send({ ...refusal, data: { conflicts: ids, clashes: error.clashes } });
      }
      if (!(error instanceof SaveConflict)) throw error;
      request.log.info({ ...log, conflicts: error.conflicts }, "map save refused: changed by someone else");
      const refusal = failure(codeText(1507, lang), error.errors);
      return reply.status(statusOf(1507)).send({ ...refusal, data: { conflicts: error.conflicts } });
    }
  });

  app.post("/api/geo", staffWrite("POST", "/api/geo", readCreateBody), async (request) => {
    const { floor, features } = request.body as ReturnType<typeof readCreateBody>;
    const ids = await liveWrite(request.account, async (tx) => {
      await linkRecordsOf(tx, floor, features);
      const created = await insertFeatures(tx, floor, features);
      await refuseCrowdedFloor(tx, floor);
      return created;
    });
    request.log.info({ floor, count: ids.length, by: request.account?.id }, "map features created");
    return success({ ids }, message("mapFeaturesAdded", requestLang(request)));
  });

  app.put("/api/geo", staffWrite("PUT", "/api/geo", readUpdateBody), async (request) => {
    const { floor, features } = request.body as ReturnType<typeof readUpdateBody>;
    const ids = features.map((f) => f.id);
    await liveWrite(request.account, async (tx) => {
      await linkRecordsOf(tx, floor, features);
      const found = (await updateFeatures(tx, floor, features)).map((f) => f.id);
      refuseMissing(ids, found, (i) => `features.${i}.id`);
    });
    request.log.info({ floor, count: ids.length, by: request.account?.id }, "map features updated");
    return success({ ids }, message("mapFeaturesChanged", requestLang(request)));
  });

  app.delete("/api/geo", staffWrite("DELETE", "/api/geo", readDeleteBody), async (request) => {
    const ids = request.body as ReturnType<typeof readDeleteBody>;
    await liveWrite(request.account, async (tx) => {
      refuseMissing(ids, await deleteFeatures(tx, ids), (i) => `ids.${i}`);
    });
    request.log.info({ count: ids.length, by: request.account?.id }, "map features deleted");
    return success({ ids }, message("mapFeaturesDeleted", requestLang(request)));
  });
}
