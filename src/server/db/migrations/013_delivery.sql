-- Delivery of push notifications, e-mail and SMS through one outbox (src/server/delivery/).
--
-- The mobile app's devices: a device's Firebase Cloud Messaging token gets its account's pushes and
-- those of its language. A token belongs to one account: registering it again hands it to whoever
-- registers it (a phone signed in with another account). FCM's "unregistered" removes it.
CREATE TABLE push_device (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  platform text NOT NULL,
  lang text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_device_user ON push_device (user_id);
CREATE INDEX push_device_lang ON push_device (lang);

-- One row per thing said about a record (an SOS reply, the alert of a new SOS report, a pushed
-- notification, a password reset). dedupe_key makes saying it twice impossible: every producer
-- inserts with ON CONFLICT DO NOTHING, in the transaction that stores the change it reports.
CREATE TABLE outbox_message (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  area text NOT NULL,
  record_id integer NOT NULL,
  dedupe_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_message_record ON outbox_message (area, record_id);

-- One row per recipient and channel of a message, with the text it gets (in its language). The
-- worker of every API process claims due rows with FOR UPDATE SKIP LOCKED, pushing next_at one lease
-- ahead, so a row claimed by a process that died is taken again once its lease has run out. state
-- 'sent' is written only after the provider accepted the message; 'failed' is final, with the
-- provider's reason in last_error. sensitive rows (a password reset link) lose their body once settled.
CREATE TABLE delivery (
  id bigserial PRIMARY KEY,
  message_id bigint NOT NULL REFERENCES outbox_message (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('push', 'email', 'sms')),
  recipient text NOT NULL,
  device_id bigint REFERENCES push_device (id) ON DELETE SET NULL,
  title text NOT NULL,
  body text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  sensitive boolean NOT NULL DEFAULT false,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  provider_id text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (message_id, channel, recipient)
);
CREATE INDEX delivery_due ON delivery (next_at) WHERE state = 'queued';
CREATE INDEX delivery_message ON delivery (message_id);
CREATE INDEX delivery_failed ON delivery (channel) WHERE state = 'failed';

-- Password reset links sent by e-mail (src/server/auth/password-reset.ts): only the token's hash is
-- kept; a link works once, for an hour.
CREATE TABLE password_reset (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_user ON password_reset (user_id, expires_at);

-- The replies queued by migration 003 become messages of the new outbox. No device was ever
-- registered before this migration, so they have no recipient: the console shows them as such.
INSERT INTO outbox_message (kind, area, record_id, dedupe_key, created_at)
SELECT kind, payload->>'area', (payload->>'id')::integer, kind || ':' || (payload->>'id'), created_at
FROM push_outbox
WHERE payload ? 'area' AND payload->>'id' ~ '^[0-9]{1,9}$'
ON CONFLICT (dedupe_key) DO NOTHING;
DROP TABLE push_outbox;
