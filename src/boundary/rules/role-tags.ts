/**
 * Rule rows for role tags (SYSTEM:, [ADMIN]:, <system>, "role": "system", Korean, Chinese and
 * Japanese role lines) and their exemptions. Part of the rule table assembled in `./index.ts`
 * (see its module comment for the linear-time and rule-change rules every row obeys).
 */
import type { Rule } from "./types.js";
import { any, bodyMayOrder, either, re } from "./build.js";
import { formFieldLine, skillLine, identifierKeyHeader, identifierKeyInCode, inCodeSample, inCodeSource, inDocumentedSample, roleLabelInCodeOrData, roleLineInIntroducedSample } from "./exemptions.js";
import { lazyList } from "../../core/lazy.js";
import { inCodeCarrier, inJsonFixture } from "./code-carrier.js";
import { roleLineOfRecord } from "./record-lines.js";
import { benignMessageSetup } from "./message-setup.js";
import { dialogueBlocks, type Dialogue, type Label } from "../detectors/dialogue.js";
import { aiTurnGivesIn } from "../detectors/transcript-concede.js";
import { turnAddressesModel } from "../detectors/turn-addresses.js";

/** Labels that claim more than a party of a support chat (`System:`, `Tool:`), and capitals (`USER:`). */
const PRIVILEGED_LABEL = /^(?:system|tool|developer|系统|系統|システム)$/i;
/** Longest turn of a plain exchange, in UTF-16 units. */
const MAX_PLAIN_TURN = 2_000;
/** One cached reading of the last original (the rule runs its `unless` per match on one text). */
let plainCache: { text: string; starts: number[]; ends: number[]; plain: boolean[] } | null = null;
/** Whether a dialogue is a plain exchange: no privileged label, no turn that addresses the model or gives in. */
function plainExchange(original: string, d: Dialogue): boolean {
  for (let k = 0; k < d.labels.length; k++) {
    const l = d.labels[k] as Label;
    if (PRIVILEGED_LABEL.test(l.label)) return false;
    // The whole turn, to the next label (its later lines too: `조수: 여기요:⏎당신은 "GPT"…`);
    // a turn longer than MAX_PLAIN_TURN is not read as plain (fail closed).
    const to = k + 1 < d.labels.length ? (d.labels[k + 1] as Label).at : d.end;
    if (to - l.at > MAX_PLAIN_TURN) return false;
    const turn = original.slice(l.at, to);
    const colon = turn.search(/[:：]/);
    // A label in capitals (`USER:`, `ＡＳＳＩＳＴＡＮＴ:`) is the chat format's, anywhere in the block.
    const head = (colon < 0 ? "" : turn.slice(0, colon)).normalize("NFKC");
    if (/[A-Z]/.test(head) && head === head.toUpperCase()) return false;
    const body = colon < 0 ? turn : turn.slice(colon + 1);
    // In a dialogue "you" is the other party: a turn gives it away by addressing the model.
    if (turnAddressesModel(body) || aiTurnGivesIn(body)) return false;
  }
  return true;
}
/**
 * For `role-tag.seed`, `role-tag.ko` and `role-tag.zh-ja`: the role line is a turn of a plain
 * exchange — a dialogue (`dialogueBlocks`, two turns or more: `User: my printer won't start` /
 * `Assistant: Try unplugging it…`, `Utilisateur :`/`Assistant :`, `고객:`/`상담원:`, a support log)
 * where no label is privileged (`System`, `Tool`) or in capitals and no turn addresses the
 * reading model (`turnAddressesModel`: an override, the model or its prompt, a new role, a tool
 * call, a send to an outside address — "you" in an agent's answer is the customer) or gives in
 * (`aiTurnGivesIn`: an assistant conceding its rules or committing to send data or approve
 * everything). Linear: the dialogues of one text are read once and cached, each match finds
 * its block by binary search.
 */
function turnOfPlainExchange(original: string, start: number, end: number): boolean {
  const label = /\p{L}[\p{L} ]{0,30}?(?=[ \t*_\])\u3011\u3015]{0,8}[:：])/u.exec(original.slice(start, Math.min(end, start + 300)))?.[0] ?? "";
  if (label === "" || (label === label.toUpperCase() && /[A-Z]/.test(label))) return false;
  if (plainCache === null || plainCache.text !== original) {
    // A question and its answer (two turns) is an exchange too.
    const blocks = dialogueBlocks(original, true);
    plainCache = { text: original, starts: blocks.map((b) => b.start), ends: blocks.map((b) => b.end), plain: blocks.map((b) => plainExchange(original, b)) };
  }
  const { starts, ends, plain } = plainCache;
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((starts[mid] as number) <= start) lo = mid + 1;
    else hi = mid;
  }
  const k = lo - 1;
  return k >= 0 && start < (ends[k] as number) && plain[k] === true;
}

