-- The routing graph built from the map by GET /api/routing/generateGraph: one row per scope, 'all' for
-- the whole map or a floor ('p0') when it was built for one floor; a new build replaces its scope's row.
-- graph holds {nodes: [{id, floor, lon, lat}], edges: [{from, to, weight, kind}]}.
CREATE TABLE routing_graph (
  scope text PRIMARY KEY,
  graph jsonb NOT NULL,
  nodes integer NOT NULL,
  edges integer NOT NULL,
  components integer NOT NULL,
  built_at timestamptz NOT NULL DEFAULT now()
);
