/**
 * The names the CSV export writes for a list's reference and lookup columns: those the console's list
 * shows, from the same sources (records/name-sources.ts): a category or campus by its name in the
 * language, a beacon by its name, an author by the account's name (the authors' lookup: only
 * authors of opinions or SOS reports), a map feature (a room) by its name.
 */
import type { Lang } from "../../shared/area-spec.ts";
import type { NameResolver } from "../areas/export-cells.ts";
import type { AreaRegistry } from "../areas/registry.ts";
import type { Queryable } from "../db/database.ts";
import { authorNames } from "./author-names.ts";
import { beaconChoices } from "./beacon-choices.ts";
import type { Choice } from "./choices.ts";
import { featureChoice } from "./feature-choices.ts";
import { recordChoices } from "./record-choices.ts";

const byId = (choices: readonly Choice[]) =>
  new Map(choices.map((choice) => [String(choice.id), choice.name]));

const numericIds = (ids: readonly (number | string)[]) =>
  ids.map(Number).filter((id) => Number.isInteger(id) && id > 0);

export function listNames(db: Queryable, registry: AreaRegistry): NameResolver {
  return async (field, ids, lang: Lang) => {
    if (field.ref === "user") {
      const authors = await authorNames(db, numericIds(ids));
      return new Map(authors.map((author) => [String(author.id), author.name]));
    }
    if (field.ref === "beacons") return byId(await beaconChoices(db, lang));
    if (field.ref) {
      const target = registry.get(field.ref).spec;
      // An area named in two languages (categories, campuses); any other is written as its ids.
      if (!target.fields.some((f) => f.name === "name_pl")) return new Map();
      return byId(await recordChoices(db, registry.get(field.ref), lang));
    }
    if (field.lookup) {
      const found = await Promise.all(numericIds(ids).map((id) => featureChoice(db, lang, id)));
      return byId(found.flat());
    }
    return new Map();
  };
}
