// generated from manifests/areas/*.yaml, manifests/catalogues/screens.yaml by generator/transforms/console-tables.ts: do not edit
export const consoleRoutes = [
  {
    "path": "articles",
    "area": "article",
    "screen": "list",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "articles"
  },
  {
    "path": "articles/modify",
    "area": "article",
    "screen": "create",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "articles"
  },
  {
    "path": "articles/modify/:id",
    "area": "article",
    "screen": "edit",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "articles"
  },
  {
    "path": "beacons",
    "area": "beacons",
    "screen": "list",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "beacons"
  },
  {
    "path": "beacons/modify/:id",
    "area": "beacons",
    "screen": "edit",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "beacons"
  },
  {
    "path": "buttons",
    "area": "button",
    "screen": "list",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "buttons"
  },
  {
    "path": "buttons/modify",
    "area": "button",
    "screen": "create",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "buttons"
  },
  {
    "path": "buttons/modify/:id",
    "area": "button",
    "screen": "edit",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "buttons"
  },
  {
    "path": "campuses",
    "area": "campus",
    "screen": "list",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "campuses"
  },
  {
    "path": "campuses/modify",
    "area": "campus",
    "screen": "create",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "campuses"
  },
  {
    "path": "campuses/modify/:id",
    "area": "campus",
    "screen": "edit",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "campuses"
  },
  {
    "path": "categories_articles_events",
    "area": "category",
    "screen": "list",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "categories_articles_events"
  },
  {
    "path": "categories_articles_events/modify",
    "area": "category",
    "screen": "create",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "categories_articles_events"
  },
  {
    "path": "categories_articles_events/modify/:id",
    "area": "category",
    "screen": "edit",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "categories_articles_events"
  },
  {
    "path": "categories",
    "area": "category_geo",
    "screen": "list",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "categories"
  },
  {
    "path": "categories/modify",
    "area": "category_geo",
    "screen": "create",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "categories"
  },
  {
    "path": "categories/modify/:id",
    "area": "category_geo",
    "screen": "edit",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "categories"
  },
  {
    "path": "advertisements",
    "area": "commercial",
    "screen": "list",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "advertisements"
  },
  {
    "path": "advertisements/modify",
    "area": "commercial",
    "screen": "create",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "advertisements"
  },
  {
    "path": "advertisements/modify/:id",
    "area": "commercial",
    "screen": "edit",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "advertisements"
  },
  {
    "path": "sos_contacts",
    "area": "email_sms",
    "screen": "list",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "sos_contacts"
  },
  {
    "path": "sos_contacts/modify",
    "area": "email_sms",
    "screen": "create",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "sos_contacts"
  },
  {
    "path": "sos_contacts/modify/:id",
    "area": "email_sms",
    "screen": "edit",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "sos_contacts"
  },
  {
    "path": "events",
    "area": "event",
    "screen": "list",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "events"
  },
  {
    "path": "events/modify",
    "area": "event",
    "screen": "create",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "events"
  },
  {
    "path": "events/modify/:id",
    "area": "event",
    "screen": "edit",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "events"
  },
  {
    "path": "notifications",
    "area": "notification",
    "screen": "list",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "notifications"
  },
  {
    "path": "notifications/modify",
    "area": "notification",
    "screen": "create",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "notifications"
  },
  {
    "path": "notifications/modify/:id",
    "area": "notification",
    "screen": "edit",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "notifications"
  },
  {
    "path": "parking_lots",
    "area": "parking",
    "screen": "list",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "parking_lots"
  },
  {
    "path": "parking_lots/modify/:id",
    "area": "parking",
    "screen": "edit",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "parking_lots"
  },
  {
    "path": "parking_legend",
    "area": "parking_legend",
    "screen": "list",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "parking_legend"
  },
  {
    "path": "parking_legend/modify",
    "area": "parking_legend",
    "screen": "create",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "parking_legend"
  },
  {
    "path": "parking_legend/modify/:id",
    "area": "parking_legend",
    "screen": "edit",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "parking_legend"
  },
  {
    "path": "notifications_push",
    "area": "push_notifications",
    "screen": "list",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "notifications_push"
  },
  {
    "path": "notifications_push/modify",
    "area": "notification",
    "screen": "create",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "notifications_push"
  },
  {
    "path": "notifications_push/modify/:id",
    "area": "notification",
    "screen": "edit",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "notifications_push"
  },
  {
    "path": "opinions",
    "area": "rating",
    "screen": "list",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "opinions"
  },
  {
    "path": "notifications_route",
    "area": "route_notification",
    "screen": "list",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "notifications_route"
  },
  {
    "path": "notifications_route/modify",
    "area": "notification",
    "screen": "create",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "notifications_route"
  },
  {
    "path": "notifications_route/modify/:id",
    "area": "notification",
    "screen": "edit",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "notifications_route"
  },
  {
    "path": "sos",
    "area": "sos",
    "screen": "list",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "sos"
  },
  {
    "path": "users",
    "area": "user",
    "screen": "list",
    "roles": [
      "admin"
    ],
    "menuPath": "users"
  },
  {
    "path": "users/modify",
    "area": "user",
    "screen": "create",
    "roles": [
      "admin"
    ],
    "menuPath": "users"
  },
  {
    "path": "users/modify/:id",
    "area": "user",
    "screen": "edit",
    "roles": [
      "admin"
    ],
    "menuPath": "users"
  },
  {
    "path": "map/:floor",
    "area": "map",
    "screen": "map/:floor",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "map"
  },
  {
    "path": "map/imdf",
    "area": "map",
    "screen": "map/imdf",
    "roles": [
      "admin"
    ],
    "menuPath": "map"
  },
  {
    "path": "audit",
    "area": "audit",
    "screen": "audit",
    "roles": [
      "admin"
    ],
    "menuPath": "audit"
  },
  {
    "path": "map/releases",
    "area": "map",
    "screen": "map/releases",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "map"
  },
  {
    "path": "sos/send_push",
    "area": "sos",
    "screen": "sos/send_push",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "sos"
  },
  {
    "path": "users/modify_password",
    "area": "user",
    "screen": "users/modify_password",
    "roles": [
      "admin"
    ],
    "menuPath": "users"
  },
  {
    "path": "parking_lots/legend",
    "area": "parking_legend",
    "screen": "parking_lots/legend",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "parking_lots"
  },
  {
    "path": "account/password",
    "area": "user",
    "screen": "account/password",
    "roles": [
      "admin",
      "moderator",
      "ad_user",
      "ad_employee",
      "user"
    ],
    "menuPath": "account"
  }
] as const;
export const consoleRedirects = {
  "categories-cruds": "categories_articles_events",
  "parking-lots": "parking_lots",
  "notifications-push": "notifications_push",
  "notifications-route": "notifications_route"
} as const;
export const consoleMenu = [
  {
    "path": "map",
    "link": "map/p0",
    "label": {
      "pl": "Mapy",
      "en": "Maps"
    },
    "icon": "pi-map",
    "roles": [
      "admin",
      "moderator"
    ]
  },
  {
    "path": "categories",
    "link": "categories",
    "label": {
      "pl": "Kategorie mapy",
      "en": "Map categories"
    },
    "icon": "pi-tags",
    "roles": [
      "admin",
      "moderator"
    ]
  },
  {
    "path": "beacons",
    "link": "beacons",
    "label": {
      "pl": "Beacony",
      "en": "Beacons"
    },
    "icon": "pi-wifi",
    "roles": [
      "admin",
      "moderator"
    ]
  },
  {
    "path": "articles",
    "link": "articles",
    "label": {
      "pl": "Aktualności",
      "en": "News"
    },
    "icon": "pi-megaphone",
    "roles": [
      "admin",
      "moderator"
    ]
  },
  {
    "path": "events",
    "link": "events",
    "label": {
      "pl": "Wydarzenia",
      "en": "Events"
    },
    "icon": "pi-calendar",
    "roles": [
      "admin",
      "moderator"
    ]
  },
  {
    "path": "categories_articles_events",
    "link": "categories_articles_events",
    "label": {
      "pl": "Kategorie aktualności i wydarzeń",
      "en": "News and event categories"
    },
    "icon": "pi-list",
    "roles": [
      "admin",
      "moderator"
    ]
  },
  {
    "path": "campuses",
    "link": "campuses",
    "label": {
      "pl": "Etykiety kampusów",
      "en": "Campus labels"
    },
    "icon": "pi-building",
    "roles": [
      "admin",
      "moderator"
    ]
  },
  {
    "path": "buttons",
    "link": "buttons",
    "label": {
      "pl": "Przyciski",
      "en": "Buttons"
    },
    "icon": "pi-th-large",
    "roles": [
      "admin",
      "moderator"
    ]
  },
  {
    "path": "advertisements",
    "link": "advertisements",
    "label": {
      "pl": "Reklamy",
      "en": "Advertisements"
    },
    "icon": "pi-video",
    "roles": [
      "admin",
      "moderator"
    ]
  },
  {
    "path": "notifications",
    "link": "notifications",
    "label": {
      "pl": "Powiadomienia",
      "en": "Notifications"
    },
    "icon": "pi-bell",
    "roles": [
      "admin",
      "moderator"
    ]
  },
  {
    "path": "notifications_push",
    "link": "notifications_push",
    "label": {
      "pl": "Powiadomienia push",
      "en": "Push notifications"
    },
    "icon": "pi-send",
    "roles": [
      "admin",
      "moderator"
    ]
  },
  {
    "path": "notifications_route",
    "link": "notifications_route",
    "label": {
      "pl": "Powiadomienia na trasie",
      "en": "Route notifications"
    },
    "icon": "pi-directions",
    "roles": [
      "admin",
      "moderator"
    ]
  },
  {
    "path": "parking_lots",
    "link": "parking_lots",
    "label": {
      "pl": "Parkingi",
      "en": "Parking lots"
    },
    "icon": "pi-car",
    "roles": [
      "admin",
      "moderator"
    ]
  },
  {
    "path": "opinions",
    "link": "opinions",
    "label": {
      "pl": "Opinie",
      "en": "Opinions"
    },
    "icon": "pi-comments",
    "roles": [
      "admin",
      "moderator"
    ]
  },
  {
    "path": "users",
    "link": "users",
    "label": {
      "pl": "Użytkownicy",
      "en": "Users"
    },
    "icon": "pi-users",
    "roles": [
      "admin"
    ]
  }
] as const;
export const consoleColumns = {
  "article": [
    {
      "name": "name",
      "kind": "text"
    },
    {
      "name": "category_id",
      "kind": "choice",
      "source": "lookup:category_basic"
    },
    {
      "name": "status",
      "kind": "status",
      "source": "enum:status"
    },
    {
      "name": "publication",
      "kind": "enum",
      "source": "enum:publication"
    },
    {
      "name": "lang",
      "kind": "enum",
      "source": "enum:language"
    },
    {
      "name": "created_at",
      "kind": "datetime"
    }
  ],
  "beacons": [
    {
      "name": "name",
      "kind": "text"
    },
    {
      "name": "mac",
      "kind": "text"
    },
    {
      "name": "floor",
      "kind": "enum",
      "source": "enum:floor"
    },
    {
      "name": "battery",
      "kind": "number"
    },
    {
      "name": "status",
      "kind": "status",
      "source": "enum:status"
    }
  ],
  "button": [
    {
      "name": "name",
      "kind": "text"
    },
    {
      "name": "place",
      "kind": "enum",
      "source": "enum:button_place"
    },
    {
      "name": "lang",
      "kind": "enum",
      "source": "enum:language"
    },
    {
      "name": "status",
      "kind": "status",
      "source": "enum:status"
    },
    {
      "name": "publication",
      "kind": "enum",
      "source": "enum:publication"
    },
    {
      "name": "start_date",
      "kind": "date"
    },
    {
      "name": "end_date",
      "kind": "date"
    }
  ],
  "campus": [
    {
      "name": "name_pl",
      "kind": "text"
    },
    {
      "name": "name_en",
      "kind": "text"
    },
    {
      "name": "enabled",
      "kind": "boolean"
    },
    {
      "name": "lang",
      "kind": "enum",
      "source": "enum:language"
    }
  ],
  "category": [
    {
      "name": "name_pl",
      "kind": "text"
    },
    {
      "name": "name_en",
      "kind": "text"
    },
    {
      "name": "created_at",
      "kind": "datetime"
    }
  ],
  "category_geo": [
    {
      "name": "name_pl",
      "kind": "text"
    },
    {
      "name": "name_en",
      "kind": "text"
    },
    {
      "name": "color",
      "kind": "text"
    },
    {
      "name": "enabled",
      "kind": "boolean"
    },
    {
      "name": "lang",
      "kind": "enum",
      "source": "enum:language"
    }
  ],
  "commercial": [
    {
      "name": "name",
      "kind": "text"
    },
    {
      "name": "beacon_id",
      "kind": "choice",
      "source": "area:beacons"
    },
    {
      "name": "lang",
      "kind": "enum",
      "source": "enum:language"
    },
    {
      "name": "status",
      "kind": "status",
      "source": "enum:status"
    },
    {
      "name": "publication",
      "kind": "enum",
      "source": "enum:publication"
    },
    {
      "name": "created_at",
      "kind": "datetime"
    }
  ],
  "email_sms": [
    {
      "name": "name",
      "kind": "text"
    },
    {
      "name": "phone",
      "kind": "text"
    },
    {
      "name": "email",
      "kind": "text"
    },
    {
      "name": "status",
      "kind": "status",
      "source": "enum:status"
    }
  ],
  "event": [
    {
      "name": "name",
      "kind": "text"
    },
    {
      "name": "category_id",
      "kind": "choice",
      "source": "lookup:category_basic"
    },
    {
      "name": "date",
      "kind": "datetime"
    },
    {
      "name": "status",
      "kind": "status",
      "source": "enum:status"
    },
    {
      "name": "publication",
      "kind": "enum",
      "source": "enum:publication"
    },
    {
      "name": "lang",
      "kind": "enum",
      "source": "enum:language"
    }
  ],
  "notification": [
    {
      "name": "name_pl",
      "kind": "text"
    },
    {
      "name": "type",
      "kind": "enum",
      "source": "enum:notification_type"
    },
    {
      "name": "status",
      "kind": "status",
      "source": "enum:status"
    },
    {
      "name": "publication",
      "kind": "enum",
      "source": "enum:publication"
    },
    {
      "name": "send_at",
      "kind": "datetime"
    },
    {
      "name": "created_at",
      "kind": "datetime"
    }
  ],
  "parking": [
    {
      "name": "name_pl",
      "kind": "text"
    },
    {
      "name": "campus_name_pl",
      "kind": "text"
    },
    {
      "name": "system_id",
      "kind": "text"
    },
    {
      "name": "parking_lot_id",
      "kind": "text"
    },
    {
      "name": "taken",
      "kind": "number"
    },
    {
      "name": "free",
      "kind": "number"
    },
    {
      "name": "percent_free",
      "kind": "number"
    },
    {
      "name": "status",
      "kind": "status",
      "source": "enum:status"
    }
  ],
  "parking_legend": [
    {
      "name": "from_percent",
      "kind": "number"
    },
    {
      "name": "to_percent",
      "kind": "number"
    },
    {
      "name": "title_pl",
      "kind": "text"
    },
    {
      "name": "title_en",
      "kind": "text"
    }
  ],
  "push_notifications": [
    {
      "name": "name_pl",
      "kind": "text"
    },
    {
      "name": "sender",
      "kind": "text"
    },
    {
      "name": "send_at",
      "kind": "datetime"
    },
    {
      "name": "sent_at",
      "kind": "datetime"
    },
    {
      "name": "status",
      "kind": "status",
      "source": "enum:status"
    }
  ],
  "rating": [
    {
      "name": "text",
      "kind": "text"
    },
    {
      "name": "user_id",
      "kind": "choice",
      "source": "area:user"
    },
    {
      "name": "answered",
      "kind": "boolean"
    },
    {
      "name": "created_at",
      "kind": "datetime"
    }
  ],
  "route_notification": [
    {
      "name": "name_pl",
      "kind": "text"
    },
    {
      "name": "location_id",
      "kind": "choice",
      "source": "lookup:rooms"
    },
    {
      "name": "file",
      "kind": "file",
      "source": "upload:audio"
    },
    {
      "name": "status",
      "kind": "status",
      "source": "enum:status"
    },
    {
      "name": "created_at",
      "kind": "datetime"
    }
  ],
  "sos": [
    {
      "name": "user_id",
      "kind": "choice",
      "source": "area:user"
    },
    {
      "name": "message",
      "kind": "text"
    },
    {
      "name": "floor",
      "kind": "enum",
      "source": "enum:floor"
    },
    {
      "name": "created_at",
      "kind": "datetime"
    },
    {
      "name": "replied_at",
      "kind": "datetime"
    }
  ],
  "user": [
    {
      "name": "name",
      "kind": "text"
    },
    {
      "name": "email",
      "kind": "text"
    },
    {
      "name": "login",
      "kind": "text"
    },
    {
      "name": "roles",
      "kind": "roles"
    },
    {
      "name": "directory",
      "kind": "boolean"
    },
    {
      "name": "created_at",
      "kind": "datetime"
    }
  ]
} as const;
