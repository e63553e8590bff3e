-- Where an imported map feature came from: for IMDF (src/server/imdf/) its feature type, id and the
-- properties our feature types do not hold (alt names, categories, hours, navPath nodes, anchors,
-- occupants, addresses...), so an export writes the archive back whole. A column of its own rather
-- than a property: the editor's property schema and forms stay as they are, and a feature edited in
-- the editor keeps it. NULL for features drawn in the editor.
ALTER TABLE map_feature ADD COLUMN source jsonb;
