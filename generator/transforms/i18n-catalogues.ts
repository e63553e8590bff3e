/** Manifests -> the i18n catalogues of the console and the server, one per language. */
import type { AreaSpec, ErrorEntry, Lang } from "../../src/shared/area-spec.ts";
import type { MapSpec } from "../../src/shared/map-spec.ts";
import type { Catalogues } from "../manifest-types.ts";

export type Catalogue = Record<string, unknown>;

export function i18nCatalogue(
  lang: Lang,
  areas: AreaSpec[],
  catalogues: Catalogues,
  errors: Record<string, ErrorEntry>,
  map: MapSpec,
): Catalogue {
  const resources = Object.fromEntries(
    areas.map((area) => [
      area.area,
      {
        name: area.title[lang],
        itemName: area.itemTitle[lang],
        fields: Object.fromEntries(area.fields.map((f) => [f.name, f.label[lang]])),
        commands: Object.fromEntries(
          area.commands.map((c) => [
            c.name,
            {
              summary: c.summary[lang],
              fields: Object.fromEntries(c.fields.map((f) => [f.name, f.label[lang]])),
            },
          ]),
        ),
      },
    ]),
  );
  return {
    resources,
    enums: Object.fromEntries(
      Object.entries(catalogues.enumerations).map(([name, values]) => [
        name,
        Object.fromEntries(Object.entries(values).map(([value, text]) => [value, text[lang]])),
      ]),
    ),
    roles: Object.fromEntries(
      Object.entries(catalogues.roles).map(([name, role]) => [name, role.label[lang]]),
    ),
    errors: Object.fromEntries(
      Object.entries(errors)
        .filter(([, e]) => e.console !== false)
        .map(([code, e]) => [code, e[lang]]),
    ),
    map: {
      types: Object.fromEntries(Object.entries(map.types).map(([type, spec]) => [type, spec.label[lang]])),
      properties: Object.fromEntries(map.properties.map((p) => [p.name, p.label[lang]])),
    },
  };
}
