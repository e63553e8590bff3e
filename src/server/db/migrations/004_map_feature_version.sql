-- Per-feature versions for the map editor's saves: a save names the version each edited or deleted
-- feature had when it was loaded and is refused (1507) when the stored one has moved on since, so a
-- colleague's change is never overwritten unseen. Existing features start at 1 like new ones.
ALTER TABLE map_feature ADD COLUMN version integer NOT NULL DEFAULT 1;
