// generated from generated/forms/*.json by generator/json-readers.ts: do not edit
import type { AreaUiSchemas, UiSchemaJson } from "../src/shared/generated-json.ts";
import article_json from "./forms/article.ui.json" with { type: "json" };
import beacons_json from "./forms/beacons.ui.json" with { type: "json" };
import button_json from "./forms/button.ui.json" with { type: "json" };
import campus_json from "./forms/campus.ui.json" with { type: "json" };
import category_json from "./forms/category.ui.json" with { type: "json" };
import category_geo_json from "./forms/category_geo.ui.json" with { type: "json" };
import commercial_json from "./forms/commercial.ui.json" with { type: "json" };
import email_sms_json from "./forms/email_sms.ui.json" with { type: "json" };
import event_json from "./forms/event.ui.json" with { type: "json" };
import notification_json from "./forms/notification.ui.json" with { type: "json" };
import parking_json from "./forms/parking.ui.json" with { type: "json" };
import parking_legend_json from "./forms/parking_legend.ui.json" with { type: "json" };
import rating_json from "./forms/rating.ui.json" with { type: "json" };
import sos_json from "./forms/sos.ui.json" with { type: "json" };
import user_json from "./forms/user.ui.json" with { type: "json" };
import map_json from "./forms/map.ui.json" with { type: "json" };

/** Each area's uiSchemas (its form and its commands' forms), by area name. */
export const formUiSchemas: Record<string, AreaUiSchemas> = {
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

/** Each map feature type's properties uiSchema, by type. */
export const mapFormUiSchemas: Record<string, UiSchemaJson> = map_json.types;
