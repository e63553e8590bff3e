/** News items and events of the demo campus across the 2026/27 academic year. */
import { at } from "./dates.ts";
import type { CampusKey, CategoryKey, MapCategoryKey } from "./taxonomy.ts";

export interface Article {
  name: string;
  category: CategoryKey;
  campus: CampusKey | null;
  lang: "pl" | "en";
  status: "active" | "inactive";
  description: string;
}

export const articles: Article[] = [
  {
    name: "Inauguracja roku akademickiego 2026/2027",
    category: "university",
    campus: "central",
    lang: "pl",
    status: "active",
    description:
      "Zapraszamy wszystkich studentów i pracowników na uroczystą inaugurację roku akademickiego, która odbędzie się 1 października w Auli A Centrum Dydaktycznego. Wykład inauguracyjny wygłosi prof. Anna Zielińska.",
  },
  {
    name: "Nowe godziny otwarcia Biblioteki Głównej",
    category: "students",
    campus: "central",
    lang: "pl",
    status: "active",
    description:
      "Od października Biblioteka Główna w Budynku B jest otwarta od poniedziałku do piątku w godzinach 8:00–21:00 oraz w soboty 9:00–15:00. W czasie sesji egzaminacyjnej czytelnia będzie czynna do 23:00.",
  },
  {
    name: "Grant na badania nad lekoopornością bakterii",
    category: "research",
    campus: "kosciuszki",
    lang: "pl",
    status: "active",
    description:
      "Zespół z Zakładu Mikrobiologii otrzymał grant na trzyletni projekt badający mechanizmy lekooporności szczepów szpitalnych. W projekcie przewidziano stypendia dla czterech doktorantów.",
  },
  {
    name: "Centrum Symulacji Medycznej po modernizacji",
    category: "university",
    campus: "central",
    lang: "pl",
    status: "active",
    description:
      "Na drugim piętrze Budynku A oddano do użytku zmodernizowane sale symulacji wysokiej wierności oraz nowe stanowiska egzaminów OSCE. Zajęcia w nowych salach rozpoczną się w listopadzie.",
  },
  {
    name: "Zapisy na lektoraty w semestrze zimowym",
    category: "students",
    campus: null,
    lang: "pl",
    status: "active",
    description:
      "Zapisy na lektoraty języków obcych prowadzi Studium Języków Obcych przez system USOS do 10 października. Studenci pierwszego roku piszą wcześniej test poziomujący.",
  },
  {
    name: "Bezpłatne badania profilaktyczne dla studentów",
    category: "health",
    campus: "hospital",
    lang: "pl",
    status: "active",
    description:
      "W listopadzie w Centralnym Szpitalu Klinicznym studenci mogą bezpłatnie wykonać podstawowe badania krwi i pomiar ciśnienia. Wystarczy zapisać się w Biurze Obsługi Studenta.",
  },
  {
    name: "Konferencja Młodych Naukowców – nabór abstraktów",
    category: "conferences",
    campus: "central",
    lang: "pl",
    status: "active",
    description:
      "Do 15 stycznia trwa nabór streszczeń na ogólnopolską Konferencję Młodych Naukowców Nauk Medycznych. Najlepsze prace zostaną opublikowane w suplemencie czasopisma uczelnianego.",
  },
  {
    name: "Turniej siatkówki wydziałów",
    category: "culture",
    campus: "kosciuszki",
    lang: "pl",
    status: "inactive",
    description:
      "Turniej siatkówki drużyn wydziałowych przeniesiono na semestr letni z powodu remontu hali sportowej. Nowy termin podamy w osobnym komunikacie.",
  },
  {
    name: "Welcome Week for international students",
    category: "students",
    campus: "central",
    lang: "en",
    status: "active",
    description:
      "International students are welcome to the orientation week from 21 to 25 September: campus tours, help with registration and a get-together in the Pod Lipami café in Building B.",
  },
  {
    name: "Library opening hours extended",
    category: "students",
    campus: "central",
    lang: "en",
    status: "active",
    description:
      "From October the Main Library in Building B is open Monday to Friday 8:00–21:00 and on Saturdays 9:00–15:00. During the exam session the reading room stays open until 23:00.",
  },
  {
    name: "Research grant on antimicrobial resistance",
    category: "research",
    campus: "kosciuszki",
    lang: "en",
    status: "active",
    description:
      "A team from the Department of Microbiology has been awarded a three-year grant to study antimicrobial resistance in hospital strains. The project funds four PhD scholarships.",
  },
  {
    name: "Free health checks for students",
    category: "health",
    campus: "hospital",
    lang: "en",
    status: "active",
    description:
      "In November students can have free basic blood tests and a blood pressure check at the Central Clinical Hospital. Sign up at the Student Service Office.",
  },
];

