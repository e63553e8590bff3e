-- Single sign-on through the university's directory (OpenID Connect, src/server/auth/oidc-*.ts).
-- A sign-in started here and not yet finished: its state, nonce and PKCE verifier, kept in the
-- database so that the return may reach any API process. Taken (deleted) by the return that names
-- its state, so each serves once; unused ones expire after ten minutes and are purged.
CREATE TABLE oidc_login (
  state text PRIMARY KEY,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX oidc_login_expires_at ON oidc_login (expires_at);
-- A directory account is matched by who the provider says it is (iss + sub, which never change),
-- not by its e-mail address or login, which may.
ALTER TABLE app_user ADD COLUMN directory_issuer text;
ALTER TABLE app_user ADD COLUMN directory_subject text;
CREATE UNIQUE INDEX app_user_directory_subject ON app_user (directory_issuer, directory_subject);
-- The id_token a single sign-on token was issued for: its id_token_hint ends the provider's session
-- when the token signs out. Null for password sign-ins.
ALTER TABLE auth_token ADD COLUMN id_token text;
