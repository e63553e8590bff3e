/**
 * Buttons, advertisements, notifications, SOS contacts and reports, and opinions of the demo campus,
 * with the mobile-app users who sent the reports and opinions.
 */
import { at } from "./dates.ts";

/** Accounts of the mobile app (role "user", no console password): authors of SOS reports and opinions. */
export const appUsers = {
  anna: { name: "Anna Kowalska", email: "anna.kowalska@student.umed.example" },
  jan: { name: "Jan Nowak", email: "jan.nowak@student.umed.example" },
  maria: { name: "Maria Wiśniewska", email: "maria.wisniewska@student.umed.example" },
  tom: { name: "Tom Becker", email: "tom.becker@student.umed.example" },
};
export type AppUserKey = keyof typeof appUsers;

/** Advertisement clips, shown near the beacon named in `beacon`. */
export const commercials = [
  { name: "Kawiarnia „Pod Lipami” – oferta jesienna", lang: "pl", status: "active", beacon: "UMED-B-P0-02" },
  { name: "Dni Otwarte Uniwersytetu 2027", lang: "pl", status: "active", beacon: "UMED-A-P0-01" },
  { name: "Welcome to the Main Library", lang: "en", status: "inactive", beacon: "UMED-B-P0-01" },
];

export interface Notification {
  name_pl: string;
  name_en: string;
  description_pl: string;
  description_en: string;
  type: "general" | "marketing" | "push" | "route";
  status: "active" | "inactive";
  /** key of the room (map feature) the notification is about */
  room?: string;
  sender?: string;
  send_at?: string;
  /** a push that already went out: the time the server recorded */
  sent_at?: string;
  /** route notifications: the notes of the chime played near the room, in Hz */
  chime?: number[];
}

export const notifications: Notification[] = [
  {
    name_pl: "Nowe godziny pracy dziekanatów",
    name_en: "New opening hours of the deans' offices",
    description_pl:
      "Od 1 października dziekanaty przyjmują studentów od poniedziałku do czwartku w godz. 9:00–14:00.",
    description_en: "From 1 October the deans' offices see students Monday to Thursday, 9:00–14:00.",
    type: "general",
    status: "active",
    room: "A-0.08",
  },
  {
    name_pl: "Utrudnienia w ruchu na kampusie",
    name_en: "Traffic disruption on campus",
    description_pl: "Z powodu remontu alei głównej dojście do Budynku B prowadzi przez dziedziniec.",
    description_en:
      "While the main alley is being repaired, the way to Building B leads through the courtyard.",
    type: "general",
    status: "active",
  },
  {
    name_pl: "Przegląd windy w Budynku B",
    name_en: "Lift inspection in Building B",
    description_pl: "W dniach przeglądu winda w Budynku B będzie nieczynna w godzinach 7:00–10:00.",
    description_en: "On inspection days the lift in Building B is out of service from 7:00 to 10:00.",
    type: "general",
    status: "inactive",
  },
  {
    name_pl: "Zniżka 20% w kawiarni „Pod Lipami”",
    name_en: "20% off at the Pod Lipami café",
    description_pl: "Z legitymacją studencką kawa i kanapki taniej o 20% w dni powszednie do 10:00.",
    description_en: "Show your student ID for 20% off coffee and sandwiches on weekdays before 10:00.",
    type: "marketing",
    status: "active",
    room: "B-0.06",
  },
  {
    name_pl: "Targi pracy dla absolwentów",
    name_en: "Careers fair for graduates",
    description_pl: "Biuro Karier zaprasza na targi pracy w Centralnym Szpitalu Klinicznym.",
    description_en: "The Careers Office invites you to the careers fair at the Central Clinical Hospital.",
    type: "marketing",
    status: "active",
    room: "A-3.05",
  },
  {
    name_pl: "Inauguracja roku akademickiego",
    name_en: "Opening of the academic year",
    description_pl: "Zapraszamy dziś o 10:00 do Auli A na inaugurację roku akademickiego 2026/2027.",
    description_en: "Join us today at 10:00 in Main lecture hall A for the opening of the 2026/2027 year.",
    type: "push",
    status: "active",
    room: "A-0.01",
    sender: "Biuro Prasowe",
    send_at: at(30, "08:00"),
    sent_at: at(30, "08:00"),
  },
  {
    name_pl: "Przypomnienie: zapisy na semestr letni",
    name_en: "Reminder: summer term registration",
    description_pl: "Zapisy na zajęcia semestru letniego w USOSweb kończą się w piątek o północy.",
    description_en: "Registration for summer term classes in USOSweb closes on Friday at midnight.",
    type: "push",
    status: "active",
    sender: "Dział Spraw Studenckich",
    send_at: at(150, "08:00"),
  },
  {
    name_pl: "Życzenia świąteczne",
    name_en: "Season's greetings",
    description_pl: "Spokojnych Świąt i szczęśliwego Nowego Roku życzą władze Uczelni.",
    description_en: "The University authorities wish you a peaceful Christmas and a happy New Year.",
    type: "push",
    status: "inactive",
    sender: "Rektor",
    send_at: at(113, "10:00"),
  },
  {
    name_pl: "Witamy w Bibliotece Głównej",
    name_en: "Welcome to the Main Library",
    description_pl: "Wypożyczalnia jest po lewej stronie, czytelnia główna tuż za nią.",
    description_en: "The lending desk is on your left, the main reading room right behind it.",
    type: "route",
    status: "active",
    room: "B-0.01",
    chime: [784, 659],
  },
  {
    name_pl: "Dziekanat Wydziału Lekarskiego",
    name_en: "Dean's Office, Faculty of Medicine",
    description_pl: "Pobierz numerek z automatu przy drzwiach i poczekaj na wezwanie.",
    description_en: "Take a ticket from the machine by the door and wait to be called.",
    type: "route",
    status: "active",
    room: "A-0.08",
    chime: [659, 523],
  },
];

