-- The GiST index on map_feature.bbox served the extent call's box query. Since the server answers
-- that call from floors it keeps (src/server/geo/floor-cache.ts), read whole by floor, no query uses
-- it; every save, import and seed still had to maintain it.
DROP INDEX IF EXISTS map_feature_bbox;