export interface Event {
  name: string;
  category: CategoryKey;
  campus: CampusKey | null;
  place: MapCategoryKey | null;
  location: string | null;
  date: string;
  lang: "pl" | "en";
  status: "active" | "inactive";
  description: string;
}

export const events: Event[] = [
  {
    name: "Inauguracja roku akademickiego",
    category: "university",
    campus: "central",
    place: "lecture",
    location: "Aula A, sala A-0.01",
    date: at(30, "10:00"),
    lang: "pl",
    status: "active",
    description:
      "Uroczysta inauguracja roku akademickiego 2026/2027 z immatrykulacją studentów pierwszego roku i wykładem inauguracyjnym.",
  },
  {
    name: "Dzień otwarty Biblioteki",
    category: "students",
    campus: "central",
    place: "library",
    location: "Budynek B, wypożyczalnia B-0.01",
    date: at(44, "12:00"),
    lang: "pl",
    status: "active",
    description:
      "Oprowadzanie po bibliotece, szkolenie z wyszukiwania w bazach PubMed i Scopus oraz zakładanie kont bibliotecznych.",
  },
  {
    name: "Warsztaty z resuscytacji krążeniowo-oddechowej",
    category: "health",
    campus: "central",
    place: "labs",
    location: "Centrum Symulacji, sala A-2.09",
    date: at(65, "09:00"),
    lang: "pl",
    status: "active",
    description:
      "Praktyczne warsztaty BLS z użyciem defibrylatora AED dla studentów wszystkich kierunków. Liczba miejsc ograniczona do 24 osób.",
  },
  {
    name: "Konferencja Młodych Naukowców Nauk Medycznych",
    category: "conferences",
    campus: "central",
    place: "lecture",
    location: "Aula A, sala A-0.01",
    date: at(226, "09:00"),
    lang: "pl",
    status: "active",
    description:
      "Dwudniowa konferencja z sesjami ustnymi i plakatowymi doktorantów i studentów kół naukowych z całej Polski.",
  },
  {
    name: "Targi pracy dla absolwentów",
    category: "students",
    campus: "hospital",
    place: null,
    location: "Centralny Szpital Kliniczny, hol główny",
    date: at(183, "10:00"),
    lang: "pl",
    status: "active",
    description:
      "Szpitale, przychodnie i firmy farmaceutyczne przedstawiają oferty staży, rezydentur i pracy dla absolwentów.",
  },
  {
    name: "Koncert kolęd chóru uczelnianego",
    category: "culture",
    campus: "central",
    place: "lecture",
    location: "Sala senacka A-3.01",
    date: at(110, "18:00"),
    lang: "pl",
    status: "active",
    description: "Tradycyjny koncert kolęd i pastorałek w wykonaniu Chóru Uniwersytetu Medycznego.",
  },
  {
    name: "Juwenalia 2027",
    category: "culture",
    campus: "kosciuszki",
    place: null,
    location: "Teren zielony przy hali sportowej",
    date: at(264, "16:00"),
    lang: "pl",
    status: "inactive",
    description: "Studenckie święto z koncertami i strefą sportową. Program zostanie ogłoszony w kwietniu.",
  },
  {
    name: "Orientation day for international students",
    category: "students",
    campus: "central",
    place: "services",
    location: "Room A-3.04, International Relations Office",
    date: at(22, "11:00"),
    lang: "en",
    status: "active",
    description:
      "Meet your mentors, collect your student ID and learn how to find your way around the campus with the app.",
  },
  {
    name: "Open lecture: the future of clinical genetics",
    category: "research",
    campus: "central",
    place: "lecture",
    location: "Lecture hall A-1.01",
    date: at(135, "17:00"),
    lang: "en",
    status: "active",
    description:
      "A public lecture on genome sequencing in everyday clinical practice, followed by questions from the audience.",
  },
  {
    name: "Graduation ceremony of the English Division",
    category: "university",
    campus: "central",
    place: "lecture",
    location: "Main lecture hall A-0.01",
    date: at(296, "12:00"),
    lang: "en",
    status: "active",
    description:
      "The graduation ceremony of the six-year medical programme taught in English, with the oath of the graduates.",
  },
];