/** SOS reports sent from the app; `at` is in campus metres (see campus-map.ts). */
export const sosReports: {
  user: AppUserKey | null;
  message: string;
  at: [number, number];
  floor: string;
  created: string;
  reply?: { title: string; body: string; at: string };
}[] = [
  {
    user: "anna",
    message: "Koleżanka zasłabła na korytarzu przy sali A-1.03, potrzebna pomoc medyczna.",
    at: [55, 102],
    floor: "p1",
    created: at(51, "10:42"),
    reply: {
      title: "Pomoc w drodze",
      body: "Ratownik Straży Uczelnianej będzie na miejscu za 2 minuty. Proszę zostać przy koleżance.",
      at: at(51, "10:44"),
    },
  },
  {
    user: "tom",
    message: "I am stuck in the lift in Building B between the first and second floor.",
    at: [179, 100],
    floor: "p1",
    created: at(73, "16:05"),
  },
  {
    user: null,
    message: "Czuć dym w korytarzu przy pracowni B-2.06.",
    at: [135, 100],
    floor: "p2",
    created: at(80, "12:30"),
  },
  {
    user: "jan",
    message: "Starsza osoba upadła na oblodzonym chodniku przy wjeździe na parking P1.",
    at: [30, 58],
    floor: "p0",
    created: at(84, "07:55"),
    reply: {
      title: "Zgłoszenie przyjęte",
      body: "Patrol Straży Uczelnianej jest w drodze, wezwaliśmy też pogotowie.",
      at: at(84, "07:58"),
    },
  },
];

export const ratings: {
  user: AppUserKey | null;
  text: string;
  created: string;
  reply?: { title: string; body: string; at: string };
}[] = [
  {
    user: "anna",
    text: "Aplikacja świetnie prowadzi do sal w Budynku A, ale brakuje oznaczenia szatni.",
    created: at(35, "19:12"),
    reply: {
      title: "Dziękujemy za opinię",
      body: "Szatnie na poziomie -1 są już oznaczone na mapie.",
      at: at(37, "09:30"),
    },
  },
  {
    user: null,
    text: "Mapa parkingu P1 pokazuje wolne miejsca, których nie ma.",
    created: at(41, "08:03"),
  },
  {
    user: "tom",
    text: "Please add English names for all the laboratories in Building B.",
    created: at(47, "13:40"),
    reply: {
      title: "Thank you",
      body: "All rooms in Building B now have English names in the app.",
      at: at(49, "10:15"),
    },
  },
  {
    user: "maria",
    text: "Przydałaby się informacja o godzinach otwarcia bufetu „Medyk”.",
    created: at(58, "12:05"),
  },
  {
    user: null,
    text: "Great app, the navigation inside the library works perfectly.",
    created: at(66, "17:20"),
  },
  {
    user: "jan",
    text: "Winda w Budynku B bywa wyłączona, a aplikacja i tak prowadzi przez nią.",
    created: at(75, "11:11"),
  },
];
