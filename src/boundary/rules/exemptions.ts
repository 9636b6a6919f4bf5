/**
 * Exemptions shared by rule rows for two hard-negative kinds of issue 20 item 6, each a test on
 * the original around a match (`Rule.unless`), reading a bounded window (linear in the match):
 *
 * - `formFieldLine`: a role word that labels a person or a system on a form or signature line
 *   (`Assistant: Maria Okafor`, `시스템: 국가종합전자조달시스템`, `システム：勤怠管理システム`,
 *   `系统：用友财务系统`) — the value is a name (no sentence, no order, no model word) and a
 *   neighbouring line is another form field (`Phone: …`, `담당자: …`, `担当者：…`, `联系人：…`)
 *   or a signature cue. A role line among role lines (a forged transcript) stays marked.
 * - `inCodeSample`: chat-message JSON inside a code region (a fenced block, `<pre>`/`<code>`) —
 *   an API guide showing a `messages` array. The fence shows a format; an order in the
 *   message's content is still read by the override and extraction rules and the detectors.
 * - `topicScoped`: an override scoped to a named topic (`disregard the earlier instructions
 *   about cable colour`), unless the topic or the rest of the sentence is about the model, its
 *   guards or the user's data.
 */
import { foldTerm } from "../fold.js";
import { codeRegions, regionAt, type Regions } from "../detectors/code-fences.js";

