-- Each feature's line of the extent call's floor read (src/server/geo/floor-cache.ts: "id minX minY
-- maxX maxY json", the JSON as GET /api/geo/extent answers the feature), kept with the feature and
-- written with every change of it, whoever makes it. Writing a whole floor's lines at each read after
-- a change of the map cost most of that read: on PGlite about 120 ms of 160 for 10,000 rooms.
-- Properties are stored without `type`, which is spliced in as their first member rather than merged
-- as jsonb. jsonb's text has a space after every comma and colon; a stored geometry holds only its
-- type and numbers (checkGeometry), so no space in it is significant and they are dropped. A box is
-- two points, the upper-right corner first. Declared immutable for the generated column: it only
-- reads its arguments (to_json of a text is stable only in general).
CREATE FUNCTION map_feature_answer_line(id integer, version integer, type text, geometry jsonb,
  properties jsonb, bbox box) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT id::text || ' ' || ((bbox[1])[0])::text || ' ' || ((bbox[1])[1])::text
    || ' ' || ((bbox[0])[0])::text || ' ' || ((bbox[0])[1])::text
    || ' {"type":"Feature","id":' || id::text || ',"version":' || version::text
    || ',"geometry":' || replace(geometry::text, ' ', '')
    || ',"properties":{"type":' || to_json(type)::text
    || CASE WHEN properties = '{}' THEN '}' ELSE ',' || substr(properties::text, 2) END
    || '}'
$$;

ALTER TABLE map_feature ADD COLUMN answer_line text NOT NULL
  GENERATED ALWAYS AS (map_feature_answer_line(id, version, type, geometry, properties, bbox)) STORED;
