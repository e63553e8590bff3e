-- Publishing (issue 30). What the editor saves (map_feature) is the draft; a release is an immutable,
-- numbered state of the whole map, made by publishing the draft (src/server/publishing/).
--
-- A release is not a copy of the map: each state of a feature is one row of map_release_feature,
-- valid from the release that published it (from_release) until the first release that no longer has
-- it (until_release; null while the latest release still has it). Release n holds the rows with
-- from_release <= n < until_release. A publish of 10 changed features adds 10 rows and closes 10.
-- The row keeps the feature's answer line as it was (migration 020), so a release's floor is read as
-- the draft's is.
CREATE TABLE map_release (
  number integer PRIMARY KEY,
  published_at timestamptz NOT NULL DEFAULT now(),
  author_id integer REFERENCES app_user (id) ON DELETE SET NULL,
  author_name text,
  comment text NOT NULL DEFAULT '',
  -- per floor: {"p0": {"added": 1, "changed": 2, "removed": 0}}
  counts jsonb NOT NULL DEFAULT '{}',
  -- the release whose content this one published again (a rollback)
  rollback_of integer REFERENCES map_release (number)
);

CREATE TABLE map_release_feature (
  id integer NOT NULL,
  version integer NOT NULL,
  floor text NOT NULL,
  type text NOT NULL,
  geometry jsonb NOT NULL,
  properties jsonb NOT NULL,
  source jsonb,
  bbox box NOT NULL,
  answer_line text NOT NULL,
  from_release integer NOT NULL REFERENCES map_release (number),
  until_release integer REFERENCES map_release (number),
  PRIMARY KEY (id, from_release)
);
-- the latest release's rows, which every publish compares with the draft
CREATE INDEX map_release_feature_latest ON map_release_feature (id) WHERE until_release IS NULL;
-- a release's floor
CREATE INDEX map_release_feature_floor ON map_release_feature (floor, from_release);
-- the rows a release opened or closed: two releases differ only there (a diff, a rollback)
CREATE INDEX map_release_feature_opened ON map_release_feature (from_release);
CREATE INDEX map_release_feature_closed ON map_release_feature (until_release);

-- On upgrade, today's map is release 1 (a new database gets its release 1 when the demo is seeded).
INSERT INTO map_release (number, comment)
SELECT 1, '' WHERE EXISTS (SELECT 1 FROM map_feature);
INSERT INTO map_release_feature (id, version, floor, type, geometry, properties, source, bbox, answer_line,
  from_release)
SELECT id, version, floor, type, geometry, properties, source, bbox, answer_line, 1 FROM map_feature
WHERE EXISTS (SELECT 1 FROM map_release WHERE number = 1);
UPDATE map_release SET counts = (
  SELECT coalesce(jsonb_object_agg(floor, jsonb_build_object('added', n, 'changed', 0, 'removed', 0)), '{}')
  FROM (SELECT floor, count(*) AS n FROM map_release_feature GROUP BY floor) AS per_floor
) WHERE number = 1;
