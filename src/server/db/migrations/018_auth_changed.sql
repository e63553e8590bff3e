-- Each API process keeps the accounts of recently checked bearer tokens in memory
-- (src/server/auth/token-cache.ts), so a signed-in request needs no query of its own. A change that
-- could alter a cached answer (an account edited or removed, a token revoked or cut short) is
-- announced on the channel auth_changed once per statement, at commit; every process listens on it
-- and empties its cache. The idle clock (auth_token.last_used_at) changes no answer and is not
-- announced. New tokens and accounts are not cached anywhere yet, so inserts are not announced either.
CREATE FUNCTION announce_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER app_user_changed AFTER UPDATE OR DELETE OR TRUNCATE ON app_user
  FOR EACH STATEMENT EXECUTE FUNCTION announce_auth_changed();

CREATE TRIGGER auth_token_changed AFTER DELETE OR TRUNCATE OR UPDATE OF user_id, token_hash, expires_at ON auth_token
  FOR EACH STATEMENT EXECUTE FUNCTION announce_auth_changed();
