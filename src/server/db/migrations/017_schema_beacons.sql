-- generated from manifests/areas/*.yaml by generator/transforms/schema-migration.ts: do not edit
CREATE INDEX "beacons_mac_search_idx" ON "beacons" USING gin ("mac" gin_trgm_ops);
CREATE INDEX "beacons_name_search_idx" ON "beacons" USING gin ("name" gin_trgm_ops);
