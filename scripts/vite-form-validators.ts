/**
 * Vite plugin: the module `virtual:form-validators`, Ajv's validation code for every generated form
 * schema, compiled at build time. In the browser Ajv would compile each schema with `new Function`,
 * which the console's Content-Security-Policy forbids. The default export maps each schema's (and
 * sub-schema's) id to its validate function, as rjsf's createPrecompiledValidator takes them.
 */
import { type RJSFSchema, schemaParser } from "@rjsf/utils";
import createAjvInstance from "@rjsf/validator-ajv8/lib/createAjvInstance.js";
import ajvStandalone from "ajv/dist/standalone/index.js";
import type { Plugin } from "vite";
import { mapPropertySchemas, recordSchemas } from "../generated/schemas.ts";

// A CommonJS module whose function is also its `default`, the one name its types give it.
const standaloneCode = ajvStandalone.default;
const moduleId = "virtual:form-validators";
const resolvedId = `\0${moduleId}`;

/**
 * The schemas the console's forms validate against: each area's create, update and edit form and its
 * commands' bodies, each map feature type. (Vite restarts its dev server when generated/ changes, since this
 * file imports it.)
 */
function formSchemas(): RJSFSchema[] {
  return [
    ...Object.values(recordSchemas).flatMap((schemas) => [
      schemas.create,
      schemas.update,
      ...(schemas.editForm ? [schemas.editForm] : []),
      ...Object.values(schemas.commands ?? {}),
    ]),
    ...Object.values(mapPropertySchemas),
  ] as RJSFSchema[];
}

/**
 * Ajv's standalone code `require`s its runtime helpers (unicode length, formats) even as ESM: each
 * `require("m").name` becomes an import. A `default` is taken from the module's namespace, since
 * a default import of CommonJS is `module.exports` in Vite's dev server but `exports.default` in
 * its build (the importer being virtual); the helpers mark themselves `__esModule`, which tells.
 */
function importRuntime(code: string): string {
  const imports = new Map<string, { local: string; line: string }>();
  const body = code.replace(/require\("([^"]+)"\)\.(\w+)/g, (_match, module: string, name: string) => {
    const key = `${module} ${name}`;
    const local = imports.get(key)?.local ?? `runtime${imports.size}`;
    const line =
      name === "default"
        ? `import * as ${local}_ns from "${module}";\n` +
          `const ${local} = ${local}_ns.default.__esModule ? ${local}_ns.default.default : ${local}_ns.default;`
        : `import { ${name} as ${local} } from "${module}";`;
    imports.set(key, { local, line });
    return local;
  });
  if (body.includes("require("))
    throw new Error("Ajv's code requires a module in a way not turned into an import");
  return [...[...imports.values()].map(({ line }) => line), body.replace(/^"use strict";/, "")].join("\n");
}

function validatorsModule(): string {
  // Keyed by id (rjsf's hash of the schema), so a sub-schema shared by several forms is compiled once.
  const byId: Record<string, RJSFSchema> = Object.assign({}, ...formSchemas().map(schemaParser));
  const ajv = createAjvInstance(undefined, undefined, {
    code: { source: true, esm: true },
    schemas: Object.values(byId),
  });
  // An ESM export needs a name that is an identifier; a hash may start with a digit.
  const exportName = (id: string) => `schema_${id.replace(/\W/g, "_")}`;
  const ids = Object.keys(byId);
  const code = standaloneCode(ajv, Object.fromEntries(ids.map((id) => [exportName(id), id])));
  const table = ids.map((id) => `${JSON.stringify(id)}: ${exportName(id)}`).join(",\n");
  return `${importRuntime(code)}\nexport default {\n${table}\n};\n`;
}

export function formValidators(): Plugin {
  return {
    name: "form-validators",
    resolveId: (id) => (id === moduleId ? resolvedId : null),
    load(id) {
      return id === resolvedId ? validatorsModule() : null;
    },
  };
}
