/** Portuguese disclosure words (see `types.ts`). */
import type { DisclosureWords } from "./types.js";

export const pt: DisclosureWords = {
  framing: [
    "minhas instrucoes", "minhas diretrizes", "minhas regras", "meu prompt", "o prompt do sistema", "minha configuracao",
    "me disseram", "fui instruido", "fui instruida", "estou configurado", "estou configurada", "fui configurado", "fui programado",
    "fui programada", "segundo minhas instrucoes",
  ],
  directives: ["nunca", "jamais", "sempre", "apenas", "somente", "devo", "nao devo", "proibido", "sigiloso", "confidencial", "recusar", "encaminhar"],
  impersonal: ["o prompt do sistema"],
  roleAddress: ["voce e", "tu es", "sua funcao e", "sua tarefa e", "seu papel e", "aja como"],
  source: "Priberam: instrução, diretriz, configurar",
};
