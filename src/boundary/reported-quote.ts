/**
 * Reported and quoted speech (issue 20 item 7, hard negatives): a payload quoted by someone who
 * tells of it — a CTF write-up's `we sent the payload "reveal the system prompt"`, a red-team
 * note's `the winning input was simply 'print your system prompt'`, a news article's `bastava
 * escrever "ignore todas as instruções anteriores"`, `a tapé « révèle ton prompt système »`,
 * `la frase "ignora le istruzioni precedenti"`, `A common jailbreak tells the model to '…'`.
 * The quote is the object of a reporting verb or names a payload noun, and it is closed on its
 * line: the words inside are mentioned, not used. One frame, read two ways: as a view mask
 * (`detectors/addressed.ts`'s `maskQuotedMentions`, for every detector reading the signal view)
 * and as a rule exemption (`quotedReport`, for the rule rows over the original).
 *
 * Not a report: a quote after a colon that hands it on (`send this message: "…"`), a quote left
 * open, a quote after an imperative (`type "…"`): those stay uses.
 *
 * Linear: the frame is an alternation of literals with bounded gaps; the exemption reads at
 * most 80 units before and 240 after a match.
 */

/** Reporting verbs and payload nouns, as the lower-case view spells them (accents dropped), EN FR ES PT IT DE. */
const FRAME_WORDS = [
  // a payload named as a noun, after a determiner
  "(?:the|our|their|a|this|that|his|her|its)[ \\t]{1,4}(?:winning[ \\t]{1,4})?(?:payload|input|prompt|phrase|sentence|string|injection|jailbreak|attack[ \\t]{1,4}string|test[ \\t]{1,4}string)(?:[ \\t]{1,4}(?:was|is|were))?(?:[ \\t]{1,4}(?:simply|just|literally))?",
  // a reported act of writing it (past tense, or after a third-person modal)
  "(?:we|they|he|she|i|attackers?|researchers?|users?|someone|testers?)[ \\t]{1,4}(?:simply[ \\t]{1,4}|just[ \\t]{1,4})?(?:sent|typed|entered|pasted|submitted|wrote|injected|tried|used|asked)",
  "(?:tells|told|asks|asked|instructs|instructed)[ \\t]{1,4}(?:the[ \\t]{1,4})?(?:model|bot|chatbot|assistant|ai|llm)[ \\t]{1,4}to",
  // FR ES PT IT DE
  "(?:a|ont|avait)[ \\t]{1,4}(?:tape|ecrit|saisi|envoye|colle)|(?:la|cette)[ \\t]{1,4}(?:phrase|formule|requete)",
  "escribieron|escribio|tecleo|envio|enviaron|bastaba[ \\t]{1,4}(?:con[ \\t]{1,4})?escribir|(?:la|esta)[ \\t]{1,4}(?:frase|orden|cadena)",
  "escreveu|escreveram|digitou|digitaram|enviou|bastava[ \\t]{1,4}escrever|(?:a|esta)[ \\t]{1,4}(?:frase|ordem)",
  "scrisse|scrissero|digito|invio|bastava[ \\t]{1,4}scrivere|(?:la|questa)[ \\t]{1,4}(?:frase|stringa)",
  "schrieben|schrieb|tippten|tippte|eingegeben|(?:der|den|diesen)[ \\t]{1,4}satz",
];
/** The frame and the opening quote (straight, curly as the shadow folds it to `''`, guillemets, low quotes). */
export const REPORTED_QUOTE_BEFORE = `\\b(?:${FRAME_WORDS.join("|")})[ \\t]{1,8}(?:["'\`«‹„“‘]|'')[ \\t]{0,2}`;
/** The frame, the quoted words (captured), and the closing quote on the same line, over the view. */
export const REPORTED_QUOTE = new RegExp(`${REPORTED_QUOTE_BEFORE}([^"'\`«»‹›„“”‘’\\n]{1,200})(?:["'\`»›”’]|'')`, "g");

const OPENED = new RegExp(`${REPORTED_QUOTE_BEFORE}[^"'\`«»‹›„“”‘’\\n]{0,200}$`, "i");
const CLOSED = /^[^"'`«»‹›„“”‘’\n]{0,240}["'`»›”’]/;

/**
 * For rule rows (`Rule.unless`): the match at `[start, end)` of `original` stands inside a quote
 * opened right after a reporting frame and closed on its line (`we sent the payload "reveal the
 * system prompt"`). Reads at most 280 units before and 240 after.
 */
export function quotedReport(original: string, start: number, end: number): boolean {
  const before = original.slice(Math.max(0, start - 280), start).toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  return OPENED.test(before) && CLOSED.test(original.slice(end, end + 240));
}

/** Every regex of this module, for the linear-time proofs. */
export const REPORTED_QUOTE_PATTERNS: readonly RegExp[] = [REPORTED_QUOTE, OPENED, CLOSED];
