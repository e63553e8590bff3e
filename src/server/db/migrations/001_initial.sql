-- Accounts, sessions and login throttling live here so that several API processes share them.
CREATE TABLE app_user (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  login text,
  password_hash text,
  roles integer[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX app_user_email ON app_user (lower(email));
CREATE UNIQUE INDEX app_user_login ON app_user (lower(login));

CREATE TABLE auth_token (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE TABLE login_failure (
  id bigserial PRIMARY KEY,
  account text NOT NULL,
  client text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failure_account ON login_failure (account, at);
CREATE INDEX login_failure_client ON login_failure (client, at);

-- Records of every manifest area: the manifest, not the table, defines and validates their shape,
-- so a new area needs no migration.
CREATE TABLE record (
  id serial PRIMARY KEY,
  area text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX record_area_id ON record (area, id DESC);
CREATE INDEX record_data ON record USING gin (data jsonb_path_ops);

CREATE TABLE upload (
  name text PRIMARY KEY,
  kind text NOT NULL,
  mime text NOT NULL,
  size bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Map features of the floor editor; bbox (core type box, so PGlite has it too) drives extent queries.
CREATE TABLE map_feature (
  id serial PRIMARY KEY,
  floor text NOT NULL,
  type text NOT NULL,
  geometry jsonb NOT NULL,
  properties jsonb NOT NULL DEFAULT '{}',
  bbox box NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX map_feature_bbox ON map_feature USING gist (bbox);
CREATE INDEX map_feature_floor_type ON map_feature (floor, type);
