/** AreaSpecs + the screens catalogue -> the console's route, menu, role and list-column tables. */
import { rolesFor } from "../../src/shared/area-roles.ts";
import {
  type AreaSpec,
  type FieldSpec,
  publicationColumn,
  type RoleName,
  type Text,
} from "../../src/shared/area-spec.ts";
import { choiceSource } from "../../src/shared/choice-source.ts";

export interface ScreenManifest {
  path: string;
  area?: string;
  label: Text;
  roles: RoleName[];
  menu?: number;
  icon?: string;
  link?: string;
}

export interface ConsoleRoute {
  /** path under /cms, react-router syntax */
  path: string;
  area: string;
  screen: "list" | "create" | "edit" | string;
  roles: RoleName[];
  /** the menu entry highlighted while this route is open */
  menuPath: string;
}

export interface MenuEntry {
  /** the area's path under /cms, which the entry is highlighted for */
  path: string;
  /** where the entry leads, under /cms */
  link: string;
  label: Text;
  icon: string;
  roles: RoleName[];
}

const defaultIcon = "pi-circle";

export function consoleRoutes(areas: AreaSpec[], screens: ScreenManifest[]): ConsoleRoute[] {
  const byName = new Map(areas.map((a) => [a.area, a]));
  const routes: ConsoleRoute[] = [];
  for (const area of areas) {
    if (!area.console) continue;
    const base = area.console.path;
    const editor = byName.get(area.console.editVia ?? area.area) ?? area;
    routes.push({
      path: base,
      area: area.area,
      screen: "list",
      roles: rolesFor(area, "list"),
      menuPath: base,
    });
    const create = rolesFor(editor, "create");
    if (create.length)
      routes.push({
        path: `${base}/modify`,
        area: editor.area,
        screen: "create",
        roles: create,
        menuPath: base,
      });
    const update = rolesFor(editor, "update");
    if (update.length)
      routes.push({
        path: `${base}/modify/:id`,
        area: editor.area,
        screen: "edit",
        roles: update,
        menuPath: base,
      });
  }
  for (const screen of screens) {
    routes.push({
      path: screen.path,
      area: screen.area ?? screen.path.split("/")[0] ?? screen.path,
      screen: screen.path,
      roles: screen.roles,
      menuPath: screen.path.split("/")[0] ?? screen.path,
    });
  }
  return routes;
}

/** Hyphen spellings of spec §2 -> the underscore paths they redirect to. */
export function consoleRedirects(areas: AreaSpec[]): Record<string, string> {
  return Object.fromEntries(
    areas.flatMap((a) =>
      a.console ? a.console.aliases.map((alias) => [alias, a.console?.path ?? alias]) : [],
    ),
  );
}

export function consoleMenu(areas: AreaSpec[], screens: ScreenManifest[]): MenuEntry[] {
  const entries: (MenuEntry & { order: number })[] = [];
  for (const area of areas) {
    if (area.console?.menu === undefined) continue;
    const { path, menu, icon } = area.console;
    entries.push({
      path,
      link: path,
      label: area.title,
      icon: icon ?? defaultIcon,
      roles: rolesFor(area, "list"),
      order: menu,
    });
  }
  for (const screen of screens) {
    if (screen.menu === undefined) continue;
    const path = screen.path.split("/")[0] ?? screen.path;
    const { label, roles, menu } = screen;
    entries.push({
      path,
      link: screen.link ?? path,
      label,
      icon: screen.icon ?? defaultIcon,
      roles,
      order: menu,
    });
  }
  return entries.sort((a, b) => a.order - b.order).map(({ order: _order, ...entry }) => entry);
}

export interface ListColumn {
  name: string;
  kind: "text" | "datetime" | "date" | "status" | "enum" | "boolean" | "choice" | "roles" | "number" | "file";
  source?: string;
}

const systemKinds: Record<string, ListColumn["kind"]> = {
  id: "number",
  created_at: "datetime",
  updated_at: "datetime",
  version: "number",
};

const kindByType: Partial<Record<FieldSpec["type"], ListColumn["kind"]>> = {
  enum: "enum",
  reference: "choice",
  datetime: "datetime",
  date: "date",
  boolean: "boolean",
  roles: "roles",
  integer: "number",
  number: "number",
  upload: "file",
};

/** The columns of an area's table, each with the way the console shows its value. */
export function listColumns(area: AreaSpec): ListColumn[] {
  return area.list.map((name) => {
    const field = area.fields.find((f) => f.name === name);
    // Worked out by the server for each listed row, labelled as an enumeration.
    if (name === publicationColumn) return { name, kind: "enum", source: `enum:${publicationColumn}` };
    if (!field) return { name, kind: systemKinds[name] ?? "text" };
    // A looked-up id (a room) shows the name the form shows, a file its player or link, not its path.
    const kind =
      field.enumName === "status" ? "status" : field.lookup ? "choice" : (kindByType[field.type] ?? "text");
    const source = field.upload ? `upload:${field.upload}` : choiceSource(field);
    return { name, kind, ...(source && kind !== "text" && { source }) };
  });
}
