/** Every file the generator writes, as a map from repository path to content. Pure: no disk writes. */
import { astToString, default as openapiTS } from "openapi-typescript";
import { typescriptModule } from "./emit-typescript.ts";
import { jsonWithHeader, tsHeader } from "./header.ts";
import { jsonReaderModule, localName, recordLiteral } from "./json-readers.ts";
import type { Manifests } from "./manifest-types.ts";
import { areaSpec } from "./transforms/area-spec.ts";
import { consoleMenu, consoleRedirects, consoleRoutes, listColumns } from "./transforms/console-tables.ts";
import { authMessages, errorRegistry } from "./transforms/error-registry.ts";
import { formUiSchema } from "./transforms/form-ui-schema.ts";
import { i18nCatalogue } from "./transforms/i18n-catalogues.ts";
import { mapFormUiSchemas, mapPropertySchemas, mapSpec } from "./transforms/map-spec.ts";
import { type HandWrittenPaths, openapiDocument } from "./transforms/openapi-document.ts";
import { recordSchemas } from "./transforms/record-schemas.ts";

const me = (file: string) => `generator/${file}`;

export async function generateOutputs(
  manifests: Manifests,
  handWritten: HandWrittenPaths,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const catalogueFiles = (...names: string[]) => names.map((n) => `manifests/catalogues/${n}.yaml`);
  const areas = manifests.areas.map((a) => areaSpec(a, manifests.areas, manifests.catalogues));
  const errors = errorRegistry(manifests);
  const cat = manifests.catalogues;
  const map = mapSpec(manifests.map, cat);
  const mapSchemas = mapPropertySchemas(map);

  out.set(
    "generated/areas.ts",
    typescriptModule({
      path: "areas.ts",
      sources: ["manifests/areas/*.yaml"],
      writer: me("transforms/area-spec.ts"),
      typeImports: [{ from: "../src/shared/area-spec.ts", names: ["AreaSpec"] }],
      constants: [{ name: "areas", type: "AreaSpec[]", value: areas }],
    }),
  );
  out.set(
    "generated/errors.ts",
    typescriptModule({
      path: "errors.ts",
      sources: ["manifests/catalogues/codes.yaml", manifests.map.file, "manifests/areas/*.yaml"],
      writer: me("transforms/error-registry.ts"),
      typeImports: [{ from: "../src/shared/area-spec.ts", names: ["ErrorEntry"] }],
      constants: [
        { name: "errorRegistry", type: "Record<string, ErrorEntry>", value: errors },
        { name: "authMessages", value: authMessages(errors) },
      ],
    }),
  );
  out.set(
    "generated/map.ts",
    typescriptModule({
      path: "map.ts",
      sources: [manifests.map.file, ...catalogueFiles("enumerations")],
      writer: me("transforms/map-spec.ts"),
      typeImports: [{ from: "../src/shared/map-spec.ts", names: ["MapSpec"] }],
      constants: [{ name: "mapSpec", type: "MapSpec", value: map }],
    }),
  );
  out.set(
    "generated/schemas/map.json",
    jsonWithHeader([manifests.map.file], me("transforms/map-spec.ts"), { types: mapSchemas }),
  );
  out.set(
    "generated/forms/map.ui.json",
    jsonWithHeader([manifests.map.file], me("transforms/map-spec.ts"), { types: mapFormUiSchemas(map) }),
  );
  out.set(
    "generated/catalogues.ts",
    typescriptModule({
      path: "catalogues.ts",
      sources: catalogueFiles("roles", "languages", "uploads", "enumerations"),
      writer: me("outputs.ts"),
      constants: [
        { name: "roles", value: cat.roles },
        { name: "languages", value: cat.languages },
        { name: "uploadKinds", value: cat.uploads },
        { name: "enumerations", value: cat.enumerations },
      ],
    }),
  );
  out.set(
    "generated/console.ts",
    typescriptModule({
      path: "console.ts",
      sources: ["manifests/areas/*.yaml", ...catalogueFiles("screens")],
      writer: me("transforms/console-tables.ts"),
      constants: [
        { name: "consoleRoutes", value: consoleRoutes(areas, cat.screens) },
        { name: "consoleRedirects", value: consoleRedirects(areas) },
        { name: "consoleMenu", value: consoleMenu(areas, cat.screens) },
        { name: "consoleColumns", value: Object.fromEntries(areas.map((a) => [a.area, listColumns(a)])) },
      ],
    }),
  );
  for (const area of areas.filter((a) => !a.viewOf)) {
    out.set(
      `generated/schemas/${area.area}.json`,
      jsonWithHeader([area.file], me("transforms/record-schemas.ts"), { ...recordSchemas(area) }),
    );
  }
  for (const area of areas.filter((a) => !a.viewOf)) {
    const commands = Object.fromEntries(area.commands.map((c) => [c.name, formUiSchema(area, c.fields)]));
    out.set(
      `generated/forms/${area.area}.ui.json`,
      jsonWithHeader([area.file], me("transforms/form-ui-schema.ts"), { form: formUiSchema(area), commands }),
    );
  }
  for (const lang of ["pl", "en"] as const) {
    out.set(
      `generated/i18n/${lang}.json`,
      jsonWithHeader(
        ["manifests/areas/*.yaml", manifests.map.file, "manifests/catalogues/*.yaml"],
        me("transforms/i18n-catalogues.ts"),
        i18nCatalogue(lang, areas, cat, errors, map),
      ),
    );
  }
  const document = openapiDocument(areas, errors, handWritten, mapSchemas);
  out.set(
    "generated/openapi.json",
    jsonWithHeader(
      ["manifests/areas/*.yaml", manifests.map.file, "openapi/hand-written.yaml"],
      me("transforms/openapi-document.ts"),
      document,
      "x-generated",
    ),
  );
  // arrayLength: a box of four numbers is a tuple of four in TypeScript too, as the contract says.
  const ast = await openapiTS(structuredClone(document) as unknown as Parameters<typeof openapiTS>[0], {
    arrayLength: true,
  });
  out.set(
    "generated/api-types.ts",
    `${tsHeader(["generated/openapi.json"], "generator/outputs.ts with openapi-typescript")}${astToString(ast)}`,
  );
  for (const [path, text] of jsonReaders(
    areas.filter((a) => !a.viewOf).map((a) => a.area),
    Object.keys(cat.languages),
  ))
    out.set(path, text);
  return out;
}

