/**
 * Three kinds of order to an AI reader read as conjunctions of closed word classes
 * (`lexicons/order-words.ts`, one row per language; issue 20, blind round: notices,
 * paraphrased overrides and tool orders passed in Russian, Dutch, Polish, Turkish and Swedish).
 * The classes, not phrases, carry each language; each kind is the same structure everywhere:
 *
 * | kind | structure | unit |
 * | --- | --- | --- |
 * | notice | an announcement head + an AI reader addressed (a preposition before an AI noun, a Turkish dative or `için` after it, or the AI noun opening a clause as the subject of an obligation, never `our` AI nor a passive) + rule-setting (an obligation or an effective-now / new-rule phrase) | paragraph |
 * | reassignment | `your` + `real` + task noun + a present copula or dash, never a future (a job ad's "your real task will be"); `consider` + `reassigned`; `rules` + precedence + a principal | sentence |
 * | tool order | an AI vocative opening the clause + an imperative call verb + a tool noun or a code identifier | sentence |
 *
 * Read on the original text, one unit at a time, folded as the table is written (`foldClosed`:
 * lower case, accents dropped), so Cyrillic stays Cyrillic (the shadow folds its look-alike
 * letters to Latin); a unit's span is its bounds in the original, so no offset map is needed.
 * Linear time: units are found by one scan, each class regex is a bounded alternation of
 * literals, gaps are bounded, a unit is at most `MAX_UNIT` units long.
 */
import { STRUCTURAL_WORDS } from "./lexicons/structural-words.js";
import { ORDER_WORDS, type OrderWords } from "./lexicons/order-words.js";
import { foldClosed } from "./closed-class.js";
import { LATIN_GROUP_WORDS } from "./human-addressee.js";
import { lazyList, once } from "../../core/lazy.js";

/** A span `[start, end)` of the original text. */
export type OrderSpan = readonly [number, number];

/** Longest unit read at once (a longer paragraph or sentence is read as windows). */
const MAX_UNIT = 1_500;

