/** Spanish disclosure words (see `types.ts`). */
import type { DisclosureWords } from "./types.js";

export const es: DisclosureWords = {
  framing: [
    "mis instrucciones", "mis indicaciones", "mis directrices", "mis reglas", "mi prompt", "el prompt del sistema", "mi configuracion",
    "me dijeron", "me indicaron", "me han indicado", "me han dicho", "me pidieron", "estoy configurado", "estoy configurada",
    "fui configurado", "fui configurada", "estoy programado", "estoy programada", "fui programado", "segun mis instrucciones",
    "el operador me",
  ],
  directives: ["nunca", "jamas", "siempre", "solo", "solamente", "debo", "no debo", "prohibido", "secreto", "confidencial", "rechazar", "derivar"],
  impersonal: ["el prompt del sistema"],
  roleAddress: ["eres", "usted es", "tu funcion es", "tu tarea es", "tu mision es", "actua como"],
  source: "RAE, Diccionario de la lengua española: instrucción, indicación, configurar",
};
