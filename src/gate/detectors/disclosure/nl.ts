/** Dutch disclosure words (see `types.ts`). */
import type { DisclosureWords } from "./types.js";

export const nl: DisclosureWords = {
  framing: [
    "mijn instructies", "mijn richtlijnen", "mijn regels", "mijn systeemprompt", "mijn configuratie", "mij is gezegd",
    "mij is opgedragen", "ik ben geinstrueerd", "ik ben geconfigureerd", "ik ben geprogrammeerd", "volgens mijn instructies",
  ],
  directives: ["nooit", "altijd", "alleen", "moet", "mag niet", "verboden", "geheim", "vertrouwelijk", "weigeren", "doorsturen"],
  roleAddress: ["je bent", "jij bent", "u bent", "jouw taak", "je taak", "jouw rol"],
  source: "Van Dale: instructie, richtlijn, configureren",
};
