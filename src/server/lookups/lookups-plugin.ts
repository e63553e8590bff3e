/** The lookup calls of spec §7 that fill the console's pickers: every answer is `[{ id, name }]`. */
import type { FastifyInstance } from "fastify";
import { type GeometryGroup, geometryGroups, mapTypes, typesOfGroup } from "../../shared/map-types.ts";
import type { AreaRegistry } from "../areas/registry.ts";
import type { Guard } from "../auth/guard.ts";
import type { Database } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { rolesOf } from "../http/contract-roles.ts";
import { success } from "../http/envelope.ts";
import {
  guardedQuery,
  idListParam,
  idParam,
  langOf,
  langParam,
  oneOfParam,
  type QueryParam,
  queryOf,
  textParam,
} from "../http/query-params.ts";
import { floorParam } from "../map/floor.ts";
import { authorIdsLimit, authorNames } from "./author-names.ts";
import { beaconChoices } from "./beacon-choices.ts";
import { sortByName } from "./choices.ts";
import { featureChoice, featureChoices, featureChoicesOf } from "./feature-choices.ts";
import { recordChoices } from "./record-choices.ts";
import { selectList } from "./select-lists.ts";

export interface Options {
  db: Database;
  guard: Guard;
  registry: AreaRegistry;
}

const geoBasicLimit = 100;
const roomsLimit = 50;
/** the most features `ids` names at once: a list page or a history page has fewer */
const roomIdsLimit = 100;

const langOnly = { lang: langParam };
const campusQuery = { lang: langParam, with: idParam() };
const categoryGeoQuery = { lang: langParam, with: idParam(), id: idParam() };
const geoBasicQuery = {
  lang: langParam,
  geomType: oneOfParam<GeometryGroup>(geometryGroups),
  id: idParam(),
  profile: floorParam,
  p: textParam(),
  without: idParam(),
  with: idParam(),
};
const roomsQuery = {
  lang: langParam,
  id: idParam(),
  ids: idListParam(roomIdsLimit),
  search: textParam(),
  with: idParam(),
};
const authorsQuery = { ids: idListParam(authorIdsLimit) };

export async function lookupsPlugin(app: FastifyInstance, { db, guard, registry }: Options) {
  const staff = (url: string, query: Record<string, QueryParam<unknown>>) =>
    guardedQuery(guard.roles(rolesOf("GET", url)), query);

  app.get("/api/type", staff("/api/type", langOnly), async (request) => {
    const lang = langOf(request, queryOf(request, langOnly).lang);
    const types = Object.entries(mapTypes).map(([type, { group, label }]) => ({
      id: type,
      name: label[lang],
      group,
    }));
    return success(sortByName(types, lang));
  });

  app.get("/api/category_basic", staff("/api/category_basic", langOnly), async (request) => {
    const lang = langOf(request, queryOf(request, langOnly).lang);
    return success(await recordChoices(db, registry.get("category"), lang));
  });

  app.get("/api/campus_basic", staff("/api/campus_basic", campusQuery), async (request) => {
    const query = queryOf(request, campusQuery);
    // `with`: a record's current campus stays choosable in its form even after it was switched off.
    const choices = await recordChoices(db, registry.get("campus"), langOf(request, query.lang), {
      activeOnly: true,
      with: query.with,
    });
    return success(choices);
  });

  app.get("/api/category_geo_basic", staff("/api/category_geo_basic", categoryGeoQuery), async (request) => {
    const query = queryOf(request, categoryGeoQuery);
    const choices = await recordChoices(db, registry.get("category_geo"), langOf(request, query.lang), {
      activeOnly: true,
      with: query.with,
      id: query.id,
    });
    return success(choices);
  });

  app.get("/api/geo_basic", staff("/api/geo_basic", geoBasicQuery), async (request) => {
    const query = queryOf(request, geoBasicQuery);
    const lang = langOf(request, query.lang);
    const filters = {
      // Without geomType every group is listed: the contract leaves the parameter optional.
      types: query.geomType ? typesOfGroup(query.geomType) : geometryGroups.flatMap(typesOfGroup),
      floor: query.profile,
      nameContains: query.p,
      without: query.without,
      with: query.with,
      limit: geoBasicLimit,
    };
    return success(
      query.id ? await featureChoice(db, lang, query.id) : await featureChoices(db, lang, filters),
    );
  });

  app.get("/api/rooms", staff("/api/rooms", roomsQuery), async (request) => {
    const query = queryOf(request, roomsQuery);
    const lang = langOf(request, query.lang);
    const filters = {
      types: ["room" as const],
      anyNameContains: query.search,
      with: query.with,
      limit: roomsLimit,
    };
    if (query.id) return success(await featureChoice(db, lang, query.id));
    if (query.ids.length) return success(await featureChoicesOf(db, lang, query.ids));
    return success(await featureChoices(db, lang, filters));
  });

  // Who wrote the opinions and SOS reports staff read: names and e-mails of authors only (author-names.ts).
  app.get("/api/author_names", staff("/api/author_names", authorsQuery), async (request) => {
    return success(await authorNames(db, queryOf(request, authorsQuery).ids));
  });

  app.get("/api/beacon_basic", staff("/api/beacon_basic", langOnly), async (request) => {
    return success(await beaconChoices(db, langOf(request, queryOf(request, langOnly).lang)));
  });

  app.get("/api/selects/:dataType", staff("/api/selects/:dataType", langOnly), async (request) => {
    const { dataType } = request.params as { dataType: string };
    const list = selectList(dataType, langOf(request, queryOf(request, langOnly).lang));
    if (!list) throw ApiError.code(9004, "dataType");
    return success(list);
  });
}
