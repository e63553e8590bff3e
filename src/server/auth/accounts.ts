/**
 * Accounts in app_user: the store of the `user` area and the look-ups sign-in needs. Password hashes
 * never leave this module.
 */
import { roles } from "../../../generated/catalogues.ts";
import type { AreaSpec } from "../../shared/area-spec.ts";
import { pageSize } from "../../shared/list-page.ts";
import type { Queryable } from "../db/database.ts";
import { likePattern, orderBy, pageWithTotal } from "../db/list-sql.ts";
import type { Row, Store } from "../db/record-store.ts";
import { ApiError } from "../http/api-error.ts";
import type { Account } from "./account.ts";
import { refuseGuessable } from "./password-rule.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { endResetLinksOf } from "./reset-links.ts";
import { revokeTokensOf } from "./tokens.ts";

type DbUser = Account & { created_at: Date; updated_at: Date; version: number };

const columns = "id, name, email, login, roles, directory, created_at, updated_at, version";

const toRow = (u: DbUser): Row => ({
  id: u.id,
  name: u.name,
  email: u.email,
  login: u.login ?? null,
  roles: u.roles,
  directory: u.directory,
  created_at: u.created_at.toISOString(),
  updated_at: u.updated_at.toISOString(),
  version: u.version,
});

const directoryRoleIds = new Set<number>(
  Object.values(roles)
    .filter((r) => r.directory)
    .map((r) => r.id),
);

const holdsDirectoryRole = (roleIds: number[]) => roleIds.some((id) => directoryRoleIds.has(id));

const adminRole = roles.admin.id;

/**
 * Refuses (1903) a change that would leave no admin: `id` losing the admin role or going. Writes to
 * accounts are serialised by the area's lock, so two admins cannot demote each other at once.
 */
async function keepAnAdmin(db: Queryable, id: number, rolesAfter: number[] | null): Promise<void> {
  if (rolesAfter?.includes(adminRole)) return;
  const [row] = await db.query<{ was_admin: boolean; others: string }>(
    `SELECT bool_or(id = $1) AS was_admin, count(*) FILTER (WHERE id <> $1) AS others
     FROM app_user WHERE $2 = ANY(roles)`,
    [id, adminRole],
  );
  if (row?.was_admin && Number(row.others) === 0) throw ApiError.code(1903, rolesAfter ? "roles" : "id");
}

export async function findAccount(db: Queryable, id: number): Promise<Account | null> {
  const [row] = await db.query<Account>(
    "SELECT id, name, email, login, roles, directory FROM app_user WHERE id = $1",
    [id],
  );
  return row ?? null;
}

/** The account a login or e-mail names (case-insensitive), with its password hash. */
export async function findByLogin(db: Queryable, login: string) {
  const [row] = await db.query<Account & { password_hash: string | null }>(
    `SELECT id, name, email, login, roles, directory, password_hash FROM app_user
     WHERE lower(email) = lower($1) OR lower(login) = lower($1) ORDER BY id LIMIT 1`,
    [login],
  );
  return row ?? null;
}

/** Whether `password` is the account's own (false for an account without one: a directory account). */
export async function verifyAccountPassword(db: Queryable, id: number, password: string): Promise<boolean> {
  const [row] = await db.query<{ password_hash: string | null }>(
    "SELECT password_hash FROM app_user WHERE id = $1",
    [id],
  );
  return verifyPassword(password, row?.password_hash ?? null);
}

/**
 * Directory roles follow the university directory (directory-account.ts): they are never given here,
 * so an account holding one always comes from single sign-on and never has a local password (1910).
 */
function refuseDirectoryRoles(roleIds: number[]): void {
  if (holdsDirectoryRole(roleIds)) throw ApiError.code(1910, "roles");
}

/**
 * The roles an update leaves: a directory account keeps the directory role the directory gave it
 * (the console's single role choice then adds a staff role to it) and cannot be given another one.
 */
function rolesAfterUpdate(account: Account, requested: number[]): number[] {
  if (!account.directory) {
    refuseDirectoryRoles(requested);
    return requested;
  }
  const held = account.roles.filter((id) => directoryRoleIds.has(id));
  if (requested.some((id) => directoryRoleIds.has(id) && !held.includes(id)))
    throw ApiError.code(1910, "roles");
  return [...new Set([...requested, ...held])].sort((a, b) => a - b);
}

/**
 * The accounts' unique indexes (lower(email), lower(login), migration 001) answered with the user
 * area's codes: a write that lost a race to another one is refused as the check before it would have.
 */
const uniqueCodes: Record<string, { field: string; code: number }> = {
  app_user_email: { field: "email", code: 1006 },
  app_user_login: { field: "login", code: 1912 },
};

