/**
 * Rule rows for chat-template tokens (ChatML, Llama, Mistral, Gemma, FIM, tool-call markup,
 * reasoning blocks) and their helpers. Part of the rule table assembled in `./index.ts` (see
 * its module comment for the linear-time and rule-change rules every row obeys).
 */
import type { Rule } from "./types.js";
import { any, either, re, tok } from "./build.js";
import { lazyList } from "../../core/lazy.js";
import { inCodeCarrier } from "./code-carrier.js";

// ---------------------------------------------------------------- chat tokens
const TOKEN_NAMES = tok(
  "im_start", "im_end", "im_sep", "imstart", "imend", "endoftext", "endofprompt", "begin_of_text", "end_of_text",
  "start_header_id", "end_header_id", "eot_id", "eom_id", "python_tag", "fim_prefix", "fim_middle", "fim_suffix",
  "fim_pad", "begin_of_sentence", "end_of_sentence", "tool_calls_begin", "tool_call_begin", "tool_outputs_begin",
);
/**
 * Any prefix of at least `min` letters of the words (`sy`, `syst`, `system`; `im_sta`), as
 * nested optional groups: linear, no alternation backtracks past one letter.
 */
function prefixes(min: number, ...words: string[]): string {
  const one = (w: string) => {
    const cs = [...w].map((c) => (c === "_" ? "[_\\s-]?" : c));
    return cs.slice(0, min).join("") + cs.slice(min).reduceRight((rest, c) => `(?:${c}${rest})?`, "");
  };
  return `(?:${words.map(one).join("|")})`;
}
/** Truncated special-token names after a spaced `<| ` (`<| im_sta`, `<| syst`): a prefix of a known name. */
const TOKEN_PREFIX = prefixes(
  2, "im_start", "im_end", "im_sep", "endoftext", "endofprompt", "begin_of_text", "end_of_text", "start_header_id",
  "end_header_id", "eot_id", "eom_id", "python_tag", "fim_prefix", "fim_middle", "fim_suffix", "fim_pad", "system",
  "user", "assistant", "tool", "developer", "human", "begin_of_sentence", "end_of_sentence", "start_of_turn", "end_of_turn",
);
/**
 * Tool-call tag names of the prompt formats that delimit calls and results with XML-like tags:
 * Anthropic's legacy prompt-format tool use, Hermes / Qwen, FunctionGemma. An underscore may be
 * dropped or spaced (`toolcall`, `tool call`), as `tok` reads special-token names.
 */
const TOOL_TAG = tok(
  "function_calls", "function_results", "tool_call", "tool_calls", "tool_response", "tool_responses", "tool_result",
  "start_function_call", "end_function_call", "start_function_response", "end_function_response",
  "start_function_declaration", "end_function_declaration",
);
/**
 * For `chat-token.partial`: a bare token name that is part of a code identifier or assignment
 * (`im_start = time.time()`, `IM_END_DATE=2024`, `self.im_end`): the identifier goes on after
 * it, an `=` follows, or a `.` precedes it. A match with `<` or `|` in it is a token.
 */
function codeIdentifier(original: string, start: number, end: number): boolean {
  const match = original.slice(start, end);
  if (/[<|｜]/.test(match)) return false;
  return /^(?:[_\p{L}\p{N}]|[ \t]{0,8}=(?!=))/u.test(original.slice(end, end + 16)) || /[.\p{L}\p{N}_]$/u.test(original.slice(Math.max(0, start - 1), start));
}
/**
 * A token name written as words of prose (`at the end of text messages`, `the end of
 * sentence marker`, `at the start of turn 3`): the shadow reads `_` between letters as a
 * space, so `end_of_text` and `end of text` meet there; the original tells them apart. True
 * when the match, its brackets and pipes aside, is two or more words of at least two letters
 * separated by white space only (letter-spaced `e n d o f t e x t` has one-letter words).
 * Reads at most 300 code units of the match.
 */
