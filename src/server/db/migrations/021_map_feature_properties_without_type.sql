-- The demo campus seed stored each feature's type in its properties as well as in its column, so the
-- extent answer, which splices the type in as the first property, named it twice for those features.
-- Properties are stored without it, as the editor's saves and the IMDF import store them.
UPDATE map_feature SET properties = properties - 'type' WHERE properties ? 'type';
