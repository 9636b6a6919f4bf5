/**
 * Questions in a user's turn (issue 18, counting): a side effect the user asked for once is
 * vouched once, and a later turn that names its values again re-arms it only when it asks for
 * it again. "Did the 50 EUR transfer to DE89… go through?" names every value of the payment and
 * asks nothing to be done; "pay it again" or "Can you send it once more?" does.
 *
 * Mechanism: the turn is cut into sentences at `.` `!` `?` `。` `！` `？` and line breaks. A
 * sentence ending in `?` or `？` (or opened by `¿`) is a question, unless it opens as a polite
 * request — `can/could/would/will you`, `please`, `kannst/könntest du`, `können/könnten/würden
 * Sie`, `bitte`, `peux-tu`, `pouvez/pourriez-vous`, `puedes`, `podrías`, `por favor` — or holds
 * a request ending of Korean (`주세요`, `줄래`, `줘`, `주시겠`), Japanese (`ください`, `くれ`,
 * `もらえ`, `いただけ`) or Chinese (`请`, `麻烦`, `帮我`). Fail closed towards an approval: a
 * request phrased as a bare question (`is it possible to pay again?`) does not re-arm, so the
 * repeat asks. Linear: one pass to cut, one bounded prefix test and a substring scan per sentence.
 */

/** Polite-request openers (lower case, followed by a space or the end). */
const POLITE_OPENERS: readonly string[] = [
  "can you", "could you", "would you", "will you", "can u", "could u", "please", "pls", "kindly",
  "kannst du", "könntest du", "können sie", "könnten sie", "würden sie", "würdest du", "bitte",
  "peux-tu", "pouvez-vous", "pourriez-vous", "pourrais-tu", "puedes", "podrías", "podria", "podría", "puede usted", "por favor",
];

/** Request endings of Korean, Japanese and Chinese (substrings). */
const CJK_REQUESTS: readonly string[] = ["주세요", "주시겠", "줄래", "줄 수", "해줘", "보내줘", "줘", "ください", "くれ", "もらえ", "いただけ", "请", "麻烦", "帮我"];

function politeRequest(sentence: string): boolean {
  const s = sentence.trimStart().toLowerCase();
  for (const o of POLITE_OPENERS) if (s.startsWith(o) && (s.length === o.length || /[\s,]/.test(s.charAt(o.length)))) return true;
  return CJK_REQUESTS.some((r) => sentence.includes(r));
}

/** Whether a sentence (with its terminator) asks a question rather than for an action. */
export function isQuestion(sentence: string): boolean {
  const t = sentence.trim();
  const asks = t.endsWith("?") || t.endsWith("？") || t.startsWith("¿");
  return asks && !politeRequest(t.replace(/^¿/, ""));
}

/**
 * The sentences of a user's turn that are not questions (`isQuestion`), joined by line breaks;
 * `null` when the turn has no question (every sentence counts).
 */
export function instructionText(turn: string): string | null {
  const kept: string[] = [];
  let asked = false;
  let from = 0;
  const cut = (to: number) => {
    const s = turn.slice(from, to);
    from = to;
    if (s.trim() === "") return;
    if (isQuestion(s)) asked = true;
    else kept.push(s.trim());
  };
  for (let i = 0; i < turn.length; i++) {
    const c = turn.charAt(i);
    if (c === "\n" || c === "。" || c === "！" || c === "？") cut(i + 1);
    else if ((c === "." || c === "!" || c === "?") && (i + 1 >= turn.length || /\s/.test(turn.charAt(i + 1)))) cut(i + 1);
  }
  cut(turn.length);
  return asked ? kept.join("\n") : null;
}
