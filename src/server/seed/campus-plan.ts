/**
 * The floor plans of the demo campus: two buildings on the Central Campus, five levels each (p-1 to
 * p3). Rooms line both sides of a central corridor, south side first, each side west to east;
 * "{key}" in a name becomes the room's key (A-1.03: building A, level 1, room 3).
 */

export interface Room {
  pl: string;
  en: string;
  /** key of a map category (manifests/seed/category_geo.yaml) */
  category: string | null;
  /** staff-only rooms: not shown in the app and not on step-free routes */
  hidden: boolean;
}

export interface Building {
  key: string;
  name_pl: string;
  name_en: string;
  /** south-west corner in metres east and north of the campus origin */
  origin: [number, number];
  /** along the corridor (east-west) and across it, in metres */
  length: number;
  depth: number;
  /** rooms per floor: 2 × the rooms on one side of the corridor */
  floors: Record<Floor, Room[]>;
}

export const floors = ["p-1", "p0", "p1", "p2", "p3"] as const;
export type Floor = (typeof floors)[number];

export const corridorWidth = 3;

const room = (pl: string, en: string, category: string | null = null): Room => ({
  pl,
  en,
  category,
  hidden: false,
});
const staff = (pl: string, en: string): Room => ({ pl, en, category: null, hidden: true });
const toilets = room("Toalety", "Toilets", "toilets");
const seminar = room("Sala seminaryjna {key}", "Seminar room {key}", "lecture");
const lecture = room("Sala wykładowa {key}", "Lecture hall {key}", "lecture");
const staffRoom = room("Pokój pracowników {key}", "Staff room {key}");

