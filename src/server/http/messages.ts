/** Success messages of spec §8, in both languages. */
import type { Lang } from "../../shared/area-spec.ts";

const messages = {
  added: { pl: "Rekord został dodany", en: "Record added" },
  edited: { pl: "Rekord został zmieniony", en: "Record edited" },
  removed: { pl: "Rekord został usunięty", en: "Record removed" },
  // The map's writes say what they did to the map, not to "a record" (a deletion is no edit).
  mapSaved: { pl: "Zapisano zmiany mapy", en: "Map changes saved" },
  mapFeaturesAdded: { pl: "Dodano obiekty mapy", en: "Map features added" },
  mapFeaturesChanged: { pl: "Zmieniono obiekty mapy", en: "Map features changed" },
  mapFeaturesDeleted: { pl: "Usunięto obiekty mapy", en: "Map features deleted" },
  sosPushSent: { pl: "Wysłano powiadomienie push SOS", en: "SOS push sent" },
  passwordReset: { pl: "Hasło zostało zmienione", en: "Password reset" },
  passwordChanged: {
    pl: "Hasło zostało zmienione; pozostałe sesje tego konta zostały wylogowane",
    en: "Password changed; the account's other sessions were signed out",
  },
  opinionReplySent: { pl: "Wysłano odpowiedź push na opinię", en: "Opinion reply push sent" },
  imdfImported: { pl: "Zaimportowano archiwum IMDF", en: "IMDF archive imported" },
  deviceRegistered: {
    pl: "Urządzenie zostało zarejestrowane do powiadomień push",
    en: "Device registered for push notifications",
  },
  sosReported: { pl: "Zgłoszenie SOS zostało przyjęte", en: "SOS report received" },
  opinionSent: { pl: "Dziękujemy za opinię", en: "Thank you for your opinion" },
  passwordResetSent: {
    pl: "Jeśli istnieje konto z tym adresem, wysłaliśmy na niego link do ustawienia nowego hasła",
    en: "If an account with this address exists, a link to set a new password has been sent to it",
  },
  deliveryRetried: { pl: "Ponowiono wysyłkę", en: "Delivery retried" },
} as const;

export type MessageKey = keyof typeof messages;

export const message = (key: MessageKey, lang: Lang) => messages[key][lang];
