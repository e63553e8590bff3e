-- Floor-plan images laid under a floor in the editor (src/server/map/underlay-plugin.ts): the picture
-- is an uploaded file (kind underlay); `transform` maps its pixels (x right, y down) to EPSG:3857
-- metres as [a, b, c, d, e, f]: X = a·x + b·y + c, Y = d·x + e·y + f. They are the editor's aids,
-- not map content: never published, never in a release.
CREATE TABLE map_underlay (
  id serial PRIMARY KEY,
  floor text NOT NULL,
  name text NOT NULL,
  file text NOT NULL REFERENCES upload (name),
  width integer NOT NULL,
  height integer NOT NULL,
  transform jsonb NOT NULL,
  opacity double precision NOT NULL DEFAULT 0.6,
  hidden boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX map_underlay_floor ON map_underlay (floor, id);
