/** How a feature is named in lists and messages: its name (or key) and its type, in the active language. */
import type { TFunction } from "i18next";
import type { SessionFeature } from "./session/types.ts";
import { typeLabelKey } from "./use-property-form.ts";

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

export function featureName(feature: SessionFeature | undefined, key: string, lang: string): string {
  const properties = feature?.properties;
  return (
    text(properties?.[`name_${lang}`]) ?? text(properties?.name_pl) ?? text(properties?.key) ?? `#${key}`
  );
}

/** "Aula A · Room" */
export function featureTitle(
  feature: SessionFeature | undefined,
  key: string,
  lang: string,
  t: TFunction,
): string {
  const name = featureName(feature, key, lang);
  return feature ? `${name} · ${t(typeLabelKey(feature.properties.type))}` : name;
}
