/** Area manifest -> AreaSpec, the table the server and console are driven by. */
import type { AreaSpec, LockSpec } from "../../src/shared/area-spec.ts";
import type { AreaManifest, Catalogues, LoadedArea } from "../manifest-types.ts";
import { expandFields } from "./expand-fields.ts";

/** A manifest's `locked`, one lock or several, as a list. */
export const locksOf = (manifest: Pick<AreaManifest, "locked">): LockSpec[] =>
  manifest.locked === undefined ? [] : Array.isArray(manifest.locked) ? manifest.locked : [manifest.locked];

/** The field naming a record: the manifest's `titleField`, else a field `name` when there is one. */
function titleFieldOf(manifest: AreaManifest | undefined): string | undefined {
  if (manifest?.titleField) return manifest.titleField;
  return manifest?.fields?.name ? "name" : undefined;
}

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
  const locks = locksOf(base ?? manifest);
  if (locks.length) spec.locked = locks;
  const titleField = titleFieldOf(base);
  if (titleField) spec.titleField = titleField;
  if (manifest.push) spec.push = manifest.push;
  if (manifest.preview) spec.preview = manifest.preview;
  if (manifest.formShows) spec.formShows = manifest.formShows;
  if (manifest.schedule) spec.schedule = manifest.schedule;
  if (manifest.app) spec.app = manifest.app;
  return spec;
}
