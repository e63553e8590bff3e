-- Whether an account comes from the university's directory is a fact of the account, not of the roles
-- it holds today: an admin who takes the directory role away must not thereby make it deletable or
-- give it a local password (1904, 1913). Accounts holding a directory role now are directory accounts.
ALTER TABLE app_user ADD COLUMN directory boolean NOT NULL DEFAULT false;
UPDATE app_user SET directory = true WHERE roles && ARRAY[3, 4];
