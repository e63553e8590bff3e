/**
 * PrimeReact's calendar texts in the console's languages, weeks starting on the day the language
 * catalogue names (spec §9: day 1, Monday). Registered once, on import.
 */
import { addLocale } from "primereact/api";
import { languages } from "../../../generated/catalogues.ts";

addLocale("pl", {
  firstDayOfWeek: languages.pl.firstDayOfWeek,
  dayNames: ["niedziela", "poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota"],
  dayNamesShort: ["niedz.", "pon.", "wt.", "śr.", "czw.", "pt.", "sob."],
  dayNamesMin: ["Nd", "Pn", "Wt", "Śr", "Cz", "Pt", "So"],
  monthNames: [
    "styczeń",
    "luty",
    "marzec",
    "kwiecień",
    "maj",
    "czerwiec",
    "lipiec",
    "sierpień",
    "wrzesień",
    "październik",
    "listopad",
    "grudzień",
  ],
  monthNamesShort: ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"],
  today: "Dziś",
  clear: "Wyczyść",
  now: "Teraz",
  weekHeader: "Tydz.",
  dateFormat: "dd-mm-yy",
  chooseDate: "Wybierz datę",
  chooseMonth: "Wybierz miesiąc",
  chooseYear: "Wybierz rok",
  prevMonth: "Poprzedni miesiąc",
  nextMonth: "Następny miesiąc",
  prevYear: "Poprzedni rok",
  nextYear: "Następny rok",
  prevDecade: "Poprzednia dekada",
  nextDecade: "Następna dekada",
  prevHour: "Poprzednia godzina",
  nextHour: "Następna godzina",
  prevMinute: "Poprzednia minuta",
  nextMinute: "Następna minuta",
  prevSecond: "Poprzednia sekunda",
  nextSecond: "Następna sekunda",
  emptyFilterMessage: "Brak wyników",
  emptyMessage: "Brak opcji",
  filter: "Filtruj",
});

addLocale("en", { firstDayOfWeek: languages.en.firstDayOfWeek, dateFormat: "dd-mm-yy" });