const NL = "(?<![\\p{L}\\p{M}\\p{N}])";
const NR = "(?![\\p{L}\\p{M}\\p{N}])";
const escape = (w: string): string => w.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
/** One table term as a regex source: words joined by bounded blanks, a `*` word a stem (up to 14 more letters), `-` also read as a blank. */
function term(w: string): string {
  return foldClosed(w)
    .split(" ")
    .map((t) => (t.endsWith("*") ? `${escape(t.slice(0, -1))}\\p{L}{0,14}` : `${escape(t)}${NR}`).replace(/-/g, "[\\s-]{0,2}").replace(/'/g, "'\\s{0,2}"))
    .join("\\s{1,4}");
}
/**
 * A class of every language as one bounded alternation, letter-bounded on the left: its
 * phrases (longest first), then its one-word whole words under one right bound, then its
 * one-word stems under one ending. The right bound and the ending are written once per class,
 * not once per word: a Unicode class repeated for each of hundreds of words made the classes
 * cost ~0.8 s to compile on a scanner's first text.
 */
function classSource(words: readonly string[]): string {
  const all = [...new Set(words.filter((w) => w.trim() !== "").map((w) => foldClosed(w)))].sort((a, b) => b.length - a.length);
  if (all.length === 0) return "(?!)";
  const piece = (t: string): string => escape(t).replace(/-/g, "[\\s-]{0,2}").replace(/'/g, "'\\s{0,2}");
  const single = all.filter((w) => !w.includes(" "));
  const wholes = single.filter((w) => !w.endsWith("*")).map(piece);
  const stems = single.filter((w) => w.endsWith("*")).map((w) => piece(w.slice(0, -1)));
  const parts = [
    ...all.filter((w) => w.includes(" ")).map(term),
    ...(wholes.length > 0 ? [`(?:${wholes.join("|")})${NR}`] : []),
    ...(stems.length > 0 ? [`(?:${stems.join("|")})\\p{L}{0,14}`] : []),
  ];
  return `${NL}(?:${parts.join("|")})`;
}
const pick = (part: keyof OrderWords): string[] => Object.values(ORDER_WORDS).flatMap((l) => (l[part] ?? []) as readonly string[]);
const src = (part: keyof OrderWords): string => classSource(pick(part));

/** The AI reader: the structural table's `ai` class (Latin and Cyrillic rows) and the order table's own (built on first need, as every class below: compiling them cost ~0.5 s of the import; issue 22, cold start). */
const aiSource = once(() => classSource([...Object.entries(STRUCTURAL_WORDS).filter(([l]) => !["ko", "ja", "zh"].includes(l)).flatMap(([, w]) => w.ai), ...pick("ai")]));
/** Up to `n` words between two parts of a clause. */
const gap = (n: number): string => `(?:[^\\s.!?;:]{1,24}\\s{1,4}){0,${n}}`;
/** A clause's head: a unit start, or punctuation or markup before the word. */
const HEAD = "(?:^|[>\"'|(\\[{:*•\\-–—,;.!?]\\s{0,4}|\\s{2,8})";

const RE = (s: string): RegExp => new RegExp(s, "u");

// ------------------------------------------------------------------ notices
/** A class of one language (no left bound: it follows a bounded blank), `(?!)` when empty. */
const inner = (words: readonly string[] | undefined): string => (words === undefined || words.filter((w) => w.trim() !== "").length === 0 ? "(?!)" : classSource(words).slice(NL.length));
/** The AI nouns every language borrows (`для AI-ассистента`, `voor de LLM`). */
const BORROWED_AI = ["ai", "llm", "gpt*", "chatbot*"];
/** One language's AI reader nouns: its rows of the structural and the order tables, and the borrowed ones. */
const aiOf = (lang: string): readonly string[] => [...(STRUCTURAL_WORDS[lang]?.ai ?? []), ...(ORDER_WORDS[lang]?.ai ?? []), ...BORROWED_AI];
/**
 * Nouns after an AI noun that make it a modifier (`assistant manager`, `AI team`,
 * `Assistentin der Geschäftsführung`): every language's titles and the human-group nouns
 * (`human-addressee.ts`).
 */
const modified = (): string => `(?!\\s{1,4}(?:${inner([...pick("title"), ...LATIN_GROUP_WORDS])}))`;
/**
 * Where an addressing phrase attaches (the AI reader is the notice's addressee only there): a
 * clause's head (`Für die KI: …`, `(yapay zeka için)`), or right after the announcement head,
 * up to two words between (`Обновление политики для ИИ`, `Note de service à l'intention de`).
 */
const attach = (): string => `(?:${HEAD}|(?:${src("notice")})(?:\\s{1,4}[^\\s.!?;:,]{1,24}){0,2}\\s{1,4}[(\\[]?\\s{0,2})`;
/**
 * An AI reader addressed by a preposition (`для ИИ-ассистентов`, `voor de assistent`, `dla
 * asystenta AI`, `till AI-assistenten`), read per language: the preposition, its determiners
 * and the AI noun of one language (with the borrowed ones), so one language's preposition is
 * not read before another's noun (Italian `ai` "to the" before English `assistants`). Elsewhere
 * in a clause the phrase is a complement, the AI an object (`access to AI assistants`).
 */
const toAiSource = (): string =>
  `${attach()}(?:${Object.entries(ORDER_WORDS)
    .filter(([, l]) => (l.to ?? []).length > 0)
    .map(([lang, l]) => `(?:${inner(l.to)})\\s{0,4}(?:(?:${inner(l.det)})\\s{0,4}){0,2}(?:${classSource(aiOf(lang))})`)
    .join("|")})${modified()}`;
/**
 * An AI reader addressed by a case ending or a postposition, in the languages that have them
 * (`asistanına`, `yapay zeka için`): that language's AI nouns only, attached as a preposition
 * phrase is (a clause's head or the announcement head before it), or before the head
 * (`Sohbet botlarına bildirim`, `Sohbet botu için politika değişikliği`).
 */
const addressedAfter = (): string => Object.entries(ORDER_WORDS)
  .filter(([, l]) => (l.dative ?? []).length > 0 || (l.toAfter ?? []).length > 0)
  .map(([lang, l]) => {
    const dative = (l.dative ?? []).length > 0 ? `(?<=\\p{L}(?:${(l.dative ?? []).map(escape).join("|")}))${NR}` : "(?!)";
    return `(?:${classSource(aiOf(lang))})(?:${dative}|\\s{1,4}(?:${inner(l.toAfter)}))`;
  })
  .join("|");
const deontic = (): string => `(?:${src("deontic")}|\\p{L}{2,24}(?:${pick("deonticEnds").map(escape).join("|")})${NR})`;
/** The notice reader's regexes, compiled on its first paragraph (issue 22, cold start). */
const noticeRegexes = once(() => {
  const AI = aiSource();
  const DEONTIC = deontic();
  const ADDRESSED_AFTER = addressedAfter();
  return {
    NOTICE_HEAD: RE(src("notice")),
    TO_AI: RE(toAiSource()),
    AI_ADDRESSED_AFTER: RE(ADDRESSED_AFTER === "" ? "(?!)" : `${attach()}(?:${ADDRESSED_AFTER})|(?:${ADDRESSED_AFTER})(?:\\s{1,4}[^\\s.!?;:,]{1,24}){0,2}?\\s{1,4}(?:${src("notice")})`),
    /** The AI reader opening a clause as the subject of an obligation (`Асистент musi …`, `asistan … göstermemelidir`). */
    AI_SUBJECT: RE(`${HEAD}(?:(?:${src("det").slice(NL.length)})\\s{1,4})?(?:${AI})[\\s,]{1,4}${gap(5)}${DEONTIC}`),
    OURS_AI: RE(`(?:${src("ours")})\\s{1,4}(?:${AI})`),
    RULE_SET: RE(`${DEONTIC}|${src("now")}`),
    /** A passive or copula within the clause after the obligation (read on the text after it). */
    PASSIVE_AFTER: RE(`^[^.!?;:\\n]{0,60}?${src("passive")}`),
  };
});

/** Whether a folded paragraph is a notice setting rules for an AI reader. */
function isNotice(p: string): boolean {
  const { NOTICE_HEAD, RULE_SET, TO_AI, AI_ADDRESSED_AFTER, AI_SUBJECT, OURS_AI, PASSIVE_AFTER } = noticeRegexes();
  if (!NOTICE_HEAD.test(p) || !RULE_SET.test(p)) return false;
  if (TO_AI.test(p) || AI_ADDRESSED_AFTER.test(p)) return true;
  const m = AI_SUBJECT.exec(p);
  if (m === null) return false;
  const clause = m[0];
  return !OURS_AI.test(clause) && !PASSIVE_AFTER.test(p.slice(m.index + clause.length, m.index + clause.length + 80));
}

// ------------------------------------------------------------------ reassignments
/** The reassignment reader's regexes, compiled on its first sentence (issue 22, cold start). */
const reassignRegexes = once(() => ({
  /**
   * `your` + real + task noun + a present copula or a dash. Between the noun and the copula only
   * an `aside` word (`your real task now is`): any other word there is a complement scoping the
   * task to a person's setting (`your real task this week is`, `ваша задача на этой должности —`,
   * `your real job in this role is`), a job's task, not a reassignment.
   */
  REAL_TASK: RE(
    `${src("your")}\\s{1,4}${gap(1)}(?:${inner(pick("real"))})\\s{1,4}${gap(1)}(?:${inner(pick("task"))})(?:[\\s,]{1,4}(?:${inner(pick("aside"))})){0,2}(?:[\\s,]{1,4}(?:${inner(pick("copula"))})|\\s{0,4}[—–-]\\s)`,
  ),
  /** Turkish: the task noun carries the reader's possessive ending (`asıl görevin`). */
  REAL_TASK_SUFFIX: RE(
    Object.values(ORDER_WORDS)
      .filter((l) => (l.taskYours ?? []).length > 0)
      .map((l) => `${classSource(l.real ?? [])}\\s{1,4}(?:${(l.task ?? []).map((t) => escape(foldClosed(t).replace(/\*$/, ""))).join("|")})(?:${(l.taskYours ?? []).map(escape).join("|")})${NR}`)
      .join("|") || "(?!)",
  ),
  /**
   * A role frame naming a person before the claim (`As a new manager, your real job is …`,
   * `Als Führungskraft ist deine eigentliche Aufgabe …`, `Yeni bir yönetici olarak asıl görevin
   * …`): the `your` is that person's, the claim advice to a human.
   */
  ROLE_FRAME: RE(`${HEAD}(?:(?:${inner(pick("as"))})\\s{1,4}${gap(3)}(?:${inner(pick("person"))})|${gap(3)}(?:${inner(pick("person"))})\\s{1,4}(?:${inner(pick("asAfter"))})${NR})`),
  /** An AI reader named in a role frame (`As an AI assistant, your real task …`): the frame is no person's. */
  AI_WORD: RE(aiSource()),
  FUTURE: RE(src("future")),
  CONSIDER: RE(src("consider")),
  REASSIGNED: RE(src("reassigned")),
  RULES: RE(src("rules")),
  OUTRANK: RE(src("outrank")),
  PRINCIPAL: RE(src("principal")),
  /** A possessive after the principal and the noun it owns (`the operator's manual`). */
  OWNS: /^['’]s?\s{1,4}(\p{L}{2,24})/u,
  /** A noun and a genitive preposition right before the principal (`the manual of the`, `o manual do`, `die van de`). */
  OWNED_BY: RE(`(\\p{L}{1,24})\\s{1,4}(?:${inner(pick("of"))})\\s{0,4}(?:(?:${inner(pick("det"))})\\s{1,4})?$`),
  RULES_WORD: RE(`^(?:${inner(pick("rules"))})$`),
  THOSE: RE(`^(?:${inner(pick("those"))})$`),
}));

/**
 * Rules ranked above the reader's principal: a rules noun, a precedence word and a principal
 * who gives orders, not one who owns another noun (`the operator's manual`, `the manual of the
 * operator`): what the principal owns must be rules (`the operator's instructions`, `as
 * instruções do operador`) or a pronoun standing for them (`die van de beheerder`).
 */
function outranksPrincipal(s: string): boolean {
  const { RULES, OUTRANK, PRINCIPAL, OWNS, RULES_WORD, OWNED_BY, THOSE } = reassignRegexes();
  if (!RULES.test(s) || !OUTRANK.test(s)) return false;
  const p = PRINCIPAL.exec(s);
  if (p === null) return false;
  const owned = OWNS.exec(s.slice(p.index + p[0].length, p.index + p[0].length + 40))?.[1];
  if (owned !== undefined && !RULES_WORD.test(owned)) return false;
  const owner = OWNED_BY.exec(s.slice(Math.max(0, p.index - 60), p.index))?.[1];
  return owner === undefined || RULES_WORD.test(owner) || THOSE.test(owner);
}

/** Whether a folded sentence reassigns the reader, announces its "real task" or ranks rules above its principal. */
function isReassignment(s: string): boolean {
  const { REAL_TASK, REAL_TASK_SUFFIX, FUTURE, ROLE_FRAME, AI_WORD, CONSIDER, REASSIGNED } = reassignRegexes();
  const real = REAL_TASK.exec(s) ?? REAL_TASK_SUFFIX.exec(s);
  if (real !== null && !FUTURE.test(s)) {
    const frame = s.slice(0, real.index);
    if (!ROLE_FRAME.test(frame) || AI_WORD.test(frame)) return true;
  }
  if (CONSIDER.test(s) && REASSIGNED.test(s)) return true;
  return outranksPrincipal(s);
}

// ------------------------------------------------------------------ tool orders
/** The tool-order reader's regexes, compiled on its first sentence (issue 22, cold start). */
const toolOrderRegexes = once(() => {
  const AI = aiSource();
  return {
    /** An AI vocative opening a clause: the noun (up to two), then `,` `:` or `!`. */
    VOCATIVE: RE(`${HEAD}(?:(?:hey|hallo|hej|hoi|czesc|привет|merhaba|hola|ciao|ola)[\\s,]{1,4})?(?:${AI})(?:\\s{1,4}(?:${AI}))?\\s{0,2}[,:!]`),
    CALL: RE(src("call")),
    TOOL_NOUN: RE(src("toolNoun")),
  };
});
/** A code identifier: snake_case or camelCase (read on the original, which keeps its capitals). */
const IDENT = /(?<![A-Za-z0-9_])(?:[A-Za-z][A-Za-z0-9]{0,40}(?:_[A-Za-z0-9]{1,40}){1,6}|[a-z][a-z0-9]{0,40}(?:[A-Z][a-z0-9]{0,40}){1,6})(?![A-Za-z0-9_])/;

/** Whether a sentence (`raw`, folded `s`) orders the AI reader it addresses to call a tool. */
function isToolOrder(raw: string, s: string): boolean {
  const { VOCATIVE, CALL, TOOL_NOUN } = toolOrderRegexes();
  const v = VOCATIVE.exec(s);
  if (v === null) return false;
  const rest = s.slice(v.index + v[0].length);
  return CALL.test(rest) && (TOOL_NOUN.test(rest) || IDENT.test(raw));
}

// ------------------------------------------------------------------ units
/** Cuts `[a, b)` into windows of `MAX_UNIT` and pushes the non-blank ones. */
function push(text: string, a: number, b: number, out: [number, number][]): void {
  for (let x = a; x < b; x += MAX_UNIT) {
    let s = x;
    let e = Math.min(b, x + MAX_UNIT);
    while (s < e && /\s/.test(text.charAt(s))) s++;
    while (e > s && /\s/.test(text.charAt(e - 1))) e--;
    if (e > s) out.push([s, e]);
  }
}
/** Paragraphs: blank-line separated. */
function paragraphs(text: string): [number, number][] {
  const out: [number, number][] = [];
  const re = /\n[ \t]{0,16}\r?\n/g;
  let s = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    push(text, s, m.index, out);
    s = m.index + m[0].length;
  }
  push(text, s, text.length, out);
  return out;
}
/** Sentences: a `.` `!` `?` `;` before a blank, a line break, or a CJK stop (a `.` inside an address or a name does not end one). */
function sentences(text: string): [number, number][] {
  const out: [number, number][] = [];
  const re = /[.!?;](?=\s|$|<|")|\n|\\n|[。！？]/g;
  let s = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    push(text, s, m.index + m[0].length, out);
    s = m.index + m[0].length;
  }
  push(text, s, text.length, out);
  return out;
}

/**
 * Whether one of a kind's trigger sources (below) occurs in `text` or its fold: a kind none of
 * whose rarest words occurs cannot fire, so its units are not cut, folded and read one by one
 * (the scanner gates the detectors with the same sources; a detector run without the gate, as
 * in `test/boundary/detector-gates.test.ts`, paid the per-unit reading on every text).
 */
const gateOf = (sources: () => readonly string[]): ((text: string) => boolean) => {
  let re: RegExp | null = null;
  return (text) => {
    re ??= new RegExp(sources().join("|"), "i");
    return re.test(text) || re.test(foldClosed(text));
  };
};
const noticeGate = gateOf(() => CLOSED_NOTICE_TRIGGER);
const reassignGate = gateOf(() => CLOSED_REASSIGN_TRIGGER);
const toolOrderGate = gateOf(() => CLOSED_TOOL_ORDER_TRIGGER);

/** The notices of `text` setting rules for an AI reader, as paragraph spans of the original. */
export function closedClassNotices(text: string): OrderSpan[] {
  if (!noticeGate(text)) return [];
  return paragraphs(text).filter(([a, b]) => isNotice(foldClosed(text.slice(a, b))));
}
/** The reassignments of the reader in `text`, as sentence spans of the original. */
export function closedClassReassignments(text: string): OrderSpan[] {
  if (!reassignGate(text)) return [];
  return sentences(text).filter(([a, b]) => isReassignment(foldClosed(text.slice(a, b))));
}
/** The tool orders to an addressed AI reader in `text`, as sentence spans of the original. */
export function closedClassToolOrders(text: string): OrderSpan[] {
  if (!toolOrderGate(text)) return [];
  return sentences(text).filter(([a, b]) => isToolOrder(text.slice(a, b), foldClosed(text.slice(a, b))));
}

/**
 * Cheap trigger sources (read case-insensitively on the original and the shadow views) for
 * each kind: the words of its rarest class (notice heads; real, consider and precedence words;
 * call verbs), stems cut at their `*`, with the letters `foldClosed` merges widened back
 * (`[ий]`, `[её]`, `[lł]`, `[iı]`), so the raw original opens the gate.
 */
/** A letter of the scripts the table is written in, for the triggers' word bounds (they compile without the `u` flag). */
const TL = "a-z\\u00c0-\\u024f\\u0400-\\u04ff";
/** A word's trigger: its first piece (up to a stem mark), letters `foldClosed` merges widened back. */
const widen = (w: string): string =>
  [...(foldClosed(w).split("*")[0] as string)]
    .map((c) => ({ "и": "[ий]", "е": "[её]", "і": "[іїи]", "l": "[lł]", "i": "[iı]", " ": "\\s{1,4}", "-": "[\\s-]{0,2}", "'": "'\\s{0,2}" })[c] ?? escape(c))
    .join("");
/** Words as one trigger source, bounded on the left; a whole word (no `*`) also on the right, a stem followed by up to 14 letters; then `tail`. */
function triggerOf(words: readonly string[], tail = ""): string {
  const stems = [...new Set(words.filter((w) => w.includes("*")).map(widen))].sort((a, b) => b.length - a.length);
  const wholes = [...new Set(words.filter((w) => !w.includes("*")).map(widen))].sort((a, b) => b.length - a.length);
  const parts = [wholes.length > 0 ? `(?:${wholes.join("|")})(?![${TL}])` : "", stems.length > 0 ? `(?:${stems.join("|")})[${TL}]{0,14}` : ""].filter((p) => p !== "");
  return `(?<![${TL}])(?:${parts.join("|")})${tail}`;
}
/** Trigger sources of the notice reader (built on first read, as the two below: issue 22, cold start). */
export const CLOSED_NOTICE_TRIGGER: readonly string[] = lazyList(() => [triggerOf(pick("notice"))]);
/** Trigger sources of the reassignment reader. */
export const CLOSED_REASSIGN_TRIGGER: readonly string[] = lazyList(() => [
  // `real` then (a word between, as `REAL_TASK` allows) a task noun.
  triggerOf(pick("real"), `\\s{1,4}(?:[^\\s.!?;:]{1,24}\\s{1,4})?${triggerOf(pick("task"))}`),
  triggerOf(pick("consider")),
  triggerOf(pick("outrank")),
]);
/** Trigger sources of the tool-order reader: an AI noun before `,` `:` or `!` (the vocative every order holds). */
export const CLOSED_TOOL_ORDER_TRIGGER: readonly string[] = lazyList(() => [
  triggerOf([...Object.entries(STRUCTURAL_WORDS).filter(([l]) => !["ko", "ja", "zh"].includes(l)).flatMap(([, w]) => w.ai), ...pick("ai")], "\\s{0,2}[,:!]"),
]);

/** Every regex this module runs on attacker text (for the linear-time proofs), compiled on first read. */
export const CLOSED_ORDER_PATTERNS: readonly RegExp[] = lazyList(() => {
  const n = noticeRegexes();
  const r = reassignRegexes();
  const t = toolOrderRegexes();
  return [n.NOTICE_HEAD, n.TO_AI, n.AI_ADDRESSED_AFTER, n.AI_SUBJECT, n.OURS_AI, n.RULE_SET, n.PASSIVE_AFTER, r.REAL_TASK, r.REAL_TASK_SUFFIX, r.ROLE_FRAME, r.AI_WORD, r.OWNS, r.OWNED_BY, r.RULES_WORD, r.THOSE, r.FUTURE, r.CONSIDER, r.REASSIGNED, r.RULES, r.OUTRANK, r.PRINCIPAL, t.VOCATIVE, t.CALL, t.TOOL_NOUN, IDENT];
});
