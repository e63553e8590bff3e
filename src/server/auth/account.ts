/**
 * A signed-in account as requests, tokens and the audit see it; its store is accounts.ts, which also
 * revokes tokens, so the type lives below both.
 */
export interface Account {
  id: number;
  name: string;
  email: string;
  login: string | null;
  roles: number[];
  /** from the university's directory: never deleted, no local password, whatever roles it holds */
  directory: boolean;
}
