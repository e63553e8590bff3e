-- Push messages waiting for delivery. Replies to SOS reports and opinions (and later the push
-- notifications of the console) are enqueued here in the same transaction as the change that causes
-- them, so a reply is stored if and only if its push is queued. Delivery to the push providers is a
-- later issue: a worker will consume the rows where sent_at is null, counting attempts and keeping
-- the last error. user_id null: every device (kind 'notification' only).
CREATE TABLE push_outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('sos_reply', 'rating_reply', 'notification')),
  -- a message to a deleted account can no longer be delivered
  user_id integer REFERENCES app_user (id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  CHECK (user_id IS NOT NULL OR kind = 'notification')
);
CREATE INDEX push_outbox_pending ON push_outbox (id) WHERE sent_at IS NULL;
