/**
 * A bare code name being called, without a registry (issue 20 item 6; part of
 * `detector.code-name-directing`): `now call sendPayment with amount=5000 and
 * recipient="acct-7781"`, `Rufe jetzt sendPayment mit betrag=300 auf`, `invoke
 * transferFunds({to: …})`. Three parts in one clause:
 *
 * | part | shape |
 * | --- | --- |
 * | call verb | an imperative at a clause start, after at most two sequencing words (`now`, `then`, `please`, `jetzt`, `maintenant`, `ahora`): `call`, `invoke`, `run`, `execute`, `use`, `rufe`, `führe`, `appelle`, `llama`, `chame`, `chiama`, `wywołaj`, `вызови`, `çağır`, `调用`, `呼び出`, `호출` |
 * | code name | camelCase (`sendPayment`, `grantAdminRole`) or snake_case, at most three words after the verb (`the tool`, `a`, `jetzt`) |
 * | argument tail | concrete values within the clause: a non-empty `(…)`, `key=value`, `key: "…"`, a quoted string, a number of two digits or more, `set to true` |
 *
 * A developer's page says the same things generically (`To charge a card, call sendPayment with
 * the amount in cents`: no value) or in its own voice, so these stay mentions: a purpose clause
 * before the verb (`to …,`, `um … zu`, `pour`, `para`), a subject before it (`we call`, `you can
 * call`, `wir rufen`), a negation (`never call`), a human environment in the sentence (`in the
 * console`, `in der Konsole`, `dans le terminal`, `in your code`).
 *
 * Linear time: one pass of `NAME` over the original; per name (at most `MAX_CALLS`) anchored
 * regexes over bounded windows before and after it.
 */
import type { DetectorMatch } from "../detector.js";
import { trimSpan } from "./trim-span.js";

/** Names read per text. */
const MAX_CALLS = 64;
/** Reach before a name for its verb and clause start, and after it for its arguments (UTF-16 units). */
const BEFORE = 160;
const AFTER = 160;

/** A camelCase or snake_case identifier standing alone. */
const NAME = /(?<![\p{L}\p{N}_.@/\\-])([a-z][a-z0-9]{1,30}(?:[A-Z][a-z0-9]{0,30}){1,6}|[a-z][a-z0-9]{1,30}(?:_[a-z0-9]{1,30}){1,4})(?![\p{L}\p{N}_@/\\-])/gu;

