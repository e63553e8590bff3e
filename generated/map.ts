// generated from manifests/map.yaml, manifests/catalogues/enumerations.yaml by generator/transforms/map-spec.ts: do not edit
import type { MapSpec } from "../src/shared/map-spec.ts";

export const mapSpec: MapSpec = {
  "file": "manifests/map.yaml",
  "codes": {
    "required": 1400,
    "unknown": 1401,
    "type": 1402,
    "min": 1600,
    "max": 1601,
    "format": 1602,
    "ref": 1604
  },
  "properties": [
    {
      "name": "key",
      "type": "string",
      "label": {
        "pl": "Klucz",
        "en": "Key"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "min": 1600,
        "max": 1601
      },
      "min": 1,
      "max": 64
    },
    {
      "name": "name_pl",
      "type": "string",
      "label": {
        "pl": "Nazwa (PL)",
        "en": "Name (PL)"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "max": 1601
      },
      "max": 120,
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
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "max": 1601
      },
      "max": 120,
      "translation": {
        "of": "name",
        "lang": "en"
      }
    },
    {
      "name": "source_id",
      "type": "string",
      "label": {
        "pl": "Identyfikator źródłowy",
        "en": "Source id"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "max": 1601
      },
      "max": 64
    },
    {
      "name": "sort",
      "type": "integer",
      "label": {
        "pl": "Kolejność",
        "en": "Sort order"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "min": 1600,
        "max": 1601
      },
      "min": 0,
      "max": 9999
    },
    {
      "name": "level_label_pl",
      "type": "string",
      "label": {
        "pl": "Etykieta kondygnacji (PL)",
        "en": "Level label (PL)"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "max": 1601
      },
      "max": 20,
      "translation": {
        "of": "level_label",
        "lang": "pl"
      }
    },
    {
      "name": "level_label_en",
      "type": "string",
      "label": {
        "pl": "Etykieta kondygnacji (EN)",
        "en": "Level label (EN)"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "max": 1601
      },
      "max": 20,
      "translation": {
        "of": "level_label",
        "lang": "en"
      }
    },
    {
      "name": "ordinal",
      "type": "integer",
      "label": {
        "pl": "Numer kondygnacji",
        "en": "Level number"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "min": 1600,
        "max": 1601
      },
      "min": -2,
      "max": 20
    },
    {
      "name": "building",
      "type": "string",
      "label": {
        "pl": "Klucz budynku",
        "en": "Building key"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "max": 1601
      },
      "max": 64
    },
    {
      "name": "parent_roi",
      "type": "string",
      "label": {
        "pl": "Nadrzędny region zainteresowania",
        "en": "Parent region of interest"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "max": 1601
      },
      "max": 64,
      "picks": [
        "roi"
      ]
    },
    {
      "name": "room",
      "type": "string",
      "label": {
        "pl": "Pomieszczenie",
        "en": "Room"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "max": 1601
      },
      "max": 64,
      "picks": [
        "room"
      ]
    },
    {
      "name": "category_id",
      "type": "reference",
      "label": {
        "pl": "Kategoria mapy",
        "en": "Map category"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "ref": 1604
      },
      "ref": "category_geo"
    },
    {
      "name": "min_zoom",
      "type": "integer",
      "label": {
        "pl": "Minimalne przybliżenie",
        "en": "Minimum zoom"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "min": 1600,
        "max": 1601
      },
      "min": 12,
      "max": 22
    },
    {
      "name": "max_zoom",
      "type": "integer",
      "label": {
        "pl": "Maksymalne przybliżenie",
        "en": "Maximum zoom"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "min": 1600,
        "max": 1601
      },
      "min": 12,
      "max": 22
    },
    {
      "name": "alias",
      "type": "string",
      "label": {
        "pl": "Alias",
        "en": "Alias"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "max": 1601
      },
      "max": 120
    },
    {
      "name": "area_size",
      "type": "number",
      "label": {
        "pl": "Powierzchnia (m²)",
        "en": "Area size (m²)"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "min": 1600,
        "max": 1601
      },
      "min": 0,
      "max": 1000000
    },
    {
      "name": "accessible",
      "type": "boolean",
      "label": {
        "pl": "Dostępne dla osób z niepełnosprawnościami",
        "en": "Accessible for disabled people"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602
      }
    },
    {
      "name": "visible",
      "type": "boolean",
      "label": {
        "pl": "Widoczne w aplikacji mobilnej",
        "en": "Visible in the mobile app"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602
      }
    },
    {
      "name": "direction",
      "type": "enum",
      "label": {
        "pl": "Kierunek",
        "en": "Direction"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602
      },
      "enumName": "map_direction",
      "values": [
        "forward",
        "backward",
        "both"
      ]
    },
    {
      "name": "travel_time",
      "type": "integer",
      "label": {
        "pl": "Czas przejścia (s)",
        "en": "Travel time (s)"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "min": 1600,
        "max": 1601
      },
      "min": 0,
      "max": 3600
    },
    {
      "name": "connector_type",
      "type": "enum",
      "label": {
        "pl": "Rodzaj łącznika",
        "en": "Connector type"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602
      },
      "enumName": "connector_type",
      "values": [
        "stairs",
        "moving_stairs",
        "lift",
        "entry",
        "exit"
      ]
    },
    {
      "name": "connector_key",
      "type": "string",
      "label": {
        "pl": "Klucz szybu",
        "en": "Shaft key"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "max": 1601
      },
      "max": 64
    },
    {
      "name": "routing",
      "type": "boolean",
      "label": {
        "pl": "Dostępne w wyznaczaniu tras",
        "en": "Routing available"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602
      }
    },
    {
      "name": "thickness",
      "type": "number",
      "label": {
        "pl": "Grubość (m)",
        "en": "Thickness (m)"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "min": 1600,
        "max": 1601
      },
      "min": 0,
      "max": 10
    },
    {
      "name": "spaces",
      "type": "integer",
      "label": {
        "pl": "Liczba miejsc",
        "en": "Parking spaces"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "min": 1600,
        "max": 1601
      },
      "min": 0,
      "max": 100000
    },
    {
      "name": "parking_lot_id",
      "type": "string",
      "label": {
        "pl": "Identyfikator parkingu",
        "en": "Parking lot id"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "max": 1601
      },
      "max": 64
    },
    {
      "name": "beacon_id",
      "type": "reference",
      "label": {
        "pl": "Beacon",
        "en": "Beacon"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602,
        "ref": 1604
      },
      "ref": "beacons"
    },
    {
      "name": "mac",
      "type": "mac",
      "label": {
        "pl": "Adres MAC",
        "en": "MAC address"
      },
      "required": false,
      "readOnly": false,
      "createOnly": false,
      "unique": false,
      "mustBeActive": false,
      "codes": {
        "required": 1400,
        "type": 1402,
        "format": 1602
      }
    }
  ],
  "rules": [
    {
      "kind": "ordered",
      "fields": [
        "min_zoom",
        "max_zoom"
      ],
      "code": 1603
    }
  ],
  "types": {
    "campus": {
      "group": "POLYGON",
      "label": {
        "pl": "Kampus",
        "en": "Campus"
      },
      "properties": [
        "key",
        "source_id",
        "sort",
        "min_zoom",
        "max_zoom",
        "alias",
        "building",
        "name_pl",
        "name_en",
        "category_id"
      ],
      "required": [
        "key",
        "name_pl"
      ],
      "rules": [],
      "app": true
    },
    "building": {
      "group": "POLYGON",
      "label": {
        "pl": "Budynek",
        "en": "Building"
      },
      "properties": [
        "key",
        "source_id",
        "sort",
        "min_zoom",
        "max_zoom",
        "alias",
        "building",
        "name_pl",
        "name_en",
        "category_id",
        "visible"
      ],
      "required": [
        "key",
        "name_pl"
      ],
      "rules": [],
      "app": true
    },
    "level": {
      "group": "POLYGON",
      "label": {
        "pl": "Kondygnacja",
        "en": "Level"
      },
      "properties": [
        "key",
        "source_id",
        "sort",
        "min_zoom",
        "max_zoom",
        "alias",
        "building",
        "name_pl",
        "name_en",
        "level_label_pl",
        "level_label_en",
        "ordinal",
        "accessible"
      ],
      "required": [
        "key",
        "level_label_pl"
      ],
      "rules": [],
      "app": true
    },
    "room": {
      "group": "POLYGON",
      "label": {
        "pl": "Pomieszczenie",
        "en": "Room"
      },
      "properties": [
        "key",
        "source_id",
        "sort",
        "min_zoom",
        "max_zoom",
        "alias",
        "building",
        "name_pl",
        "name_en",
        "category_id",
        "parent_roi",
        "area_size",
        "accessible",
        "visible"
      ],
      "required": [
        "key",
        "name_pl"
      ],
      "rules": [],
      "app": true
    },
    "roi": {
      "group": "POLYGON",
      "label": {
        "pl": "Region zainteresowania",
        "en": "Region of interest"
      },
      "properties": [
        "key",
        "source_id",
        "sort",
        "min_zoom",
        "max_zoom",
        "alias",
        "building",
        "name_pl",
        "name_en",
        "category_id",
        "parent_roi",
        "area_size",
        "visible"
      ],
      "required": [
        "key",
        "name_pl"
      ],
      "rules": [],
      "app": true
    },
    "parking": {
      "group": "POLYGON",
      "label": {
        "pl": "Parking",
        "en": "Parking"
      },
      "properties": [
        "key",
        "source_id",
        "sort",
        "min_zoom",
        "max_zoom",
        "alias",
        "building",
        "name_pl",
        "name_en",
        "category_id",
        "parking_lot_id",
        "spaces",
        "accessible",
        "visible"
      ],
      "required": [
        "key",
        "name_pl"
      ],
      "rules": [],
      "app": true
    },
    "wall": {
      "group": "POLYGON",
      "label": {
        "pl": "Ściana",
        "en": "Wall"
      },
      "properties": [
        "key",
        "source_id",
        "sort",
        "min_zoom",
        "max_zoom",
        "alias",
        "building",
        "thickness"
      ],
      "required": [
        "key"
      ],
      "rules": [],
      "app": true
    },
    "background": {
      "group": "POLYGON",
      "label": {
        "pl": "Tło",
        "en": "Background"
      },
      "properties": [
        "key",
        "source_id",
        "sort",
        "min_zoom",
        "max_zoom",
        "alias",
        "building",
        "name_pl",
        "name_en"
      ],
      "required": [
        "key"
      ],
      "rules": [],
      "app": true
    },
    "furniture": {
      "group": "POLYGON",
      "label": {
        "pl": "Meble",
        "en": "Furniture"
      },
      "properties": [
        "key",
        "source_id",
        "sort",
        "min_zoom",
        "max_zoom",
        "alias",
        "building",
        "name_pl",
        "name_en"
      ],
      "required": [
        "key"
      ],
      "rules": [],
      "app": true
    },
    "windows": {
      "group": "POLYGON",
      "label": {
        "pl": "Okna",
        "en": "Windows"
      },
      "properties": [
        "key",
        "source_id",
        "sort",
        "min_zoom",
        "max_zoom",
        "alias",
        "building",
        "name_pl",
        "name_en"
      ],
      "required": [
        "key"
      ],
      "rules": [],
      "app": true
    },
    "poi": {
      "group": "POINT",
      "label": {
        "pl": "Punkt zainteresowania",
        "en": "Point of interest"
      },
      "properties": [
        "key",
        "source_id",
        "sort",
        "min_zoom",
        "max_zoom",
        "alias",
        "building",
        "name_pl",
        "name_en",
        "category_id",
        "room",
        "parent_roi",
        "accessible",
        "visible"
      ],
      "required": [
        "key",
        "name_pl"
      ],
      "rules": [],
      "app": true
    },
    "beaconplace": {
      "group": "POINT",
      "label": {
        "pl": "Miejsce beacona",
        "en": "Beacon place"
      },
      "properties": [
        "key",
        "source_id",
        "sort",
        "min_zoom",
        "max_zoom",
        "alias",
        "building",
        "name_pl",
        "name_en",
        "beacon_id",
        "mac"
      ],
      "required": [
        "key"
      ],
      "rules": [
        {
          "kind": "anyRequired",
          "fields": [
            "beacon_id",
            "mac"
          ],
          "code": 1405
        }
      ],
      "app": false
    },
    "connector": {
      "group": "POINT",
      "label": {
        "pl": "Łącznik pięter",
        "en": "Connector"
      },
      "properties": [
        "key",
        "source_id",
        "sort",
        "min_zoom",
        "max_zoom",
        "alias",
        "building",
        "name_pl",
        "name_en",
        "connector_type",
        "connector_key",
        "direction",
        "travel_time",
        "routing",
        "accessible",
        "parent_roi"
      ],
      "required": [
        "key",
        "connector_type",
        "connector_key"
      ],
      "rules": [],
      "app": false
    },
    "route": {
      "group": "LINE",
      "label": {
        "pl": "Trasa",
        "en": "Route"
      },
      "properties": [
        "key",
        "source_id",
        "sort",
        "min_zoom",
        "max_zoom",
        "alias",
        "building",
        "name_pl",
        "name_en",
        "room",
        "direction",
        "travel_time",
        "routing",
        "accessible"
      ],
      "required": [
        "key"
      ],
      "rules": [],
      "app": false
    },
    "door": {
      "group": "LINE",
      "label": {
        "pl": "Drzwi",
        "en": "Door"
      },
      "properties": [
        "key",
        "source_id",
        "sort",
        "min_zoom",
        "max_zoom",
        "alias",
        "building",
        "name_pl",
        "name_en",
        "room",
        "accessible"
      ],
      "required": [
        "key"
      ],
      "rules": [],
      "app": true
    },
    "stairs": {
      "group": "LINE",
      "label": {
        "pl": "Schody",
        "en": "Stairs"
      },
      "properties": [
        "key",
        "source_id",
        "sort",
        "min_zoom",
        "max_zoom",
        "alias",
        "building",
        "name_pl",
        "name_en",
        "connector_key",
        "direction",
        "travel_time",
        "routing",
        "accessible"
      ],
      "required": [
        "key"
      ],
      "rules": [],
      "app": true
    }
  }
};
