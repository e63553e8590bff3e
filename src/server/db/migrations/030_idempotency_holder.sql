-- Which API process holds a claim (Database.process, held as a session advisory lock while it lives),
-- so that a retry takes over at once from a process that died instead of after a minute; and whether
-- the claimed request's writes committed (marked inside their transaction), so that a take-over never
-- runs them a second time.
ALTER TABLE idempotency_key ADD COLUMN holder integer;
ALTER TABLE idempotency_key ADD COLUMN applied boolean NOT NULL DEFAULT false;
