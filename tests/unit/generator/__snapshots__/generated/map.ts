// generated from tests/unit/fixtures/manifests/map.yaml, manifests/catalogues/enumerations.yaml by generator/transforms/map-spec.ts: do not edit
import type { MapSpec } from "../src/shared/map-spec.ts";

export const mapSpec: MapSpec = {
  "file": "tests/unit/fixtures/manifests/map.yaml",
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
    }
  ],
  "rules": [],
  "types": {
    "room": {
      "group": "POLYGON",
      "label": {
        "pl": "Pomieszczenie",
        "en": "Room"
      },
      "properties": [
        "key",
        "name_pl",
        "name_en"
      ],
      "required": [
        "key",
        "name_pl"
      ],
      "rules": [],
      "app": true
    },
    "route": {
      "group": "LINE",
      "label": {
        "pl": "Trasa",
        "en": "Route"
      },
      "properties": [
        "key",
        "travel_time"
      ],
      "required": [
        "key"
      ],
      "rules": [],
      "app": true
    }
  }
};
