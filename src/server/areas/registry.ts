/** The generated area table, indexed, with each area's store and compiled validators. */

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { areas } from "../../../generated/areas.ts";
import type { AreaSpec, CommandSpec } from "../../shared/area-spec.ts";
import { accountsStore } from "../auth/accounts.ts";
import type { Store } from "./store.ts";
import { tableStore } from "./table-store.ts";
import { type BodyValidator, bodyValidator } from "./validation.ts";

export interface AreaRuntime {
  spec: AreaSpec;
  store: Store;
  validateCreate: BodyValidator;
  validateUpdate: BodyValidator;
}

const schemaDir = join(dirname(fileURLToPath(import.meta.url)), "../../../generated/schemas");
const stores: Record<AreaSpec["store"], Store> = { records: tableStore, users: accountsStore };

function runtime(spec: AreaSpec, all: AreaSpec[]): AreaRuntime {
  const base = spec.viewOf ? (all.find((a) => a.area === spec.viewOf) ?? spec) : spec;
  const schemas = JSON.parse(readFileSync(join(schemaDir, `${base.area}.json`), "utf8"));
  return {
    spec,
    store: stores[spec.store],
    validateCreate: bodyValidator(schemas.create, spec.fields),
    validateUpdate: bodyValidator(schemas.update, spec.fields),
  };
}

export class AreaRegistry {
  readonly all: AreaRuntime[];
  private readonly byName: Map<string, AreaRuntime>;

  constructor(specs: AreaSpec[] = areas) {
    this.all = specs.map((s) => runtime(s, specs));
    this.byName = new Map(this.all.map((a) => [a.spec.area, a]));
  }

  get(name: string): AreaRuntime {
    const area = this.byName.get(name);
    if (!area) throw new Error(`no area '${name}'`);
    return area;
  }

  /** fields of other areas that refer to `name`, with the area they belong to */
  referencesTo(name: string) {
    return this.all
      .filter((a) => !a.spec.viewOf)
      .flatMap((a) => a.spec.fields.filter((f) => f.ref === name).map((field) => ({ area: a, field })));
  }

  command(areaName: string, commandName: string): { spec: CommandSpec; validate: BodyValidator } {
    const spec = this.get(areaName).spec.commands.find((c) => c.name === commandName);
    if (!spec) throw new Error(`area '${areaName}' has no command '${commandName}'`);
    const schemas = JSON.parse(readFileSync(join(schemaDir, `${areaName}.json`), "utf8"));
    const schema = schemas.commands?.[commandName];
    if (!schema) throw new Error(`generated/schemas/${areaName}.json has no command '${commandName}'`);
    return { spec, validate: bodyValidator(schema, spec.fields) };
  }
}
