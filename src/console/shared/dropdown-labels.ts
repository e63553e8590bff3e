/**
 * Names for the parts of a PrimeReact Dropdown that axe checks beside its input: the hidden native
 * select it keeps in sync, and the trigger that opens the list.
 */
import type { DropdownPassThroughOptions } from "primereact/dropdown";

export function dropdownLabels(label: string): DropdownPassThroughOptions {
  return { select: { "aria-label": label }, trigger: { "aria-label": label } };
}
