/**
 * IMDF 1.0 categories (OGC Community Standard 20-094, "Categories") as far as the mapping needs them:
 * which of our feature types a unit of each category becomes, the unit categories an export may
 * write, and the names a feature gets when the archive gives it none (our rooms, regions and points
 * of interest need a Polish name).
 */

/** The unit categories of IMDF 1.0; an exported unit with any other category is `unspecified`. */
export const unitCategories = new Set([
  "auditorium",
  "brick",
  "classroom",
  "column",
  "concrete",
  "conferenceroom",
  "drywall",
  "elevator",
  "escalator",
  "fieldofplay",
  "firstaid",
  "fitnessroom",
  "foodservice",
  "foodservice.coffee",
  "footbridge",
  "glass",
  "huddleroom",
  "kitchen",
  "laboratory",
  "library",
  "lobby",
  "lounge",
  "mailroom",
  "mothersroom",
  "movietheater",
  "movingwalkway",
  "nonpublic",
  "office",
  "opentobelow",
  "parking",
  "phoneroom",
  "platform",
  "privatelounge",
  "ramp",
  "recreation",
  "restroom",
  "restroom.family",
  "restroom.female",
  "restroom.female.wheelchair",
  "restroom.male",
  "restroom.male.wheelchair",
  "restroom.transgender",
  "restroom.transgender.wheelchair",
  "restroom.unisex",
  "restroom.unisex.wheelchair",
  "restroom.wheelchair",
  "road",
  "room",
  "security",
  "serverroom",
  "shop",
  "shower",
  "smokingarea",
  "stairs",
  "steps",
  "storage",
  "structure",
  "terrace",
  "theater",
  "unenclosedarea",
  "unspecified",
  "vegetation",
  "waitingroom",
  "walkway",
  "walkway.island",
  "wardrobe",
  "wood",
]);

/** Units that are walls rather than spaces. */
const wallCategories = new Set(["brick", "column", "concrete", "drywall", "glass", "structure", "wood"]);
/** Open areas one walks through rather than rooms: regions of interest. */
const regionCategories = new Set([
  "footbridge",
  "movingwalkway",
  "opentobelow",
  "platform",
  "road",
  "unenclosedarea",
  "vegetation",
  "walkway",
  "walkway.island",
]);

/** Our feature type for a unit of `category`: a wall, a parking area, a region, or a room. */
export function unitType(category: string): "wall" | "parking" | "roi" | "room" {
  if (wallCategories.has(category)) return "wall";
  if (category === "parking") return "parking";
  return regionCategories.has(category) ? "roi" : "room";
}

/** Names by the first part of a category (`restroom.female` -> restroom), for features with none. */
const fallbackNames: Record<string, { pl: string; en: string }> = {
  auditorium: { pl: "Audytorium", en: "Auditorium" },
  classroom: { pl: "Sala", en: "Classroom" },
  elevator: { pl: "Winda", en: "Elevator" },
  escalator: { pl: "Schody ruchome", en: "Escalator" },
  laboratory: { pl: "Laboratorium", en: "Laboratory" },
  library: { pl: "Biblioteka", en: "Library" },
  lobby: { pl: "Hol", en: "Lobby" },
  office: { pl: "Biuro", en: "Office" },
  parking: { pl: "Parking", en: "Parking" },
  restroom: { pl: "Toaleta", en: "Restroom" },
  room: { pl: "Pomieszczenie", en: "Room" },
  stairs: { pl: "Schody", en: "Stairs" },
  storage: { pl: "Magazyn", en: "Storage" },
  walkway: { pl: "Korytarz", en: "Walkway" },
};

/** A name for a feature of `category` that has none: a known one, else the category itself. */
export function fallbackName(category: string): { pl: string; en: string } {
  const known = fallbackNames[category.split(".")[0] ?? ""];
  const text = category.replaceAll(".", " ") || "IMDF";
  return known ?? { pl: text, en: text };
}
