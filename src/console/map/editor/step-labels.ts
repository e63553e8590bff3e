/**
 * Undo steps are labelled with the action and how many features it touched ("move:3"), and worded in
 * the language active when the label is shown, not the one active when the step was made.
 */
export function stepLabel(action: string, count: number): string {
  return `${action}:${count}`;
}

export function readStepLabel(label: string): { action: string; count: number } {
  const colon = label.lastIndexOf(":");
  const count = Number(label.slice(colon + 1));
  return colon < 0 || !Number.isInteger(count)
    ? { action: label, count: 1 }
    : { action: label.slice(0, colon), count };
}
