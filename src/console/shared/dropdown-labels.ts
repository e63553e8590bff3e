/**
 * Names for the parts of a PrimeReact Dropdown that axe checks beside its input: the hidden native
 * select it keeps in sync, and the trigger that opens the list. PrimeReact also puts
 * aria-activedescendant="dropdownItem_-1" on the focused dropdown's wrapper, a div with no role
 * (axe: aria-allowed-attr, aria-valid-attr-value) while the list is closed: left out there.
 */
import type { DropdownPassThroughOptions } from "primereact/dropdown";

export function dropdownLabels(label: string): DropdownPassThroughOptions {
  return {
    root: { "aria-activedescendant": undefined },
    select: { "aria-label": label },
    trigger: { "aria-label": label },
  };
}
