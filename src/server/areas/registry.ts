/** The generated area table, indexed, with each area's store and compiled validators. */

import { areas } from "../../../generated/areas.ts";
import { recordSchemas } from "../../../generated/schemas.ts";
import type { AreaSpec, CommandSpec } from "../../shared/area-spec.ts";
import type { AreaSchemas, JsonSchema } from "../../shared/generated-json.ts";
import { accountsStore } from "../auth/accounts.ts";
import type { Store } from "../db/record-store.ts";
import { tableStore } from "./table-store.ts";
import { type BodyValidator, bodyValidator } from "./validation.ts";

export interface AreaRuntime {
  spec: AreaSpec;
  store: Store;
  /** the generated JSON Schemas the validators below enforce (those of the area a view shows) */
  schemas: AreaSchemas;
  validateCreate: BodyValidator;
  validateUpdate: BodyValidator;
}

const stores: Record<AreaSpec["store"], Store> = { records: tableStore, users: accountsStore };

/** An area's generated JSON Schemas (generated/schemas.ts). */
export function schemasOf(area: string): AreaSchemas {
  const schemas = recordSchemas[area];
  if (!schemas) throw new Error(`no generated/schemas/${area}.json`);
  return schemas;
}

function runtime(spec: AreaSpec, all: AreaSpec[]): AreaRuntime {
  const base = spec.viewOf ? (all.find((a) => a.area === spec.viewOf) ?? spec) : spec;
  const schemas = schemasOf(base.area);
  return {
    spec,
    store: stores[spec.store],
    schemas,
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

  command(
    areaName: string,
    commandName: string,
  ): { spec: CommandSpec; schema: JsonSchema; validate: BodyValidator } {
    const spec = this.get(areaName).spec.commands.find((c) => c.name === commandName);
    if (!spec) throw new Error(`area '${areaName}' has no command '${commandName}'`);
    const schema = schemasOf(areaName).commands?.[commandName];
    if (!schema) throw new Error(`generated/schemas/${areaName}.json has no command '${commandName}'`);
    return { spec, schema, validate: bodyValidator(schema, spec.fields) };
  }
}
