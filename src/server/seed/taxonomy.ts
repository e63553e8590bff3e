/**
 * The map categories other demo records point at; each gets an icon drawn in its colour (demo.ts).
 * Campuses and news/event categories are data: manifests/seed/campus.yaml, category.yaml.
 */

export interface MapCategory {
  name_pl: string;
  name_en: string;
  color: string;
  search_range: number;
  category_bar_visible: boolean;
  enabled: boolean;
}

export const mapCategories = {
  deans: {
    name_pl: "Dziekanaty",
    name_en: "Deans' offices",
    color: "#1F6F8B",
    search_range: 300,
    category_bar_visible: true,
    enabled: true,
  },
  lecture: {
    name_pl: "Sale wykładowe",
    name_en: "Lecture halls",
    color: "#285548",
    search_range: 300,
    category_bar_visible: true,
    enabled: true,
  },
  labs: {
    name_pl: "Laboratoria",
    name_en: "Laboratories",
    color: "#7B3FA0",
    search_range: 300,
    category_bar_visible: true,
    enabled: true,
  },
  library: {
    name_pl: "Biblioteka",
    name_en: "Library",
    color: "#B5651D",
    search_range: 500,
    category_bar_visible: true,
    enabled: true,
  },
  food: {
    name_pl: "Gastronomia",
    name_en: "Food and drink",
    color: "#D9822B",
    search_range: 500,
    category_bar_visible: true,
    enabled: true,
  },
  parking: {
    name_pl: "Parkingi",
    name_en: "Car parks",
    color: "#2F5DA8",
    search_range: 1500,
    category_bar_visible: true,
    enabled: true,
  },
  services: {
    name_pl: "Obsługa studenta",
    name_en: "Student services",
    color: "#00897B",
    search_range: 300,
    category_bar_visible: false,
    enabled: true,
  },
  toilets: {
    name_pl: "Toalety",
    name_en: "Toilets",
    color: "#5A6B7B",
    search_range: 100,
    category_bar_visible: false,
    enabled: true,
  },
  first_aid: {
    name_pl: "Pierwsza pomoc (AED)",
    name_en: "First aid (AED)",
    color: "#C62828",
    search_range: 200,
    category_bar_visible: false,
    enabled: true,
  },
  // Disabled: the cash machines were removed during the refurbishment.
  atm: {
    name_pl: "Bankomaty",
    name_en: "Cash machines",
    color: "#6D4C41",
    search_range: 1000,
    category_bar_visible: false,
    enabled: false,
  },
} satisfies Record<string, MapCategory>;
export type MapCategoryKey = keyof typeof mapCategories;
