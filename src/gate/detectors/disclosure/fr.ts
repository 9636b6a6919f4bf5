/** French disclosure words (see `types.ts`). */
import type { DisclosureWords } from "./types.js";

export const fr: DisclosureWords = {
  framing: [
    "mes consignes", "mes instructions", "mes directives", "mes regles", "mon prompt", "mon prompt systeme", "le prompt systeme",
    "ma configuration", "on m'a dit", "on m'a demande", "on m'a indique", "il m'a ete demande", "il m'est demande",
    "j'ai ete configure", "je suis configure", "j'ai ete programme", "je suis programme", "j'ai pour consigne",
    "selon mes consignes", "l'operateur m'a", "mes parametres",
  ],
  directives: ["jamais", "toujours", "seulement", "uniquement", "je dois", "ne dois pas", "interdit", "secret", "confidentiel", "refuser", "transmettre"],
  impersonal: ["le prompt systeme"],
  roleAddress: ["tu es", "vous etes", "ton role est", "votre role est", "ta mission", "votre mission"],
  source: "Le Robert usage of consigne, instruction, configurer",
};
