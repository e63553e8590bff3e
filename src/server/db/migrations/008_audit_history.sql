-- Who changed what and when: one row per create, update, delete, command and map save. The account is
-- kept by id and by name at the time, without a foreign key, so that history outlives the account.
CREATE TABLE audit_entry (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  user_id integer,
  user_name text,
  area text NOT NULL,
  record_id integer,
  action text NOT NULL,
  changes jsonb NOT NULL
);
CREATE INDEX audit_entry_record ON audit_entry (area, record_id, at DESC);
CREATE INDEX audit_entry_user ON audit_entry (user_id, at DESC);
CREATE INDEX audit_entry_at ON audit_entry (at DESC);
