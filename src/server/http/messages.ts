/** Success messages of spec §8, in both languages. */
import type { Lang } from "../../shared/area-spec.ts";

const messages = {
  added: { pl: "Rekord został dodany", en: "Record added" },
  edited: { pl: "Rekord został zmieniony", en: "Record edited" },
  removed: { pl: "Rekord został usunięty", en: "Record removed" },
  sosPushSent: { pl: "Wysłano powiadomienie push SOS", en: "SOS push sent" },
  passwordReset: { pl: "Hasło zostało zmienione", en: "Password reset" },
  passwordChanged: {
    pl: "Hasło zostało zmienione; pozostałe sesje tego konta zostały wylogowane",
    en: "Password changed; the account's other sessions were signed out",
  },
  opinionReplySent: { pl: "Wysłano odpowiedź push na opinię", en: "Opinion reply push sent" },
  imdfImported: { pl: "Zaimportowano archiwum IMDF", en: "IMDF archive imported" },
} as const;

export type MessageKey = keyof typeof messages;

export const message = (key: MessageKey, lang: Lang) => messages[key][lang];
