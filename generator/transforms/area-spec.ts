/** Area manifest -> AreaSpec, the table the server and console are driven by. */
import type { AreaSpec } from "../../src/shared/area-spec.ts";
import type { Catalogues, LoadedArea } from "../manifest-types.ts";
import { expandFields } from "./expand-fields.ts";

export function areaSpec(loaded: LoadedArea, all: LoadedArea[], catalogues: Catalogues): AreaSpec {
  const { file, manifest } = loaded;
  const base = manifest.viewOf ? all.find((a) => a.manifest.area === manifest.viewOf)?.manifest : manifest;
  const spec: AreaSpec = {
    area: manifest.area,
    file,
    store: base?.store ?? "records",
    title: manifest.title,
    itemTitle: manifest.itemTitle,
    actions: manifest.actions,
    search: manifest.search ?? [],
    list: manifest.list ?? base?.list ?? [],
    sortable: manifest.sortable ?? [],
    export: manifest.export ?? false,
    filters: manifest.filters ?? [],
    bulk: manifest.bulk ?? [],
    fields: expandFields(base?.fields ?? {}, catalogues),
    rules: base?.rules ?? [],
    codes: manifest.codes ?? {},
    commands: Object.entries(manifest.commands ?? {}).map(([name, command]) => ({
      name,
      path: command.path,
      summary: command.summary,
      ...(command.description && { description: command.description }),
      roles: command.roles,
      ...(command.anonymous && { anonymous: command.anonymous }),
      fields: expandFields(command.fields ?? {}, catalogues),
      rules: command.rules ?? [],
    })),
  };
  if (manifest.viewOf) {
    spec.viewOf = manifest.viewOf;
    spec.where = manifest.where ?? {};
  }
  if (manifest.console) {
    spec.console = { path: manifest.console.path, aliases: manifest.console.aliases ?? [] };
    if (manifest.console.menu !== undefined) spec.console.menu = manifest.console.menu;
    if (manifest.console.icon) spec.console.icon = manifest.console.icon;
    if (manifest.console.editVia) spec.console.editVia = manifest.console.editVia;
  }
  if (manifest.activeWhen) spec.activeWhen = manifest.activeWhen;
  if (manifest.locked) spec.locked = manifest.locked;
  if (manifest.push) spec.push = manifest.push;
  if (manifest.preview) spec.preview = manifest.preview;
  if (manifest.formShows) spec.formShows = manifest.formShows;
  if (manifest.schedule) spec.schedule = manifest.schedule;
  if (manifest.app) spec.app = manifest.app;
  return spec;
}
