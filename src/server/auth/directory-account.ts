/**
 * The account a single sign-on signs in, made or brought up to date from the directory's profile.
 * It is found by the provider's iss + sub. On its first single sign-on a directory account made
 * before accounts were linked by subject is found by e-mail and linked, provided the provider has
 * verified that e-mail (1031 otherwise: anyone able to set their e-mail at the provider would get the
 * account and its roles); a local account is never taken over by e-mail, and neither is an account
 * linked to another subject (1027). Name,
 * e-mail, login and the directory role follow the directory at every sign-in; other roles an admin
 * gave (admin, moderator) stay. The account never gets a password here.
 */
import { roles } from "../../../generated/catalogues.ts";
import { type Changes, recordAudit } from "../audit/audit-log.ts";
import type { Database, Queryable } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import type { DirectoryProfile } from "./directory-profile.ts";

interface Existing {
  id: number;
  name: string;
  email: string;
  login: string | null;
  roles: number[];
}

const directoryRoleIds = new Set<number>(
  Object.values(roles)
    .filter((role) => role.directory)
    .map((role) => role.id),
);

/** the account's roles with its directory role replaced by `role` */
const rolesWith = (held: number[], role: number) =>
  [...new Set([...held.filter((id) => !directoryRoleIds.has(id)), role])].sort((a, b) => a - b);

const existingColumns = "id, name, email, login, roles";

/** an unlinked account has the e-mail, which the provider has not verified */
export const unverifiedEmailCode = 1031;

async function linked(tx: Queryable, profile: DirectoryProfile): Promise<Existing | null> {
  const [row] = await tx.query<Existing>(
    `SELECT ${existingColumns} FROM app_user WHERE directory_issuer = $1 AND directory_subject = $2`,
    [profile.issuer, profile.subject],
  );
  return row ?? null;
}

/**
 * A directory account of this e-mail not yet linked to any subject, when the provider verified the
 * e-mail (1031 when not); any other account: 1027.
 */
async function unlinkedByEmail(tx: Queryable, profile: DirectoryProfile): Promise<Existing | null> {
  const [row] = await tx.query<Existing & { directory: boolean; directory_subject: string | null }>(
    `SELECT ${existingColumns}, directory, directory_subject FROM app_user WHERE lower(email) = lower($1)`,
    [profile.email],
  );
  if (!row) return null;
  if (!row.directory || row.directory_subject !== null) throw ApiError.code(1027, "code");
  if (!profile.emailVerified) throw ApiError.code(unverifiedEmailCode, "code");
  return row;
}

/**
 * An e-mail address or login signs in whichever account has it as either (accounts.findByLogin): none
 * other may have the profile's.
 */
async function refuseClash(tx: Queryable, profile: DirectoryProfile, exceptId: number): Promise<void> {
  const names = [profile.email, profile.login ?? profile.email].map((name) => name.toLowerCase());
  const [clash] = await tx.query(
    `SELECT 1 FROM app_user WHERE id <> $1
     AND (lower(email) = ANY($2::text[]) OR lower(login) = ANY($2::text[])) LIMIT 1`,
    [exceptId, names],
  );
  if (clash) throw ApiError.code(1027, "code");
}

function changesOf(before: Existing | null, after: Omit<Existing, "id">): Changes {
  const changes: Changes = {};
  for (const key of ["name", "email", "login", "roles"] as const) {
    const was = before?.[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(after[key])) changes[key] = { before: was, after: after[key] };
  }
  return changes;
}

/** The id of the account `profile` signs in, made or updated (and audited) in one transaction. */
export async function signInDirectoryAccount(db: Database, profile: DirectoryProfile): Promise<number> {
  return db.transaction(async (tx) => {
    // Account writes are serialised by the user area's lock (crud-plugin.ts): no e-mail check races.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", ["area:user"]);
    const found = await linked(tx, profile);
    const before = found ?? (await unlinkedByEmail(tx, profile));
    await refuseClash(tx, profile, before?.id ?? 0);
    const after = {
      name: profile.name,
      email: profile.email,
      login: profile.login,
      roles: rolesWith(before?.roles ?? [], roles[profile.role].id),
    };
    const changes = changesOf(before, after);
    const values = [after.name, after.email, after.login, after.roles, profile.issuer, profile.subject];
    let id = before?.id;
    if (id === undefined) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO app_user (name, email, login, roles, password_hash, directory, directory_issuer, directory_subject)
         VALUES ($1, $2, $3, $4, NULL, true, $5, $6) RETURNING id`,
        values,
      );
      if (!row) throw new Error("insert returned nothing");
      id = row.id;
    } else if (Object.keys(changes).length > 0 || !found) {
      // Only a change or the first link is written: every write moves the account's version, which
      // an admin's open form would then find stale (412).
      await tx.query(
        `UPDATE app_user SET name = $2, email = $3, login = $4, roles = $5, directory = true,
         directory_issuer = $6, directory_subject = $7, updated_at = now() WHERE id = $1`,
        [id, ...values],
      );
    }
    if (Object.keys(changes).length > 0)
      await recordAudit(tx, {
        by: null,
        area: "user",
        recordId: id,
        action: before ? "update" : "create",
        changes,
      });
    return id;
  });
}
