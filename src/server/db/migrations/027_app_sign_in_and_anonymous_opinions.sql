-- The app's writes counted per address by counter (src/server/intake/address-allowance.ts): "write" is
-- every app write, as before; an opinion sent without a token is also counted as
-- "anonymous opinion", against its own stricter limit.
ALTER TABLE mobile_write ADD COLUMN counter text NOT NULL DEFAULT 'write';
DROP INDEX mobile_write_client;
CREATE INDEX mobile_write_client ON mobile_write (client, counter, at);

-- A sign-in started by the mobile app (docs/single-sign-on.md, "The native app"): the app keeps the
-- PKCE verifier and the server keeps its S256 challenge and the app's redirect URI; the console's
-- sign-ins keep the server's own verifier as before.
ALTER TABLE oidc_login ALTER COLUMN code_verifier DROP NOT NULL;
ALTER TABLE oidc_login ADD COLUMN code_challenge text;
ALTER TABLE oidc_login ADD COLUMN redirect_uri text;
ALTER TABLE oidc_login ADD CONSTRAINT oidc_login_one_pkce_side CHECK (
  (code_verifier IS NOT NULL AND code_challenge IS NULL AND redirect_uri IS NULL)
  OR (code_verifier IS NULL AND code_challenge IS NOT NULL AND redirect_uri IS NOT NULL)
);
