-- The map's revision: one more after every committed transaction that changed map_feature. Each API
-- process keeps the routing network it built in memory (src/server/geo/routing-cache.ts) with the
-- revision it was built at, and builds it again when the stored revision has moved on, whichever
-- process (or the command line) changed the map.
--
-- The row is moved on by a deferred constraint trigger, once per transaction at its commit: a save
-- holds the row's lock only while it commits, so saves do not wait for each other meanwhile, and
-- nothing else is locked after it (no deadlock with the features a save locks first).
--
-- The graph stored by GET /api/routing/generateGraph (table routing_graph) now holds
-- {nodes: [{id, floor, lon, lat, feature}], edges: [{from, to, length, seconds, kind, oneWay,
-- accessible, feature, toFeature?, via?}]}: see src/server/geo/routing-graph.ts.
CREATE TABLE map_revision (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  revision bigint NOT NULL
);
INSERT INTO map_revision (one, revision) VALUES (true, 1);

CREATE FUNCTION move_map_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('campus.map_revision_moved', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('campus.map_revision_moved', 'yes', true);
    UPDATE map_revision SET revision = revision + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER map_feature_revision AFTER INSERT OR UPDATE OR DELETE ON map_feature
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION move_map_revision();
