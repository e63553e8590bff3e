/**
 * Several editors on one floor, live (issue 34, docs/live-editing.md):
 * POST /api/map/live/ticket (a ticket for the stream, live-tickets.ts), GET /api/map/live (the
 * floor's saves and presence as server-sent events, live-hub.ts) and POST /api/map/presence (the
 * editor's selection and sign of life, live-presence.ts). The streams end when the process closes
 * (preClose, before Fastify waits for connections to end), and none opens while it drains.
 */
import type { FastifyInstance } from "fastify";
import type { Guard } from "../auth/guard.ts";
import type { Database } from "../db/database.ts";
import { ApiError, type FieldErrors } from "../http/api-error.ts";
import { rolesOf } from "../http/contract-roles.ts";
import { contractBody } from "../http/contract-schemas.ts";
import { success } from "../http/envelope.ts";
import { checkedQuery, patternParam, queryOf, requiredParam } from "../http/query-params.ts";
import { checkedRequest, guardedRoute } from "../http/route-checks.ts";
import { bodyObject, isId } from "./feature-input.ts";
import { requiredFloor, requiredFloorParam } from "./floor.ts";
import type { LiveHub, LiveStream } from "./live-hub.ts";
import { closePresence, maxSelected, openPresence, touchPresence } from "./live-presence.ts";
import { issueTicket, redeemTicket, ticketSeconds } from "./live-tickets.ts";

interface Options {
  db: Database;
  guard: Guard;
  hub: LiveHub;
}

const streamPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const liveQuery = {
  profile: requiredFloorParam,
  ticket: requiredParam(
    patternParam(/^[A-Za-z0-9_-]{32}$/, () => true, 3441),
    3441,
  ),
};

function readTicketBody(body: unknown) {
  return { floor: requiredFloor(bodyObject(body).profile) };
}

/** `{stream, selected}`: a stream's id (9006) and the ids selected, at most maxSelected (3445). */
function readPresenceBody(body: unknown) {
  const { stream, selected } = bodyObject(body);
  const errors: FieldErrors = {};
  if (typeof stream !== "string" || !streamPattern.test(stream)) errors.stream = [9006];
  const ids = Array.isArray(selected) && selected.length <= maxSelected && selected.every(isId);
  if (!ids) errors.selected = [3445];
  if (Object.keys(errors).length) throw ApiError.fields(errors);
  return { stream: stream as string, selected: [...new Set(selected as number[])] };
}

/** One server-sent event: `event` and its data as one line of JSON; a comment when `event` is null. */
const eventText = (event: string | null, data: unknown) =>
  event === null ? `: ${String(data)}\n\n` : `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export async function livePlugin(app: FastifyInstance, { db, guard, hub }: Options) {
  hub.start();
  app.addHook("preClose", (done) => {
    hub.endAll();
    done();
  });

  const staff = (method: string, url: string, read: (body: unknown) => unknown) =>
    guardedRoute(guard.roles(rolesOf(method, url)), { body: contractBody(method, url, read) });

  app.post("/api/map/live/ticket", staff("POST", "/api/map/live/ticket", readTicketBody), async (request) => {
    const { floor } = request.body as ReturnType<typeof readTicketBody>;
    const account = request.account;
    if (!account) throw ApiError.code(1009);
    const ticket = await issueTicket(db, account.id, floor);
    return success({ ticket, expiresIn: ticketSeconds });
  });

  app.get(
    "/api/map/live",
    checkedRequest({ querystring: checkedQuery(liveQuery) }),
    async (request, reply) => {
      const { profile: floor, ticket } = queryOf(request, liveQuery);
      if (app.draining) throw ApiError.code(9011);
      const accountId = await redeemTicket(db, ticket, floor);
      if (accountId === null) throw ApiError.code(3441, "ticket");
      const streamId = await openPresence(db, accountId, floor);
      const [me] = await db.query<{ id: number; name: string }>(
        "SELECT id, name FROM app_user WHERE id = $1",
        [accountId],
      );
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
        // nginx would otherwise hold events back in its buffer
        "x-accel-buffering": "no",
        // An ended stream is not followed by another request on its connection (EventSource opens a
        // new one): closed, it does not keep a closing server waiting out the keep-alive time.
        connection: "close",
      });
      const stream: LiveStream = {
        id: streamId,
        floor,
        send: (event, data) => {
          if (!res.writableEnded) res.write(eventText(event, data));
        },
        end: () => res.end(),
      };
      stream.send("hello", { stream: streamId, floor, you: me ?? null });
      hub.add(stream);
      hub.presenceChanged(floor);
      request.log.info({ floor, stream: streamId, by: accountId }, "map live stream opened");
      res.once("close", () => {
        hub.remove(stream);
        closePresence(db, streamId)
          .then(() => hub.presenceChanged(floor))
          .catch((error: unknown) => request.log.warn({ err: error }, "map presence not closed"));
      });
    },
  );

  app.post("/api/map/presence", staff("POST", "/api/map/presence", readPresenceBody), async (request) => {
    const { stream, selected } = request.body as ReturnType<typeof readPresenceBody>;
    const account = request.account;
    if (!account) throw ApiError.code(1009);
    const floor = await touchPresence(db, account.id, stream, selected);
    hub.presenceChanged(floor);
    return success({ floor });
  });
}
