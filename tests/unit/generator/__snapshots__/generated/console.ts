// generated from manifests/areas/*.yaml, manifests/catalogues/screens.yaml by generator/transforms/console-tables.ts: do not edit
export const consoleRoutes = [
  {
    "path": "books",
    "area": "book",
    "screen": "list",
    "roles": [
      "admin"
    ],
    "menuPath": "books"
  },
  {
    "path": "books/modify",
    "area": "book",
    "screen": "create",
    "roles": [
      "admin"
    ],
    "menuPath": "books"
  },
  {
    "path": "books/modify/:id",
    "area": "book",
    "screen": "edit",
    "roles": [
      "admin"
    ],
    "menuPath": "books"
  },
  {
    "path": "shelves",
    "area": "shelf",
    "screen": "list",
    "roles": [
      "admin",
      "moderator"
    ],
    "menuPath": "shelves"
  },
  {
    "path": "shelves/modify",
    "area": "shelf",
    "screen": "create",
    "roles": [
      "admin"
    ],
    "menuPath": "shelves"
  },
  {
    "path": "shelves/modify/:id",
    "area": "shelf",
    "screen": "edit",
    "roles": [
      "admin"
    ],
    "menuPath": "shelves"
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
  "shelf-list": "shelves"
} as const;
export const consoleMenu = [
  {
    "path": "books",
    "link": "books",
    "label": {
      "pl": "Książki",
      "en": "Books"
    },
    "icon": "pi-circle",
    "roles": [
      "admin"
    ]
  },
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
    "path": "shelves",
    "link": "shelves",
    "label": {
      "pl": "Półki",
      "en": "Shelves"
    },
    "icon": "pi-circle",
    "roles": [
      "admin",
      "moderator"
    ]
  }
] as const;
export const consoleColumns = {
  "book": [
    {
      "name": "title",
      "kind": "text"
    },
    {
      "name": "shelf_id",
      "kind": "choice",
      "source": "area:shelf"
    }
  ],
  "shelf": [
    {
      "name": "name_pl",
      "kind": "text"
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
  ]
} as const;
