-- The address a single sign-on was started from: starts that are never finished are refused past a
-- limit per address (code 1030), so anonymous callers cannot fill oidc_login.
ALTER TABLE oidc_login ADD COLUMN client_address text NOT NULL DEFAULT '';
CREATE INDEX oidc_login_client_address ON oidc_login (client_address, expires_at);
