/**
 * A vendor message or tool-call JSON shown in documentation outside a code fence (issue 20,
 * blind round 9): an API page writes `## Example request` or `For example:` and then the JSON
 * of an OpenAI `tool_calls` entry, an Anthropic `tool_use` block or an MCP `tools/call` request
 * as plain text, or describes a field inline (`Each item has the shape {"id": "string", …}`).
 * That is the format shown, like the same JSON in a fence; the same JSON in a retrieved e-mail
 * or web page, with no such framing, reads as a live call.
 *
 * The JSON block is the run from the first `{` or `[` of the paragraph holding the shape to the
 * paragraph's end (a blank line). It is documentation when either:
 *
 * | signal | read where | e.g. |
 * | --- | --- | --- |
 * | an explanatory lead-in | the two non-blank lines before the block, and the paragraph's text before its first brace | `Example request`, `For example:`, `has the shape`, `clients send a tools/call request:`, `요청 예시:`, `例えば`, `请求示例：`, `Beispielantwort`, `por ejemplo` |
 * | schema placeholders | the block's string values | `"string"`, `"integer"`, `"<id>"`, `"<tool-name>"`, `"..."` |
 *
 * Whether the sample nonetheless acts (an order in its values, a consequential tool with an
 * outside destination or bulk data) is the caller's question (`code-call.ts`). Linear: one
 * backward scan for the paragraph start (at most `REACH` units), one pass of each regex over
 * bounded slices.
 */

/** How far back a paragraph start is looked for, and the longest block read (UTF-16 units). */
const REACH = 2_000;
const MAX_BLOCK = 8_000;

/** Words that introduce a sample of a format or describe a reference field. */
const DOC_LEAD =
  /\b(?:for example|for instance|e\.g\.|example|examples|sample|request|response|payload|schema|shape|structure|format|looks? like|as follows|the following|like this|reference|endpoint|returns|responds|clients? sends?|the server|beispiel\w{0,8}|so sieht|sieht so aus|exemple\w{0,2}|par exemple|voici|ejemplo\w{0,2}|por ejemplo|esta forma|esempio|per esempio|exemplo|por exemplo|formato|anfrage|antwort|solicitud|respuesta|requ[eê]te|r[ée]ponse|requisi[cç][aã]o|resposta|richiesta|risposta)\b|예시|예제|예를 들어|요청|응답|다음과 같|아래와 같|형식|例えば|例：|例:|次のよう|以下のよう|リクエスト|レスポンス|応答|サンプル|形式|示例|例如|比如|如下|请求|響應|响应|返回|格式|範例/;
/** A schema placeholder as a string value: a JSON type name, an angle-bracket slot, an ellipsis. */
const PLACEHOLDER = /:\s{0,4}"(?:string|number|integer|boolean|object|array|null|<[^"<>\n]{1,40}>|\.{3}|…)"/;
/** A blank line (a paragraph break). */
const BLANK = /\n[ \t]{0,16}\r?\n/g;

/** The block `[start, end)` of a documentation sample holding offset `at` of `text`, or `null` when the JSON there is not framed as documentation. */
export function documentedSample(text: string, at: number): { start: number; end: number } | null {
  const from = Math.max(0, at - REACH);
  const back = text.slice(from, at);
  let paraStart = from;
  BLANK.lastIndex = 0;
  for (let m = BLANK.exec(back); m !== null; m = BLANK.exec(back)) paraStart = from + m.index + m[0].length;
  const head = text.slice(paraStart, at);
  const braces = [head.indexOf("{"), head.indexOf("[")].filter((i) => i >= 0);
  const start = braces.length > 0 ? paraStart + Math.min(...braces) : at;
  const rest = text.slice(start, start + MAX_BLOCK);
  BLANK.lastIndex = 0;
  const blank = BLANK.exec(rest);
  const end = start + (blank === null ? rest.length : blank.index);
  const lead = text.slice(Math.max(0, start - 300), start).split("\n").filter((l) => l.trim() !== "").slice(-2).join("\n").toLowerCase();
  if (DOC_LEAD.test(lead) || PLACEHOLDER.test(text.slice(start, end))) return { start, end };
  return null;
}

/** Every regex this module runs on attacker text (for the linear-time proofs). */
export const DOC_SAMPLE_PATTERNS: readonly RegExp[] = [DOC_LEAD, PLACEHOLDER, BLANK];
