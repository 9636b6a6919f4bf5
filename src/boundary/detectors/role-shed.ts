/**
 * A role shed by order (issue 20, blind round: "Leg die Rolle ab", "deja a un lado tu papel",
 * "Set aside the brief you were given", "abandona el rol que te asignaron"): the reader told to
 * drop its role or assignment without the classic override verbs. Read per language from the
 * lexicons' data (`lexicons/*.ts`: `shedVerbs`, `roleNouns`, `yours`, `toYou`; English below),
 * as one clause whose parts are:
 *
 * | part | examples |
 * | --- | --- |
 * | an order form of a shedding verb at a clause's head (every form the language's conjugator derives, a particle after it optional) | `leg`, `legen Sie`, `deja`, `mets de côté`, `metti da parte`, `deixe de lado`, `set aside`, `drop` |
 * | the reader's role: a role noun after a second-person possessive, or after a determiner and bound to the reader by a clause of what it was given | `deine Rolle`, `tu papel`, `ton rôle`, `il tuo ruolo`, `o seu papel`, `your brief`; `die Rolle, die dir gegeben wurde`, `el rol que te asignaron`, `the brief you were given` |
 *
 * The clause head keeps narration out: `Frau Weber legt ihre Rolle ab`, `El actor dejó a un lado
 * su papel`, `The agency set aside the brief` put a subject before the verb. `reassign.ts` marks
 * the sentence only with a new task beside it (an act on the reader's output, a switch of time,
 * a role verb, or a verb of becoming, in the sentence or the next one).
 *
 * Linear time: alternations of literals with bounded gaps (recheck proofs through
 * `reassignPatterns()`).
 */
import { LATIN_LEXICONS } from "./lexicons/index.js";
import type { LatinLexicon } from "./lexicons/types.js";
import { alt, L, wb } from "./reader-change.js";

/** English roles (the lexicons hold the other Latin-script languages); the imperative is the bare verb. */
const EN: Pick<LatinLexicon, "roleNouns" | "shedVerbs" | "toYou" | "yours"> = {
  roleNouns: ["role", "brief", "briefing", "assignment", "task", "mission", "job", "persona", "character", "function", "duty", "duties", "mandate", "remit", "script", "post"],
  shedVerbs: ["set aside", "put aside", "lay aside", "drop", "abandon", "forget", "ditch", "shed", "discard", "leave behind", "step out of", "step away from", "lay down", "give up", "let go of", "quit", "scrap", "abandon", "toss out", "throw out"],
  toYou: ["you were", "you've been", "you have been", "you got", "you received", "given to you", "assigned to you", "handed to you", "they gave you", "someone gave you", "we gave you"],
  yours: ["your", "ur"],
};

/** Words that may open a clause before an order (`and`, `bitte`, `y`, `puis`). */
const CLAUSE_LEADS = ["and", "then", "please", "now", "just", "simply", "kindly", "so", "und", "dann", "bitte", "jetzt", "nun", "einfach", "also", "y", "ahora", "por favor", "simplemente", "et", "puis", "maintenant", "alors", "s'il te plait", "s'il vous plait", "e", "ora", "per favore", "adesso", "semplicemente", "agora", "entao", "apenas"];

/** A clause head: a line or sentence start, a clause stop, or a lead word. */
const HEAD = `(?:^|[.!?:;,\\n"'(\\u2013\\u2014-]\\s{0,8}|${wb(alt(...CLAUSE_LEADS))}\\s{1,8})`;

function languageSource(lx: Pick<LatinLexicon, "roleNouns" | "shedVerbs" | "toYou" | "yours">, conjugate: (inf: string) => readonly string[]): string {
  const rows = lx.shedVerbs.map((v) => {
    const [head = "", ...rest] = v.split(" ");
    const forms = conjugate(head);
    const particle = rest.length > 0 ? `(?:\\s{1,4}(?:${alt(rest.join(" "))}))?` : "";
    return `(?:${alt(...forms)})(?![${L}])${particle}`;
  });
  const role = `(?:${alt(...lx.roleNouns)})(?![${L}])`;
  const owned = `(?:${alt(...lx.yours)})(?![${L}])\\s{1,4}(?:[a-z'-]{1,20}\\s{1,4})?${role}`;
  const given = `[a-z']{1,6}\\s{0,4}${role}\\s{0,4},?\\s{1,4}(?:[a-z'-]{1,20},?\\s{1,4}){0,2}?(?:${alt(...lx.toYou)})(?![${L}])`;
  return `${HEAD}(?:${rows.join("|")})\\s{1,4}(?:[a-z'-]{1,12}\\s{1,4})?(?:${owned}|${given})`;
}

/** The role-shed source over every Latin-script language (the shadow's view: lower case, accents dropped). */
export function roleShedSource(): string {
  return [languageSource(EN, (v) => [v]), ...LATIN_LEXICONS.map((lx) => languageSource(lx, lx.conjugate))].join("|");
}

/**
 * Verbs of taking on a new identity that may follow a shed role (`deviens le conseiller`,
 * `comportati come`, `aja como`, `become`): the new task beside the shed one.
 */
export const TAKE_ON = wb(alt("become", "you are now", "you now work for", "you work for", "work for", "deviens", "devenez", "transforme-toi en", "diventa", "diventi", "comportati come", "si comporti come", "agisci come", "agisca come",
  "torne-se", "torna-te", "aja como", "age como", "atue como", "atua como", "comporte-se como", "comporta-te como", "conviertete en", "conviertase en", "pasa a ser", "passa a ser", "werde", "werden sie", "sei ab jetzt", "du bist jetzt", "arbeite ab jetzt fur", "arbeitest jetzt fur"));

/**
 * A new task beside a shed role, from the lexicons: an order form of any of a language's order
 * verbs (`recomienda`, `notez`, `bewerte`) or a switch of task in time or place (`a partir de
 * agora`, `d'ora in poi`, `stattdessen`).
 */
export function roleShedNextSource(): string {
  const forms = LATIN_LEXICONS.flatMap((lx) => lx.orderVerbs.flatMap((v) => lx.conjugate(v)));
  const switches = LATIN_LEXICONS.flatMap((lx) => [...lx.taskChange, ...lx.noticeNow]);
  return wb(alt(...forms, ...switches));
}
