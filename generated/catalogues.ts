// generated from manifests/catalogues/roles.yaml, manifests/catalogues/languages.yaml, manifests/catalogues/uploads.yaml, manifests/catalogues/enumerations.yaml by generator/outputs.ts: do not edit
export const roles = {
  "admin": {
    "id": 1,
    "directory": false,
    "label": {
      "pl": "Administrator",
      "en": "Administrator"
    }
  },
  "moderator": {
    "id": 2,
    "directory": false,
    "label": {
      "pl": "Moderator",
      "en": "Moderator"
    }
  },
  "ad_user": {
    "id": 3,
    "directory": true,
    "label": {
      "pl": "Użytkownik katalogowy",
      "en": "Directory user"
    }
  },
  "ad_employee": {
    "id": 4,
    "directory": true,
    "label": {
      "pl": "Pracownik katalogowy",
      "en": "Directory employee"
    }
  },
  "user": {
    "id": 5,
    "directory": false,
    "label": {
      "pl": "Użytkownik",
      "en": "User"
    }
  }
} as const;
export const languages = {
  "pl": {
    "localName": "Polski",
    "firstDayOfWeek": 1
  },
  "en": {
    "localName": "English",
    "firstDayOfWeek": 1
  }
} as const;
export const uploadKinds = {
  "photo": {
    "maxBytes": 2097152,
    "types": [
      {
        "mime": "image/jpeg",
        "extensions": [
          "jpg",
          "jpeg"
        ]
      },
      {
        "mime": "image/png",
        "extensions": [
          "png"
        ]
      },
      {
        "mime": "image/gif",
        "extensions": [
          "gif"
        ]
      }
    ]
  },
  "icon": {
    "maxBytes": 20480,
    "types": [
      {
        "mime": "image/png",
        "extensions": [
          "png"
        ]
      }
    ]
  },
  "video": {
    "maxBytes": 125829120,
    "types": [
      {
        "mime": "video/mp4",
        "extensions": [
          "mp4"
        ]
      },
      {
        "mime": "video/webm",
        "extensions": [
          "webm"
        ]
      }
    ]
  },
  "audio": {
    "maxBytes": 10485760,
    "types": [
      {
        "mime": "audio/wav",
        "extensions": [
          "wav"
        ]
      },
      {
        "mime": "audio/mpeg",
        "extensions": [
          "mp3"
        ]
      }
    ]
  },
  "underlay": {
    "maxBytes": 20971520,
    "types": [
      {
        "mime": "image/png",
        "extensions": [
          "png"
        ]
      },
      {
        "mime": "image/jpeg",
        "extensions": [
          "jpg",
          "jpeg"
        ]
      }
    ]
  }
} as const;
export const enumerations = {
  "publication": {
    "scheduled": {
      "pl": "Zaplanowana",
      "en": "Scheduled"
    },
    "live": {
      "pl": "Widoczna w aplikacji",
      "en": "Live in the app"
    },
    "ended": {
      "pl": "Zakończona",
      "en": "Ended"
    },
    "hidden": {
      "pl": "Ukryta (nieaktywna)",
      "en": "Hidden (inactive)"
    }
  },
  "status": {
    "active": {
      "pl": "Aktywny",
      "en": "Active"
    },
    "inactive": {
      "pl": "Nieaktywny",
      "en": "Inactive"
    }
  },
  "notification_type": {
    "general": {
      "pl": "Ogólne",
      "en": "General"
    },
    "marketing": {
      "pl": "Marketingowe",
      "en": "Marketing"
    },
    "push": {
      "pl": "Push",
      "en": "Push"
    },
    "route": {
      "pl": "Trasa",
      "en": "Route"
    }
  },
  "button_place": {
    "before_articles": {
      "pl": "Przed aktualnościami",
      "en": "Before news"
    },
    "before_events": {
      "pl": "Przed wydarzeniami",
      "en": "Before events"
    }
  },
  "language": {
    "pl": {
      "pl": "Polski",
      "en": "Polish"
    },
    "en": {
      "pl": "Angielski",
      "en": "English"
    }
  },
  "location_category": {
    "room": {
      "pl": "Sala",
      "en": "Room"
    },
    "building": {
      "pl": "Budynek",
      "en": "Building"
    },
    "outdoor": {
      "pl": "Na zewnątrz",
      "en": "Outdoors"
    },
    "online": {
      "pl": "Online",
      "en": "Online"
    }
  },
  "floor": {
    "p-2": {
      "pl": "-2",
      "en": "-2"
    },
    "p-1": {
      "pl": "-1",
      "en": "-1"
    },
    "p0": {
      "pl": "0",
      "en": "0"
    },
    "p1": {
      "pl": "1",
      "en": "1"
    },
    "p2": {
      "pl": "2",
      "en": "2"
    },
    "p3": {
      "pl": "3",
      "en": "3"
    },
    "p4": {
      "pl": "4",
      "en": "4"
    },
    "p5": {
      "pl": "5",
      "en": "5"
    },
    "p6": {
      "pl": "6",
      "en": "6"
    },
    "p7": {
      "pl": "7",
      "en": "7"
    },
    "p8": {
      "pl": "8",
      "en": "8"
    },
    "p9": {
      "pl": "9",
      "en": "9"
    },
    "p10": {
      "pl": "10",
      "en": "10"
    },
    "p11": {
      "pl": "11",
      "en": "11"
    },
    "p12": {
      "pl": "12",
      "en": "12"
    },
    "p13": {
      "pl": "13",
      "en": "13"
    },
    "p14": {
      "pl": "14",
      "en": "14"
    },
    "p15": {
      "pl": "15",
      "en": "15"
    },
    "p16": {
      "pl": "16",
      "en": "16"
    },
    "p17": {
      "pl": "17",
      "en": "17"
    },
    "p18": {
      "pl": "18",
      "en": "18"
    },
    "p19": {
      "pl": "19",
      "en": "19"
    },
    "p20": {
      "pl": "20",
      "en": "20"
    }
  },
  "map_direction": {
    "forward": {
      "pl": "Od początku do końca",
      "en": "Start to end"
    },
    "backward": {
      "pl": "Od końca do początku",
      "en": "End to start"
    },
    "both": {
      "pl": "W obie strony",
      "en": "Both ways"
    }
  },
  "connector_type": {
    "stairs": {
      "pl": "Schody",
      "en": "Stairs"
    },
    "moving_stairs": {
      "pl": "Schody ruchome",
      "en": "Moving stairs"
    },
    "lift": {
      "pl": "Winda",
      "en": "Lift"
    },
    "entry": {
      "pl": "Wejście",
      "en": "Entry"
    },
    "exit": {
      "pl": "Wyjście",
      "en": "Exit"
    }
  }
} as const;
