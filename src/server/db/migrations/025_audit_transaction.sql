-- The transaction that wrote each audit entry, so that the app's changes feed
-- (src/server/app-api/changes-feed.ts) can tell which entries may still appear: an entry is final
-- once its transaction is older than every transaction still running (pg_snapshot_xmin). Ids and
-- times cannot tell this: a transaction may commit after a later one.
ALTER TABLE audit_entry ADD COLUMN xact xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX audit_entry_xact ON audit_entry (xact);
