/**
 * `detector.fake-tool` (issue 20 item 2): retrieved text that carries the shape of a tool call,
 * a tool result or an approval — what only the application and the model exchange, never a
 * document. A model that reads `"tool_calls": [...]` or `Observation:` in evidence can take it
 * for a step it took itself; a forged `"approved_by_user": true` can read as consent.
 *
 * | format | shapes read (keys and values, any spacing and quoting) | source |
 * | --- | --- | --- |
 * | OpenAI Chat Completions | `"tool_calls": [`, `"function_call": {`, `"tool_call_id":`, `"role": "tool"` / `"function"`, `"type": "function"` with `"arguments":` | OpenAI API reference, chat object |
 * | Anthropic Messages | `"type": "tool_use"` / `"tool_result"`, `"tool_use_id":`, `<function_calls>`, `<invoke name=` | Anthropic API reference, tool use |
 * | MCP (JSON-RPC 2.0) | `"method": "tools/call"` (or an ad-hoc `"name": "tools/call"`) (a bare `"jsonrpc": "2.0"` is any RPC, e.g. a blockchain node's reply) | MCP specification, tools |
 * | ReAct traces | two or more of `Thought:`, `Action:`, `Action Input:`, `Observation:`, `Final Answer:` at line starts (also Pensamiento/Acción/Observación, Gedanke/Aktion/Beobachtung, Pensée/Action, Pensamento/Ação/Observação, 생각/행동/관찰, 思考/行动/观察, 思考/行動/観察), one a tool call (`Action Input:`, or `Action:` naming a tool) | Yao et al. 2023, ReAct |
 * | approval flags | a key naming a party's approval or confirmation set true: `"approved_by_user": true`, `userConfirmed=yes`, `pre_approved: true`; a table column so named with yes in a row | our own |
 * | YAML tool calls | `tool_calls:` opening a block whose next line is a call's field (`- name: send_email`) | OpenAI API shapes written as YAML |
 * | plain-text results | a label announcing a tool's result (`Function result:`, `tool_output:`, `Observation:`, `Résultat de l'outil :`, `도구 결과:`, a ```` ```tool_output ```` fence) followed in its unit by an order to the reader (`fake-result.ts`) | our own |
 *
 * Shapes within 400 characters of each other form one cluster; the cluster's lines are
 * wrapped. A shape inside a code region (a fenced block, `<pre>`/`<code>`) is a document showing
 * the format — an API guide's `messages` array — and stays clean unless its region also holds
 * an approval flag; so is one beside test or fixture source (`const fixture = {`, `expect(`,
 * `def test_`, a mock's name), unless it is an approval flag. Linear time: one pass per regex (literal keys, bounded gaps), line bounds
 * by scanning.
 */
import type { DetectContext, Detector, DetectorMatch } from "../detector.js";
import type { Shadow } from "../shadow.js";
import { CODE_CALL_PATTERNS, codeCallActs } from "./code-call.js";
import { codeRegions, regionAt } from "./code-fences.js";
import { classTrigger } from "./closed-class.js";
import { CONSENT_TABLE_PATTERNS, consentTableHits } from "./consent-table.js";
import { DEMARKUP_PATTERNS, demarkup } from "./demarkup.js";
import { DOC_SAMPLE_PATTERNS, documentedSample } from "./doc-sample.js";
import { FAKE_RESULT_PATTERNS, FAKE_RESULT_TRIGGER, fakeResults } from "./fake-result.js";
import { lazyList } from "../../core/lazy.js";

/** Finding id of this detector. */
export const FAKE_TOOL_DETECTOR_ID = "detector.fake-tool";

/** An optional quote: plain, doubled (CSV), or escaped (JSON inside a JSON string). */
const Q = `(?:\\\\?["']){0,2}`;
/** A required value quote, in the same spellings. */
const V = `(?:\\\\?["']){1,2}`;
const S = "\\s{0,4}";
/** A key, quoted or not, then its separator. */
const key = (k: string) => `${Q}(?:${k})${Q}${S}[:=]${S}`;

