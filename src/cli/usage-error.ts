/** Bad input on the command line: reported without a stack trace and exit code 2 (failures exit 1). */
export class UsageError extends Error {}