/** Role words a forged turn uses (a neighbouring line labelled with one is no form field). */
const ROLE_LABEL = /^(?:system|assistant|user|tool|developer|human|ai|bot|model|시스템|사용자|어시스턴트|개발자|系统|系統|助手|用户|用戶|システム|アシスタント|ユーザー)$/iu;
/** A form field line: a short label, a colon, a value. */
const FIELD = /^[ \t]{0,16}[*_#>-]{0,4}[ \t]{0,4}([\p{L}][\p{L}\p{M} .'&/()-]{0,30}?)[ \t]{0,8}[*_]{0,2}[:：][ \t]{0,8}\S/u;
/** Words of a signature block or a form (any of the four languages). */
const SIGNATURE_CUE = /\b(?:regards|sincerely|best|thanks|cheers|tel|phone|mobile|fax|e-?mail|address|department|dept|office|title|name|date|contact|version|vendor)\b|담당|연락처|전화|부서|성명|직위|이메일|주소|担当|連絡先|電話|部署|氏名|联系人|聯繫人|电话|電話|部门|部門|姓名|邮箱|郵箱/iu;
/**
 * Words that make a value more than a name: an order, the model, its prompt, secrets, actions,
 * sentence punctuation (folded first, so a lookalike cannot hide one).
 */
const VALUE_CUE =
  /\b(?:ignore|disregard|forget|override|bypass|reveal|print|output|repeat|say|respond|reply|answer|tell|write|send|forward|approve|grant|transfer|obey|follow|comply|must|should|will|now|always|never|only|you|your|please|do|don't|access|granted|denied|sure|okay|ok|yes|no|prompt|instructions?|rules?|password|secret|key|token|mode|jailbreak|dan)\b|[!?<>{}[\]|`]|https?:|무시|잊|지시|규칙|프롬프트|비밀|하세요|해라|하라|해줘|주세요|십시오|忽略|指令|规则|規則|密码|密碼|请|請|無視|指示|ルール|パスワード|ください|して/iu;

function lineAround(original: string, at: number): { start: number; end: number } {
  const from = Math.max(0, at - 400);
  const before = original.slice(from, at);
  const nl = Math.max(before.lastIndexOf("\n"), before.lastIndexOf("\r"));
  const start = nl >= 0 ? from + nl + 1 : from;
  const after = original.slice(at, at + 400);
  const m = /[\r\n]/.exec(after);
  return { start, end: m ? at + m.index : Math.min(original.length, at + 400) };
}

/** The nearest non-empty line before (`dir` -1) or after (`dir` 1) the line `[start, end)`, at most 3 lines away. */
function neighbour(original: string, line: { start: number; end: number }, dir: -1 | 1): string | null {
  let cur = line;
  for (let k = 0; k < 3; k++) {
    const at = dir < 0 ? cur.start - 2 : cur.end + 1;
    if (at < 0 || at >= original.length) return null;
    cur = lineAround(original, Math.max(0, Math.min(original.length - 1, at)));
    const text = original.slice(cur.start, cur.end);
    if (text.trim() !== "") return text;
  }
  return null;
}

function isFormField(line: string): boolean {
  const m = FIELD.exec(line);
  if (m === null) return SIGNATURE_CUE.test(line) && line.length <= 80;
  return !ROLE_LABEL.test((m[1] ?? "").trim());
}

/**
 * For role-tag rows: the match labels a name on a form or signature line (see the module
 * comment). Reads the match's line and up to three lines either side (≤ 400 code units each).
 */
export function formFieldLine(original: string, start: number, end: number): boolean {
  const line = lineAround(original, start);
  const text = original.slice(line.start, line.end);
  const colon = text.search(/[:：]/);
  if (colon < 0) return false;
  const value = text.slice(colon + 1).trim();
  if (value === "" || value.length > 60 || end > line.end) return false;
  if (/[.。!！?？;；][ \t]*\S/.test(value) || VALUE_CUE.test(foldTerm(value)) || VALUE_CUE.test(value)) return false;
  // A Latin value is a name in title case or a product name (capitals, digits, `/`, `-`).
  if (/[a-z]/i.test(value) && !value.split(/[ \t,]+/).every((w) => w === "" || /^(?:of|the|and|&|de|van|von|la|le|du|da|di|support|desk|team|office|center|centre|service|services)$/.test(w) || /^[\p{Lu}\d]/u.test(w))) return false;
  const prev = neighbour(original, line, -1);
  const next = neighbour(original, line, 1);
  return (prev !== null && isFormField(prev)) || (next !== null && isFormField(next));
}

/** Words after an override's object that scope it to a topic. */
const TOPIC = /^[ \t]{1,4}(?:about|regarding|concerning|on|for|related to|relating to|with respect to|as to|re:?)[ \t]{1,4}(?:the[ \t]{1,4}|a[ \t]{1,4}|an[ \t]{1,4}|this[ \t]{1,4}|that[ \t]{1,4})?([\p{L}][\p{L}\p{M}\d' -]{0,60})/u;
/** A topic or a sentence rest that is about the model, its guards, the user or their data. */
const MODEL_TOPIC =
  /\b(?:you|your|yours|ai|assistant|model|chatbot|bot|llm|gpt|prompt|system|safety|security|secret|secrets|password|passwords|confidential|privacy|private|restrictions?|filters?|polic(?:y|ies)|guidelines?|guardrails?|ethics?|user|users|customer|data|reveal|print|output|say|respond|reply|answer|tell|send|forward|email|e-mail|approve|grant|transfer|obey|comply|behave|behve|behavior|behaviour|conduct|act|programmed|programming|instead of (?:the|your) (?:rules|instructions)|from now on|henceforth)\b/i;

/**
 * For override rows: the override is scoped to a named topic (`… instructions about cable
 * colour; …`) and neither the topic nor the rest of the sentence names the model, its guards,
 * the user or an action on data. Reads at most 240 code units after the match.
 */
export function topicScoped(original: string, _start: number, end: number): boolean {
  const rest = original.slice(end, end + 240);
  const m = TOPIC.exec(rest);
  if (m === null) return false;
  const sentence = /^[^.!?\n。！？]{0,240}/.exec(rest)?.[0] ?? rest;
  return !MODEL_TOPIC.test(foldTerm(sentence));
}

/** The code regions of the last text asked about (one text has many role-tag matches). */
let regionsOf: { text: string; regions: Regions } | null = null;

/** True when `[start, end)` lies inside a code region of `original` (`inCodeSample` above). */
export function inCodeSample(original: string, start: number, end: number): boolean {
  if (regionsOf === null || regionsOf.text !== original) regionsOf = { text: original, regions: codeRegions(original) };
  const r = regionAt(regionsOf.regions, start);
  return r !== null && end <= r[1];
}
