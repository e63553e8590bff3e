// generated from generated/schemas/*.json by generator/json-readers.ts: do not edit
import type { AreaSchemas, JsonSchema } from "../src/shared/generated-json.ts";
import article_json from "./schemas/article.json" with { type: "json" };
import beacons_json from "./schemas/beacons.json" with { type: "json" };
import button_json from "./schemas/button.json" with { type: "json" };
import campus_json from "./schemas/campus.json" with { type: "json" };
import category_json from "./schemas/category.json" with { type: "json" };
import category_geo_json from "./schemas/category_geo.json" with { type: "json" };
import commercial_json from "./schemas/commercial.json" with { type: "json" };
import email_sms_json from "./schemas/email_sms.json" with { type: "json" };
import event_json from "./schemas/event.json" with { type: "json" };
import notification_json from "./schemas/notification.json" with { type: "json" };
import parking_json from "./schemas/parking.json" with { type: "json" };
import parking_legend_json from "./schemas/parking_legend.json" with { type: "json" };
import rating_json from "./schemas/rating.json" with { type: "json" };
import sos_json from "./schemas/sos.json" with { type: "json" };
import user_json from "./schemas/user.json" with { type: "json" };
import map_json from "./schemas/map.json" with { type: "json" };

/** Each area's JSON Schemas (create, update, record, commands), by area name. */
export const recordSchemas: Record<string, AreaSchemas> = {
  "article": article_json,
  "beacons": beacons_json,
  "button": button_json,
  "campus": campus_json,
  "category": category_json,
  "category_geo": category_geo_json,
  "commercial": commercial_json,
  "email_sms": email_sms_json,
  "event": event_json,
  "notification": notification_json,
  "parking": parking_json,
  "parking_legend": parking_legend_json,
  "rating": rating_json,
  "sos": sos_json,
  "user": user_json,
};

/** Each map feature type's properties schema, by type. */
export const mapPropertySchemas: Record<string, JsonSchema> = map_json.types;
