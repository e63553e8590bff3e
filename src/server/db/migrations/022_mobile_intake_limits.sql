-- Limits on what one app account or one address can make the server do (issue 28).
--
-- SOS alerts are coalesced per reporting account (src/server/delivery/sos-alerts.ts): the SOS contacts
-- are alerted at most once per SOS_ALERT_INTERVAL_MINUTES per account. The cursor says which of the
-- account's reports the last alert covered and when it was queued; `held` marks an account whose later
-- reports wait for the summary the delivery worker queues when the interval has passed.
CREATE TABLE sos_alert_cursor (
  user_id integer PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
  last_report_id integer NOT NULL,
  alerted_at timestamptz NOT NULL,
  held boolean NOT NULL DEFAULT false
);
CREATE INDEX sos_alert_cursor_held ON sos_alert_cursor (alerted_at) WHERE held;

-- Every report stored before this migration was alerted on its own.
INSERT INTO sos_alert_cursor (user_id, last_report_id, alerted_at)
SELECT user_id, max(id), max(created_at) FROM sos WHERE user_id IS NOT NULL GROUP BY user_id;

-- The app's writes (POST /api/mobile/*) per client address in the last hour
-- (src/server/intake/address-allowance.ts); rows older than an hour are purged.
CREATE TABLE mobile_write (
  id bigserial PRIMARY KEY,
  client text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mobile_write_client ON mobile_write (client, at);

-- The account's least recently registered device is the one dropped past MOBILE_MAX_DEVICES.
CREATE INDEX push_device_user_updated ON push_device (user_id, updated_at);
