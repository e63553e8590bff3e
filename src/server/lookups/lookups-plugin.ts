/** The lookup calls of spec §7 that fill the console's pickers: every answer is `[{ id, name }]`. */
import type { FastifyInstance } from "fastify";
import { type GeometryGroup, geometryGroups, mapTypes, typesOfGroup } from "../../shared/map-types.ts";
import type { AreaRegistry } from "../areas/registry.ts";
import type { Guard } from "../auth/guard.ts";
import type { Database } from "../db/database.ts";
import { optionalFloor } from "../geo/floor.ts";
import { ApiError } from "../http/api-error.ts";
import { success } from "../http/envelope.ts";
import { authorIdsLimit, authorNames } from "./author-names.ts";
import { beaconChoices } from "./beacon-choices.ts";
import { sortByName } from "./choices.ts";
import { featureChoice, featureChoices } from "./feature-choices.ts";
import { idList, oneOf, positiveId, type Query, queryLang, text } from "./query-params.ts";
import { recordChoices } from "./record-choices.ts";
import { selectList } from "./select-lists.ts";

export interface Options {
  db: Database;
  guard: Guard;
  registry: AreaRegistry;
}

const geoBasicLimit = 100;
const roomsLimit = 50;

export async function lookupsPlugin(app: FastifyInstance, { db, guard, registry }: Options) {
  const staff = { preHandler: guard.roles(["admin", "moderator"]) };

  app.get("/api/type", staff, async (request) => {
    const lang = queryLang(request);
    const types = Object.entries(mapTypes).map(([type, { group, label }]) => ({
      id: type,
      name: label[lang],
      group,
    }));
    return success(sortByName(types, lang));
  });

  app.get("/api/category_basic", staff, async (request) => {
    return success(await recordChoices(db, registry.get("category"), queryLang(request)));
  });

  app.get("/api/campus_basic", staff, async (request) => {
    const query = request.query as Query;
    const lang = queryLang(request);
    // `with`: a record's current campus stays choosable in its form even after it was switched off.
    const choices = await recordChoices(db, registry.get("campus"), lang, {
      activeOnly: true,
      with: positiveId(query, "with"),
    });
    return success(choices);
  });

  app.get("/api/category_geo_basic", staff, async (request) => {
    const query = request.query as Query;
    const lang = queryLang(request);
    const choices = await recordChoices(db, registry.get("category_geo"), lang, {
      activeOnly: true,
      with: positiveId(query, "with"),
      id: positiveId(query, "id"),
    });
    return success(choices);
  });

  app.get("/api/geo_basic", staff, async (request) => {
    const query = request.query as Query;
    const lang = queryLang(request);
    const group = oneOf<GeometryGroup>(query, "geomType", geometryGroups);
    const id = positiveId(query, "id");
    const filters = {
      // Without geomType every group is listed: the contract leaves the parameter optional.
      types: group ? typesOfGroup(group) : geometryGroups.flatMap(typesOfGroup),
      floor: optionalFloor(query.profile),
      nameContains: text(query, "p"),
      without: positiveId(query, "without"),
      with: positiveId(query, "with"),
      limit: geoBasicLimit,
    };
    return success(id ? await featureChoice(db, lang, id) : await featureChoices(db, lang, filters));
  });

  app.get("/api/rooms", staff, async (request) => {
    const query = request.query as Query;
    const lang = queryLang(request);
    const id = positiveId(query, "id");
    const filters = {
      types: ["room" as const],
      anyNameContains: text(query, "search"),
      with: positiveId(query, "with"),
      limit: roomsLimit,
    };
    return success(id ? await featureChoice(db, lang, id) : await featureChoices(db, lang, filters));
  });

  // Who wrote the opinions and SOS reports staff read: names and e-mails of authors only (author-names.ts).
  app.get("/api/author_names", staff, async (request) => {
    const ids = idList(request.query as Query, "ids", authorIdsLimit);
    return success(await authorNames(db, ids));
  });

  app.get("/api/beacon_basic", staff, async (request) => {
    return success(await beaconChoices(db, queryLang(request)));
  });

  app.get("/api/selects/:dataType", staff, async (request) => {
    const { dataType } = request.params as { dataType: string };
    const list = selectList(dataType, queryLang(request));
    if (!list) throw ApiError.code(9004, "dataType");
    return success(list);
  });
}