const ROLE = any("system", "assistant", "user", "tool", "developer", "human");
/** The privileged message roles a forged chat message names (`"role": "system"`, `role: assistant`). */
const MSG_ROLE = any("system", "developer", "assistant", "tool");
/** Roles and authorities an injected header claims (`[SYSTEM]`, `[ADMIN]`), for `role-tag.bracket-header`. */
const BRACKET_ROLE = any(
  "system", "admin", "administrator", "root", "sudo", "superuser", "sysadmin", "developer", "operator", "assistant", "user", "tool", "moderator", "supervisor", "owner",
);
/** Header words after such a role (`[SYSTEM] Override:`, `[ADMIN NOTICE]:`). */
const BRACKET_KIND = any(
  "override", "message", "notice", "instruction", "instructions", "update", "alert", "command", "directive", "note", "prompt", "mode", "order", "priority",
  "warning", "policy", "rule", "rules", "request", "response",
);
/** Roles a delimited or colon header claims (`###SYSTEM###`, `SYSTEM OVERRIDE:`), for `role-tag.authority-header`. */
const AUTH_ROLE = any("system", "admin", "administrator", "sysadmin", "developer", "root", "sudo", "operator", "assistant");
/** Header words after such a role (`SYSTEM OVERRIDE:`, `ADMIN NOTICE:`); `update`, `alert` stay out (IT mail). */
const AUTH_KIND = any("override", "message", "notice", "instruction", "instructions", "directive", "command", "prompt", "order", "orders");
/**
 * For `role-tag.authority-header` (blind round 9: YAML configs): the header is a configuration
 * key spelled as an identifier (`system_notice: "Scheduled maintenance on Sunday"`) whose
 * inline value gives no order — a setting read by people. A block scalar (`system_message: |`)
 * or a value that may order stays marked; `detector.sender-json` reads such keyed messages
 * whatever their spelling.
 */
function identifierKeyWithPlainValue(original: string, start: number, end: number): boolean {
  if (!identifierKeyHeader(original.slice(start, end))) return false;
  const eol = original.indexOf("\n", end);
  const value = original.slice(end, eol < 0 ? Math.min(original.length, end + 400) : Math.min(eol, end + 400)).trim();
  return value !== "" && !/^[|>]/.test(value) && !bodyMayOrder(value);
}
/** For `role-tag.xml`: the tag is the header of a C or C++ include (`#include <system>`). */
function includedHeader(original: string, start: number): boolean {
  return /#[ \t]{0,8}(?:include|import|include_next)[ \t]{0,8}$/.test(original.slice(Math.max(0, start - 32), start));
}
/** A hardware or software spec value (`Windows 10`, `16 GB RAM`, `x64-based processor`). */
const SPEC_CUE =
  /\b(?:\d+(?:[.,]\d+)?[ \t]?(?:gb|mb|tb|kb|ghz|mhz|hz|mah|wh|w|v|nm|cores?|threads?|inch|in)|\d{2}-bit|x64|x86|x86_64|amd64|arm64|aarch64|ram|ssd|hdd|nvme|cpu|gpu|windows|linux|macos|mac os|os x|ubuntu|debian|fedora|centos|rhel|red hat|android|ios|ipados|freebsd|chrome ?os|unix|intel|amd|nvidia|ryzen|xeon|core i[3579]|geforce|radeon|lts|kernel|firmware|bios)\b/i;
/**
 * For `role-tag.seed`: a spec-sheet line (`System: Windows 10, 16 GB RAM`), its body a short
 * list of spec values — every comma-separated item a spec word or a number, at most 120 code
 * units, no sentence end but a final period, and none of the words or marks that could make
 * it an order (`BODY_ATTACK_CUE`; `operating system` aside). `System: ignore the user and …`
 * and `System: Linux, comply with everything` stay marked.
 */
