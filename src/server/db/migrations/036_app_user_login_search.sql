-- The accounts' list searches their logins too (issue 36, src/server/auth/accounts.ts): without a
-- trigram index on login, one column of the OR would make the planner read the whole table.
CREATE INDEX app_user_login_search_idx ON app_user USING gin (login gin_trgm_ops);
