/** The labels other demo records point at: campuses, news/event categories and map categories. */

export const campuses = {
  central: { name_pl: "Kampus Centralny", name_en: "Central Campus", enabled: true, lang: "pl" },
  kosciuszki: { name_pl: "Kampus Kościuszki", name_en: "Kościuszki Campus", enabled: true, lang: "pl" },
  hospital: {
    name_pl: "Centralny Szpital Kliniczny",
    name_en: "Central Clinical Hospital",
    enabled: true,
    lang: "pl",
  },
  // Kept disabled: the campus was merged into the central one, so nothing may point at it any more.
  pharmacy: { name_pl: "Kampus Muszyńskiego", name_en: "Muszyńskiego Campus", enabled: false, lang: "pl" },
};
export type CampusKey = keyof typeof campuses;

export const categories = {
  university: { name_pl: "Z życia uczelni", name_en: "University life" },
  research: { name_pl: "Nauka i badania", name_en: "Research" },
  students: { name_pl: "Dla studentów", name_en: "For students" },
  conferences: { name_pl: "Konferencje", name_en: "Conferences" },
  culture: { name_pl: "Kultura i sport", name_en: "Culture and sport" },
  health: { name_pl: "Profilaktyka zdrowotna", name_en: "Health promotion" },
};
export type CategoryKey = keyof typeof categories;

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