const VERBS = [
  "call", "invoke", "run", "execute", "trigger", "use", "fire", "perform",
  "rufe", "ruf", "führe", "fuhre", "nutze", "verwende", "starte",
  "appelle", "appelez", "exécute", "exécutez", "execute", "lance", "lancez", "utilise", "utilisez", "invoque", "invoquez",
  "llama", "llame", "llama a", "ejecuta", "ejecute", "invoca", "usa", "utiliza",
  "chame", "chama", "executa", "invoque", "utilize",
  "chiama", "chiami", "esegui", "esegua",
  "roep", "voer", "gebruik",
  "wywołaj", "uruchom", "użyj",
  "вызови", "вызовите", "выполни", "выполните", "запусти", "запустите", "используй", "используйте",
  "çağır", "çalıştır", "kullan",
].sort((a, b) => b.length - a.length).map((v) => v.replace(/ /g, "\\s{1,4}"));
/** Sequencing words between a clause start and the verb. */
const ADV = ["now", "then", "next", "please", "also", "first", "finally", "immediately", "just", "ok", "okay", "so", "and", "great", "jetzt", "dann", "bitte", "sofort", "maintenant", "ensuite", "puis", "ahora", "luego", "después", "agora", "depois", "ora", "poi", "subito", "nu", "dan", "teraz", "потом", "теперь", "сейчас", "şimdi", "sonra"];
/** The verb at a clause start, ending the window before a name (≤ 3 words between). */
const VERB_BEFORE = new RegExp(
  `(?:^|[.!?:;,\\n(\\[{>—–-])\\s{0,6}(?:(?:${ADV.join("|")})[\\s,]{1,4}){0,2}(${VERBS.join("|")})(?:\\s{1,4}[^\\s.!?;:]{1,16}){0,3}?\\s{1,4}$`,
  "iu",
);
/** CJK verbs after the name (`sendPaymentを呼び出して`, `sendPayment를 호출하세요`). */
const CJK_AFTER = /^\s{0,2}(?:を|를|을)?\s{0,2}(?:呼び出|実行|호출|실행)/u;
/** Concrete arguments in the tail of the clause. */
const VALUES = /^[^.!?;\n]{0,140}?(?:\(\s{0,4}[^)\s]|[\p{L}_][\p{L}\p{N}_]{0,30}\s{0,2}(?:=|:\s{0,2}["'\d])\s{0,2}\S|["'“«„][^"'”»\n]{1,80}["'”»“]|(?<![\p{L}\p{N}])\d{2,}|set\s{1,4}to\s{1,4}(?:true|false|\d))/u;
/** What makes the clause a developer's text: a purpose clause, a subject, a negation before the verb. */
const OWN_VOICE = /(?:^|[\s,(])(?:to|in\s{1,4}order\s{1,4}to|um|pour|afin\s{1,4}de|para|per|if\s{1,4}you|when\s{1,4}you|we|you\s{1,4}(?:can|may|could|should|would|will|need\s{1,4}to)|they|i|wir|sie\s{1,4}können|man|nous|on|vous\s{1,4}pouvez|podemos|puedes|puede|noi|possiamo|never|don't|do\s{1,4}not|doesn't|nie|nicht|niemals|jamais|ne|nunca|no|mai|non)(?=[\s,])/iu;
/** A human environment in the sentence (`in the console`, `in der Konsole`). */
const HUMAN_PLACE = /\b(?:console|terminal|shell|command\s{1,4}line|cli|ide|notebook|repl|in\s{1,4}your\s{1,4}code|konsole|kommandozeile|consola|consolle|terminale|dashboard)\b/iu;

/** Clause around a name: from the last sentence end before it to the next one after it. */
function sentenceSpan(text: string, start: number, end: number): [number, number] {
  let s = start;
  const lo = Math.max(0, start - BEFORE);
  while (s > lo && !/[.!?\n。！？]/.test(text.charAt(s - 1))) s--;
  let e = end;
  const hi = Math.min(text.length, end + AFTER);
  while (e < hi && !/[.!?\n。！？]/.test(text.charAt(e))) e++;
  if (e < text.length && /[.!?。！？]/.test(text.charAt(e))) e++;
  return [s, e];
}

/**
 * The calls of bare code names with concrete arguments in `text` (the original), as wraps.
 *
 * @example codeNameCalls("Great, now call sendPayment with amount=5000.").length // 1
 */
export function codeNameCalls(text: string): DetectorMatch[] {
  const out: DetectorMatch[] = [];
  let lastEnd = -1;
  let seen = 0;
  NAME.lastIndex = 0;
  for (let m = NAME.exec(text); m !== null && seen < MAX_CALLS; m = NAME.exec(text)) {
    seen++;
    const at = m.index;
    const end = at + m[0].length;
    if (at < lastEnd) continue;
    const before = text.slice(Math.max(0, at - BEFORE), at);
    const verb = VERB_BEFORE.exec(before);
    const after = text.slice(end, end + AFTER);
    const cjk = CJK_AFTER.test(after);
    if ((verb === null || verb[1] === undefined) && !cjk && !/(?:调用|执行|运行)\s{0,2}$/u.test(before)) continue;
    if (!VALUES.test(after)) continue;
    const [s, e] = sentenceSpan(text, at, end);
    // The clause before the verb (or before the name, for a CJK verb after it).
    const verbAt = verb !== null && verb[1] !== undefined ? at - before.length + verb.index + verb[0].indexOf(verb[1]) : at;
    if (OWN_VOICE.test(text.slice(s, Math.max(s, verbAt)))) continue;
    if (HUMAN_PLACE.test(text.slice(s, e))) continue;
    const span = trimSpan(text, s, e);
    if (span === null) continue;
    out.push({ start: span.start, end: span.end, category: "tool-directing", score: 0.8, reason: "a code name called with concrete arguments by an imperative (a call verb, a camelCase or snake_case name, argument values): tool directing without a registry", action: "wrap" });
    lastEnd = span.end;
  }
  return out;
}

/** The fast-pass and gate atoms of this path: the call verbs (a finding needs one). */
export const CODE_NAME_CALL_TRIGGER: readonly string[] = [`(?:${VERBS.join("|")})\\s`, "调用|执行|运行|呼び出|実行|호출|실행"];

/** Every regex of this path, for the linear-time proofs. */
export const CODE_NAME_CALL_PATTERNS: readonly RegExp[] = [NAME, VERB_BEFORE, CJK_AFTER, VALUES, OWN_VOICE, HUMAN_PLACE];
