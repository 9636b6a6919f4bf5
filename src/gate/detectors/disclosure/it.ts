/** Italian disclosure words (see `types.ts`). */
import type { DisclosureWords } from "./types.js";

export const it: DisclosureWords = {
  framing: [
    "le mie istruzioni", "mie istruzioni", "le mie direttive", "le mie regole", "il mio prompt", "il prompt di sistema",
    "la mia configurazione", "mi e stato detto", "mi hanno detto", "sono stato istruito", "sono stata istruita",
    "sono configurato", "sono configurata", "sono programmato", "sono programmata", "secondo le mie istruzioni",
  ],
  directives: ["mai", "sempre", "solo", "soltanto", "devo", "non devo", "vietato", "segreto", "riservato", "rifiutare", "inoltrare"],
  impersonal: ["il prompt di sistema"],
  roleAddress: ["sei", "lei e", "il tuo compito", "il tuo ruolo", "agisci come"],
  source: "Treccani: istruzione, direttiva, configurare",
};
