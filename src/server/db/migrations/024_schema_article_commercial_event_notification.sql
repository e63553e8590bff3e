-- generated from manifests/areas/*.yaml by generator/transforms/schema-migration.ts: do not edit
ALTER TABLE "article" ADD COLUMN "publish_at" timestamptz;
ALTER TABLE "article" ADD COLUMN "unpublish_at" timestamptz;
ALTER TABLE "article" ADD CONSTRAINT "article_ordered_publish_at_unpublish_at_check" CHECK ("publish_at" IS NULL OR "unpublish_at" IS NULL OR "publish_at" <= "unpublish_at") NOT VALID;
ALTER TABLE "commercial" ADD COLUMN "publish_at" timestamptz;
ALTER TABLE "commercial" ADD COLUMN "unpublish_at" timestamptz;
ALTER TABLE "commercial" ADD CONSTRAINT "commercial_ordered_publish_at_unpublish_at_check" CHECK ("publish_at" IS NULL OR "unpublish_at" IS NULL OR "publish_at" <= "unpublish_at") NOT VALID;
ALTER TABLE "event" ADD COLUMN "publish_at" timestamptz;
ALTER TABLE "event" ADD COLUMN "unpublish_at" timestamptz;
ALTER TABLE "event" ADD CONSTRAINT "event_ordered_publish_at_unpublish_at_check" CHECK ("publish_at" IS NULL OR "unpublish_at" IS NULL OR "publish_at" <= "unpublish_at") NOT VALID;
ALTER TABLE "notification" ADD COLUMN "publish_at" timestamptz;
ALTER TABLE "notification" ADD COLUMN "unpublish_at" timestamptz;
ALTER TABLE "notification" ADD CONSTRAINT "notification_ordered_publish_at_unpublish_at_check" CHECK ("publish_at" IS NULL OR "unpublish_at" IS NULL OR "publish_at" <= "unpublish_at") NOT VALID;
