// generated from manifests/areas/*.yaml by generator/transforms/area-spec.ts: do not edit
import type { AreaSpec } from "../src/shared/area-spec.ts";

export const areas: AreaSpec[] = [
  {
    "area": "article",
    "file": "manifests/areas/article.yaml",
    "store": "records",
    "title": {
      "pl": "Aktualności",
      "en": "News"
    },
    "itemTitle": {
      "pl": "Aktualność",
      "en": "News item"
    },
    "actions": {
      "admin": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ],
      "moderator": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ]
    },
    "search": [
      "name",
      "description"
    ],
    "list": [
      "name",
      "category_id",
      "status",
      "publication",
      "lang",
      "created_at"
    ],
    "sortable": [
      "name",
      "status",
      "lang",
      "created_at"
    ],
    "export": true,
    "filters": [
      "status",
      "lang",
      "category_id",
      "campus_id",
      "created_at"
    ],
    "bulk": [
      "activate",
      "deactivate",
      "delete"
    ],
    "fields": [
      {
        "name": "name",
        "type": "string",
        "label": {
          "pl": "Nazwa",
          "en": "Name"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1701,
          "min": 1702,
          "max": 1703
        },
        "min": 3,
        "max": 255
      },
      {
        "name": "category_id",
        "type": "reference",
        "label": {
          "pl": "Kategoria",
          "en": "Category"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1704,
          "ref": 1705
        },
        "ref": "category"
      },
      {
        "name": "description",
        "type": "text",
        "label": {
          "pl": "Opis",
          "en": "Description"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1706,
          "min": 1707,
          "max": 1708
        },
        "min": 10,
        "max": 10000
      },
      {
        "name": "photo",
        "type": "upload",
        "label": {
          "pl": "Zdjęcie",
          "en": "Photo"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 1709
        },
        "upload": "photo"
      },
      {
        "name": "status",
        "type": "enum",
        "label": {
          "pl": "Status",
          "en": "Status"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1710,
          "format": 1711
        },
        "default": "active",
        "enumName": "status",
        "values": [
          "active",
          "inactive"
        ]
      },
      {
        "name": "lang",
        "type": "enum",
        "label": {
          "pl": "Język",
          "en": "Language"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1712,
          "format": 1713
        },
        "default": "pl",
        "enumName": "language",
        "values": [
          "pl",
          "en"
        ]
      },
      {
        "name": "campus_id",
        "type": "reference",
        "label": {
          "pl": "Kampus",
          "en": "Campus"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": true,
        "codes": {
          "ref": 1714,
          "inactive": 1715
        },
        "ref": "campus"
      },
      {
        "name": "push",
        "type": "boolean",
        "label": {
          "pl": "Wyślij powiadomienie push",
          "en": "Send a push notification"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {},
        "default": false
      },
      {
        "name": "push_sent_at",
        "type": "datetime",
        "label": {
          "pl": "Wysłano powiadomienie push",
          "en": "Push notification sent"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "publish_at",
        "type": "datetime",
        "label": {
          "pl": "Publikacja od",
          "en": "Published from"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 3240
        }
      },
      {
        "name": "unpublish_at",
        "type": "datetime",
        "label": {
          "pl": "Publikacja do",
          "en": "Published until"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 3241
        }
      }
    ],
    "rules": [
      {
        "kind": "ordered",
        "fields": [
          "publish_at",
          "unpublish_at"
        ],
        "code": 3242
      }
    ],
    "codes": {
      "notFound": 1720
    },
    "commands": [],
    "console": {
      "path": "articles",
      "aliases": [],
      "menu": 4,
      "icon": "pi-megaphone"
    },
    "titleField": "name",
    "push": {
      "flag": "push",
      "at": "publish_at",
      "sentAt": "push_sent_at",
      "title": "name",
      "body": "description",
      "lang": "lang"
    },
    "preview": {
      "title": "name",
      "body": "description",
      "image": "photo"
    },
    "schedule": {
      "from": "publish_at",
      "until": "unpublish_at"
    },
    "app": {
      "path": "articles",
      "fields": [
        "name",
        "description",
        "photo",
        "category_id",
        "campus_id",
        "publish_at"
      ],
      "lang": "lang"
    }
  },
  {
    "area": "beacons",
    "file": "manifests/areas/beacons.yaml",
    "store": "records",
    "title": {
      "pl": "Beacony",
      "en": "Beacons"
    },
    "itemTitle": {
      "pl": "Beacon",
      "en": "Beacon"
    },
    "actions": {
      "admin": [
        "list",
        "view",
        "update"
      ],
      "moderator": [
        "list",
        "view",
        "update"
      ]
    },
    "search": [
      "name",
      "mac"
    ],
    "list": [
      "name",
      "mac",
      "floor",
      "battery",
      "status"
    ],
    "sortable": [
      "name",
      "mac",
      "floor",
      "battery",
      "status"
    ],
    "export": true,
    "filters": [
      "status",
      "floor"
    ],
    "bulk": [
      "activate",
      "deactivate"
    ],
    "fields": [
      {
        "name": "name",
        "type": "string",
        "label": {
          "pl": "Nazwa identyfikacyjna",
          "en": "Identifying name"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6501,
          "min": 6502,
          "max": 6503
        },
        "min": 2,
        "max": 255
      },
      {
        "name": "floor",
        "type": "enum",
        "label": {
          "pl": "Piętro",
          "en": "Level"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6504,
          "format": 1502
        },
        "enumName": "floor",
        "values": [
          "p-2",
          "p-1",
          "p0",
          "p1",
          "p2",
          "p3",
          "p4",
          "p5",
          "p6",
          "p7",
          "p8",
          "p9",
          "p10",
          "p11",
          "p12",
          "p13",
          "p14",
          "p15",
          "p16",
          "p17",
          "p18",
          "p19",
          "p20"
        ]
      },
      {
        "name": "status",
        "type": "enum",
        "label": {
          "pl": "Status",
          "en": "Status"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6505,
          "format": 6506
        },
        "enumName": "status",
        "values": [
          "active",
          "inactive"
        ]
      },
      {
        "name": "mac",
        "type": "mac",
        "label": {
          "pl": "Adres MAC",
          "en": "MAC address"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": true,
        "mustBeActive": false,
        "codes": {
          "required": 6507,
          "format": 6508,
          "unique": 6509
        }
      },
      {
        "name": "battery",
        "type": "integer",
        "label": {
          "pl": "Bateria (%)",
          "en": "Battery (%)"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "min": 6510,
          "max": 6511
        },
        "min": 0,
        "max": 100
      },
      {
        "name": "tx_power_correction",
        "type": "integer",
        "label": {
          "pl": "Korekta mocy nadawania (dBm)",
          "en": "Tx power correction (dBm)"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "min": 6512,
          "max": 6513
        },
        "min": -30,
        "max": 30
      },
      {
        "name": "device",
        "type": "string",
        "label": {
          "pl": "Urządzenie",
          "en": "Device"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "max": 6514
        },
        "max": 255
      },
      {
        "name": "interval_ms",
        "type": "integer",
        "label": {
          "pl": "Interwał nadawania (ms)",
          "en": "Advertising interval (ms)"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "min": 6515,
          "max": 6516
        },
        "min": 100,
        "max": 10000
      },
      {
        "name": "is_outside",
        "type": "boolean",
        "label": {
          "pl": "Na zewnątrz budynku",
          "en": "Outside a building"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {},
        "default": false
      },
      {
        "name": "profile_layer",
        "type": "string",
        "label": {
          "pl": "Warstwa profilu",
          "en": "Profile layer"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "max": 6517
        },
        "max": 255
      },
      {
        "name": "rssi_1m",
        "type": "integer",
        "label": {
          "pl": "RSSI z odległości 1 m (dBm)",
          "en": "RSSI at 1 m (dBm)"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "min": 6518,
          "max": 6519
        },
        "min": -120,
        "max": 0
      },
      {
        "name": "photo",
        "type": "upload",
        "label": {
          "pl": "Zdjęcie montażu",
          "en": "Mounting photo"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 6520
        },
        "upload": "photo"
      }
    ],
    "rules": [],
    "codes": {
      "notFound": 6500
    },
    "commands": [],
    "console": {
      "path": "beacons",
      "aliases": [],
      "menu": 3,
      "icon": "pi-wifi"
    },
    "titleField": "name",
    "app": {
      "path": "beacons",
      "fields": [
        "name",
        "mac",
        "floor",
        "is_outside",
        "tx_power_correction",
        "interval_ms",
        "rssi_1m"
      ]
    }
  },
  {
    "area": "button",
    "file": "manifests/areas/button.yaml",
    "store": "records",
    "title": {
      "pl": "Przyciski",
      "en": "Buttons"
    },
    "itemTitle": {
      "pl": "Przycisk",
      "en": "Button"
    },
    "actions": {
      "admin": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ],
      "moderator": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ]
    },
    "search": [
      "name",
      "description"
    ],
    "list": [
      "name",
      "place",
      "lang",
      "status",
      "publication",
      "start_date",
      "end_date"
    ],
    "sortable": [],
    "export": false,
    "filters": [
      "status",
      "lang",
      "place",
      "start_date"
    ],
    "bulk": [
      "activate",
      "deactivate",
      "delete"
    ],
    "fields": [
      {
        "name": "name",
        "type": "string",
        "label": {
          "pl": "Nazwa",
          "en": "Name"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 2301,
          "min": 2302,
          "max": 2303
        },
        "min": 3,
        "max": 255
      },
      {
        "name": "description",
        "type": "text",
        "label": {
          "pl": "Opis",
          "en": "Description"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "max": 2304
        },
        "max": 1000
      },
      {
        "name": "place",
        "type": "enum",
        "label": {
          "pl": "Miejsce",
          "en": "Place"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 2305,
          "format": 2306
        },
        "default": "before_articles",
        "enumName": "button_place",
        "values": [
          "before_articles",
          "before_events"
        ]
      },
      {
        "name": "url",
        "type": "url",
        "label": {
          "pl": "Adres URL",
          "en": "URL"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 2307,
          "max": 2309,
          "format": 2308
        },
        "max": 2048
      },
      {
        "name": "color",
        "type": "color",
        "label": {
          "pl": "Kolor",
          "en": "Colour"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 2310
        },
        "default": "#285548"
      },
      {
        "name": "image",
        "type": "upload",
        "label": {
          "pl": "Obraz",
          "en": "Image"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 2311
        },
        "upload": "photo"
      },
      {
        "name": "status",
        "type": "enum",
        "label": {
          "pl": "Status",
          "en": "Status"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 2312,
          "format": 2313
        },
        "default": "active",
        "enumName": "status",
        "values": [
          "active",
          "inactive"
        ]
      },
      {
        "name": "lang",
        "type": "enum",
        "label": {
          "pl": "Język",
          "en": "Language"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 2314,
          "format": 2315
        },
        "default": "pl",
        "enumName": "language",
        "values": [
          "pl",
          "en"
        ]
      },
      {
        "name": "start_date",
        "type": "date",
        "label": {
          "pl": "Data rozpoczęcia",
          "en": "Start date"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 2316
        }
      },
      {
        "name": "end_date",
        "type": "date",
        "label": {
          "pl": "Data zakończenia",
          "en": "End date"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 2317
        }
      }
    ],
    "rules": [
      {
        "kind": "maxActive",
        "fields": [
          "lang",
          "place"
        ],
        "limit": 5,
        "code": 2353
      },
      {
        "kind": "ordered",
        "fields": [
          "start_date",
          "end_date"
        ],
        "code": 2318
      }
    ],
    "codes": {
      "notFound": 2300
    },
    "commands": [],
    "console": {
      "path": "buttons",
      "aliases": [],
      "menu": 8,
      "icon": "pi-th-large"
    },
    "titleField": "name",
    "preview": {
      "title": "name",
      "body": "description",
      "image": "image",
      "link": "url",
      "color": "color"
    },
    "schedule": {
      "from": "start_date",
      "until": "end_date"
    },
    "app": {
      "path": "buttons",
      "fields": [
        "name",
        "description",
        "image",
        "url",
        "color",
        "place",
        "start_date",
        "end_date"
      ],
      "lang": "lang",
      "filters": [
        "place"
      ]
    }
  },
  {
    "area": "campus",
    "file": "manifests/areas/campus.yaml",
    "store": "records",
    "title": {
      "pl": "Etykiety kampusów",
      "en": "Campus labels"
    },
    "itemTitle": {
      "pl": "Etykieta kampusu",
      "en": "Campus label"
    },
    "actions": {
      "admin": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ],
      "moderator": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ]
    },
    "search": [
      "name_pl",
      "name_en"
    ],
    "list": [
      "name_pl",
      "name_en",
      "enabled",
      "lang"
    ],
    "sortable": [
      "name_pl",
      "name_en",
      "enabled",
      "lang"
    ],
    "export": true,
    "filters": [
      "enabled",
      "lang"
    ],
    "bulk": [
      "activate",
      "deactivate",
      "delete"
    ],
    "fields": [
      {
        "name": "name_pl",
        "type": "string",
        "label": {
          "pl": "Nazwa (PL)",
          "en": "Name (PL)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 2401,
          "min": 2402,
          "max": 2403
        },
        "min": 3,
        "max": 255,
        "translation": {
          "of": "name",
          "lang": "pl"
        }
      },
      {
        "name": "name_en",
        "type": "string",
        "label": {
          "pl": "Nazwa (EN)",
          "en": "Name (EN)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 2401,
          "min": 2402,
          "max": 2403
        },
        "min": 3,
        "max": 255,
        "translation": {
          "of": "name",
          "lang": "en"
        }
      },
      {
        "name": "enabled",
        "type": "boolean",
        "label": {
          "pl": "Włączony",
          "en": "Enabled"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {},
        "default": true
      },
      {
        "name": "lang",
        "type": "enum",
        "label": {
          "pl": "Język",
          "en": "Language"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 2404,
          "format": 2405
        },
        "default": "pl",
        "enumName": "language",
        "values": [
          "pl",
          "en"
        ]
      }
    ],
    "rules": [],
    "codes": {
      "notFound": 2406,
      "inUse": 2407
    },
    "commands": [],
    "console": {
      "path": "campuses",
      "aliases": [],
      "menu": 7,
      "icon": "pi-building"
    },
    "activeWhen": {
      "enabled": true
    },
    "titleField": "name",
    "app": {
      "path": "campuses",
      "fields": [
        "name"
      ]
    }
  },
  {
    "area": "category",
    "file": "manifests/areas/category.yaml",
    "store": "records",
    "title": {
      "pl": "Kategorie aktualności i wydarzeń",
      "en": "News and event categories"
    },
    "itemTitle": {
      "pl": "Kategoria",
      "en": "Category"
    },
    "actions": {
      "admin": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ],
      "moderator": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ]
    },
    "search": [
      "name_pl",
      "name_en"
    ],
    "list": [
      "name_pl",
      "name_en",
      "created_at"
    ],
    "sortable": [
      "name_pl",
      "name_en",
      "created_at"
    ],
    "export": true,
    "filters": [
      "created_at"
    ],
    "bulk": [
      "delete"
    ],
    "fields": [
      {
        "name": "name_pl",
        "type": "string",
        "label": {
          "pl": "Nazwa (PL)",
          "en": "Name (PL)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1825,
          "min": 1826,
          "max": 1827
        },
        "min": 3,
        "max": 255,
        "translation": {
          "of": "name",
          "lang": "pl"
        }
      },
      {
        "name": "name_en",
        "type": "string",
        "label": {
          "pl": "Nazwa (EN)",
          "en": "Name (EN)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1825,
          "min": 1826,
          "max": 1827
        },
        "min": 3,
        "max": 255,
        "translation": {
          "of": "name",
          "lang": "en"
        }
      }
    ],
    "rules": [],
    "codes": {
      "notFound": 1828,
      "inUse": 1829
    },
    "commands": [],
    "console": {
      "path": "categories_articles_events",
      "aliases": [
        "categories-cruds"
      ],
      "menu": 6,
      "icon": "pi-list"
    },
    "titleField": "name",
    "app": {
      "path": "categories",
      "fields": [
        "name"
      ]
    }
  },
  {
    "area": "category_geo",
    "file": "manifests/areas/category_geo.yaml",
    "store": "records",
    "title": {
      "pl": "Kategorie mapy",
      "en": "Map categories"
    },
    "itemTitle": {
      "pl": "Kategoria mapy",
      "en": "Map category"
    },
    "actions": {
      "admin": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ],
      "moderator": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ]
    },
    "search": [
      "name_pl",
      "name_en"
    ],
    "list": [
      "name_pl",
      "name_en",
      "color",
      "enabled",
      "lang"
    ],
    "sortable": [],
    "export": false,
    "filters": [
      "enabled",
      "lang"
    ],
    "bulk": [
      "activate",
      "deactivate",
      "delete"
    ],
    "fields": [
      {
        "name": "name_pl",
        "type": "string",
        "label": {
          "pl": "Nazwa (PL)",
          "en": "Name (PL)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1201,
          "min": 1202,
          "max": 1203
        },
        "min": 3,
        "max": 255,
        "translation": {
          "of": "name",
          "lang": "pl"
        }
      },
      {
        "name": "name_en",
        "type": "string",
        "label": {
          "pl": "Nazwa (EN)",
          "en": "Name (EN)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1201,
          "min": 1202,
          "max": 1203
        },
        "min": 3,
        "max": 255,
        "translation": {
          "of": "name",
          "lang": "en"
        }
      },
      {
        "name": "visible",
        "type": "boolean",
        "label": {
          "pl": "Widoczna",
          "en": "Visible"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "type": 1213
        },
        "default": true
      },
      {
        "name": "icon_visible",
        "type": "boolean",
        "label": {
          "pl": "Widoczna ikona",
          "en": "Icon visible"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "type": 1214
        },
        "default": true
      },
      {
        "name": "category_bar_visible",
        "type": "boolean",
        "label": {
          "pl": "Widoczna na pasku kategorii",
          "en": "Visible on the category bar"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "type": 1215
        },
        "default": false
      },
      {
        "name": "search_range",
        "type": "integer",
        "label": {
          "pl": "Zasięg wyszukiwania (m)",
          "en": "Search range (m)"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "type": 1212,
          "min": 1210,
          "max": 1211
        },
        "min": 0,
        "max": 5000
      },
      {
        "name": "color",
        "type": "color",
        "label": {
          "pl": "Kolor",
          "en": "Colour"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1204,
          "format": 1205
        }
      },
      {
        "name": "icon",
        "type": "upload",
        "label": {
          "pl": "Ikona",
          "en": "Icon"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1206,
          "format": 1207
        },
        "upload": "icon"
      },
      {
        "name": "enabled",
        "type": "boolean",
        "label": {
          "pl": "Włączona",
          "en": "Enabled"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "type": 1216
        },
        "default": true
      },
      {
        "name": "lang",
        "type": "enum",
        "label": {
          "pl": "Język",
          "en": "Language"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1208,
          "format": 1209
        },
        "default": "pl",
        "enumName": "language",
        "values": [
          "pl",
          "en"
        ]
      }
    ],
    "rules": [],
    "codes": {
      "notFound": 1217,
      "inUse": 1218,
      "inactiveInUse": 1219
    },
    "commands": [],
    "console": {
      "path": "categories",
      "aliases": [],
      "menu": 2,
      "icon": "pi-tags"
    },
    "activeWhen": {
      "enabled": true
    },
    "titleField": "name",
    "app": {
      "path": "map_categories",
      "fields": [
        "name",
        "color",
        "icon",
        "visible",
        "icon_visible",
        "category_bar_visible",
        "search_range"
      ]
    }
  },
  {
    "area": "commercial",
    "file": "manifests/areas/commercial.yaml",
    "store": "records",
    "title": {
      "pl": "Reklamy",
      "en": "Advertisements"
    },
    "itemTitle": {
      "pl": "Reklama",
      "en": "Advertisement"
    },
    "actions": {
      "admin": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ],
      "moderator": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ]
    },
    "search": [
      "name"
    ],
    "list": [
      "name",
      "beacon_id",
      "lang",
      "status",
      "publication",
      "created_at"
    ],
    "sortable": [],
    "export": false,
    "filters": [
      "status",
      "lang",
      "beacon_id",
      "created_at"
    ],
    "bulk": [
      "activate",
      "deactivate",
      "delete"
    ],
    "fields": [
      {
        "name": "name",
        "type": "string",
        "label": {
          "pl": "Nazwa",
          "en": "Name"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6000,
          "min": 6001,
          "max": 6002
        },
        "min": 3,
        "max": 255
      },
      {
        "name": "video",
        "type": "upload",
        "label": {
          "pl": "Plik wideo",
          "en": "Video file"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6003,
          "format": 6004
        },
        "upload": "video"
      },
      {
        "name": "lang",
        "type": "enum",
        "label": {
          "pl": "Język",
          "en": "Language"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6005,
          "format": 6006
        },
        "default": "pl",
        "enumName": "language",
        "values": [
          "pl",
          "en"
        ]
      },
      {
        "name": "beacon_id",
        "type": "reference",
        "label": {
          "pl": "Lokalizacja (beacon)",
          "en": "Location (beacon)"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "ref": 6007
        },
        "ref": "beacons"
      },
      {
        "name": "status",
        "type": "enum",
        "label": {
          "pl": "Status",
          "en": "Status"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 6008
        },
        "default": "active",
        "enumName": "status",
        "values": [
          "active",
          "inactive"
        ]
      },
      {
        "name": "publish_at",
        "type": "datetime",
        "label": {
          "pl": "Publikacja od",
          "en": "Published from"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 3240
        }
      },
      {
        "name": "unpublish_at",
        "type": "datetime",
        "label": {
          "pl": "Publikacja do",
          "en": "Published until"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 3241
        }
      }
    ],
    "rules": [
      {
        "kind": "ordered",
        "fields": [
          "publish_at",
          "unpublish_at"
        ],
        "code": 3242
      }
    ],
    "codes": {
      "notFound": 6009
    },
    "commands": [],
    "console": {
      "path": "advertisements",
      "aliases": [],
      "menu": 9,
      "icon": "pi-video"
    },
    "titleField": "name",
    "preview": {
      "title": "name",
      "video": "video"
    },
    "schedule": {
      "from": "publish_at",
      "until": "unpublish_at"
    },
    "app": {
      "path": "ads",
      "fields": [
        "name",
        "video",
        "beacon_id"
      ],
      "lang": "lang"
    }
  },
  {
    "area": "email_sms",
    "file": "manifests/areas/email_sms.yaml",
    "store": "records",
    "title": {
      "pl": "Kontakty SOS",
      "en": "SOS contacts"
    },
    "itemTitle": {
      "pl": "Kontakt SOS",
      "en": "SOS contact"
    },
    "actions": {
      "admin": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ],
      "moderator": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ]
    },
    "search": [
      "name",
      "phone",
      "email"
    ],
    "list": [
      "name",
      "phone",
      "email",
      "status"
    ],
    "sortable": [],
    "export": false,
    "filters": [
      "status"
    ],
    "bulk": [
      "activate",
      "deactivate",
      "delete"
    ],
    "fields": [
      {
        "name": "name",
        "type": "string",
        "label": {
          "pl": "Nazwa",
          "en": "Name"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1002,
          "min": 6301,
          "max": 6302
        },
        "min": 3,
        "max": 255
      },
      {
        "name": "phone",
        "type": "phone",
        "label": {
          "pl": "Telefon",
          "en": "Phone"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 6303
        }
      },
      {
        "name": "email",
        "type": "email",
        "label": {
          "pl": "E-mail",
          "en": "E-mail"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "max": 6304,
          "format": 1005
        },
        "max": 255
      },
      {
        "name": "status",
        "type": "enum",
        "label": {
          "pl": "Status",
          "en": "Status"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 6305
        },
        "default": "active",
        "enumName": "status",
        "values": [
          "active",
          "inactive"
        ]
      }
    ],
    "rules": [
      {
        "kind": "anyRequired",
        "fields": [
          "phone",
          "email"
        ],
        "code": 6306
      }
    ],
    "codes": {
      "notFound": 6300
    },
    "commands": [],
    "console": {
      "path": "sos_contacts",
      "aliases": []
    },
    "titleField": "name"
  },
  {
    "area": "event",
    "file": "manifests/areas/event.yaml",
    "store": "records",
    "title": {
      "pl": "Wydarzenia",
      "en": "Events"
    },
    "itemTitle": {
      "pl": "Wydarzenie",
      "en": "Event"
    },
    "actions": {
      "admin": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ],
      "moderator": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ]
    },
    "search": [
      "name",
      "description",
      "location"
    ],
    "list": [
      "name",
      "category_id",
      "date",
      "status",
      "publication",
      "lang"
    ],
    "sortable": [
      "name",
      "date",
      "status",
      "lang"
    ],
    "export": true,
    "filters": [
      "status",
      "lang",
      "category_id",
      "campus_id",
      "date"
    ],
    "bulk": [
      "activate",
      "deactivate",
      "delete"
    ],
    "fields": [
      {
        "name": "name",
        "type": "string",
        "label": {
          "pl": "Nazwa",
          "en": "Name"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1801,
          "min": 1802,
          "max": 1803
        },
        "min": 3,
        "max": 255
      },
      {
        "name": "category_id",
        "type": "reference",
        "label": {
          "pl": "Kategoria",
          "en": "Category"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1804,
          "ref": 1805
        },
        "ref": "category"
      },
      {
        "name": "description",
        "type": "text",
        "label": {
          "pl": "Opis",
          "en": "Description"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1806,
          "min": 1807,
          "max": 1808
        },
        "min": 10,
        "max": 10000
      },
      {
        "name": "location_category_id",
        "type": "reference",
        "label": {
          "pl": "Kategoria lokalizacji",
          "en": "Location category"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": true,
        "codes": {
          "ref": 1809,
          "inactive": 1810
        },
        "ref": "category_geo"
      },
      {
        "name": "location",
        "type": "string",
        "label": {
          "pl": "Lokalizacja",
          "en": "Location"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "max": 1811
        },
        "max": 255
      },
      {
        "name": "date",
        "type": "datetime",
        "label": {
          "pl": "Data i godzina",
          "en": "Date and time"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1812,
          "format": 1813
        }
      },
      {
        "name": "photo",
        "type": "upload",
        "label": {
          "pl": "Zdjęcie",
          "en": "Photo"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 1814
        },
        "upload": "photo"
      },
      {
        "name": "status",
        "type": "enum",
        "label": {
          "pl": "Status",
          "en": "Status"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1815,
          "format": 1816
        },
        "default": "active",
        "enumName": "status",
        "values": [
          "active",
          "inactive"
        ]
      },
      {
        "name": "lang",
        "type": "enum",
        "label": {
          "pl": "Język",
          "en": "Language"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1817,
          "format": 1818
        },
        "default": "pl",
        "enumName": "language",
        "values": [
          "pl",
          "en"
        ]
      },
      {
        "name": "campus_id",
        "type": "reference",
        "label": {
          "pl": "Kampus",
          "en": "Campus"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": true,
        "codes": {
          "ref": 1819,
          "inactive": 1820
        },
        "ref": "campus"
      },
      {
        "name": "push",
        "type": "boolean",
        "label": {
          "pl": "Wyślij powiadomienie push",
          "en": "Send a push notification"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {},
        "default": false
      },
      {
        "name": "push_sent_at",
        "type": "datetime",
        "label": {
          "pl": "Wysłano powiadomienie push",
          "en": "Push notification sent"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "publish_at",
        "type": "datetime",
        "label": {
          "pl": "Publikacja od",
          "en": "Published from"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 3240
        }
      },
      {
        "name": "unpublish_at",
        "type": "datetime",
        "label": {
          "pl": "Publikacja do",
          "en": "Published until"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 3241
        }
      }
    ],
    "rules": [
      {
        "kind": "ordered",
        "fields": [
          "publish_at",
          "unpublish_at"
        ],
        "code": 3242
      }
    ],
    "codes": {
      "notFound": 1821
    },
    "commands": [],
    "console": {
      "path": "events",
      "aliases": [],
      "menu": 5,
      "icon": "pi-calendar"
    },
    "titleField": "name",
    "push": {
      "flag": "push",
      "at": "publish_at",
      "sentAt": "push_sent_at",
      "title": "name",
      "body": "description",
      "lang": "lang"
    },
    "preview": {
      "title": "name",
      "body": "description",
      "image": "photo",
      "when": "date",
      "place": "location"
    },
    "schedule": {
      "from": "publish_at",
      "until": "unpublish_at"
    },
    "app": {
      "path": "events",
      "fields": [
        "name",
        "description",
        "photo",
        "date",
        "location",
        "location_category_id",
        "category_id",
        "campus_id"
      ],
      "lang": "lang",
      "order": "upcoming:date"
    }
  },
  {
    "area": "notification",
    "file": "manifests/areas/notification.yaml",
    "store": "records",
    "title": {
      "pl": "Powiadomienia",
      "en": "Notifications"
    },
    "itemTitle": {
      "pl": "Powiadomienie",
      "en": "Notification"
    },
    "actions": {
      "admin": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ],
      "moderator": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ]
    },
    "search": [
      "name_pl",
      "name_en",
      "description_pl",
      "description_en",
      "sender"
    ],
    "list": [
      "name_pl",
      "type",
      "status",
      "publication",
      "send_at",
      "created_at"
    ],
    "sortable": [],
    "export": false,
    "filters": [
      "status",
      "type",
      "send_at",
      "created_at"
    ],
    "bulk": [
      "activate",
      "deactivate",
      "delete"
    ],
    "fields": [
      {
        "name": "name_pl",
        "type": "string",
        "label": {
          "pl": "Nazwa (PL)",
          "en": "Name (PL)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6101,
          "min": 6102,
          "max": 6103
        },
        "min": 3,
        "max": 255,
        "translation": {
          "of": "name",
          "lang": "pl"
        }
      },
      {
        "name": "name_en",
        "type": "string",
        "label": {
          "pl": "Nazwa (EN)",
          "en": "Name (EN)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6101,
          "min": 6102,
          "max": 6103
        },
        "min": 3,
        "max": 255,
        "translation": {
          "of": "name",
          "lang": "en"
        }
      },
      {
        "name": "description_pl",
        "type": "text",
        "label": {
          "pl": "Opis (PL)",
          "en": "Description (PL)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6104,
          "min": 6105,
          "max": 6106
        },
        "min": 3,
        "max": 1000,
        "translation": {
          "of": "description",
          "lang": "pl"
        }
      },
      {
        "name": "description_en",
        "type": "text",
        "label": {
          "pl": "Opis (EN)",
          "en": "Description (EN)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6104,
          "min": 6105,
          "max": 6106
        },
        "min": 3,
        "max": 1000,
        "translation": {
          "of": "description",
          "lang": "en"
        }
      },
      {
        "name": "location_id",
        "type": "integer",
        "label": {
          "pl": "Lokalizacja (sala)",
          "en": "Location (room)"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "ref": 6107
        },
        "lookup": "rooms"
      },
      {
        "name": "status",
        "type": "enum",
        "label": {
          "pl": "Status",
          "en": "Status"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6108,
          "format": 6109
        },
        "default": "active",
        "enumName": "status",
        "values": [
          "active",
          "inactive"
        ]
      },
      {
        "name": "type",
        "type": "enum",
        "label": {
          "pl": "Typ",
          "en": "Type"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6110,
          "format": 6111
        },
        "enumName": "notification_type",
        "values": [
          "general",
          "marketing",
          "push",
          "route"
        ]
      },
      {
        "name": "image",
        "type": "upload",
        "label": {
          "pl": "Obraz",
          "en": "Image"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 6112
        },
        "upload": "photo"
      },
      {
        "name": "sender",
        "type": "string",
        "label": {
          "pl": "Nadawca",
          "en": "Sender"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "min": 6113,
          "max": 6114
        },
        "min": 2,
        "max": 255
      },
      {
        "name": "send_at",
        "type": "datetime",
        "label": {
          "pl": "Data wysłania",
          "en": "Send date"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 6115
        }
      },
      {
        "name": "file",
        "type": "upload",
        "label": {
          "pl": "Plik dźwiękowy",
          "en": "Audio file"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 6116
        },
        "upload": "audio"
      },
      {
        "name": "sent_at",
        "type": "datetime",
        "label": {
          "pl": "Wysłano",
          "en": "Sent at"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "publish_at",
        "type": "datetime",
        "label": {
          "pl": "Publikacja od",
          "en": "Published from"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 3240
        }
      },
      {
        "name": "unpublish_at",
        "type": "datetime",
        "label": {
          "pl": "Publikacja do",
          "en": "Published until"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 3241
        }
      }
    ],
    "rules": [
      {
        "kind": "ordered",
        "fields": [
          "publish_at",
          "unpublish_at"
        ],
        "code": 3242
      },
      {
        "kind": "requiredWhen",
        "when": {
          "type": "push"
        },
        "fields": [
          "sender",
          "send_at"
        ],
        "code": 6117
      },
      {
        "kind": "requiredWhen",
        "when": {
          "type": "route"
        },
        "fields": [
          "file"
        ],
        "code": 6118
      }
    ],
    "codes": {
      "notFound": 6119
    },
    "commands": [],
    "console": {
      "path": "notifications",
      "aliases": [],
      "menu": 10,
      "icon": "pi-bell"
    },
    "locked": [
      {
        "when": "sent_at",
        "update": 6122,
        "delete": 6123
      }
    ],
    "titleField": "name",
    "push": {
      "when": {
        "type": "push"
      },
      "at": "send_at",
      "sentAt": "sent_at",
      "title": "name",
      "body": "description"
    },
    "schedule": {
      "from": "publish_at",
      "until": "unpublish_at"
    },
    "app": {
      "path": "notifications",
      "fields": [
        "name",
        "description",
        "image",
        "type",
        "location_id",
        "publish_at"
      ],
      "only": {
        "type": [
          "general",
          "marketing"
        ]
      }
    }
  },
  {
    "area": "parking",
    "file": "manifests/areas/parking.yaml",
    "store": "records",
    "title": {
      "pl": "Parkingi",
      "en": "Parking lots"
    },
    "itemTitle": {
      "pl": "Parking",
      "en": "Parking lot"
    },
    "actions": {
      "admin": [
        "list",
        "view",
        "update"
      ],
      "moderator": [
        "list",
        "view",
        "update"
      ]
    },
    "search": [],
    "list": [
      "name_pl",
      "campus_name_pl",
      "system_id",
      "parking_lot_id",
      "taken",
      "free",
      "percent_free",
      "status"
    ],
    "sortable": [],
    "export": false,
    "filters": [],
    "bulk": [],
    "fields": [
      {
        "name": "name_pl",
        "type": "string",
        "label": {
          "pl": "Nazwa (PL)",
          "en": "Name (PL)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6401,
          "max": 6402
        },
        "max": 255,
        "translation": {
          "of": "name",
          "lang": "pl"
        }
      },
      {
        "name": "name_en",
        "type": "string",
        "label": {
          "pl": "Nazwa (EN)",
          "en": "Name (EN)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6401,
          "max": 6402
        },
        "max": 255,
        "translation": {
          "of": "name",
          "lang": "en"
        }
      },
      {
        "name": "campus_name_pl",
        "type": "string",
        "label": {
          "pl": "Nazwa kampusu (PL)",
          "en": "Campus name (PL)"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "max": 6403
        },
        "max": 255,
        "translation": {
          "of": "campus_name",
          "lang": "pl"
        }
      },
      {
        "name": "campus_name_en",
        "type": "string",
        "label": {
          "pl": "Nazwa kampusu (EN)",
          "en": "Campus name (EN)"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "max": 6403
        },
        "max": 255,
        "translation": {
          "of": "campus_name",
          "lang": "en"
        }
      },
      {
        "name": "system_id",
        "type": "string",
        "label": {
          "pl": "Identyfikator systemu",
          "en": "System id"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "parking_lot_id",
        "type": "string",
        "label": {
          "pl": "Identyfikator parkingu",
          "en": "Parking lot id"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "status",
        "type": "enum",
        "label": {
          "pl": "Status",
          "en": "Status"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 6404
        },
        "enumName": "status",
        "values": [
          "active",
          "inactive"
        ]
      },
      {
        "name": "count_all",
        "type": "integer",
        "label": {
          "pl": "Liczba miejsc",
          "en": "Total spaces"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "taken",
        "type": "integer",
        "label": {
          "pl": "Zajęte",
          "en": "Taken"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "total_real",
        "type": "integer",
        "label": {
          "pl": "Rzeczywista liczba miejsc",
          "en": "Actual total"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "free",
        "type": "integer",
        "label": {
          "pl": "Wolne",
          "en": "Free"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "percent_free",
        "type": "number",
        "label": {
          "pl": "Wolne (%)",
          "en": "Free (%)"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      }
    ],
    "rules": [],
    "codes": {
      "notFound": 6400
    },
    "commands": [],
    "console": {
      "path": "parking_lots",
      "aliases": [
        "parking-lots"
      ],
      "menu": 13,
      "icon": "pi-car"
    },
    "titleField": "name",
    "formShows": [
      "system_id",
      "parking_lot_id",
      "count_all",
      "taken",
      "total_real",
      "free",
      "percent_free"
    ]
  },
  {
    "area": "parking_legend",
    "file": "manifests/areas/parking_legend.yaml",
    "store": "records",
    "title": {
      "pl": "Legenda parkingów",
      "en": "Parking legend"
    },
    "itemTitle": {
      "pl": "Pozycja legendy",
      "en": "Legend entry"
    },
    "actions": {
      "admin": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ],
      "moderator": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ]
    },
    "search": [],
    "list": [
      "from_percent",
      "to_percent",
      "title_pl",
      "title_en"
    ],
    "sortable": [],
    "export": false,
    "filters": [],
    "bulk": [],
    "fields": [
      {
        "name": "from_percent",
        "type": "integer",
        "label": {
          "pl": "Od (% wolnych miejsc)",
          "en": "From (% free)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6409,
          "min": 6410,
          "max": 6411
        },
        "min": 0,
        "max": 100
      },
      {
        "name": "to_percent",
        "type": "integer",
        "label": {
          "pl": "Do (% wolnych miejsc)",
          "en": "To (% free)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6412,
          "min": 6413,
          "max": 6414
        },
        "min": 0,
        "max": 100
      },
      {
        "name": "title_pl",
        "type": "string",
        "label": {
          "pl": "Tytuł (PL)",
          "en": "Title (PL)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6406,
          "min": 6407,
          "max": 6408
        },
        "min": 2,
        "max": 100,
        "translation": {
          "of": "title",
          "lang": "pl"
        }
      },
      {
        "name": "title_en",
        "type": "string",
        "label": {
          "pl": "Tytuł (EN)",
          "en": "Title (EN)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6406,
          "min": 6407,
          "max": 6408
        },
        "min": 2,
        "max": 100,
        "translation": {
          "of": "title",
          "lang": "en"
        }
      },
      {
        "name": "description_pl",
        "type": "text",
        "label": {
          "pl": "Opis (PL)",
          "en": "Description (PL)"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "max": 6415
        },
        "max": 1000,
        "translation": {
          "of": "description",
          "lang": "pl"
        }
      },
      {
        "name": "description_en",
        "type": "text",
        "label": {
          "pl": "Opis (EN)",
          "en": "Description (EN)"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "max": 6415
        },
        "max": 1000,
        "translation": {
          "of": "description",
          "lang": "en"
        }
      }
    ],
    "rules": [
      {
        "kind": "ordered",
        "fields": [
          "from_percent",
          "to_percent"
        ],
        "code": 6416
      }
    ],
    "codes": {
      "notFound": 6405
    },
    "commands": [],
    "console": {
      "path": "parking_legend",
      "aliases": []
    },
    "titleField": "title"
  },
  {
    "area": "push_notifications",
    "file": "manifests/areas/push_notifications.yaml",
    "store": "records",
    "title": {
      "pl": "Powiadomienia push",
      "en": "Push notifications"
    },
    "itemTitle": {
      "pl": "Powiadomienie push",
      "en": "Push notification"
    },
    "actions": {
      "admin": [
        "list"
      ],
      "moderator": [
        "list"
      ]
    },
    "search": [],
    "list": [
      "name_pl",
      "sender",
      "send_at",
      "sent_at",
      "status"
    ],
    "sortable": [],
    "export": false,
    "filters": [],
    "bulk": [],
    "fields": [
      {
        "name": "name_pl",
        "type": "string",
        "label": {
          "pl": "Nazwa (PL)",
          "en": "Name (PL)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6101,
          "min": 6102,
          "max": 6103
        },
        "min": 3,
        "max": 255,
        "translation": {
          "of": "name",
          "lang": "pl"
        }
      },
      {
        "name": "name_en",
        "type": "string",
        "label": {
          "pl": "Nazwa (EN)",
          "en": "Name (EN)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6101,
          "min": 6102,
          "max": 6103
        },
        "min": 3,
        "max": 255,
        "translation": {
          "of": "name",
          "lang": "en"
        }
      },
      {
        "name": "description_pl",
        "type": "text",
        "label": {
          "pl": "Opis (PL)",
          "en": "Description (PL)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6104,
          "min": 6105,
          "max": 6106
        },
        "min": 3,
        "max": 1000,
        "translation": {
          "of": "description",
          "lang": "pl"
        }
      },
      {
        "name": "description_en",
        "type": "text",
        "label": {
          "pl": "Opis (EN)",
          "en": "Description (EN)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6104,
          "min": 6105,
          "max": 6106
        },
        "min": 3,
        "max": 1000,
        "translation": {
          "of": "description",
          "lang": "en"
        }
      },
      {
        "name": "location_id",
        "type": "integer",
        "label": {
          "pl": "Lokalizacja (sala)",
          "en": "Location (room)"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "ref": 6107
        },
        "lookup": "rooms"
      },
      {
        "name": "status",
        "type": "enum",
        "label": {
          "pl": "Status",
          "en": "Status"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6108,
          "format": 6109
        },
        "default": "active",
        "enumName": "status",
        "values": [
          "active",
          "inactive"
        ]
      },
      {
        "name": "type",
        "type": "enum",
        "label": {
          "pl": "Typ",
          "en": "Type"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6110,
          "format": 6111
        },
        "enumName": "notification_type",
        "values": [
          "general",
          "marketing",
          "push",
          "route"
        ]
      },
      {
        "name": "image",
        "type": "upload",
        "label": {
          "pl": "Obraz",
          "en": "Image"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 6112
        },
        "upload": "photo"
      },
      {
        "name": "sender",
        "type": "string",
        "label": {
          "pl": "Nadawca",
          "en": "Sender"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "min": 6113,
          "max": 6114
        },
        "min": 2,
        "max": 255
      },
      {
        "name": "send_at",
        "type": "datetime",
        "label": {
          "pl": "Data wysłania",
          "en": "Send date"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 6115
        }
      },
      {
        "name": "file",
        "type": "upload",
        "label": {
          "pl": "Plik dźwiękowy",
          "en": "Audio file"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 6116
        },
        "upload": "audio"
      },
      {
        "name": "sent_at",
        "type": "datetime",
        "label": {
          "pl": "Wysłano",
          "en": "Sent at"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "publish_at",
        "type": "datetime",
        "label": {
          "pl": "Publikacja od",
          "en": "Published from"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 3240
        }
      },
      {
        "name": "unpublish_at",
        "type": "datetime",
        "label": {
          "pl": "Publikacja do",
          "en": "Published until"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 3241
        }
      }
    ],
    "rules": [
      {
        "kind": "ordered",
        "fields": [
          "publish_at",
          "unpublish_at"
        ],
        "code": 3242
      },
      {
        "kind": "requiredWhen",
        "when": {
          "type": "push"
        },
        "fields": [
          "sender",
          "send_at"
        ],
        "code": 6117
      },
      {
        "kind": "requiredWhen",
        "when": {
          "type": "route"
        },
        "fields": [
          "file"
        ],
        "code": 6118
      }
    ],
    "codes": {},
    "commands": [],
    "viewOf": "notification",
    "where": {
      "type": "push"
    },
    "console": {
      "path": "notifications_push",
      "aliases": [
        "notifications-push"
      ],
      "menu": 11,
      "icon": "pi-send",
      "editVia": "notification"
    },
    "locked": [
      {
        "when": "sent_at",
        "update": 6122,
        "delete": 6123
      }
    ],
    "titleField": "name"
  },
  {
    "area": "rating",
    "file": "manifests/areas/rating.yaml",
    "store": "records",
    "title": {
      "pl": "Opinie",
      "en": "Opinions"
    },
    "itemTitle": {
      "pl": "Opinia",
      "en": "Opinion"
    },
    "actions": {
      "admin": [
        "list",
        "view",
        "delete"
      ],
      "moderator": [
        "list",
        "view",
        "delete"
      ]
    },
    "search": [
      "text"
    ],
    "list": [
      "text",
      "user_id",
      "answered",
      "created_at"
    ],
    "sortable": [],
    "export": false,
    "filters": [
      "answered",
      "created_at"
    ],
    "bulk": [
      "delete"
    ],
    "fields": [
      {
        "name": "text",
        "type": "text",
        "label": {
          "pl": "Treść opinii",
          "en": "Opinion"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "user_id",
        "type": "reference",
        "label": {
          "pl": "Użytkownik",
          "en": "User"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {},
        "ref": "user"
      },
      {
        "name": "answered",
        "type": "boolean",
        "label": {
          "pl": "Odpowiedziano",
          "en": "Answered"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "reply_title",
        "type": "string",
        "label": {
          "pl": "Tytuł odpowiedzi",
          "en": "Reply title"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "reply_body",
        "type": "text",
        "label": {
          "pl": "Treść odpowiedzi",
          "en": "Reply body"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "replied_at",
        "type": "datetime",
        "label": {
          "pl": "Data odpowiedzi",
          "en": "Replied at"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      }
    ],
    "rules": [],
    "codes": {
      "notFound": 6707
    },
    "commands": [
      {
        "name": "send",
        "path": "mobile/opinions",
        "summary": {
          "pl": "Wysyła opinię z aplikacji mobilnej (zalogowanego użytkownika albo bez konta)",
          "en": "Sends an opinion from the mobile app (of the signed-in user, or without an account)"
        },
        "description": "The opinion is stored unanswered with the caller as its author, so staff can reply to it with a push (POST /api/rating/respond/{id}). An account sends at most OPINIONS_MAX_PER_HOUR opinions in any hour (429, 6711, Retry-After). Send an Idempotency-Key and repeat it with every retry. Without a token the opinion is stored with no author (it cannot be replied to, 6708), one client address sends at most ANONYMOUS_OPINIONS_MAX_PER_ADDRESS_PER_HOUR such opinions in any hour (429, 6712, Retry-After), and an Idempotency-Key is not kept (keys are per account). A token that is sent must be valid (401).",
        "roles": [
          "user",
          "ad_user",
          "ad_employee"
        ],
        "anonymous": {
          "limitCode": 6712
        },
        "fields": [
          {
            "name": "text",
            "type": "text",
            "label": {
              "pl": "Treść opinii",
              "en": "Opinion"
            },
            "required": true,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "required": 3220,
              "min": 3221,
              "max": 3222
            },
            "min": 3,
            "max": 2000
          }
        ],
        "rules": []
      },
      {
        "name": "respond",
        "path": "rating/respond/{id}",
        "summary": {
          "pl": "Wysyła odpowiedź na opinię jako powiadomienie push do jej autora",
          "en": "Sends a reply to an opinion as a push notification to its author"
        },
        "roles": [
          "admin",
          "moderator"
        ],
        "fields": [
          {
            "name": "title",
            "type": "string",
            "label": {
              "pl": "Tytuł",
              "en": "Title"
            },
            "required": true,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "required": 6701,
              "min": 6702,
              "max": 6703
            },
            "min": 3,
            "max": 100
          },
          {
            "name": "body",
            "type": "text",
            "label": {
              "pl": "Treść",
              "en": "Body"
            },
            "required": true,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "required": 6704,
              "min": 6705,
              "max": 6706
            },
            "min": 3,
            "max": 1000
          }
        ],
        "rules": []
      }
    ],
    "console": {
      "path": "opinions",
      "aliases": [],
      "menu": 14,
      "icon": "pi-comments"
    },
    "titleField": "text"
  },
  {
    "area": "route_notification",
    "file": "manifests/areas/route_notification.yaml",
    "store": "records",
    "title": {
      "pl": "Powiadomienia na trasie",
      "en": "Route notifications"
    },
    "itemTitle": {
      "pl": "Powiadomienie na trasie",
      "en": "Route notification"
    },
    "actions": {
      "admin": [
        "list"
      ],
      "moderator": [
        "list"
      ]
    },
    "search": [
      "name_pl",
      "name_en"
    ],
    "list": [
      "name_pl",
      "location_id",
      "file",
      "status",
      "created_at"
    ],
    "sortable": [],
    "export": false,
    "filters": [
      "status",
      "created_at"
    ],
    "bulk": [],
    "fields": [
      {
        "name": "name_pl",
        "type": "string",
        "label": {
          "pl": "Nazwa (PL)",
          "en": "Name (PL)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6101,
          "min": 6102,
          "max": 6103
        },
        "min": 3,
        "max": 255,
        "translation": {
          "of": "name",
          "lang": "pl"
        }
      },
      {
        "name": "name_en",
        "type": "string",
        "label": {
          "pl": "Nazwa (EN)",
          "en": "Name (EN)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6101,
          "min": 6102,
          "max": 6103
        },
        "min": 3,
        "max": 255,
        "translation": {
          "of": "name",
          "lang": "en"
        }
      },
      {
        "name": "description_pl",
        "type": "text",
        "label": {
          "pl": "Opis (PL)",
          "en": "Description (PL)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6104,
          "min": 6105,
          "max": 6106
        },
        "min": 3,
        "max": 1000,
        "translation": {
          "of": "description",
          "lang": "pl"
        }
      },
      {
        "name": "description_en",
        "type": "text",
        "label": {
          "pl": "Opis (EN)",
          "en": "Description (EN)"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6104,
          "min": 6105,
          "max": 6106
        },
        "min": 3,
        "max": 1000,
        "translation": {
          "of": "description",
          "lang": "en"
        }
      },
      {
        "name": "location_id",
        "type": "integer",
        "label": {
          "pl": "Lokalizacja (sala)",
          "en": "Location (room)"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "ref": 6107
        },
        "lookup": "rooms"
      },
      {
        "name": "status",
        "type": "enum",
        "label": {
          "pl": "Status",
          "en": "Status"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6108,
          "format": 6109
        },
        "default": "active",
        "enumName": "status",
        "values": [
          "active",
          "inactive"
        ]
      },
      {
        "name": "type",
        "type": "enum",
        "label": {
          "pl": "Typ",
          "en": "Type"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 6110,
          "format": 6111
        },
        "enumName": "notification_type",
        "values": [
          "general",
          "marketing",
          "push",
          "route"
        ]
      },
      {
        "name": "image",
        "type": "upload",
        "label": {
          "pl": "Obraz",
          "en": "Image"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 6112
        },
        "upload": "photo"
      },
      {
        "name": "sender",
        "type": "string",
        "label": {
          "pl": "Nadawca",
          "en": "Sender"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "min": 6113,
          "max": 6114
        },
        "min": 2,
        "max": 255
      },
      {
        "name": "send_at",
        "type": "datetime",
        "label": {
          "pl": "Data wysłania",
          "en": "Send date"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 6115
        }
      },
      {
        "name": "file",
        "type": "upload",
        "label": {
          "pl": "Plik dźwiękowy",
          "en": "Audio file"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 6116
        },
        "upload": "audio"
      },
      {
        "name": "sent_at",
        "type": "datetime",
        "label": {
          "pl": "Wysłano",
          "en": "Sent at"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "publish_at",
        "type": "datetime",
        "label": {
          "pl": "Publikacja od",
          "en": "Published from"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 3240
        }
      },
      {
        "name": "unpublish_at",
        "type": "datetime",
        "label": {
          "pl": "Publikacja do",
          "en": "Published until"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 3241
        }
      }
    ],
    "rules": [
      {
        "kind": "ordered",
        "fields": [
          "publish_at",
          "unpublish_at"
        ],
        "code": 3242
      },
      {
        "kind": "requiredWhen",
        "when": {
          "type": "push"
        },
        "fields": [
          "sender",
          "send_at"
        ],
        "code": 6117
      },
      {
        "kind": "requiredWhen",
        "when": {
          "type": "route"
        },
        "fields": [
          "file"
        ],
        "code": 6118
      }
    ],
    "codes": {},
    "commands": [],
    "viewOf": "notification",
    "where": {
      "type": "route"
    },
    "console": {
      "path": "notifications_route",
      "aliases": [
        "notifications-route"
      ],
      "menu": 12,
      "icon": "pi-directions",
      "editVia": "notification"
    },
    "locked": [
      {
        "when": "sent_at",
        "update": 6122,
        "delete": 6123
      }
    ],
    "titleField": "name"
  },
  {
    "area": "sos",
    "file": "manifests/areas/sos.yaml",
    "store": "records",
    "title": {
      "pl": "Zgłoszenia SOS",
      "en": "SOS reports"
    },
    "itemTitle": {
      "pl": "Zgłoszenie SOS",
      "en": "SOS report"
    },
    "actions": {
      "admin": [
        "list",
        "view",
        "delete"
      ],
      "moderator": [
        "list",
        "view",
        "delete"
      ]
    },
    "search": [
      "message"
    ],
    "list": [
      "user_id",
      "message",
      "floor",
      "created_at",
      "replied_at"
    ],
    "sortable": [],
    "export": false,
    "filters": [
      "floor",
      "created_at"
    ],
    "bulk": [
      "delete"
    ],
    "fields": [
      {
        "name": "user_id",
        "type": "reference",
        "label": {
          "pl": "Użytkownik",
          "en": "User"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {},
        "ref": "user"
      },
      {
        "name": "message",
        "type": "text",
        "label": {
          "pl": "Wiadomość",
          "en": "Message"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "lon",
        "type": "number",
        "label": {
          "pl": "Długość geograficzna",
          "en": "Longitude"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "lat",
        "type": "number",
        "label": {
          "pl": "Szerokość geograficzna",
          "en": "Latitude"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "floor",
        "type": "enum",
        "label": {
          "pl": "Piętro",
          "en": "Level"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {},
        "enumName": "floor",
        "values": [
          "p-2",
          "p-1",
          "p0",
          "p1",
          "p2",
          "p3",
          "p4",
          "p5",
          "p6",
          "p7",
          "p8",
          "p9",
          "p10",
          "p11",
          "p12",
          "p13",
          "p14",
          "p15",
          "p16",
          "p17",
          "p18",
          "p19",
          "p20"
        ]
      },
      {
        "name": "reply_title",
        "type": "string",
        "label": {
          "pl": "Tytuł odpowiedzi",
          "en": "Reply title"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "reply_body",
        "type": "text",
        "label": {
          "pl": "Treść odpowiedzi",
          "en": "Reply body"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      },
      {
        "name": "replied_at",
        "type": "datetime",
        "label": {
          "pl": "Data odpowiedzi",
          "en": "Replied at"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      }
    ],
    "rules": [],
    "codes": {
      "notFound": 2101
    },
    "commands": [
      {
        "name": "report",
        "path": "mobile/sos",
        "summary": {
          "pl": "Zgłasza SOS z aplikacji mobilnej (położenie, piętro i wiadomość zalogowanego użytkownika)",
          "en": "Reports an SOS from the mobile app (the signed-in user's position, floor and message)"
        },
        "description": "The report is stored with the caller as its author, and every active SOS contact is alerted, by e-mail when it has an address and by SMS when it has a phone number, through the delivery outbox (at least once; see docs/delivery.md). An account alerts the contacts at most once per SOS_ALERT_INTERVAL_MINUTES: its later reports are stored and listed, and the next alert lists them. An account sends at most SOS_MAX_PER_HOUR reports in any hour (429, 2115, Retry-After). Position in WGS84 degrees. Send an Idempotency-Key and repeat it with every retry of the same report: the report and its alerts are then made once.",
        "roles": [
          "user",
          "ad_user",
          "ad_employee"
        ],
        "fields": [
          {
            "name": "lon",
            "type": "number",
            "label": {
              "pl": "Długość geograficzna",
              "en": "Longitude"
            },
            "required": true,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "required": 3210,
              "min": 3211,
              "max": 3211
            },
            "min": -180,
            "max": 180
          },
          {
            "name": "lat",
            "type": "number",
            "label": {
              "pl": "Szerokość geograficzna",
              "en": "Latitude"
            },
            "required": true,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "required": 3212,
              "min": 3213,
              "max": 3213
            },
            "min": -90,
            "max": 90
          },
          {
            "name": "floor",
            "type": "enum",
            "label": {
              "pl": "Piętro",
              "en": "Level"
            },
            "required": false,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "format": 3214
            },
            "enumName": "floor",
            "values": [
              "p-2",
              "p-1",
              "p0",
              "p1",
              "p2",
              "p3",
              "p4",
              "p5",
              "p6",
              "p7",
              "p8",
              "p9",
              "p10",
              "p11",
              "p12",
              "p13",
              "p14",
              "p15",
              "p16",
              "p17",
              "p18",
              "p19",
              "p20"
            ]
          },
          {
            "name": "message",
            "type": "text",
            "label": {
              "pl": "Wiadomość",
              "en": "Message"
            },
            "required": false,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "max": 3215
            },
            "max": 1000
          }
        ],
        "rules": []
      },
      {
        "name": "push",
        "path": "pushsos",
        "summary": {
          "pl": "Wysyła odpowiedź na zgłoszenie SOS jako powiadomienie push do jego autora",
          "en": "Sends a reply to an SOS report as a push notification to its author"
        },
        "roles": [
          "admin",
          "moderator"
        ],
        "fields": [
          {
            "name": "sos_id",
            "type": "integer",
            "label": {
              "pl": "Zgłoszenie SOS",
              "en": "SOS report"
            },
            "required": true,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "required": 6200,
              "ref": 6201
            }
          },
          {
            "name": "title",
            "type": "string",
            "label": {
              "pl": "Tytuł",
              "en": "Title"
            },
            "required": true,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "required": 6202,
              "min": 6203,
              "max": 6204
            },
            "min": 3,
            "max": 100
          },
          {
            "name": "body",
            "type": "text",
            "label": {
              "pl": "Treść",
              "en": "Body"
            },
            "required": true,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "required": 6205,
              "min": 6206,
              "max": 6207
            },
            "min": 3,
            "max": 1000
          }
        ],
        "rules": []
      }
    ],
    "console": {
      "path": "sos",
      "aliases": []
    },
    "titleField": "message"
  },
  {
    "area": "user",
    "file": "manifests/areas/user.yaml",
    "store": "users",
    "title": {
      "pl": "Użytkownicy",
      "en": "Users"
    },
    "itemTitle": {
      "pl": "Użytkownik",
      "en": "User"
    },
    "actions": {
      "admin": [
        "list",
        "view",
        "create",
        "update",
        "delete"
      ]
    },
    "search": [
      "name",
      "email",
      "login"
    ],
    "list": [
      "name",
      "email",
      "login",
      "roles",
      "directory",
      "created_at"
    ],
    "sortable": [
      "name",
      "email",
      "login",
      "created_at"
    ],
    "export": false,
    "filters": [],
    "bulk": [],
    "fields": [
      {
        "name": "name",
        "type": "string",
        "label": {
          "pl": "Imię i nazwisko",
          "en": "Name"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1002,
          "min": 1907,
          "max": 1908
        },
        "min": 2,
        "max": 255
      },
      {
        "name": "email",
        "type": "email",
        "label": {
          "pl": "E-mail",
          "en": "E-mail"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": true,
        "mustBeActive": false,
        "codes": {
          "required": 1003,
          "max": 1909,
          "format": 1005,
          "unique": 1006
        },
        "max": 255
      },
      {
        "name": "login",
        "type": "login",
        "label": {
          "pl": "Login",
          "en": "Login"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": true,
        "mustBeActive": false,
        "codes": {
          "min": 1914,
          "max": 1915,
          "format": 1911,
          "unique": 1912
        },
        "min": 3,
        "max": 64
      },
      {
        "name": "roles",
        "type": "roles",
        "label": {
          "pl": "Rola",
          "en": "Role"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1902,
          "format": 1905
        }
      },
      {
        "name": "password",
        "type": "password",
        "label": {
          "pl": "Hasło",
          "en": "Password"
        },
        "required": true,
        "readOnly": false,
        "createOnly": true,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1004,
          "min": 1007,
          "max": 1016,
          "format": 1008
        },
        "min": 8,
        "max": 128
      },
      {
        "name": "password_confirmation",
        "type": "password",
        "label": {
          "pl": "Powtórz hasło",
          "en": "Confirm password"
        },
        "required": true,
        "readOnly": false,
        "createOnly": true,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "required": 1004,
          "min": 1007,
          "max": 1016,
          "format": 1008
        },
        "min": 8,
        "max": 128
      },
      {
        "name": "directory",
        "type": "boolean",
        "label": {
          "pl": "Konto katalogowe",
          "en": "Directory account"
        },
        "required": false,
        "readOnly": true,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {}
      }
    ],
    "rules": [
      {
        "kind": "equal",
        "fields": [
          "password",
          "password_confirmation"
        ],
        "code": 1015
      }
    ],
    "codes": {
      "notFound": 1901
    },
    "commands": [
      {
        "name": "register_device",
        "path": "mobile/devices",
        "summary": {
          "pl": "Rejestruje urządzenie zalogowanego użytkownika aplikacji do powiadomień push",
          "en": "Registers the signed-in app user's device for push notifications"
        },
        "description": "token is the device's Firebase Cloud Messaging registration token. Registering a token again updates its platform and language and gives it to the caller (a phone signed in with another account). A token FCM reports as no longer valid is removed; the app registers its new one. An account keeps at most MOBILE_MAX_DEVICES tokens: registering one more drops its least recently registered one.",
        "roles": [
          "user",
          "ad_user",
          "ad_employee"
        ],
        "fields": [
          {
            "name": "token",
            "type": "string",
            "label": {
              "pl": "Token urządzenia (FCM)",
              "en": "Device token (FCM)"
            },
            "required": true,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "required": 3200,
              "max": 3201
            },
            "max": 4096
          },
          {
            "name": "platform",
            "type": "enum",
            "label": {
              "pl": "Platforma",
              "en": "Platform"
            },
            "required": true,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "required": 3202,
              "format": 3203
            },
            "values": [
              "android",
              "ios",
              "web"
            ]
          },
          {
            "name": "lang",
            "type": "enum",
            "label": {
              "pl": "Język",
              "en": "Language"
            },
            "required": false,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "format": 3204
            },
            "default": "pl",
            "enumName": "language",
            "values": [
              "pl",
              "en"
            ]
          }
        ],
        "rules": []
      },
      {
        "name": "change_password",
        "path": "change_user_password/{id}",
        "summary": {
          "pl": "Ustawia nowe hasło użytkownika (nie dotyczy użytkowników katalogowych); własne konto wymaga obecnego hasła",
          "en": "Sets a new password for a user (not for directory users); one's own account needs its current password"
        },
        "description": "The new password must also not be guessable (1018). The user is signed out everywhere. On the caller's own account `current_password` is required (1019 when missing or wrong, a wrong one counted like a failed sign-in: 429 with 1012 once too many), the caller's own session stays signed in and its other sessions end, as with POST /api/auth/password. A directory user: 409, 1913.",
        "roles": [
          "admin"
        ],
        "fields": [
          {
            "name": "current_password",
            "type": "password",
            "label": {
              "pl": "Obecne hasło",
              "en": "Current password"
            },
            "required": false,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "max": 1019,
              "format": 1019
            },
            "max": 128
          },
          {
            "name": "password",
            "type": "password",
            "label": {
              "pl": "Nowe hasło",
              "en": "New password"
            },
            "required": true,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "required": 1004,
              "min": 1007,
              "max": 1016,
              "format": 1008
            },
            "min": 8,
            "max": 128
          },
          {
            "name": "password_confirmation",
            "type": "password",
            "label": {
              "pl": "Powtórz nowe hasło",
              "en": "Confirm the new password"
            },
            "required": true,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "required": 1004,
              "min": 1007,
              "max": 1016,
              "format": 1008
            },
            "min": 8,
            "max": 128
          }
        ],
        "rules": [
          {
            "kind": "equal",
            "fields": [
              "password",
              "password_confirmation"
            ],
            "code": 1015
          }
        ]
      },
      {
        "name": "change_own_password",
        "path": "auth/password",
        "summary": {
          "pl": "Zmienia hasło zalogowanego konta po podaniu obecnego (nie dotyczy użytkowników katalogowych)",
          "en": "Changes the signed-in account's password, given the current one (not for directory users)"
        },
        "description": "Any signed-in account with a local password. `current_password` missing or wrong: 1019; a wrong one counts like a failed sign-in of the account (429 with 1012 once there were too many). The new password keeps the rule of the user's `password` and must not be guessable (1018). A directory account: 409, 1913. On success this session stays signed in and the account's other sessions end.",
        "roles": [
          "admin",
          "moderator",
          "ad_user",
          "ad_employee",
          "user"
        ],
        "fields": [
          {
            "name": "current_password",
            "type": "password",
            "label": {
              "pl": "Obecne hasło",
              "en": "Current password"
            },
            "required": true,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "required": 1019,
              "max": 1019,
              "format": 1019
            },
            "max": 128
          },
          {
            "name": "password",
            "type": "password",
            "label": {
              "pl": "Nowe hasło",
              "en": "New password"
            },
            "required": true,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "required": 1004,
              "min": 1007,
              "max": 1016,
              "format": 1008
            },
            "min": 8,
            "max": 128
          },
          {
            "name": "password_confirmation",
            "type": "password",
            "label": {
              "pl": "Powtórz nowe hasło",
              "en": "Confirm the new password"
            },
            "required": true,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "required": 1004,
              "min": 1007,
              "max": 1016,
              "format": 1008
            },
            "min": 8,
            "max": 128
          }
        ],
        "rules": [
          {
            "kind": "equal",
            "fields": [
              "password",
              "password_confirmation"
            ],
            "code": 1015
          }
        ]
      }
    ],
    "console": {
      "path": "users",
      "aliases": [],
      "menu": 15,
      "icon": "pi-users"
    },
    "locked": [
      {
        "when": "directory",
        "delete": 1904,
        "commands": {
          "change_password": 1913
        }
      }
    ],
    "titleField": "name"
  }
];
