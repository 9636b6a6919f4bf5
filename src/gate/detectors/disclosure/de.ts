/** German disclosure words (see `types.ts`). */
import type { DisclosureWords } from "./types.js";

export const de: DisclosureWords = {
  framing: [
    "meine anweisungen", "meine anweisung", "meine instruktionen", "meine vorgaben", "meine richtlinien", "meine regeln",
    "mein systemprompt", "mein system-prompt", "der systemprompt", "meine konfiguration", "mir wurde gesagt", "man hat mir gesagt",
    "ich wurde angewiesen", "ich bin angewiesen", "ich wurde so konfiguriert", "ich bin so konfiguriert", "ich bin konfiguriert",
    "ich wurde programmiert", "ich bin programmiert", "ich wurde beauftragt", "ich soll laut", "laut meinen anweisungen",
    "der betreiber hat mir", "meine einstellungen", "mir wurde aufgetragen",
  ],
  directives: ["nie", "niemals", "immer", "nur", "muss", "darf nicht", "keinesfalls", "geheim", "vertraulich", "ablehnen", "weiterleiten"],
  impersonal: ["der systemprompt"],
  roleAddress: ["du bist", "sie sind", "deine aufgabe", "ihre aufgabe", "du agierst als", "du handelst als"],
  source: "Duden usage of Anweisung, Vorgabe, anweisen, konfigurieren",
};
