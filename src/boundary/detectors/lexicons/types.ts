/**
 * The shape of one Latin-script language's lexicon for the boundary's detectors (issue 20,
 * blind round: plain Spanish, Italian and Portuguese prose, and German / French parity). A
 * lexicon holds roles, not phrases: nouns of the reader's instructions, override verbs in every
 * form an order takes (imperative of each person, negative imperative, subjunctive, infinitive
 * as an order), vocatives for an AI reader, AI and system nouns that can be the third-person
 * subject of an obligation, and the modals of that obligation. The detectors combine the roles
 * by their own logic (`signals-latin.ts` for the signal sum, `tool-order-third.ts` for a
 * system ordered to move data, `notice.ts` for notices). Every word is written as the shadow
 * reads it: lower case, accents dropped, `’` folded to `'`.
 */

/** One language's roles (all lists of literal words as the shadow reads them, unless marked). */
export interface LatinLexicon {
  /** ISO 639-1 code. */
  readonly lang: string;
  /** Common function words of the language (`que`, `los`, `della`): a view holding none of them (nor the lexicon's nouns) is not read in this language. */
  readonly markers: readonly string[];
  /** Nouns that name an AI reader and nothing else (`ia`, `modelo de lenguaje`, `chatbot`). */
  readonly aiNouns: readonly string[];
  /** Nouns that name an AI reader or a person or product (`asistente`, `agente`, `modelo`): need a reading clause or a document. */
  readonly readerNouns: readonly string[];
  /** Nouns of software systems (`sistema`, `plataforma`, `ats`): the subject of a tool order only with a destination. */
  readonly systemNouns: readonly string[];
  /** Determiners and prepositions that may stand before a reader noun (`el`, `la`, `al`, `para el`, `all'`). */
  readonly determiners: readonly string[];
  /** Words that open a note to a reader (`nota para`, `querido`, `atencion`). */
  readonly vocativeLeads: readonly string[];
  /** A relative clause of reading (regex source: `que (?:esta )?(?:lee|lea|leyendo…)`). */
  readonly readingClause: string;
  /** The text naming itself (`este correo`, `esta pagina`, `esto`). */
  readonly thisText: readonly string[];
  /** `if you are reading` (`si estas leyendo`, `se stai leggendo`): beside a reader noun, an address. */
  readonly ifReading: readonly string[];
  /** `if you are` (`si eres`, `se sei`, `se voce e`): then an AI noun. */
  readonly ifYouAre: readonly string[];
  /** Verbs of an order to the reader (infinitives; the language's `conjugate` gives every form). */
  readonly orderVerbs: readonly string[];
  /** Verbs of overriding (ignore, forget, discard), infinitives. */
  readonly overrideVerbs: readonly string[];
  /** Negated verbs of following, every form (`no sigas`, `deja de seguir`, `non seguire piu`). */
  readonly notFollow: readonly string[];
  /** Every form an order takes of an infinitive (imperative of each person, subjunctive, infinitive, gerund). */
  readonly conjugate: (infinitive: string) => readonly string[];
  /** Clitic endings an imperative or infinitive may carry (regex source, optional). */
  readonly clitics: string;
  /** The reader's second-person obligation (`debes`, `tienes que`, `devi`, `voce deve`). */
  readonly youMust: readonly string[];
  /** Third-person modals of obligation (`debe`, `deberá`, `tiene que`, `deve`, `soll`). */
  readonly modals: readonly string[];
  /** A switch of task in time or in place (`a partir de ahora`, `en su lugar`, `ya no`). */
  readonly taskChange: readonly string[];
  /** Second-person possessives (`tus`, `tu`, `tue`, `suas`). */
  readonly yours: readonly string[];
  /** Nouns of the reader's instructions (`instrucciones`, `reglas`, `indicaciones`, `prompt`). */
  readonly instructionNouns: readonly string[];
  /** Adjectives of earlier instructions (`anteriores`, `previas`, `originales`). */
  readonly earlierAdjectives: readonly string[];
  /** Relative clauses of received instructions (`que recibiste`, `que te dieron`). */
  readonly received: readonly string[];
  /** What the reader was told as a whole (`todo lo anterior`, `lo que te dijeron`). */
  readonly everything: readonly string[];
  /** Predicates declaring instructions void (`quedan anuladas`, `ya no son validas`, `non valgono piu`). */
  readonly voidPredicates: readonly string[];
  /** Adjectives of the real task (`verdadera`, `unica`, `nueva`) and task nouns (`tarea`, `mision`). */
  readonly realAdjectives: readonly string[];
  readonly taskNouns: readonly string[];
  /** Precedence predicates (`prevalecen sobre`, `hanno la precedenza su`). */
  readonly outranks: readonly string[];
  /** The reader's principals (`operador`, `desarrollador`, `sistema`): never a topic. */
  readonly principals: readonly string[];
  /** Complete phrases of a claimed authority (`en nombre del desarrollador`, `modo desarrollador activado`). */
  readonly authority: readonly string[];
  /** Requests to hide the act (`sin decirselo al usuario`, `di nascosto`). */
  readonly secrecy: readonly string[];
  /** Verbs of sending or disclosing, infinitives. */
  readonly sendVerbs: readonly string[];
  /** Verbs of calling a tool, infinitives (`llamar a`, `ejecutar`, `chiamare`, `aufrufen`). */
  readonly callVerbs: readonly string[];
  /** Data of the user or the reader's secrets (`contrasena`, `historial de la conversacion`, `datos de los clientes`). */
  readonly dataNouns: readonly string[];
  /** Verbs of granting money or access, infinitives, and what they grant. */
  readonly grantVerbs: readonly string[];
  readonly grantObjects: readonly string[];
  /** Words that shape the reply (`tu respuesta`, `responde solo con`). */
  readonly response: readonly string[];
  /** Notice framing and effective-now words (`aviso`, `con efecto inmediato`). */
  readonly noticeFrame: readonly string[];
  readonly noticeNow: readonly string[];
  /** Words of a text talking about such orders (`por ejemplo`, `deteccion`, `ataque`). */
  readonly mention: readonly string[];
  /** Prepositions that scope instructions to a topic (`sobre`, `de la`, `della`): then no override of the reader. */
  readonly topicPrepositions: readonly string[];
  /** Words that mark a destination-free blanket object (`todos`, `copia`, `completo`). */
  readonly blanket: readonly string[];
  /** Nouns of the reader's role or assignment (`papel`, `rol`, `cometido`, `Rolle`, `Auftrag`, `ruolo`): what a shedding order takes off. */
  readonly roleNouns: readonly string[];
  /** Verbs of shedding or setting aside, infinitives; a particle after a space travels with them (`dejar a un lado`, `legen ab`, `mettre de cote`). */
  readonly shedVerbs: readonly string[];
  /** Heads of a clause of what the reader was given (`que te`, `qu'on t'a`, `die dir`, `che ti`): binds a role noun to the reader. */
  readonly toYou: readonly string[];
  /** Third-person present forms of calling or running (`fuhrt`, `ruft`, `ejecuta`, `esegue`): a tool order with an AI or system subject. */
  readonly callThird: readonly string[];
  /** Words of doing it now (`jetzt`, `sofort`, `ahora`, `immediatement`): a present tense read as an order. */
  readonly nowWords: readonly string[];
  /** Prepositions (with an article or quantifier) that address a notice to a reader (`an alle`, `para los`, `a l'attention des`, `per gli`). */
  readonly toPrepositions: readonly string[];
  /** The plural of a noun's head word (`asistente` → `asistentes`, `assistente` → `assistenti`, `ki-system` → `ki-systeme`). */
  readonly plural: (noun: string) => readonly string[];
}

/** Word bounds that know accented Latin letters (the shadow drops accents; ß and others remain). */
export const LETTER = "a-z0-9\\u00df-\\u024f";

/** Literal words, longest first, regex-escaped, a space read as a bounded run of white space. */
export const words = (ws: readonly string[]): string =>
  [...new Set(ws)].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s{1,4}").replace(/'/g, "'\\s{0,2}")).join("|");

/** A body bounded by non-letters on both sides. */
export const bounded = (body: string): string => `(?<![${LETTER}])(?:${body})(?![${LETTER}])`;

/** Up to `n` words of a sentence between two parts (bounded: linear time). */
export const wordGap = (n: number): string => `(?:[^\\s.!?;:]{1,24}\\s{1,4}){0,${n}}`;
