/**
 * Whether one turn of a transcript addresses the model that reads it (issue 20, hard-negative
 * kind of the blind round: a plain support log `User: my printer won't start` / `Assistant: Try
 * unplugging it…` was marked because an agent's turn says "you"). In a dialogue, "you" is the
 * other party; a turn gives the transcript away only when it overrides instructions, names the
 * model, its prompt or guards, reassigns a role, directs a tool, or moves data out. Per language
 * the override verbs, instruction nouns and send verbs come from the Latin lexicons
 * (`lexicons/`), English and the CJK words are written here.
 *
 * Read on one turn (at most 2,000 code units), folded (`foldTerm`): bounded alternations, linear.
 */
import { foldTerm } from "../fold.js";
import { LATIN_LEXICONS } from "./lexicons/index.js";
import { lazyList, once } from "../../core/lazy.js";

const esc = (w: string): string => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s{1,4}");
const alt = (ws: Iterable<string>): string => [...new Set(ws)].filter((w) => w.length > 0).sort((a, b) => b.length - a.length).map(esc).join("|");
const L = "a-z0-9\\u00df-\\u024f";

/** The Latin classes, compiled on the first turn read (issue 22, cold start). */
const regexes = once(() => {
  /** Override verbs in every order form of each Latin lexicon, and English. */
  const OVERRIDE = new RegExp(
    `(?<![${L}])(?:${alt(["ignore", "ignoring", "disregard", "forget", "override", "bypass", ...LATIN_LEXICONS.flatMap((l) => l.overrideVerbs.flatMap((v) => l.conjugate(v)))])})(?![${L}])`,
  );
  /** What an override drops when it is the model's: instructions, rules, everything (an override of a warning or a step is ordinary support). */
  const INSTRUCTIONS = new RegExp(
    `(?<![${L}])(?:${alt([
      "instruction", "instructions", "rules", "guidelines", "restrictions", "filters", "policy", "policies", "programming", "everything", "all", "anything",
      "todo", "todas", "todos", "tudo", "tout", "toutes", "tous", "alles", "tutto", "tutte", "tutti",
      ...LATIN_LEXICONS.flatMap((l) => l.instructionNouns),
    ])})(?![${L}])`,
  );
  /**
   * Latin-script words that name the model in a turn whatever the verb: its prompt and rules as
   * a reader's (`previous instructions`, `system prompt`), an AI noun, jailbreak words, tool calls, secrets.
   */
  const STRONG = new RegExp(
    `(?<![${L}])(?:${alt([
      "jailbreak", "jailbroken", "do anything now", "dan mode", "unrestricted", "unfiltered", "uncensored", "system prompt", "system message", "developer mode",
      "god mode", "pretend", "roleplay", "role-play", "new instructions", "previous instructions", "prior instructions", "earlier instructions",
      "above instructions", "original instructions", "initial instructions", "your instructions", "your rules", "your guidelines", "your programming",
      "your restrictions", "your filters", "your prompt", "your setup", "my instructions", "my rules", "my guidelines", "my programming", "my restrictions",
      "my filters", "my prompt", "my system prompt", "my setup", "hidden instructions", "hidden prompt", "verbatim", "word for word", "access granted", "content filter", "content policy", "safety filter", "safety guidelines", "guardrails", "a.i.", "llm",
      "gpt", "chatgpt", "language model", "chatbot", "prompt", "tool_call", "tool_calls", "function_call", "credentials", "api key", "api keys", "exfiltrate",
      ...LATIN_LEXICONS.flatMap((l) => l.aiNouns),
    ])})(?![${L}])`,
  );
  /** A send verb and an outside destination in one turn (an address, a link): data moved out. */
  const SEND = new RegExp(`(?<![${L}])(?:send|forward|upload|post|share|transfer|leak|e-?mail|${alt(LATIN_LEXICONS.flatMap((l) => l.sendVerbs.flatMap((v) => l.conjugate(v))))})(?![${L}])`);
  return { OVERRIDE, INSTRUCTIONS, STRONG, SEND };
});

const DESTINATION = /[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}\.[a-z]|https?:\/\/|www\./;
/** Korean, Japanese and Chinese: words of the model, its prompt, a jailbreak or a new role. */
const CJK_STRONG = /수정 ?없이|그대로 반복|원문 그대로|토씨 하나|逐字|一字不差|原封不动|そのまま繰り返|一字一句|프롬프트|탈옥|개발자 ?모드|인공지능|너는 이제|당신은 이제|プロンプト|脱獄|開発者モード|あなたは今|なりきっ|提示词|系统提示|越狱|开发者模式|人工智能|你现在是|扮演/;
/** Korean, Japanese and Chinese override verbs, and what the model's override drops. */
const CJK_OVERRIDE = /무시|잊어|잊으|잊고|無視|无视|忘れ|忽略|忘记|忘掉/;
const CJK_INSTRUCTIONS = /지시|지침|규칙|(?<!재)설정|모든|전부|다 |指示|ルール|(?<!再)設定|全て|すべて|全部|指令|规则|規則|(?<!重新)设定|一切|所有/;
/** Three or more single letters in a row split by one to three non-letters (`i g n o r e`): read as an order (fail closed). */
const LETTER_SPACED_RUN = /(?:^|[^\p{L}\p{M}])\p{L}(?:[^\p{L}\p{M}\n]{1,3}\p{L}){2}(?![\p{L}\p{M}])/u;

/**
 * Whether a turn's text (after its label, any case and script) addresses the reading model:
 * an override, the model or its prompt and rules, a new role, a tool call, or a send to an
 * outside address (see the module comment). An ordinary question or answer — "you should move
 * the router", `Pruebe a desenchufarla` — does none. Reads at most 2,000 code units.
 */
export function turnAddressesModel(turn: string): boolean {
  const raw = turn.slice(0, 2_000);
  const { OVERRIDE, INSTRUCTIONS, STRONG, SEND } = regexes();
  if (LETTER_SPACED_RUN.test(raw)) return true;
  const t = foldTerm(raw).normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC").replace(/[\u2019\u02bc]/g, "'");
  if (STRONG.test(t) || CJK_STRONG.test(t) || (SEND.test(t) && DESTINATION.test(t))) return true;
  return (OVERRIDE.test(t) && INSTRUCTIONS.test(t)) || (CJK_OVERRIDE.test(t) && CJK_INSTRUCTIONS.test(t));
}

/** Every regex this module runs on attacker text (for the linear-time proofs). */
export const TURN_ADDRESSES_PATTERNS: readonly RegExp[] = lazyList(() => [...Object.values(regexes()), DESTINATION, CJK_STRONG, CJK_OVERRIDE, CJK_INSTRUCTIONS, LETTER_SPACED_RUN]);
