/**
 * The TypeScript modules through which the server, the console, scripts and tests read the generated
 * JSON files (schemas, uiSchemas, catalogues, the OpenAPI document): the one way to read generated/
 * is to import its TypeScript modules. Each JSON file is imported once, here, with its type attribute,
 * and exported under a type of src/shared/generated-json.ts.
 */
import { tsHeader } from "./header.ts";

export interface JsonReader {
  /** the JSON files it reads, relative to generated/, by local name */
  files: Record<string, string>;
  /** names of src/shared/generated-json.ts the exports are typed with */
  types: string[];
  /** `export const …` lines and their comments */
  body: string[];
}

const writer = "generator/json-readers.ts";

/** A local name for a JSON file: its stem, made an identifier. */
export const localName = (stem: string) => `${stem.replace(/\W/g, "_")}_json`;

export function jsonReaderModule(reader: JsonReader): string {
  const sources = Object.values(reader.files).map((file) => `generated/${file}`);
  const lines = [
    `import type { ${reader.types.join(", ")} } from "../src/shared/generated-json.ts";`,
    ...Object.entries(reader.files).map(
      ([name, file]) => `import ${name} from "./${file}" with { type: "json" };`,
    ),
    "",
    ...reader.body,
  ];
  return `${tsHeader(sources.length > 3 ? [`generated/${commonFolder(reader.files)}*.json`] : sources, writer)}${lines.join("\n")}\n`;
}

function commonFolder(files: Record<string, string>): string {
  const first = Object.values(files)[0] ?? "";
  return first.includes("/") ? first.slice(0, first.lastIndexOf("/") + 1) : "";
}

/** `{ key: local, … }` over lines, as a record literal. */
export function recordLiteral(entries: [string, string][]): string {
  return `{\n${entries.map(([key, local]) => `  ${JSON.stringify(key)}: ${local},`).join("\n")}\n}`;
}
