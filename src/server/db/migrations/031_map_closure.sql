-- Temporary closures (issue 33): a door, a connector (lift, stairs), a stairs line or a route closed
-- for a window of time, with the reason in both languages (src/server/map/closure-store.ts). Not a map
-- change: no publish, no map revision. A closure names the feature by its stable id, which the draft
-- and every release share, so it holds on both; no foreign key, as a feature may be gone from the
-- draft while the latest release still has it. Routing leaves out the features closed at the moment
-- of each query; a closure ended stays as history and is no longer listed.
CREATE TABLE map_closure (
  id serial PRIMARY KEY,
  feature_id integer NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  reason_pl text NOT NULL,
  reason_en text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  author_id integer REFERENCES app_user (id) ON DELETE SET NULL,
  author_name text,
  CHECK (ends_at > starts_at)
);
-- the closures not yet ended: every routing query and list reads these
CREATE INDEX map_closure_ends ON map_closure (ends_at);