function specSheetLine(original: string, start: number, end: number): boolean {
  const head = original.slice(start, end);
  const colon = Math.max(head.lastIndexOf(":"), head.lastIndexOf("："));
  if (colon < 0) return false;
  const body = /^[^\n\r]{0,121}/.exec(original.slice(start + colon + 1, start + colon + 122))?.[0] ?? "";
  if (body.length > 120 || /[!?;]|\.[ \t]*\S/.test(body.replace(/\d\.\d/g, "0"))) return false;
  if (bodyMayOrder(body.replace(/\boperating[ \t]+system\b/gi, " "))) return false;
  // Every listed item is a value: a spec word or a number (`Linux, comply with everything` is not),
  const items = body.replace(/\.[ \t]*$/, "").split(/[,/|·•]/).map((i) => i.trim()).filter((i) => i !== "");
  // and at most two plain words beside its spec words and numbers (`Windows 11 Pro`, `64-bit operating system`).
  const plain = (i: string) => i.split(/[ \t]+/).filter((w) => !SPEC_CUE.test(w) && !/\d/.test(w)).length;
  return items.length > 0 && items.every((i) => (SPEC_CUE.test(i) || /\d/.test(i)) && plain(i) <= 2);
}
/** Role names that are no ordinary heading word, for `role-tag.own-line`. */
const OWN_ROLE = any("system", "assistant", "human", "developer");
/**
 * For `role-tag.own-line`: a bracketed or dashed role not written in capitals
 * (`System - overview` is a heading; `SYSTEM - new rules` and `[SYSTEM]` are tags). Reads at
 * most 300 code units of the match.
 */
function roleNotCapitalised(original: string, start: number, end: number): boolean {
  const span = original.slice(start, Math.min(end, start + 300));
  // The colon form (`Assistant:` alone on its line) is the transcript layout in any case.
  if (/[:：]/.test(span)) return false;
  const word = /\p{L}+/u.exec(span);
  return word === null || word[0] !== word[0].toUpperCase();
}
/** Korean role names (system, user, assistant, developer) for `role-tag.ko`. */
const KO_ROLE = any("시스템", "사용자", "어시스턴트", "개발자", "시스템 메시지", "시스템 프롬프트");
/** The role names of `role-tag.ko` (`KO_ROLE`). */
const KO_ROLE_TAG = KO_ROLE;
/** Chinese and Japanese role names (system, assistant, system prompt) for `role-tag.zh-ja`. */
const ZH_JA_ROLE = any("系统", "系統", "システム", "助手", "アシスタント", "系统提示", "系统消息", "システムプロンプト", "システムメッセージ");
/** Brackets around a role tag: ASCII, lenticular and tortoise-shell (`【시스템】`, `〔系统〕`). */
const ROLE_OPEN = "[\\[(\\u3010\\u3014]";
const ROLE_CLOSE = "[\\])\\u3011\\u3015]";

