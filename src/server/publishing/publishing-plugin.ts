/**
 * The map's releases (issue 30): POST /api/map/publish (the draft as the next release),
 * GET /api/map/releases (the history, newest first), GET /api/map/diff (what differs between two
 * releases or a release and the draft) and POST /api/map/releases/{n}/rollback (an earlier release's
 * content published again). Publishing is for admins and moderators, a rollback for admins; both are
 * audited.
 */
import type { FastifyInstance } from "fastify";
import { pageSize } from "../../shared/list-page.ts";
import { recordId, recordIdPattern } from "../../shared/record-id.ts";
import { recordAudit } from "../audit/audit-log.ts";
import type { Guard } from "../auth/guard.ts";
import type { Database } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { rolesOf } from "../http/contract-roles.ts";
import { contractBody } from "../http/contract-schemas.ts";
import { success } from "../http/envelope.ts";
import { guardedQuery, idParam, type QueryParam, queryOf, requiredParam } from "../http/query-params.ts";
import { guardedRoute } from "../http/route-checks.ts";
import { type DiffSide, mapDiff } from "./map-diff.ts";
import { type Author, publishDraft, refuseUnknownRelease, releasesPage, rollBackTo } from "./releases.ts";

interface Options {
  db: Database;
  guard: Guard;
}

/** the longest comment a release keeps */
export const maxCommentLength = 1000;

/** `{comment}`: optional text of at most maxCommentLength characters (1524 otherwise), trimmed. */
function readComment(body: unknown): { comment: string } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw ApiError.code(9001);
  const comment = (body as { comment?: unknown }).comment ?? "";
  if (typeof comment !== "string" || comment.length > maxCommentLength)
    throw ApiError.fields({ comment: [1524] });
  return { comment: comment.trim() };
}

/** A release number, or `draft` where `draftToo` (1522 otherwise). */
function sideParam(draftToo: boolean): QueryParam<DiffSide> {
  const pattern = draftToo ? `^(draft|${recordIdPattern.slice(1, -1)})$` : recordIdPattern;
  return requiredParam<DiffSide>(
    {
      schema: { type: "string", pattern },
      read: (raw, name) => {
        if (draftToo && raw === "draft") return "draft";
        const number = recordId(raw);
        if (number === null) throw ApiError.code(1522, name);
        return number;
      },
      absent: () => "draft",
    },
    1522,
  );
}

const diffQuery = { from: sideParam(false), to: sideParam(true) };
const releasesQuery = { page: idParam(9005) };

const numberParams = {
  schema: {
    type: "object",
    properties: { number: { type: "string", pattern: recordIdPattern } },
    required: ["number"],
  },
  check: (raw: unknown) => {
    const number = recordId((raw as { number?: unknown } | null)?.number);
    if (number === null) throw ApiError.code(1521, "number");
    return { number };
  },
};

const authorOf = (account: { id: number; name: string } | null | undefined): Author | null =>
  account ? { id: account.id, name: account.name } : null;

export async function publishingPlugin(app: FastifyInstance, { db, guard }: Options) {
  const allowed = (method: string, url: string) => guard.roles(rolesOf(method, url));

  app.post(
    "/api/map/publish",
    guardedRoute(allowed("POST", "/api/map/publish"), {
      body: contractBody("POST", "/api/map/publish", readComment),
    }),
    async (request) => {
      const { comment } = request.body as ReturnType<typeof readComment>;
      const by = authorOf(request.account);
      const release = await db.transaction(async (tx) => {
        const made = await publishDraft(tx, by, comment);
        await recordAudit(tx, {
          by,
          area: "map",
          recordId: made.number,
          action: "publish",
          changes: { comment, counts: made.counts },
        });
        return made;
      });
      request.log.info({ release: release.number, by: by?.id }, "map published");
      return success(release);
    },
  );

  app.get(
    "/api/map/releases",
    guardedQuery(allowed("GET", "/api/map/releases"), releasesQuery),
    async (request) => {
      const page = queryOf(request, releasesQuery).page ?? 1;
      const { items, total } = await releasesPage(db, page);
      return success({ items, page, pageSize, total });
    },
  );

  app.get("/api/map/diff", guardedQuery(allowed("GET", "/api/map/diff"), diffQuery), async (request) => {
    const { from, to } = queryOf(request, diffQuery);
    for (const [field, side] of [
      ["from", from],
      ["to", to],
    ] as const)
      if (side !== "draft") await refuseUnknownRelease(db, side, field);
    return success({ from, to, floors: await mapDiff(db, from, to) });
  });

  app.post(
    "/api/map/releases/:number/rollback",
    guardedRoute(allowed("POST", "/api/map/releases/{number}/rollback"), {
      params: numberParams,
      body: contractBody("POST", "/api/map/releases/{number}/rollback", readComment),
    }),
    async (request) => {
      const { number } = request.params as { number: number };
      const { comment } = request.body as ReturnType<typeof readComment>;
      const by = authorOf(request.account);
      const release = await db.transaction(async (tx) => {
        const made = await rollBackTo(tx, number, by, comment);
        await recordAudit(tx, {
          by,
          area: "map",
          recordId: made.number,
          action: "rollback",
          changes: { rollbackOf: number, comment, counts: made.counts },
        });
        return made;
      });
      request.log.info({ release: release.number, rollbackOf: number, by: by?.id }, "map rolled back");
      return success({ ...release, rollbackOf: number });
    },
  );
}
