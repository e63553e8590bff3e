-- generated from manifests/areas/*.yaml by generator/transforms/schema-migration.ts: do not edit
CREATE SEQUENCE IF NOT EXISTS "area_record_id";
CREATE TABLE "article" (
  id integer PRIMARY KEY DEFAULT nextval('area_record_id'),
  "name" text,
  "category_id" integer,
  "description" text,
  "photo" text,
  "status" text,
  "lang" text,
  "campus_id" integer,
  "push" boolean,
  "push_sent_at" timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT "article_name_check" CHECK (char_length("name") <= 255),
  CONSTRAINT "article_description_check" CHECK (char_length("description") <= 10000),
  CONSTRAINT "article_status_check" CHECK ("status" IN ('active', 'inactive')),
  CONSTRAINT "article_lang_check" CHECK ("lang" IN ('pl', 'en'))
);
CREATE TRIGGER "article_version" BEFORE UPDATE ON "article" FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE INDEX "article_campus_id_idx" ON "article" ("campus_id");
CREATE INDEX "article_category_id_idx" ON "article" ("category_id");
CREATE INDEX "article_created_at_sort_idx" ON "article" (created_at, id);
CREATE INDEX "article_lang_sort_idx" ON "article" (lower("lang"), id);
CREATE INDEX "article_name_sort_idx" ON "article" (lower("name"), id);
CREATE INDEX "article_status_sort_idx" ON "article" (lower("status"), id);
CREATE TABLE "beacons" (
  id integer PRIMARY KEY DEFAULT nextval('area_record_id'),
  "name" text,
  "floor" text,
  "status" text,
  "mac" text,
  "battery" integer,
  "tx_power_correction" integer,
  "device" text,
  "interval_ms" integer,
  "is_outside" boolean,
  "profile_layer" text,
  "rssi_1m" integer,
  "photo" text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT "beacons_name_check" CHECK (char_length("name") <= 255),
  CONSTRAINT "beacons_floor_check" CHECK ("floor" IN ('p-2', 'p-1', 'p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10', 'p11', 'p12', 'p13', 'p14', 'p15', 'p16', 'p17', 'p18', 'p19', 'p20')),
  CONSTRAINT "beacons_status_check" CHECK ("status" IN ('active', 'inactive')),
  CONSTRAINT "beacons_mac_key" UNIQUE ("mac"),
  CONSTRAINT "beacons_battery_check" CHECK ("battery" >= 0 AND "battery" <= 100),
  CONSTRAINT "beacons_tx_power_correction_check" CHECK ("tx_power_correction" >= -30 AND "tx_power_correction" <= 30),
  CONSTRAINT "beacons_device_check" CHECK (char_length("device") <= 255),
  CONSTRAINT "beacons_interval_ms_check" CHECK ("interval_ms" >= 100 AND "interval_ms" <= 10000),
  CONSTRAINT "beacons_profile_layer_check" CHECK (char_length("profile_layer") <= 255),
  CONSTRAINT "beacons_rssi_1m_check" CHECK ("rssi_1m" >= -120 AND "rssi_1m" <= 0)
);
CREATE TRIGGER "beacons_version" BEFORE UPDATE ON "beacons" FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE INDEX "beacons_battery_sort_idx" ON "beacons" ("battery", id);
CREATE INDEX "beacons_floor_sort_idx" ON "beacons" (lower("floor"), id);
CREATE INDEX "beacons_mac_sort_idx" ON "beacons" (lower("mac"), id);
CREATE INDEX "beacons_name_sort_idx" ON "beacons" (lower("name"), id);
CREATE INDEX "beacons_status_sort_idx" ON "beacons" (lower("status"), id);
CREATE TABLE "button" (
  id integer PRIMARY KEY DEFAULT nextval('area_record_id'),
  "name" text,
  "description" text,
  "place" text,
  "url" text,
  "color" text,
  "image" text,
  "status" text,
  "lang" text,
  "start_date" date,
  "end_date" date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT "button_name_check" CHECK (char_length("name") <= 255),
  CONSTRAINT "button_description_check" CHECK (char_length("description") <= 1000),
  CONSTRAINT "button_place_check" CHECK ("place" IN ('before_articles', 'before_events')),
  CONSTRAINT "button_url_check" CHECK (char_length("url") <= 2048),
  CONSTRAINT "button_status_check" CHECK ("status" IN ('active', 'inactive')),
  CONSTRAINT "button_lang_check" CHECK ("lang" IN ('pl', 'en')),
  CONSTRAINT "button_ordered_start_date_end_date_check" CHECK ("start_date" IS NULL OR "end_date" IS NULL OR "start_date" <= "end_date")
);
CREATE TRIGGER "button_version" BEFORE UPDATE ON "button" FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE INDEX "button_lang_place_idx" ON "button" ("lang", "place");
CREATE TABLE "campus" (
  id integer PRIMARY KEY DEFAULT nextval('area_record_id'),
  "name_pl" text,
  "name_en" text,
  "enabled" boolean,
  "lang" text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT "campus_name_pl_check" CHECK (char_length("name_pl") <= 255),
  CONSTRAINT "campus_name_en_check" CHECK (char_length("name_en") <= 255),
  CONSTRAINT "campus_lang_check" CHECK ("lang" IN ('pl', 'en'))
);
CREATE TRIGGER "campus_version" BEFORE UPDATE ON "campus" FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE INDEX "campus_enabled_sort_idx" ON "campus" ("enabled", id);
CREATE INDEX "campus_lang_sort_idx" ON "campus" (lower("lang"), id);
CREATE INDEX "campus_name_en_sort_idx" ON "campus" (lower("name_en"), id);
CREATE INDEX "campus_name_pl_sort_idx" ON "campus" (lower("name_pl"), id);
CREATE TABLE "category" (
  id integer PRIMARY KEY DEFAULT nextval('area_record_id'),
  "name_pl" text,
  "name_en" text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT "category_name_pl_check" CHECK (char_length("name_pl") <= 255),
  CONSTRAINT "category_name_en_check" CHECK (char_length("name_en") <= 255)
);
CREATE TRIGGER "category_version" BEFORE UPDATE ON "category" FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE INDEX "category_created_at_sort_idx" ON "category" (created_at, id);
CREATE INDEX "category_name_en_sort_idx" ON "category" (lower("name_en"), id);
CREATE INDEX "category_name_pl_sort_idx" ON "category" (lower("name_pl"), id);
CREATE TABLE "category_geo" (
  id integer PRIMARY KEY DEFAULT nextval('area_record_id'),
  "name_pl" text,
  "name_en" text,
  "visible" boolean,
  "icon_visible" boolean,
  "category_bar_visible" boolean,
  "search_range" integer,
  "color" text,
  "icon" text,
  "enabled" boolean,
  "lang" text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT "category_geo_name_pl_check" CHECK (char_length("name_pl") <= 255),
  CONSTRAINT "category_geo_name_en_check" CHECK (char_length("name_en") <= 255),
  CONSTRAINT "category_geo_search_range_check" CHECK ("search_range" >= 0 AND "search_range" <= 5000),
  CONSTRAINT "category_geo_lang_check" CHECK ("lang" IN ('pl', 'en'))
);
CREATE TRIGGER "category_geo_version" BEFORE UPDATE ON "category_geo" FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE TABLE "commercial" (
  id integer PRIMARY KEY DEFAULT nextval('area_record_id'),
  "name" text,
  "video" text,
  "lang" text,
  "beacon_id" integer,
  "status" text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT "commercial_name_check" CHECK (char_length("name") <= 255),
  CONSTRAINT "commercial_lang_check" CHECK ("lang" IN ('pl', 'en')),
  CONSTRAINT "commercial_status_check" CHECK ("status" IN ('active', 'inactive'))
);
CREATE TRIGGER "commercial_version" BEFORE UPDATE ON "commercial" FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE INDEX "commercial_beacon_id_idx" ON "commercial" ("beacon_id");
CREATE TABLE "email_sms" (
  id integer PRIMARY KEY DEFAULT nextval('area_record_id'),
  "name" text,
  "phone" text,
  "email" text,
  "status" text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT "email_sms_name_check" CHECK (char_length("name") <= 255),
  CONSTRAINT "email_sms_email_check" CHECK (char_length("email") <= 255),
  CONSTRAINT "email_sms_status_check" CHECK ("status" IN ('active', 'inactive'))
);
CREATE TRIGGER "email_sms_version" BEFORE UPDATE ON "email_sms" FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE TABLE "event" (
  id integer PRIMARY KEY DEFAULT nextval('area_record_id'),
  "name" text,
  "category_id" integer,
  "description" text,
  "location_category_id" integer,
  "location" text,
  "date" timestamptz,
  "photo" text,
  "status" text,
  "lang" text,
  "campus_id" integer,
  "push" boolean,
  "push_sent_at" timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT "event_name_check" CHECK (char_length("name") <= 255),
  CONSTRAINT "event_description_check" CHECK (char_length("description") <= 10000),
  CONSTRAINT "event_location_check" CHECK (char_length("location") <= 255),
  CONSTRAINT "event_status_check" CHECK ("status" IN ('active', 'inactive')),
  CONSTRAINT "event_lang_check" CHECK ("lang" IN ('pl', 'en'))
);
CREATE TRIGGER "event_version" BEFORE UPDATE ON "event" FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE INDEX "event_campus_id_idx" ON "event" ("campus_id");
CREATE INDEX "event_category_id_idx" ON "event" ("category_id");
CREATE INDEX "event_date_sort_idx" ON "event" ("date", id);
CREATE INDEX "event_lang_sort_idx" ON "event" (lower("lang"), id);
CREATE INDEX "event_location_category_id_idx" ON "event" ("location_category_id");
CREATE INDEX "event_name_sort_idx" ON "event" (lower("name"), id);
CREATE INDEX "event_status_sort_idx" ON "event" (lower("status"), id);
CREATE TABLE "notification" (
  id integer PRIMARY KEY DEFAULT nextval('area_record_id'),
  "name_pl" text,
  "name_en" text,
  "description_pl" text,
  "description_en" text,
  "location_id" integer,
  "status" text,
  "type" text,
  "image" text,
  "sender" text,
  "send_at" timestamptz,
  "file" text,
  "sent_at" timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT "notification_name_pl_check" CHECK (char_length("name_pl") <= 255),
  CONSTRAINT "notification_name_en_check" CHECK (char_length("name_en") <= 255),
  CONSTRAINT "notification_description_pl_check" CHECK (char_length("description_pl") <= 1000),
  CONSTRAINT "notification_description_en_check" CHECK (char_length("description_en") <= 1000),
  CONSTRAINT "notification_status_check" CHECK ("status" IN ('active', 'inactive')),
  CONSTRAINT "notification_type_check" CHECK ("type" IN ('general', 'marketing', 'push', 'route')),
  CONSTRAINT "notification_sender_check" CHECK (char_length("sender") <= 255)
);
CREATE TRIGGER "notification_version" BEFORE UPDATE ON "notification" FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE INDEX "notification_type_idx" ON "notification" ("type", id);
CREATE TABLE "parking" (
  id integer PRIMARY KEY DEFAULT nextval('area_record_id'),
  "name_pl" text,
  "name_en" text,
  "campus_name_pl" text,
  "campus_name_en" text,
  "system_id" text,
  "parking_lot_id" text,
  "status" text,
  "count_all" integer,
  "taken" integer,
  "total_real" integer,
  "free" integer,
  "percent_free" numeric,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT "parking_name_pl_check" CHECK (char_length("name_pl") <= 255),
  CONSTRAINT "parking_name_en_check" CHECK (char_length("name_en") <= 255),
  CONSTRAINT "parking_campus_name_pl_check" CHECK (char_length("campus_name_pl") <= 255),
  CONSTRAINT "parking_campus_name_en_check" CHECK (char_length("campus_name_en") <= 255),
  CONSTRAINT "parking_status_check" CHECK ("status" IN ('active', 'inactive'))
);
CREATE TRIGGER "parking_version" BEFORE UPDATE ON "parking" FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE TABLE "parking_legend" (
  id integer PRIMARY KEY DEFAULT nextval('area_record_id'),
  "from_percent" integer,
  "to_percent" integer,
  "title_pl" text,
  "title_en" text,
  "description_pl" text,
  "description_en" text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT "parking_legend_from_percent_check" CHECK ("from_percent" >= 0 AND "from_percent" <= 100),
  CONSTRAINT "parking_legend_to_percent_check" CHECK ("to_percent" >= 0 AND "to_percent" <= 100),
  CONSTRAINT "parking_legend_title_pl_check" CHECK (char_length("title_pl") <= 100),
  CONSTRAINT "parking_legend_title_en_check" CHECK (char_length("title_en") <= 100),
  CONSTRAINT "parking_legend_description_pl_check" CHECK (char_length("description_pl") <= 1000),
  CONSTRAINT "parking_legend_description_en_check" CHECK (char_length("description_en") <= 1000),
  CONSTRAINT "parking_legend_ordered_from_percent_to_percent_check" CHECK ("from_percent" IS NULL OR "to_percent" IS NULL OR "from_percent" <= "to_percent")
);
CREATE TRIGGER "parking_legend_version" BEFORE UPDATE ON "parking_legend" FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE TABLE "rating" (
  id integer PRIMARY KEY DEFAULT nextval('area_record_id'),
  "text" text,
  "user_id" integer,
  "answered" boolean,
  "reply_title" text,
  "reply_body" text,
  "replied_at" timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE TRIGGER "rating_version" BEFORE UPDATE ON "rating" FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE INDEX "rating_user_id_idx" ON "rating" ("user_id");
CREATE TABLE "sos" (
  id integer PRIMARY KEY DEFAULT nextval('area_record_id'),
  "user_id" integer,
  "message" text,
  "lon" numeric,
  "lat" numeric,
  "floor" text,
  "reply_title" text,
  "reply_body" text,
  "replied_at" timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE TRIGGER "sos_version" BEFORE UPDATE ON "sos" FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE INDEX "sos_user_id_idx" ON "sos" ("user_id");
ALTER TABLE "article" ADD CONSTRAINT "article_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "category" (id) ON DELETE RESTRICT;
ALTER TABLE "article" ADD CONSTRAINT "article_campus_id_fkey" FOREIGN KEY ("campus_id") REFERENCES "campus" (id) ON DELETE RESTRICT;
ALTER TABLE "commercial" ADD CONSTRAINT "commercial_beacon_id_fkey" FOREIGN KEY ("beacon_id") REFERENCES "beacons" (id) ON DELETE SET NULL;
ALTER TABLE "event" ADD CONSTRAINT "event_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "category" (id) ON DELETE RESTRICT;
ALTER TABLE "event" ADD CONSTRAINT "event_location_category_id_fkey" FOREIGN KEY ("location_category_id") REFERENCES "category_geo" (id) ON DELETE RESTRICT;
ALTER TABLE "event" ADD CONSTRAINT "event_campus_id_fkey" FOREIGN KEY ("campus_id") REFERENCES "campus" (id) ON DELETE RESTRICT;
ALTER TABLE "rating" ADD CONSTRAINT "rating_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user" (id) ON DELETE SET NULL;
ALTER TABLE "sos" ADD CONSTRAINT "sos_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user" (id) ON DELETE SET NULL;