export const buildings: Building[] = [
  {
    key: "A",
    name_pl: "Budynek A – Centrum Dydaktyczne",
    name_en: "Building A – Teaching Centre",
    origin: [30, 90],
    length: 60,
    depth: 24,
    floors: {
      "p-1": [
        room("Szatnia studencka", "Student cloakroom"),
        room("Szatnia studencka 2", "Student cloakroom 2"),
        room("Prosektorium", "Dissection room", "labs"),
        room("Pracownia anatomii", "Anatomy lab", "labs"),
        staff("Magazyn preparatów", "Specimen store"),
        staff("Pomieszczenie techniczne", "Plant room"),
        toilets,
        staff("Archiwum dziekanatów", "Deans' offices archive"),
        staff("Serwerownia", "Server room"),
        room("Sala ćwiczeń {key}", "Practical class room {key}", "labs"),
        room("Sala ćwiczeń {key}", "Practical class room {key}", "labs"),
        room("Strefa relaksu z automatami", "Lounge with vending machines", "food"),
      ],
      p0: [
        room("Aula A", "Main lecture hall A", "lecture"),
        lecture,
        lecture,
        room("Biuro Obsługi Studenta", "Student Service Office", "services"),
        room("Kwestura", "Bursar's office", "services"),
        toilets,
        room("Portiernia", "Porter's lodge", "services"),
        room("Dziekanat Wydziału Lekarskiego", "Dean's Office, Faculty of Medicine", "deans"),
        room("Dziekanat Wydziału Nauk o Zdrowiu", "Dean's Office, Faculty of Health Sciences", "deans"),
        room("Dziekanat Wydziału Farmaceutycznego", "Dean's Office, Faculty of Pharmacy", "deans"),
        room("Dział Spraw Studenckich", "Student Affairs Office", "services"),
        room("Bufet „Medyk”", "Medyk snack bar", "food"),
      ],
      p1: [
        lecture,
        lecture,
        seminar,
        seminar,
        seminar,
        toilets,
        room("Sekretariat Katedry Anatomii", "Department of Anatomy office"),
        staffRoom,
        seminar,
        seminar,
        room("Strefa cichej nauki", "Quiet study area", "library"),
        room("Pracownia komputerowa {key}", "Computer lab {key}", "labs"),
      ],
      p2: [
        room("Sala symulacji wysokiej wierności", "High-fidelity simulation room", "labs"),
        room("Sala debriefingu", "Debriefing room", "labs"),
        room("Sala egzaminacyjna OSCE 1", "OSCE exam room 1", "labs"),
        room("Sala egzaminacyjna OSCE 2", "OSCE exam room 2", "labs"),
        room("Pracownia umiejętności pielęgniarskich", "Nursing skills lab", "labs"),
        toilets,
        room("Sekretariat Centrum Symulacji", "Simulation Centre office"),
        staff("Reżyserka", "Control room"),
        room("Sala ćwiczeń ratownictwa medycznego", "Emergency medicine training room", "labs"),
        seminar,
        seminar,
        staff("Magazyn sprzętu symulacyjnego", "Simulation equipment store"),
      ],
      p3: [
        room("Sala senacka", "Senate hall", "lecture"),
        room("Gabinet Prorektora ds. Studenckich", "Office of the Vice-Rector for Student Affairs"),
        room("Sekretariat Prorektora", "Vice-Rector's office"),
        room("Biuro Współpracy Międzynarodowej", "International Relations Office", "services"),
        room("Biuro Karier", "Careers Office", "services"),
        toilets,
        room("Sala konferencyjna {key}", "Conference room {key}"),
        room("Samorząd Studencki", "Students' Union", "services"),
        seminar,
        seminar,
        room("Pokój rodzica z dzieckiem", "Parent and child room"),
        staffRoom,
      ],
    },
  },
  {
    key: "B",
    name_pl: "Budynek B – Biblioteka i Laboratoria",
    name_en: "Building B – Library and Laboratories",
    origin: [130, 90],
    length: 50,
    depth: 20,
    floors: {
      "p-1": [
        staff("Magazyn biblioteczny", "Library stacks"),
        staff("Magazyn biblioteczny 2", "Library stacks 2"),
        room("Pracownia konserwacji zbiorów", "Conservation workshop", "library"),
        room("Laboratorium Aparatury Badawczej", "Core research facility", "labs"),
        staff("Pomieszczenie techniczne", "Plant room"),
        toilets,
        room("Szatnia", "Cloakroom"),
        staff("Chłodnia próbek", "Sample cold room"),
        staff("Magazyn odczynników", "Reagent store"),
        staff("Rozdzielnia elektryczna", "Switchgear room"),
      ],
      p0: [
        room("Wypożyczalnia", "Lending desk", "library"),
        room("Czytelnia główna", "Main reading room", "library"),
        room("Czytelnia czasopism", "Periodicals reading room", "library"),
        room("Punkt informacji bibliotecznej", "Library information point", "library"),
        toilets,
        room("Kawiarnia „Pod Lipami”", "Pod Lipami café", "food"),
        room("Punkt ksero", "Copy shop", "services"),
        room("Szatnia biblioteczna", "Library cloakroom"),
        room("Pokój pracy grupowej 1", "Group study room 1", "library"),
        room("Pokój pracy grupowej 2", "Group study room 2", "library"),
      ],
      p1: [
        room("Laboratorium Biochemii", "Biochemistry lab", "labs"),
        room("Laboratorium Mikrobiologii", "Microbiology lab", "labs"),
        room("Laboratorium Fizjologii", "Physiology lab", "labs"),
        room("Laboratorium Farmakologii", "Pharmacology lab", "labs"),
        toilets,
        room("Pracownia Histologii", "Histology lab", "labs"),
        room("Pracownia Immunologii", "Immunology lab", "labs"),
        room("Sekretariat Katedry Biochemii", "Department of Biochemistry office"),
        staffRoom,
        staff("Magazyn odczynników", "Reagent store"),
      ],
      p2: [
        room("Laboratorium Biologii Molekularnej", "Molecular biology lab", "labs"),
        room("Laboratorium Genetyki", "Genetics lab", "labs"),
        room("Pracownia Hodowli Komórkowych", "Cell culture lab", "labs"),
        room("Laboratorium Chemii Leków", "Medicinal chemistry lab", "labs"),
        toilets,
        room("Laboratorium Toksykologii", "Toxicology lab", "labs"),
        staff("Pracownia Mikroskopii Elektronowej", "Electron microscopy suite"),
        room("Sekretariat Katedry Genetyki", "Department of Genetics office"),
        room("Pokój doktorantów", "PhD students' room"),
        seminar,
      ],
      p3: [
        room("Sala konferencyjna {key}", "Conference room {key}"),
        room("Pracownia digitalizacji", "Digitisation lab", "library"),
        room("Dyrekcja Biblioteki", "Library management", "library"),
        room("Pracownia komputerowa {key}", "Computer lab {key}", "labs"),
        toilets,
        seminar,
        seminar,
        staffRoom,
        staff("Archiwum Uczelni", "University archive"),
        lecture,
      ],
    },
  },
];

/** "A-0.12", "B--1.03": building, level number and the room's place on that level */
export function roomKey(building: string, floor: Floor, index: number): string {
  return `${building}-${floor.slice(1)}.${String(index + 1).padStart(2, "0")}`;
}

export const floorLabels: Record<Floor, { pl: string; en: string }> = {
  "p-1": { pl: "Poziom -1", en: "Basement" },
  p0: { pl: "Parter", en: "Ground floor" },
  p1: { pl: "Piętro 1", en: "First floor" },
  p2: { pl: "Piętro 2", en: "Second floor" },
  p3: { pl: "Piętro 3", en: "Third floor" },
};