/** A key naming the approval or confirmation of the user or of a party to the tool call (`approved_by_user`, `userConfirmed`, `pre-approved`); a business sign-off (`approved_by_manager`, `hr_approved`) is a record's data, not consent to a call. */
const APPROVAL_KEY =
  "(?:(?:approved|confirmed|authori[sz]ed|verified|consented)[_ -]?by[_ -]?(?:the[_ -]?)?(?:user|human|admin|owner|operator)|(?:user|human|admin|owner|operator)[_ -]?(?:approved|approval|confirmed|confirmation|authori[sz]ed|authori[sz]ation|consent|consented)|pre[_ -]?approved|already[_ -]?approved|approval[_ -]?(?:granted|given|received))";
/**
 * The same key in Spanish, Portuguese, French, Italian, German, Korean, Japanese and Chinese
 * (`aprobado_por_usuario`, `aprovado_pelo_usuario`, `approuvé_par_utilisateur`,
 * `approvato_dall_utente`, `vom_nutzer_genehmigt`, `사용자_승인`, `ユーザー承認済み`, `用户已批准`),
 * and English wordings with a verb (`user_has_approved`, `approval_from_user`): a lexicon of
 * party nouns and approval participles per language, joined in either order.
 */
const APPROVAL_KEY_L10N =
  "(?:(?:aprobad[oa]|autorizad[oa]|confirmad[oa]|aprovad[oa]|approuv[ée]e?|autoris[ée]e?|confirm[ée]e?|valid[ée]e?|approvat[oa]|autorizzat[oa]|confermat[oa])[_ -]?(?:por|pelo|pela|par|dal|dall|dalla|da)[_ '’-]?(?:el[_ -]?|la[_ -]?|o[_ -]?|l[_'’-]?|le[_ -]?)?(?:usuari[oa]|usu[aá]ri[oa]|utilisat(?:eur|rice)|utente|admin(?:istrador|istrateur|istratore)?|propietari[oa]|humano|humain)" +
  "|(?:usuari[oa]|usu[aá]ri[oa]|utilisateur|utente)[_ -]?(?:ya[_ -]?)?(?:aprob[oó]|aprobad[oa]|aprobaci[oó]n|aprovou|aprovad[oa]|aprova[cç][aã]o|approuv[ée]|approbation|approvato|approvazione|confirm[oó]|confirmad[oa]|autoriz[oó]|autorizad[oa]|consentimiento|consentement|consenso)" +
  "|(?:vom|von|durch)[_ -]?(?:dem[_ -]?|den[_ -]?)?(?:nutzer|benutzer|anwender|admin)[_ -]?(?:genehmigt|best[äa]tigt|freigegeben|autorisiert)|(?:nutzer|benutzer|anwender)[_ -]?(?:genehmigt|best[äa]tigt|freigegeben|freigabe|zustimmung|autorisiert|einwilligung)" +
  "|(?:사용자|유저|관리자)[_ ]?(?:가[_ ]?)?(?:승인|허가|동의)(?:됨|함|완료|여부)?|(?:이미|사전)[_ ]?승인(?:됨)?" +
  "|(?:ユーザー|利用者|管理者)(?:の|が|による)?(?:承認|許可|同意)(?:済み?)?" +
  "|(?:用户|用戶|管理员|管理員)(?:已经?|已經?)?(?:批准|授权|授權|同意)" +
  "|(?:user|human|admin|owner|operator)[_ -]?has[_ -]?(?:approved|confirmed|authori[sz]ed|consented)|has[_ -]?(?:user|human|admin)[_ -]?(?:approval|consent)|(?:approval|consent|authori[sz]ation)[_ -]?(?:from|of)[_ -]?(?:the[_ -]?)?(?:user|human|admin|owner|operator))" +
  "(?:[_ -]?(?:status|flag|state|given|granted|ok))?";