/** The TypeScript modules that read the JSON files above (generator/json-readers.ts). */
function jsonReaders(areaNames: string[], languages: string[]): [string, string][] {
  const named = (folder: string, suffix: string) =>
    Object.fromEntries([...areaNames, "map"].map((n) => [localName(n), `${folder}/${n}${suffix}`]));
  const byArea = recordLiteral(areaNames.map((n) => [n, localName(n)]));
  return [
    [
      "generated/schemas.ts",
      jsonReaderModule({
        files: named("schemas", ".json"),
        types: ["AreaSchemas", "JsonSchema"],
        body: [
          "/** Each area's JSON Schemas (create, update, record, commands), by area name. */",
          `export const recordSchemas: Record<string, AreaSchemas> = ${byArea};`,
          "",
          "/** Each map feature type's properties schema, by type. */",
          `export const mapPropertySchemas: Record<string, JsonSchema> = ${localName("map")}.types;`,
        ],
      }),
    ],
    [
      "generated/forms.ts",
      jsonReaderModule({
        files: named("forms", ".ui.json"),
        types: ["AreaUiSchemas", "UiSchemaJson"],
        body: [
          "/** Each area's uiSchemas (its form and its commands' forms), by area name. */",
          `export const formUiSchemas: Record<string, AreaUiSchemas> = ${byArea};`,
          "",
          "/** Each map feature type's properties uiSchema, by type. */",
          `export const mapFormUiSchemas: Record<string, UiSchemaJson> = ${localName("map")}.types;`,
        ],
      }),
    ],
    [
      "generated/openapi.ts",
      jsonReaderModule({
        files: { openapi_json: "openapi.json" },
        types: ["OpenApiDocument"],
        body: [
          "/** The API's OpenAPI document, as served at /api/openapi.json (with its `x-generated` header). */",
          "export const openapiDocument: OpenApiDocument = openapi_json;",
        ],
      }),
    ],
    [
      "generated/i18n.ts",
      `${tsHeader(
        languages.map((l) => `generated/i18n/${l}.json`),
        "generator/json-readers.ts",
      )}${[
        'import type { Catalogue } from "../src/shared/generated-json.ts";',
        "",
        "/** Each language's catalogue, loaded when first asked for (a chunk of its own in the console). */",
        `export const i18nCatalogues: Record<${languages.map((l) => JSON.stringify(l)).join(" | ")}, () => Promise<Catalogue>> = {`,
        ...languages.map(
          (l) =>
            `  ${l}: () => import("./i18n/${l}.json", { with: { type: "json" } }).then((m) => m.default),`,
        ),
        "};",
      ].join("\n")}\n`,
    ],
  ];
}
