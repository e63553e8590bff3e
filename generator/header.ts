/** The one header every generated file carries (DESIGN.md): where it came from and what wrote it. */
export function headerText(sources: string[], writer: string): string {
  return `generated from ${sources.join(", ")} by ${writer}: do not edit`;
}

export const tsHeader = (sources: string[], writer: string) => `// ${headerText(sources, writer)}\n`;

/**
 * JSON has no comments: the header is the document's first key, `$comment` (JSON Schema's own) or,
 * in an OpenAPI document whose root allows no such key, the extension `x-generated`.
 */
export function jsonWithHeader(
  sources: string[],
  writer: string,
  value: Record<string, unknown>,
  key: "$comment" | "x-generated" = "$comment",
): string {
  return `${JSON.stringify({ [key]: headerText(sources, writer), ...value }, null, 2)}\n`;
}
