-- Several editors on one floor (issue 34, docs/live-editing.md).
--
-- map_feature_change keeps every version of every feature, written by triggers whoever writes the
-- table (the editor's save, POST/PUT/DELETE /api/geo, OGC API Part 4, an IMDF import): a save that
-- names the version it was based on is merged per property against the draft, which needs that
-- version's properties (src/server/map/feature-merge.ts); the live stream reads a save's rows to send
-- the changed features; the publishing review names who changed each feature since the last release.
-- A deletion is a row of its own (deleted true) holding the last state. author_id is the account that
-- the writing transaction named in the setting campus.map_author (null: the command line, a seed).
-- The triggers are per statement over transition tables: a save of thousands of features is one
-- more INSERT ... SELECT, not thousands. A restore (src/server/backup/restore-backup.ts) loads the
-- kept versions as they were and sets campus.map_versions_restored so that loading map_feature
-- keeps none of its own.
CREATE TABLE map_feature_change (
  seq bigserial PRIMARY KEY,
  id integer NOT NULL,
  version integer NOT NULL,
  floor text NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  type text NOT NULL,
  geometry jsonb NOT NULL,
  properties jsonb NOT NULL,
  author_id integer REFERENCES app_user (id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  -- the writing transaction: a save reads its own rows back by it (as audit_entry.xact)
  xact xid8 NOT NULL DEFAULT pg_current_xact_id()
);
CREATE INDEX map_feature_change_version ON map_feature_change (id, version);
CREATE INDEX map_feature_change_xact ON map_feature_change (xact);

CREATE FUNCTION keep_map_feature_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  author integer := nullif(current_setting('campus.map_author', true), '')::integer;
BEGIN
  IF current_setting('campus.map_versions_restored', true) = 'yes' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO map_feature_change (id, version, floor, deleted, type, geometry, properties, author_id)
    SELECT id, version, floor, true, type, geometry, properties, author FROM gone;
  ELSE
    INSERT INTO map_feature_change (id, version, floor, type, geometry, properties, author_id)
    SELECT id, version, floor, type, geometry, properties, author FROM fresh;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER map_feature_versions_insert AFTER INSERT ON map_feature
  REFERENCING NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION keep_map_feature_versions();
CREATE TRIGGER map_feature_versions_update AFTER UPDATE ON map_feature
  REFERENCING NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION keep_map_feature_versions();
CREATE TRIGGER map_feature_versions_delete AFTER DELETE ON map_feature
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION keep_map_feature_versions();

-- Today's features are their own first known version.
INSERT INTO map_feature_change (id, version, floor, type, geometry, properties, changed_at)
SELECT id, version, floor, type, geometry, properties, updated_at FROM map_feature;

-- GET /api/map/live is an EventSource, which cannot send the bearer token: the console first asks
-- POST /api/map/live/ticket for a ticket, good once and for 30 s, which any API process accepts.
-- Only its SHA-256 is kept, as for tokens.
CREATE TABLE map_live_ticket (
  digest text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  floor text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Who has a floor open: one row per open live stream, kept by the process serving the stream
-- (`process`, as Database.process: rows of a process that died are not counted), with what the
-- editor has selected. seen_at moves on with each POST /api/map/presence; a row quiet for longer
-- than the presence timeout is not shown.
CREATE TABLE map_presence (
  stream text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  floor text NOT NULL,
  process integer NOT NULL,
  colour text NOT NULL,
  selected jsonb NOT NULL DEFAULT '[]',
  opened_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX map_presence_floor ON map_presence (floor);
CREATE INDEX map_presence_account ON map_presence (account_id);
