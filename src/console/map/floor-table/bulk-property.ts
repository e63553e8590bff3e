/**
 * One property set on several features at once (issue 33, part 4): only the properties every selected
 * feature's type takes are offered, the value is checked for each feature as its own property form
 * checks it (the caller passes that check), and the change is one undo step, an unsaved edit like
 * any other. Pure: no React, no OpenLayers.
 */
import type { RJSFSchema, ValidatorType } from "@rjsf/utils";
import { mapSpec } from "../../../../generated/map.ts";
import { mapPropertySchemas } from "../../../../generated/schemas.ts";
import { jsonEqual } from "../../../shared/json-equal.ts";
import {
  customValidator,
  fieldOfError,
  type Translate,
  transformSchemaErrors,
} from "../../forms/form-validation.ts";
import { stepLabel } from "../editor/step-labels.ts";
import type { EditSession } from "../session/edit-session.ts";
import type { FeatureProperties, SessionFeature } from "../session/types.ts";

/** The key is unique on the floor: one value for several features can only be refused. */
const notShared = new Set(["key"]);

/** The properties every one of `types` takes, in the first one's form order. */
export function commonProperties(types: Iterable<string>): string[] {
  const [first, ...rest] = [...new Set(types)].map((type) => mapSpec.types[type]?.properties ?? []);
  if (!first) return [];
  return first.filter((name) => !notShared.has(name) && rest.every((names) => names.includes(name)));
}

/** A value the form leaves empty: the property is removed, as a cleared field in the form does. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

/** The feature's properties with `name` set to `value` (or removed when the value is empty). */
export function withProperty(properties: FeatureProperties, name: string, value: unknown): FeatureProperties {
  const { [name]: _old, ...rest } = properties;
  return (isEmpty(value) ? rest : { ...rest, [name]: value }) as FeatureProperties;
}

/** The value every feature has for `name`, or undefined when they differ or have none. */
export function sharedValue(features: readonly SessionFeature[], name: string): unknown {
  const [first, ...rest] = features;
  const value = first?.properties[name];
  return rest.every((feature) => jsonEqual(feature.properties[name], value)) ? value : undefined;
}

/** What the property form says is wrong with a feature's properties: messages by property. */
export type PropertyCheck = (properties: FeatureProperties) => { property: string; message: string }[];

const schemas = mapPropertySchemas as Record<string, RJSFSchema>;

/**
 * The property form's own check (use-property-form.ts): the feature type's schema with its messages
 * worded from the codes, and the map's rules between properties. `validatorOf` is the form's
 * validator of a schema (precompiled in the console).
 */
export function propertyCheck(
  validatorOf: (schema: RJSFSchema) => ValidatorType,
  t: Translate,
  label: (property: string) => string,
): PropertyCheck {
  const fields = mapSpec.properties;
  const customValidate = customValidator(fields, mapSpec.rules, t);
  const transformErrors = (errors: Parameters<typeof transformSchemaErrors>[0]) =>
    transformSchemaErrors(errors, fields, mapSpec.rules, t, label);
  // The session's features are frozen and kept while unchanged: each is checked as it is once.
  const checked = new WeakMap<FeatureProperties, ReturnType<PropertyCheck>>();
  return (properties) => {
    const known = checked.get(properties);
    if (known) return known;
    const schema = schemas[properties.type];
    if (!schema) return [];
    const { errors } = validatorOf(schema).validateFormData(
      properties,
      schema,
      customValidate,
      transformErrors,
    );
    const problems = errors.map((error) => ({ property: fieldOfError(error), message: error.message ?? "" }));
    checked.set(properties, problems);
    return problems;
  };
}

/**
 * What setting `name` to `value` would make wrong on the features (each checked whole, as its form
 * checks it, a rule between properties included, but only what was not wrong before: the other
 * properties are not being changed), each message once, with how many features it concerns.
 */
export function bulkProblems(
  features: readonly SessionFeature[],
  name: string,
  value: unknown,
  check: PropertyCheck,
): { message: string; count: number }[] {
  const counts = new Map<string, number>();
  const said = (problems: ReturnType<PropertyCheck>) =>
    new Set(problems.map(({ property, message }) => JSON.stringify([property, message])));
  for (const feature of features) {
    const before = said(check(feature.properties));
    const messages = new Set(
      check(withProperty(feature.properties, name, value))
        .filter(({ property, message }) => !before.has(JSON.stringify([property, message])))
        .map(({ message }) => message),
    );
    for (const message of messages) counts.set(message, (counts.get(message) ?? 0) + 1);
  }
  return [...counts].map(([message, count]) => ({ message, count }));
}

/**
 * Sets `name` to `value` on the features of `keys` that take it, as one undo step; the number of
 * features changed (those already holding the value are left as they are).
 */
export function setProperty(
  session: EditSession,
  keys: readonly string[],
  name: string,
  value: unknown,
): number {
  const changes: { key: string; properties: FeatureProperties }[] = [];
  for (const key of keys) {
    const feature = session.get(key);
    if (!feature || !mapSpec.types[feature.properties.type]?.properties.includes(name)) continue;
    const properties = withProperty(feature.properties, name, value);
    if (!jsonEqual(properties, feature.properties)) changes.push({ key, properties });
  }
  if (changes.length) session.update(changes, stepLabel("properties", changes.length));
  return changes.length;
}