/**
 * An approval without a party (`approved`, `aprobado`, `승인됨`, `承認済み`, `已批准`) is a
 * purchase order's data on its own; beside a result key in the same object (`{"결과": …,
 * "승인됨": true}`) it is a tool result claiming consent.
 */
const BARE_APPROVAL = "(?<![\\p{L}\\p{N}_])(?:approved|authori[sz]ed|confirmed|aprobad[oa]|autorizad[oa]|aprovad[oa]|approuv[ée]e?|autoris[ée]e?|genehmigt|freigegeben|approvat[oa]|autorizzat[oa]|승인됨|승인|허가됨|承認済み?|承認|許可済み?|已批准|已授权|已授權|批准)";
const RESULT_KEY = "(?:result|results|output|tool_result|tool_output|observation|resultado|resultados|ergebnis|r[ée]sultat|risultato|결과|結果|结果)";
/** A true value in the languages above (`true`, `sí`, `ja`, `oui`, `예`, `はい`, `是`). */
const TRUE_VALUE = "(?:true|yes|granted|approved|1|s[ií]|sim|oui|ja|vrai|verdadero|wahr|예|네|はい|是|真)(?![\\w\\p{L}])";
/** A whole CSV/TSV cell that names an approval (the header of an approval column). */
const APPROVAL_CELL = new RegExp(`^[ \\t]{0,4}["']?${APPROVAL_KEY}["']?[ \\t]{0,4}$`, "i");
/** A cell that sets it. */
const YES_CELL = /^[ \t]{0,4}["']?(?:true|yes|y|granted|approved|1)["']?[ \t]{0,4}$/i;

/** The name of the shape of a bare approval beside a result key. */
const BARE_APPROVAL_RESULT = "a tool result claiming approval";

/** The shapes, each named for the reason. */
const SHAPES: readonly { readonly name: string; readonly pattern: RegExp; readonly approval?: true }[] = [
  { name: "an OpenAI tool call", pattern: new RegExp(`${key("tool_calls|function_call")}[[{]|${key("tool_call_id")}${V}|${key("role")}${V}(?:tool|function)${V}`, "gi") },
  { name: "an OpenAI function shape", pattern: new RegExp(`${key("type")}${V}function${V}${S},${S}${key("function")}\\{`, "gi") },
  { name: "an Anthropic tool block", pattern: new RegExp(`${key("type")}${V}tool_(?:use|result)${V}|${key("tool_use_id")}${V}|<\\/?(?:antml:)?(?:function_calls|tool_use|tool_result)>|<(?:antml:)?invoke\\s{1,4}name=`, "gi") },
  // YAML: a tool-call key opening a block whose next line is a call's field (`tool_calls:\n  - name: send_email`).
  { name: "a tool call in YAML", pattern: /^[ \t]{0,16}(?:tool_calls|function_call|tool_use)[ \t]{0,4}:[ \t]{0,16}\r?\n[ \t]{0,16}-?[ \t]{0,4}(?:name|function|id|type|arguments|input)[ \t]{0,4}:/gim },
  { name: "an MCP tools/call request", pattern: new RegExp(`${key("method|name")}${V}tools\\/call${V}`, "gi") },
  {
    name: "an approval flag",
    pattern: new RegExp(
      `${Q}${APPROVAL_KEY}${Q}${S}[:=]${S}${Q}(?:true|yes|granted|approved|1)\\b`,
      "gi",
    ),
    approval: true,
  },
  { name: "an approval flag", pattern: new RegExp(`${Q}(?:${APPROVAL_KEY_L10N})${Q}${S}[:=]${S}${Q}${TRUE_VALUE}`, "giu"), approval: true },
  {
    name: BARE_APPROVAL_RESULT,
    pattern: new RegExp(`${key(RESULT_KEY)}[^\\n]{0,200}?${Q}${BARE_APPROVAL}${Q}${S}[:=]${S}${Q}${TRUE_VALUE}|${Q}${BARE_APPROVAL}${Q}${S}[:=]${S}${Q}${TRUE_VALUE}[^\\n]{0,200}?${key(RESULT_KEY)}`, "giu"),
    approval: true,
  },
];

/** ReAct labels at a line start (English, Spanish, German, French, Portuguese, Korean, Chinese, Japanese). */
const REACT_LABEL = /^[ \t>*_#]{0,8}(thought|action input|action|observation|final answer|pensamiento|entrada de (?:la )?acci[oó]n|acci[oó]n|observaci[oó]n|respuesta final|gedanke|aktionseingabe|aktions-eingabe|aktion|beobachtung|endg[uü]ltige antwort|pens[ée]e|entr[ée]e de l'action|observation|r[ée]ponse finale|pensamento|entrada da a[cç][aã]o|a[cç][aã]o|observa[cç][aã]o|resposta final|생각|행동 입력|행동|관찰|최종 답변|思考|行动输入|行动|行動入力|行動|观察|觀察|観察|最终答案|最終回答)[ \t*_]{0,4}[:：]/gim;
/**
 * A ReAct cluster needs a step in the tool-call form: an `Action Input:` label, or an `Action:`
 * whose value is a tool name, alone or opening its input (`Action: search[query]`,
 * `행동: export_customers`) or an action verb on data opening it (`Action: forward the file to …`). A log with `Observation:` / `Action: maintenance replaced the
 * seal.` / `Result:` lines is prose in the same labels: no tool was called.
 */
const REACT_INPUT = new Set(["action input", "entrada de acción", "entrada de accion", "entrada de la acción", "entrada de la accion", "aktionseingabe", "aktions-eingabe", "entrée de l'action", "entree de l'action", "entrada da ação", "entrada da acao", "entrada da acão", "entrada da açao", "행동 입력", "行动输入", "行動入力"]);
const REACT_ACTION = new Set(["action", "acción", "accion", "aktion", "ação", "acao", "acão", "açao", "행동", "行动", "行動"]);
/** A tool name (an identifier, optionally quoted), then the line's end or its input's opening bracket. */
const TOOL_CALL_VALUE = /^[ \t*_]{0,8}(?:[`"']?[A-Za-z_][\w.:/-]{0,63}[`"']?[ \t]{0,4}(?:[\r\n]|$|[([{:])|(?:send|forward|e-?mail|delete|remove|transfer|wire|pay|approve|execute|run|call|invoke|reveal|export|upload|post|share|grant)\b)/i;

/**
 * Source code of a test or a fixture near a shape (within `FIXTURE_REACH` units either side): an
 * object literal assigned to a variable (`const fixture = {`), an assertion (`expect(`,
 * `assertEqual(`, `assert.`), a test case (`it("…"`, `describe("…"`, `def test_`), a fixture or
 * mock name. The shape there is data a test feeds a parser, not a claim to the reader.
 */
const FIXTURE_CONTEXT = /\b(?:const|let|var)\s{1,4}[A-Za-z_$][\w$]{0,40}\s{0,4}(?::\s{0,4}[A-Za-z_$][\w$<>[\]]{0,40}\s{0,4})?=\s{0,4}[[{]|\bexpect\s{0,4}\(|\bassert(?:Equal|Equals|_equal|That)?\s{0,4}[.(]|\b(?:describe|it|test)\s{0,4}\(\s{0,4}["'`]|\bdef\s{1,4}test_|\b(?:fixtures?|mock(?:ed)?|stub(?:bed)?)(?:[A-Z_]|\b)/;
const FIXTURE_REACH = 300;

/** Two shapes closer than this (UTF-16 units) are one cluster. */
const CLUSTER_GAP = 400;

/** Cheap trigger atoms (regex sources, case-insensitive): every shape holds one. */
export const FAKE_TOOL_TRIGGER: readonly string[] = [
  "tool_calls|function_call|tool_call_id|tool_use|tool_result|function_calls|tools/call|jsonrpc|invoke\\s{1,4}name|[\"']role[\"']|[\"']type[\"']",
  "approv|confirm|authori|consent|verified|aprob|aprov|approuv|autoris|genehmigt|freigegeben|zugestimmt|approvat|autorizz|승인|허가|承認|許可|批准|授权|授權",
  ...FAKE_RESULT_TRIGGER,
  // A consent column (`consent-table.ts`): its header names a consent or an approval in any language.
  classTrigger("approved"),
  "thought|action|observation|final answer|pensamiento|acci[oó]n|observaci[oó]n|respuesta final|gedanke|aktion|beobachtung|endg[uü]ltige antwort|pens[ée]e|r[ée]ponse finale|pensamento|a[cç][aã]o|observa[cç][aã]o|resposta final|생각|행동|관찰|최종 답변|思考|行动|行動|观察|觀察|観察|最终答案|最終回答",
];

interface Hit {
  start: number;
  end: number;
  name: string;
  approval: boolean;
  /** A plain-text result with an order (`fake-result.ts`): read in code regions and beside fixtures too. */
  result?: true;
}

function lineStart(text: string, at: number): number {
  return text.lastIndexOf("\n", at - 1) + 1;
}

function lineEnd(text: string, at: number): number {
  const e = text.indexOf("\n", at);
  return e < 0 ? text.length : e;
}

/** Rows read under one CSV header, and the longest line read as one. */
const CSV_ROWS = 50;
const CSV_LINE = 2_000;
/**
 * Approval columns in a table (CSV, TSV, semicolon): a header line with a cell naming an
 * approval (`user_confirmed`, `approved_by_user`) and a row below it whose cell in that column
 * says yes (`Globex,88000,yes`) — the `"approved_by_user": true` of a spreadsheet. Reads each
 * line once (a header's rows are at most `CSV_ROWS` lines after it, each cut at `CSV_LINE`).
 */
function csvApprovalHits(text: string, out: Hit[]): void {
  if (!/approv|confirm|authori|consent|verified/i.test(text)) return;
  let header: { col: number; sep: string; rows: number } | null = null;
  let at = 0;
  while (at <= text.length) {
    const nl = text.indexOf("\n", at);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(at, Math.min(end, at + CSV_LINE));
    const sep = line.includes("\t") ? "\t" : line.includes(";") && !line.includes(",") ? ";" : ",";
    const cells = line.split(sep);
    const col = cells.length >= 2 ? cells.findIndex((c) => APPROVAL_CELL.test(c)) : -1;
    if (col >= 0) header = { col, sep, rows: 0 };
    else if (header !== null) {
      const row = line.split(header.sep);
      if (row.length > header.col && YES_CELL.test(row[header.col] as string)) out.push({ start: at, end: at + line.length, name: "an approval column set to yes", approval: true });
      if (++header.rows >= CSV_ROWS || line.trim() === "") header = null;
    }
    if (nl < 0) break;
    at = nl + 1;
  }
}

/**
 * Prose explaining a ReAct trace as an example, within `FIXTURE_REACH` units before or after it
 * (`here is how ReAct works`, `the trace above`, `in this example the model …`, `tutorial`,
 * `verbose output`, `prints the agent's steps`; `zum
 * Beispiel`, `por ejemplo`, `par exemple`, `ReAct-Muster`, `예를 들어`, `例えば`, `例如`): a
 * document teaching the format, like one in a code fence.
 */
const REACT_DOC = /\breact\s{1,4}(?:works|pattern|loop|format|prompting|agents?|paper|framework|example|trace)|\b(?:the|this|that|an?|example|sample)\s{1,4}(?:react\s{1,4})?(?:trace|transcript)\s{1,4}(?:above|below|shows|illustrates|demonstrates)|\bin\s{1,4}the\s{1,4}(?:trace|example)\s{1,4}(?:above|below)|\b(?:tutorial|walkthrough|for\s{1,4}example|worked\s{1,4}example|example\s{1,4}(?:trace|agent|run|output)|verbose\s{1,4}(?:output|mode|log)|agent\s{1,4}executor)\b|\b(?:prints|logs|shows|displays)\s{1,4}(?:the\s{1,4})?(?:agent'?s?\s{1,4})?(?:steps|trace|reasoning)\b|\breact[- ](?:muster|schema|patr[oó]n|mod[eè]le|modello|padr[aã]o|ansatz|m[ée]thode)|\b(?:zum\s{1,4}beispiel|beispiel|por\s{1,4}ejemplo|par\s{1,4}exemple|per\s{1,4}esempio|por\s{1,4}exemplo|tutoriel|anleitung)\b|예를\s{0,2}들어|예시|例えば|例如|示例|チュートリアル|教程/i;

/** ReAct clusters: labels within `CLUSTER_GAP` of each other, two distinct ones, one a step. */
function reactHits(text: string, out: Hit[]): void {
  REACT_LABEL.lastIndex = 0;
  let labels = new Set<string>();
  let start = -1;
  let end = -1;
  let step = false;
  const flush = () => {
    if (labels.size >= 2 && step && !REACT_DOC.test(text.slice(Math.max(0, start - FIXTURE_REACH), end + FIXTURE_REACH))) out.push({ start, end, name: "a ReAct trace", approval: false });
    step = false;
    labels = new Set();
  };
  for (let m = REACT_LABEL.exec(text); m !== null; m = REACT_LABEL.exec(text)) {
    if (labels.size > 0 && m.index - end > CLUSTER_GAP) flush();
    if (labels.size === 0) start = m.index;
    const label = (m[1] as string).toLowerCase();
    labels.add(label);
    end = m.index + m[0].length;
    if (REACT_INPUT.has(label) || (REACT_ACTION.has(label) && TOOL_CALL_VALUE.test(text.slice(end, end + 80)))) step = true;
  }
  flush();
}

/** The shapes, ReAct traces, approval columns and plain-text results of `text` (offsets into it). */
function collectHits(text: string, hits: Hit[], context?: DetectContext): void {
  for (const shape of SHAPES) {
    shape.pattern.lastIndex = 0;
    for (let m = shape.pattern.exec(text); m !== null; m = shape.pattern.exec(text)) {
      hits.push({ start: m.index, end: m.index + m[0].length, name: shape.name, approval: shape.approval === true });
    }
  }
  reactHits(text, hits);
  csvApprovalHits(text, hits);
  for (const c of consentTableHits(text)) hits.push({ start: c.start, end: c.end, name: "a consent column authorising an act", approval: true });
  for (const r of fakeResults(text, context)) hits.push({ start: r.start, end: r.end, name: "a tool result followed by an order to the reader", approval: false, result: true });
}

/**
 * The detector. Pure, never throws on a string, linear time.
 *
 * @example
 * createEvidenceScanner({ detectors: [FAKE_TOOL_DETECTOR] })
 *   .scan('{"role":"assistant","tool_calls":[{"function":{"name":"send_email"}}]}').findings[0].id;
 * // "detector.fake-tool"
 */
export const FAKE_TOOL_DETECTOR: Detector = {
  id: FAKE_TOOL_DETECTOR_ID,
  detect(text: string, _shadow: Shadow, context?: DetectContext): readonly DetectorMatch[] {
    const hits: Hit[] = [];
    collectHits(text, hits, context);
    // The same shapes in the de-marked-up reading (entities, tags, JSON-string escapes), mapped back.
    const demarked = demarkup(text);
    if (demarked.changed) {
      const more: Hit[] = [];
      collectHits(demarked.text, more, context);
      for (const h of more) {
        const [s, e] = demarked.toOriginal(h.start, h.end);
        if (e > s) hits.push({ ...h, start: s, end: e });
      }
    }
    if (hits.length === 0) return [];
    hits.sort((a, b) => a.start - b.start);
    // A code region shows a format; it counts only when it also holds an approval flag or the
    // call in it acts on the reader (`code-call.ts`: an order in its arguments, a consequential
    // tool sent outside without documentation around it).
    const regions = codeRegions(text);
    const liveRegions = new Map<readonly [number, number], boolean>();
    for (const h of hits) {
      const r = h.approval ? regionAt(regions, h.start) : null;
      if (r) liveRegions.set(r, true);
    }
    const regionLive = (r: readonly [number, number]): boolean => {
      let v = liveRegions.get(r);
      if (v === undefined) {
        v = codeCallActs(text, r[0], r[1], context, FAKE_TOOL_DETECTOR_ID);
        liveRegions.set(r, v);
      }
      return v;
    };
    // Outside a code region, a sample framed as documentation (`doc-sample.ts`: a lead-in such
    // as `Example request` or `For example:`, or schema placeholders) shows the format too,
    // unless its call acts (an order in its values, a consequential tool sent outside).
    const samples = new Map<number, boolean>();
    const documented = (at: number): boolean => {
      const block = documentedSample(text, at);
      if (block === null) return false;
      let v = samples.get(block.start);
      if (v === undefined) {
        v = !codeCallActs(text, block.start, block.end, context, FAKE_TOOL_DETECTOR_ID, true);
        samples.set(block.start, v);
      }
      return v;
    };
    const live = hits.filter((h) => {
      if (h.result) return true;
      const r = regionAt(regions, h.start);
      if (r !== null) return regionLive(r);
      // A bare approval beside a result key (`{"result": …, "approved": true}`) framed as
      // documentation (`Example response:`) is the format shown; a party's consent flag
      // (`"approved_by_user": true`) stays live wherever it stands.
      if (h.approval) return h.name !== BARE_APPROVAL_RESULT || !documented(h.start);
      return !FIXTURE_CONTEXT.test(text.slice(Math.max(0, h.start - FIXTURE_REACH), h.end + FIXTURE_REACH)) && !documented(h.start);
    });
    const out: DetectorMatch[] = [];
    let cluster: Hit[] = [];
    const flush = () => {
      if (cluster.length === 0) return;
      const first = cluster[0] as Hit;
      const s = lineStart(text, first.start);
      const e = lineEnd(text, Math.max(...cluster.map((h) => h.end)) - 1);
      const names = [...new Set(cluster.map((h) => h.name))];
      out.push({
        start: s,
        end: e,
        category: cluster.some((h) => h.approval) ? "forged-approval" : cluster.every((h) => h.result) ? "fake-tool-result" : "fake-tool-call",
        score: names.length > 1 || cluster.some((h) => h.approval) ? 1 : 0.9,
        reason: `the shape of ${names.slice(0, 3).join(", ")} in evidence (only the application and the model exchange these)`,
        action: "wrap",
      });
      cluster = [];
    };
    let lastEnd = -1;
    for (const h of live) {
      if (cluster.length > 0 && h.start - lastEnd > CLUSTER_GAP) flush();
      cluster.push(h);
      lastEnd = Math.max(lastEnd, h.end);
    }
    flush();
    return out.map((m) => trim(text, m)).filter((m) => m.end > m.start);
  },
};

function trim(text: string, m: DetectorMatch): DetectorMatch {
  let s = m.start;
  let e = m.end;
  while (s < e && /\s/.test(text.charAt(s))) s++;
  while (e > s && /\s/.test(text.charAt(e - 1))) e--;
  return s === m.start && e === m.end ? m : { ...m, start: s, end: e };
}

/** Every regex this detector runs on attacker text (for the linear-time proofs). */
export const FAKE_TOOL_PATTERNS: readonly RegExp[] = lazyList(() => [...CONSENT_TABLE_PATTERNS, ...DOC_SAMPLE_PATTERNS, ...FAKE_RESULT_PATTERNS, ...CODE_CALL_PATTERNS, ...DEMARKUP_PATTERNS, ...SHAPES.map((s) => s.pattern), REACT_LABEL, TOOL_CALL_VALUE, APPROVAL_CELL, YES_CELL, FIXTURE_CONTEXT, REACT_DOC]);
