/** Compiled area and field specs for unit tests: every property at its plain default, `over` on top. */
import type { AreaSpec, FieldSpec } from "../../src/shared/area-spec.ts";

export const fieldSpec = (name: string, over: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  type: "string",
  label: { pl: name, en: name },
  required: false,
  readOnly: false,
  createOnly: false,
  unique: false,
  mustBeActive: false,
  codes: {},
  ...over,
});

export const areaSpecOf = (name: string, over: Partial<AreaSpec> = {}): AreaSpec => ({
  area: name,
  file: `manifests/areas/${name}.yaml`,
  store: "records",
  title: { pl: name, en: name },
  itemTitle: { pl: name, en: name },
  actions: {},
  search: [],
  list: [],
  sortable: [],
  export: false,
  filters: [],
  bulk: [],
  fields: [],
  rules: [],
  codes: {},
  commands: [],
  ...over,
});
