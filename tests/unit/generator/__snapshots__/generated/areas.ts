// generated from manifests/areas/*.yaml by generator/transforms/area-spec.ts: do not edit
import type { AreaSpec } from "../src/shared/area-spec.ts";

export const areas: AreaSpec[] = [
  {
    "area": "book",
    "file": "tests/unit/fixtures/manifests/areas/book.yaml",
    "store": "records",
    "title": {
      "pl": "Książki",
      "en": "Books"
    },
    "itemTitle": {
      "pl": "Książka",
      "en": "Book"
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
    "search": [],
    "list": [
      "title",
      "shelf_id"
    ],
    "sortable": [],
    "export": false,
    "filters": [],
    "bulk": [],
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
          "required": 6521,
          "max": 6522
        },
        "max": 200
      },
      {
        "name": "shelf_id",
        "type": "reference",
        "label": {
          "pl": "Półka",
          "en": "Shelf"
        },
        "required": true,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": true,
        "codes": {
          "required": 6523,
          "ref": 6524,
          "inactive": 6525
        },
        "ref": "shelf"
      },
      {
        "name": "cover",
        "type": "upload",
        "label": {
          "pl": "Okładka",
          "en": "Cover"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 6526
        },
        "upload": "photo"
      }
    ],
    "rules": [],
    "codes": {
      "notFound": 6520
    },
    "commands": [
      {
        "name": "lend",
        "path": "book/lend/{id}",
        "summary": {
          "pl": "Wypożycz",
          "en": "Lend"
        },
        "roles": [
          "admin"
        ],
        "fields": [
          {
            "name": "reader",
            "type": "email",
            "label": {
              "pl": "Czytelnik",
              "en": "Reader"
            },
            "required": true,
            "readOnly": false,
            "createOnly": false,
            "unique": false,
            "mustBeActive": false,
            "codes": {
              "required": 6527,
              "format": 6528
            }
          }
        ],
        "rules": []
      }
    ],
    "console": {
      "path": "books",
      "aliases": [],
      "menu": 1
    }
  },
  {
    "area": "shelf",
    "file": "tests/unit/fixtures/manifests/areas/shelf.yaml",
    "store": "records",
    "title": {
      "pl": "Półki",
      "en": "Shelves"
    },
    "itemTitle": {
      "pl": "Półka",
      "en": "Shelf"
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
        "view"
      ]
    },
    "search": [
      "name_pl"
    ],
    "list": [
      "name_pl",
      "status",
      "created_at"
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
          "required": 6501,
          "min": 6502,
          "max": 6503
        },
        "min": 2,
        "max": 40,
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
          "required": 6501,
          "min": 6502,
          "max": 6503
        },
        "min": 2,
        "max": 40,
        "translation": {
          "of": "name",
          "lang": "en"
        }
      },
      {
        "name": "colour",
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
          "format": 6504
        }
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
        "default": "active",
        "enumName": "status",
        "values": [
          "active",
          "inactive"
        ]
      },
      {
        "name": "opened",
        "type": "date",
        "label": {
          "pl": "Otwarta",
          "en": "Opened"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 6507
        }
      },
      {
        "name": "closed",
        "type": "date",
        "label": {
          "pl": "Zamknięta",
          "en": "Closed"
        },
        "required": false,
        "readOnly": false,
        "createOnly": false,
        "unique": false,
        "mustBeActive": false,
        "codes": {
          "format": 6508
        }
      }
    ],
    "rules": [
      {
        "kind": "ordered",
        "fields": [
          "opened",
          "closed"
        ],
        "code": 6509
      }
    ],
    "codes": {
      "notFound": 6500,
      "inUse": 6510
    },
    "commands": [],
    "console": {
      "path": "shelves",
      "aliases": [
        "shelf-list"
      ],
      "menu": 2
    },
    "activeWhen": {
      "status": "active"
    },
    "titleField": "name"
  }
];