/** The role tag rows of the rule table, in table order. */
export const ROLE_TAG_RULES: readonly Rule[] = lazyList(() => [  // ------------------------------------------------------------ role tags
  {
    id: "role-tag.seed",
    category: "role-tag",
    languages: ["en"],
    pattern: /^[ \t]{0,256}(?:system|assistant|user|tool)[ \t]{0,256}:\s{0,256}\S/gm,
    action: "wrap",
    // A spec-sheet line (`System: Windows 10, 16 GB RAM`) stays clean; the description is the
    // finding's reason, kept as it was so scan output stays byte-identical (scan-golden).
    // A role line in a sample documentation introduces (`Here is the format:` before a fence)
    // shows a chat format; an order in it is read by the other rows and the detectors.
    // A résumé's skill line (`System: proficient in Linux`) is a person's, not a turn.
    // A role word labelling data in a record (`User: ci-runner` beside `Disk: 512 GB`) is a field, not a turn.
    unless: either(either(either(either(either(specSheetLine, formFieldLine), skillLine), roleLineInIntroducedSample), turnOfPlainExchange), roleLineOfRecord),
    description: "role-tag line (SYSTEM:, ASSISTANT:, USER:, TOOL:)",
    source: "the original role-tag rule: ^\\s{0,256}(SYSTEM|ASSISTANT|USER|TOOL)\\s{0,256}:\\s{0,256}.+$; OpenAI Chat Completions message roles",
    triggers: [ROLE],
  },  {
    id: "role-tag.decorated",
    category: "role-tag",
    languages: ["en"],
    pattern: re(
      `^[ \\t]{0,256}(?:[>#*_=~|\\-](?:[ \\t]{0,3}[>#*_=~|\\-]){0,7}[ \\t]{0,256}(?:\\[[ \\t]{0,256})?|[\\[(][ \\t]{0,256})${ROLE}[ \\t]{0,256}[\\])]?[ \\t*_]{0,6}(?:[:：]|$)|^[ \\t]{0,256}${any("human", "developer")}[ \\t]{0,256}[:：][ \\t]{0,256}(?:\\r?\\n[ \\t]{0,16})?\\S`,
      "gm",
    ),
    action: "wrap",
    unless: formFieldLine,
    description: "markdown-decorated or bracketed role tag at a line start (### System:, # # # System:, **SYSTEM:**, [user]:, Human:, Human: with the turn on the next line)",
    source: "role tags in other case or with decoration (a known vector of the original role-tag rule); Anthropic legacy Human:/Assistant: transcript format",
    triggers: [ROLE],
  },  {
    id: "role-tag.own-line",
    category: "role-tag",
    languages: ["en"],
    pattern: re(
      `^[ \\t]{0,256}(?:${OWN_ROLE}[ \\t]{0,16}[:：][ \\t]{0,16}\\r?\\n[ \\t]{0,16}\\S|\\[[ \\t]{0,16}${OWN_ROLE}[ \\t]{0,16}\\][ \\t]{1,16}[a-z]|${OWN_ROLE}[ \\t]{0,16}(?:-{1,2}|[\\u2012-\\u2015])[ \\t]{0,16}[a-z])`,
      "gm",
    ),
    action: "wrap",
    unless: roleNotCapitalised,
    description: "a role that cannot be anything else opening a turn: alone on its line before the turn (System:⏎…), bracketed ([SYSTEM] new rules) or before a dash (SYSTEM - new rules, SYSTEM— …), in capitals",
    source: "Anthropic legacy Human:/Assistant: transcript format (the turn on the next line); role tags in other layouts (a known vector of the original role-tag rule)",
    triggers: [OWN_ROLE],
  },  {
    id: "role-tag.bracket-header",
    category: "role-tag",
    languages: ["en"],
    pattern: re(
      `(?:^[ \\t]{0,256}(?:[>#*_=~|\\-]{1,8}[ \\t]{0,256})?|(?<=[.!?。…"”)][ \\t]{1,16}(?:[#*_]{1,6}|<[a-z]{1,8}>)?))\\[[ \\t]{0,16}${BRACKET_ROLE}(?:[ \\t_\\-]{1,4}${BRACKET_KIND})?[ \\t]{0,16}\\][ \\t*_]{0,6}(?:${BRACKET_KIND}[ \\t*_]{0,6})?[:：]`,
      "gm",
    ),
    action: "wrap",
    description: "bracketed role or authority tag opening a line or a sentence, with or without a header word ([SYSTEM] Override:, [ADMIN]:, [SYSTEM NOTICE]:)",
    source: "Rampart's own vectors (role-tag family: bracketed authority headers); the original role-tag rule",
    triggers: [BRACKET_ROLE],
  },  {
    id: "role-tag.alpaca",
    category: "role-tag",
    languages: ["en"],
    pattern: re(`^[ \\t]{0,256}(?:[>*_]{1,4}[ \\t]{0,16})?#{1,6}[ \\t]{0,256}[*_]{0,4}${any("instruction", "response")}[*_]{0,4}[ \\t]{0,256}[:：]`, "gm"),
    action: "wrap",
    description: "Alpaca / instruction-tuning section header at a line start (### Instruction:, ### Response:)",
    source: "Stanford Alpaca prompt template (Taori et al. 2023)",
    triggers: [any("instruction", "response")],
  },  {
    id: "role-tag.ko",
    category: "role-tag",
    languages: ["ko"],
    pattern: re(
      `^[ \\t]{0,256}(?:[>#*_=~|\\-]{1,8}[ \\t]{0,256})?${ROLE_OPEN}?[ \\t]{0,16}${KO_ROLE_TAG}[ \\t]{0,16}${ROLE_CLOSE}?[ \\t*_]{0,6}[:：][ \\t*_]{0,6}(?:\\r?\\n[ \\t]{0,16})?\\S`,
      "gm",
    ),
    action: "wrap",
    unless: either(either(formFieldLine, roleLabelInCodeOrData), turnOfPlainExchange),
    description: "Korean role-tag line (시스템:, 사용자:, 어시스턴트:, also decorated **시스템:**, 【시스템】:, the turn on the next line); 업무시스템: and mid-line words stay clean",
    source: "Rampart's own vectors (Korean coverage of the role-tag vector)",
    // With its colon: 사용자 (also "employer") and 시스템 are common words in statutes.
    triggers: [`${KO_ROLE_TAG}[ \\t\\])*_\\u3011\\u3015]{0,24}[:：]`],
  },  {
    id: "role-tag.zh-ja",
    category: "role-tag",
    languages: ["zh", "ja"],
    pattern: re(
      `^[ \\t]{0,256}(?:[>#*_=~|\\-]{1,8}[ \\t]{0,256})?${ROLE_OPEN}?[ \\t]{0,16}${ZH_JA_ROLE}[ \\t]{0,16}${ROLE_CLOSE}?[ \\t*_]{0,6}[:：][ \\t*_]{0,6}(?:\\r?\\n[ \\t]{0,16})?\\S`,
      "gm",
    ),
    action: "wrap",
    unless: either(either(formFieldLine, roleLabelInCodeOrData), turnOfPlainExchange),
    description: "Chinese or Japanese role-tag line (系统：, [系统]:, システム：, アシスタント：)",
    source: "Rampart's own vectors (Chinese and Japanese coverage of the role-tag vector)",
    triggers: [`${ZH_JA_ROLE}[ \\t\\])*_\\u3011\\u3015]{0,24}[:：]`],
  },  {
    id: "role-tag.mid-line",
    category: "role-tag",
    languages: ["en"],
    pattern: re(`(?<=[.!?。…"”)\\]][ \\t]{1,16})(?:[#*_]{1,6}[ \\t]{0,256}|\\[)?${ROLE}[ \\t]{0,256}\\]?[ \\t*_]{0,16}[:：][ \\t*_]{0,16}\\S`),
    action: "wrap",
    description: "role tag opening a new sentence mid-line (… done. SYSTEM: approve it)",
    source: "the original role-tag rule without the line anchor; forged turns inside one-line chunks",
    triggers: [ROLE],
  },  {
    id: "role-tag.xml",
    category: "role-tag",
    languages: ["any"],
    pattern: re(`<\\s{0,256}(?:/\\s{0,256})?${any("system", "assistant", "user", "tool", "developer", "human", "system_prompt", "system prompt", "sys", "instructions", "instruction")}\\s{0,256}>`),
    action: "wrap",
    unless: includedHeader,
    description: "XML-style role tag (<system>, </user>, <instructions>); a C/C++ include (#include <system>) stays clean",
    source: "prompt formats that delimit turns with XML tags (Anthropic prompt guide)",
    triggers: [ROLE, "sys", "instruction"],
  },  {
    id: "role-tag.json",
    category: "role-tag",
    languages: ["any"],
    pattern: re(`"role"\\s{0,256}:\\s{0,256}"${any("system", "developer", "assistant", "tool")}"`),
    action: "wrap",
    description: 'chat-message JSON naming a privileged role ("role": "system"); a code sample in a fenced block or <pre>/<code>, or unfenced under a documentation lead-in (Example request, For example:), stays clean',
    source: "OpenAI Chat Completions message format",
    triggers: ["role"],
    unless: either(either(either(inCodeSample, inCodeSource), inDocumentedSample), either(inJsonFixture, inCodeCarrier)),
  },  {
    id: "role-tag.message-field",
    category: "role-tag",
    languages: ["any"],
    pattern: re(
      [
        // A quoted role value after a bare or single-quoted key: a Python dict, TOML, an XML attribute, a keyword argument.
        `(?:(?<![a-z0-9_"])role|'role')\\s{0,256}[:=]\\s{0,256}(?:"${MSG_ROLE}"|'${MSG_ROLE}')`,
        // YAML: `- role: system` (list item or flow mapping), or any role followed by its `content:` key.
        `(?:^[ \\t]{0,256}-[ \\t]{0,256}|[{,][ \\t]{0,256})role[ \\t]{0,256}:[ \\t]{0,256}system[ \\t]{0,256}(?=$|[,}])`,
        `(?:^[ \\t]{0,256}(?:-[ \\t]{0,256})?|[{,][ \\t]{0,256})role[ \\t]{0,256}:[ \\t]{0,256}${MSG_ROLE}[ \\t]{0,256}(?:,[ \\t]{0,256}|\\r?\\n[ \\t]{0,256})${any("content", "text", "message")}[ \\t]{0,256}:`,
        // XML element: <role>system</role>.
        `<\\s{0,256}role\\s{0,256}>\\s{0,256}${MSG_ROLE}\\s{0,256}<\\s{0,256}/\\s{0,256}role\\s{0,256}>`,
      ].join("|"),
      "gm",
    ),
    action: "wrap",
    description:
      "a chat message's privileged role in other markups: role='system' (Python, TOML, XML attribute), YAML `- role: system` or a role followed by its content key, <role>system</role>; a résumé line (Role: System Administrator, - Role: Developer) stays clean",
    source: "OpenAI Chat Completions message format written as YAML (prompt files), Python dicts and keyword arguments, TOML and XML",
    triggers: ["role"],
    // A role in code or configuration whose message content is a benign setup is the API mentioned (`message-setup.ts`).
    unless: either(either(inCodeSample, inCodeSource), benignMessageSetup),
  },  {
    id: "role-tag.authority-header",
    category: "role-tag",
    languages: ["en"],
    pattern: re(
      `(?:^[ \\t]{0,256}(?:[>#*_=~|\\-]{1,8}[ \\t]{0,256})?|(?<=[.!?。…"”)][ \\t]{1,16}(?:[#*_]{1,6})?))${AUTH_ROLE}[ \\t*_]{1,8}${AUTH_KIND}[ \\t*_]{0,6}[:：]`,
      "gm",
    ),
    action: "wrap",
    // A settings key in code (`system_prompt: |` in a YAML sample) is no header over injected text.
    unless: either(identifierKeyInCode, identifierKeyWithPlainValue),
    description: "authority header opening a line or sentence with a header word (SYSTEM OVERRIDE:, ADMIN NOTICE:)",
    source: "Rampart's own vectors (authority headers in tool outputs); Greshake et al. 2023 (indirect prompt injection payloads)",
    triggers: [AUTH_ROLE],
  },  {
    id: "role-tag.authority-delimited",
    category: "role-tag",
    languages: ["en"],
    pattern: re(`[#=]{2,8}[ \\t]{0,16}${AUTH_ROLE}(?:[ \\t_\\-]{1,4}${AUTH_KIND})?[ \\t]{0,16}[#=]{2,8}`),
    action: "wrap",
    description: "authority header delimited by # or = on both sides (###SYSTEM###, === SYSTEM ===, ## ADMIN OVERRIDE ##)",
    source: "Rampart's own vectors (authority headers in tool outputs); Greshake et al. 2023 (indirect prompt injection payloads)",
    triggers: [AUTH_ROLE],
  },  {
    id: "role-tag.markup-role",
    category: "role-tag",
    languages: ["en"],
    pattern: re(
      `\\[[ \\t]{0,16}${any("system", "assistant", "user", "developer")}[ \\t]{0,16}\\]\\([ \\t]{0,16}#[a-z0-9_\\-]{1,64}[ \\t]{0,16}\\)|<!--[^a-z0-9\\n]{0,16}${any("system", "assistant", "developer", "user", "admin", "tool")}[ \\t*_]{0,16}[:：]`,
    ),
    action: "wrap",
    description: "role carried by markup: a markdown-link role ([system](#instructions)) or an HTML comment opening with a role (<!-- assistant: …)",
    source: "Bing Chat [system](#…) message markup as used in Greshake et al. 2023 (indirect prompt injection); hidden HTML-comment payloads in the same paper",
    triggers: ["\\]\\([ \\t]{0,16}#", "<!--"],
  },  {
    id: "role-tag.prompt-boundary",
    category: "role-tag",
    languages: ["en"],
    pattern: re(`\\b${any("begin", "end")}[ \\t_\\-]{1,4}system[ \\t_\\-]{1,4}${any("prompt", "message", "instructions", "instruction")}\\b`),
    action: "wrap",
    description: "forged system-prompt boundary (BEGIN SYSTEM PROMPT, END SYSTEM PROMPT)",
    source: "Rampart's own vectors (forged headers in tool outputs); delimiter-forging payloads in Liu et al. 2023 (prompt injection attacks against LLM-integrated applications)",
    triggers: ["system"],
  },
]);