async function withUniqueCodes<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = error as { code?: unknown; constraint?: unknown };
    const unique = code === "23505" && typeof constraint === "string" ? uniqueCodes[constraint] : undefined;
    if (unique) throw ApiError.fields({ [unique.field]: [unique.code] });
    throw error;
  }
}

/** An empty login is no login: the column holds null, which the unique index lets many accounts have. */
const loginOf = (value: unknown): string | null =>
  typeof value === "string" && value.trim() ? value.trim() : null;

/** A local account as it is given, with no check of its password: callers apply the password rule. */
export async function createAccount(
  db: Queryable,
  account: { name: string; email: string; login?: string | null; roles: number[]; password: string | null },
): Promise<Row> {
  refuseDirectoryRoles(account.roles);
  const hash = account.password === null ? null : await hashPassword(account.password);
  const [row] = await withUniqueCodes(() =>
    db.query<DbUser>(
      `INSERT INTO app_user (name, email, login, roles, password_hash, directory)
       VALUES ($1, $2, $3, $4, $5, false) RETURNING ${columns}`,
      [account.name, account.email, loginOf(account.login), account.roles, hash],
    ),
  );
  if (!row) throw new Error("insert returned nothing");
  return toRow(row);
}

/**
 * A new password, which must not be guessable for the account (1018), the account signed out
 * everywhere but the session `keep` (the one that changed its own password) and its open reset links
 * ended. Every way of setting a password comes here (an admin, the owner, a reset link, the CLI), so
 * none can leave a link behind. Directory accounts keep the password of the directory: 1913 whoever
 * asks.
 */
export async function setPassword(
  db: Queryable,
  id: number,
  password: string,
  keep: string | null = null,
): Promise<void> {
  const account = await findAccount(db, id);
  if (!account) throw ApiError.code(1901, "id");
  if (account.directory) throw ApiError.code(1913, "password");
  await refuseGuessable(password, account);
  await db.query("UPDATE app_user SET password_hash = $2, updated_at = now() WHERE id = $1", [
    id,
    await hashPassword(password),
  ]);
  await revokeTokensOf(db, id, keep);
  await endResetLinksOf(db, id);
}

/** The account columns a list can be sorted by (manifests/areas/user.yaml `sortable`). */
const sortableAccountColumns: Record<string, string> = {
  id: "id",
  name: "lower(name)",
  email: "lower(email)",
  login: "lower(login)",
  created_at: "created_at",
  updated_at: "updated_at",
};

export const accountsStore: Store = {
  async list(db, _area: AreaSpec, { page, search, sort, pageSize: size = pageSize }) {
    const params: unknown[] = [];
    let filter = "";
    if (search) {
      params.push(likePattern(search));
      filter = "WHERE name ILIKE $1 OR email ILIKE $1 OR login ILIKE $1";
    }
    const { rows, total } = await pageWithTotal<DbUser>(db, {
      columns,
      from: "app_user",
      filter,
      order: orderBy(sort && sortableAccountColumns[sort.column], sort),
      params,
      page,
      size,
    });
    return { items: rows.map(toRow), total };
  },
  async get(db, _area, id) {
    const [row] = await db.query<DbUser>(`SELECT ${columns} FROM app_user WHERE id = $1`, [id]);
    return row ? toRow(row) : null;
  },
  async create(db, _area, data) {
    const account = {
      name: String(data.name),
      email: String(data.email),
      login: loginOf(data.login),
      roles: data.roles as number[],
      password: String(data.password),
    };
    refuseDirectoryRoles(account.roles);
    await refuseGuessable(account.password, account);
    return createAccount(db, account);
  },
  async update(db, _area, id, data) {
    const account = await findAccount(db, id);
    if (!account) return null;
    const rolesAfter = rolesAfterUpdate(account, data.roles as number[]);
    await keepAnAdmin(db, id, rolesAfter);
    const [row] = await withUniqueCodes(() =>
      db.query<DbUser>(
        `UPDATE app_user SET name = $2, email = $3, login = $4, roles = $5, updated_at = now()
         WHERE id = $1 RETURNING ${columns}`,
        [id, data.name, data.email, loginOf(data.login), rolesAfter],
      ),
    );
    return row ? toRow(row) : null;
  },
  async remove(db, _area, id) {
    const account = await findAccount(db, id);
    if (!account) return false;
    if (account.directory) throw ApiError.code(1904, "id");
    await keepAnAdmin(db, id, null);
    await db.query("DELETE FROM app_user WHERE id = $1", [id]);
    return true;
  },
  async countWhere(db, _area, match, exceptId) {
    const [column, ...others] = Object.keys(match);
    if (others.length || (column !== "email" && column !== "login"))
      throw new Error("accounts are matched by email or login only");
    const [row] = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM app_user WHERE lower(${column}) = lower($1) AND id <> $2`,
      [match[column], exceptId ?? 0],
    );
    return Number(row?.n ?? 0);
  },
};
