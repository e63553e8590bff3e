-- Idempotency-Key (draft-ietf-httpapi-idempotency-key-header): one row per account and key, claimed
-- by the first request that carries it and holding that request's answer once it has one, so a retry
-- through any API process gets the same answer instead of a second effect. Rows live 24 hours.
CREATE TABLE idempotency_key (
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  key text NOT NULL,
  -- sha-256 of the method, the path and the body: the same key with another request is refused
  fingerprint text NOT NULL,
  -- random per claim: only the request holding it stores its answer or lets the key go
  claim text NOT NULL,
  -- the answer, null while the first request runs
  status smallint,
  content_type text,
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_key_created_at ON idempotency_key (created_at);