function proseWords(original: string, start: number, end: number): boolean {
  const span = original.slice(start, Math.min(end, start + 300));
  if (/[|｜]/.test(span)) return false;
  return /^[<[/\s]{0,8}\p{L}{2,}(?:\s{1,8}\p{L}{2,}){1,4}[\]>\s]{0,8}$/u.test(span);
}
/**
 * For `chat-token.truncated`: a title-case name (`[Inst.`, `[Sys`) is an abbreviation in a
 * citation, not a model's control token (written in capitals or, mistyped, in lower case).
 */
function titleCaseName(original: string, start: number, end: number): boolean {
  return /[[\u27e6\u3010\u3014\u3016\u301a<«《⟪/\s]\p{Lu}\p{Ll}/u.test(original.slice(start, Math.min(end, start + 300))) || /^\p{Lu}\p{Ll}/u.test(original.slice(start, start + 2));
}
const T_PIPE = "<\\s{0,256}\\|";
/** Brackets a reader takes for the `[` `]` of `[INST]` (`⟦INST⟧`, `【INST】`, `〚INST〛`; `［` is `[` after NFKC). */
const TOKEN_OPEN = "[\\[\\u27e6\\u3010\\u3014\\u3016\\u301a]";
const TOKEN_CLOSE = "[\\]\\u27e7\\u3011\\u3015\\u3017\\u301b]";
/** Names of the bracketed Llama 2 / Mistral control tokens (`[INST]`, `[TOOL_CALLS]`). */
const BRACKET_TOKEN = tok("inst", "system_prompt", "tool_calls", "available_tools", "tool_results", "tool_content");
/** Names of the angle-bracketed Gemma and StarCoder tokens (`<start_of_turn>`, `<fim_prefix>`). */
const ANGLE_TOKEN = tok("start_of_turn", "end_of_turn", "bos", "eos", "fim_prefix", "fim_middle", "fim_suffix", "fim_pad", "fim-prefix", "fim-middle", "fim-suffix", "file_sep", "repo_name");
/** `ANGLE_TOKEN` without the short `bos`, `eos`: the names a lone closing `>` may follow (`end_of_turn>`; `the bos>` is prose). */
const ANGLE_TURN = tok("start_of_turn", "end_of_turn", "fim_prefix", "fim_middle", "fim_suffix", "fim_pad", "fim-prefix", "fim-middle", "fim-suffix", "file_sep", "repo_name");
/** The `<<` `>>` of `<<SYS>>` and their look-alikes (`«SYS»`, `《SYS》`, `⟪SYS⟫`). */
const SYS_OPEN = "(?:<<|[\\u00ab\\u300a\\u27ea])";
const SYS_CLOSE = "(?:>>|[\\u00bb\\u300b\\u27eb])";

/**
 * Every chat-token row also skips a token quoted in a comment or a string literal of program
 * source or of a JSON data document (`code-carrier.ts`): a parser's comment or a test's fixture
 * names the format, it hands the model no turn.
 */
function withCodeCarrier(rows: Rule[]): Rule[] {
  return rows.map((r) => ({ ...r, unless: r.unless === undefined ? inCodeCarrier : either(r.unless, inCodeCarrier) }));
}

/** The chat token rows of the rule table, in table order. */
export const CHAT_TOKEN_RULES: readonly Rule[] = lazyList(() => withCodeCarrier([  // ------------------------------------------------------------ chat-template tokens
  {
    id: "chat-token.seed",
    category: "chat-template-token",
    languages: ["any"],
    pattern: re(`<\\|(?:${tok("im_start", "im_end", "system", "user", "assistant", "tool", "begin_of_text", "end_of_text", "endoftext")}|fim[_\\s-]?[a-z_]{0,40})\\|>`),
    action: "redact",
    description: "chat-template token (ChatML, Llama 3, FIM, endoftext)",
    source: "OpenAI ChatML format (<|im_start|>, <|im_end|>); Meta Llama 3 prompt format (<|begin_of_text|>); OpenAI tiktoken <|endoftext|>; FIM tokens (Bavarian et al. 2022); the original marker rule: chat-template tokens → [REDACTED_CHAT_TOKEN]",
    triggers: ["<\\|"],
  },  {
    id: "chat-token.pipe",
    category: "chat-template-token",
    languages: ["any"],
    pattern: re(`<\\s{0,256}\\|\\s{0,256}[a-z](?:[a-z0-9_.\\-]| (?=[a-z0-9])){1,48}\\s{0,256}\\|\\s{0,256}>`),
    action: "redact",
    description:
      "any <|name|> special token, spaced or fullwidth: ChatML, Llama 3 headers and eot, Phi, Qwen, gpt-oss harmony, DeepSeek <｜…｜>",
    source: "model cards: OpenAI ChatML, Meta Llama 3 prompt format, DeepSeek-V3 tokenizer; spaced and fullwidth tokens (a known open vector of the original token rule)",
    triggers: [T_PIPE],
  },  {
    id: "chat-token.partial",
    category: "chat-template-token",
    languages: ["any"],
    pattern: re(
      `<\\s{0,256}\\|(?:[a-z][a-z0-9_]{2,40}|[a-z][a-z0-9]{1,40} [a-z0-9]{1,40}|\\s{1,256}${TOKEN_PREFIX}(?![a-z0-9]))|\\b${TOKEN_NAMES}\\b(?:\\s{0,256}\\|\\s{0,256}>)?`,
    ),
    action: "redact",
    description: "truncated or bare special token (<|im_star, <|syst, < | im_sta, im_end|>, eot_id); after a spaced <| only a prefix of a known name (code: <| not a token)",
    source: "truncated tokens such as <|im_star (a known open vector of the original token rule); OpenAI ChatML and Meta Llama 3 token names",
    // Bare names written as prose words (`the end of text`) are no tokens (hostile review 3).
    unless: either(codeIdentifier, proseWords),
    triggers: [T_PIPE, TOKEN_NAMES],
  },  {
    id: "chat-token.bracket",
    category: "chat-template-token",
    languages: ["any"],
    pattern: re(
      `${TOKEN_OPEN}\\s{0,256}(?:/\\s{0,256})?${BRACKET_TOKEN}\\s{0,256}${TOKEN_CLOSE}|${SYS_OPEN}\\s{0,256}(?:/\\s{0,256})?sys\\s{0,256}${SYS_CLOSE}`,
    ),
    action: "redact",
    description: "Llama 2 / Mistral tokens: [INST], [/INST], <<SYS>>, [SYSTEM_PROMPT], [TOOL_CALLS], and with look-alike brackets (⟦INST⟧, «SYS»)",
    source: "Meta Llama 2 chat format; Mistral tokenizer v3 control tokens",
    // The names, not the brackets: `【` and `《` are common in Korean and Chinese text.
    triggers: [any("inst", "sys", "tool", "available")],
  },  {
    id: "chat-token.angle",
    category: "chat-template-token",
    languages: ["any"],
    pattern: re(
      `<\\s{0,256}(?:/\\s{0,256})?${ANGLE_TOKEN}\\s{0,256}>`,
    ),
    action: "redact",
    description: "Gemma turn tokens and StarCoder FIM tokens (<start_of_turn>, <fim_prefix>)",
    source: "Google Gemma formatting docs; BigCode StarCoder tokenizer",
    triggers: [`<\\s{0,256}(?:/\\s{0,256})?${any("start", "end", "bos", "eos", "fim", "file", "repo")}`],
  },  {
    id: "chat-token.truncated",
    category: "chat-template-token",
    languages: ["any"],
    pattern: re(
      `${TOKEN_OPEN}\\s{0,256}(?:/\\s{0,256})?${BRACKET_TOKEN}(?![a-z0-9_])(?!\\s{0,256}${TOKEN_CLOSE})|(?<![a-z0-9_]|${TOKEN_OPEN}\\s{0,256}(?:/\\s{0,256})?)${BRACKET_TOKEN}\\s{0,256}${TOKEN_CLOSE}|${SYS_OPEN}(?:/\\s{0,256})?sys(?![a-z0-9_.])(?!\\s{0,256}${SYS_CLOSE})|(?<![a-z0-9_.<\\u00ab\\u300a\\u27ea/]|${SYS_OPEN}\\s{0,256}(?:/\\s{0,256})?)sys${SYS_CLOSE}|<\\s{0,256}(?:/\\s{0,256})?${ANGLE_TOKEN}(?![a-z0-9_])(?!\\s{0,256}>)|(?<![a-z0-9_]|<\\s{0,256}(?:/\\s{0,256})?)${ANGLE_TURN}\\s{0,256}>`,
    ),
    action: "redact",
    description: "a Llama 2, Mistral or Gemma control token with one bracket cut off ([/INST, INST], <<SYS, SYS>>, [/SYSTEM_PROMPT, <start_of_turn, end_of_turn>); a title-case abbreviation ([Inst.), code (a << sys.maxsize, sys >> log) and prose words stay clean",
    source: "Meta Llama 2 chat format; Mistral tokenizer v3 control tokens; Google Gemma formatting docs; truncated forms as hostile review 3 lists them",
    unless: either(titleCaseName, proseWords),
    // Each alternative with its bracket: the bare names (`inst`, `start`) are in most texts.
    triggers: [
      `${TOKEN_OPEN}\\s{0,256}(?:/\\s{0,256})?${BRACKET_TOKEN}`,
      `${BRACKET_TOKEN}\\s{0,256}${TOKEN_CLOSE}`,
      `${SYS_OPEN}(?:/\\s{0,256})?sys`,
      `sys${SYS_CLOSE}`,
      `<\\s{0,256}(?:/\\s{0,256})?${ANGLE_TOKEN}`,
      `${ANGLE_TURN}\\s{0,256}>`,
    ],
  },  {
    id: "chat-token.tool-markup",
    category: "chat-template-token",
    languages: ["any"],
    pattern: re(
      `<\\s{0,256}(?:/\\s{0,256})?(?:antml\\s{0,16}:\\s{0,16})?${TOOL_TAG}\\s{0,256}>|<\\s{0,256}(?:antml\\s{0,16}:\\s{0,16})?${any("invoke", "parameter")}\\s{1,256}name\\s{0,256}=|<\\s{0,256}/\\s{0,256}(?:antml\\s{0,16}:\\s{0,16})?invoke\\s{0,256}>|<\\s{0,256}function\\s{0,256}=\\s{0,256}[a-z_]|<\\s{0,256}function\\s{1,256}[a-z_]{1,64}(?:\\s{1,16}[a-z_]{1,64}){0,4}\\s{0,16}>\\s{0,16}\\{`,
    ),
    action: "redact",
    description:
      "forged tool-call markup: <function_calls>, <invoke name=…>, <parameter name=…>, <function_results>, <tool_call>, <tool_response>, <start_function_call>, <function=name> (letter-spaced, where the shadow drops '=', only before a JSON '{'); <invoke>/<parameter> only with name=",
    source:
      "Anthropic legacy prompt-format tool use (function_calls / invoke / parameter / function_results); NousResearch Hermes 2 Pro and Qwen2.5 function-calling templates (tool_call / tool_response); Google FunctionGemma model card (start_function_call …); Meta Llama 3.1 model card (custom tool <function=name>)",
    triggers: ["function", "tool[_\\s-]?(?:call|resp|result)", "invoke", "parameter"],
  },  {
    id: "chat-token.think",
    category: "chat-template-token",
    languages: ["any"],
    pattern: re(`<\\s{0,256}(?:/\\s{0,256})?think\\s{0,256}>|${TOKEN_OPEN}\\s{0,256}(?:/\\s{0,256})?think\\s{0,256}${TOKEN_CLOSE}`),
    action: "redact",
    description: "reasoning-block tokens: <think>, </think> (Qwen3, QwQ, DeepSeek-R1), [THINK], [/THINK] (Magistral); a forged </think> ends the model's reasoning early",
    source: "Qwen3 and DeepSeek-R1 tokenizers (<think>, </think> are added tokens); Mistral Magistral tokenizer ([THINK], [/THINK] control tokens)",
    triggers: [`<\\s{0,256}(?:/\\s{0,256})?think`, `${TOKEN_OPEN}\\s{0,256}(?:/\\s{0,256})?think`],
  },
]));
