-- Trigram matching (pg_trgm), for the indexes on the lists' searched text columns: the search is
-- `ILIKE '%…%'`, which only a trigram index answers. pg_trgm is a trusted extension (PostgreSQL 13+):
-- the database's owner may create it; PGlite loads it from its contrib build (src/server/db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
-- The accounts' list searches name and e-mail (src/server/auth/accounts.ts); the areas' searched
-- columns get theirs from the generated migrations.
CREATE INDEX app_user_name_search_idx ON app_user USING gin (name gin_trgm_ops);
CREATE INDEX app_user_email_search_idx ON app_user USING gin (email gin_trgm_ops);
