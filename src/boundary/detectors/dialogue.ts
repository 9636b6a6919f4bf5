/**
 * Dialogues in a text, read by their shape (issue 20 item 2): lines opening with a short speaker
 * label (one to three words, optionally in `**…**`, `__…__`, `{{…}}`, `[…]` or `<…>`) and a
 * colon, or table rows whose first cell is one (`| User | … |`, `User,…`; `readCellLabel`); a block of label lines of one shape is a dialogue when two or three distinct labels
 * take three or more turns and one label comes back after another spoke.
 *
 * Two kinds of dialogue (the blind round's hard negatives: plays, screenplays and interviews in
 * Korean and Japanese read as fake transcripts):
 * - a chat dialogue — some label names a party of a chat with a model: the model (`Bot`,
 *   `Assistant`, `{{char}}`, `챗봇`, `助手`, `アシスタント`), its user (`User`, `You`, `Human`,
 *   `사용자`, `用户`, `ユーザー`), a support pair (`Customer`, `Agent`, `고객`, `상담원`) or a
 *   prompt format (`Q`/`A`, `Input`/`Output`, `질문`/`답변`, `问`/`答`, `質問`/`回答`);
 * - a character dialogue — every label names someone else: characters of a play (`철수`, `太郎`),
 *   an interview's parties (`기자`/`대표`, `記者`/`社長`, `Interviewer`/`Candidate`). Its turns speak
 *   to another character, not to the reader: the detectors read an order in such a turn with a
 *   discount (`IN_WORLD_DISCOUNT`), and the transcript detector needs a turn the scanner marks
 *   on its own.
 *
 * Linear: one pass over the lines with a bounded label reader.
 */

import { AI_SPEAKER_LABELS, PARTY_SPEAKER_LABELS } from "./lexicons/speaker-labels.js";
import { columnDialogues, TABLE_DIALOGUE_PATTERNS } from "./table-dialogue.js";
import { lazyList } from "../../core/lazy.js";

/** Longest label, in UTF-16 units. */
const MAX_LABEL = 24;
/** A block ends when no label line came for this many UTF-16 units. */
const MAX_TURN = 2_000;

/** A label line: the label (lower case), its shape, and the line's start. */
export interface Label {
  readonly label: string;
  readonly shape: string;
  readonly at: number;
  /** Where the turn's text starts, when it is not after the label's colon (a table row: the cell after the speaker column). */
  readonly turnAt?: number;
}

/** A dialogue: its label lines, the offset of the first, and the end of its last line. */
export interface Dialogue {
  readonly labels: readonly Label[];
  readonly start: number;
  readonly end: number;
}

/** A label naming an AI speaker (then a turn about its own rules gives a chat dialogue away). */
export const AI_LABEL = /^(?:ai|a\.i\.|bot|chatbot|assistant|ai assistant|model|gpt|chatgpt|claude|gemini|llm|system|char|asistente|asistente virtual|assistente|assistent|assistentin|ki|ia|ki-assistent|modelo|modele|modell|modello|agente|robo|robot|어시스턴트|챗봇|인공지능|봇|助手|ai助手|机器人|機器人|アシスタント|ボット|チャットボット)$/;
/**
 * A label holding a word that names an AI speaker inside a longer name (`Agent IA`,
 * `AI评审助手`, `KI-Assistent`, `Virtual Assistant`): a whole word in Latin scripts (space or
 * hyphen bounded), a substring in CJK. No `model`, `system` or `char` here (a fashion
 * interview's `Model:`): those count only as whole labels (`AI_LABEL`).
 */
export const AI_WORD_LABEL =
  /(?:^|[\s-])(?:ai|a\.i\.|ki|ia|bot|chatbot|assistant|assistent|assistentin|asistente|assistente|assistante|llm|gpt|chatgpt|claude|gemini|copilot)(?:$|[\s-])|助手|机器人|機器人|智能体|アシスタント|ボット|チャットボット|어시스턴트|챗봇|인공지능|ＡＩ/;

/** The opening of a JSON string value: a key's colon, an array's bracket or a comma, then the quote (bounded). */
const JSON_VALUE_OPEN = /[:[,][ \t]{0,4}"/g;
/** A line break written as a JSON escape (`\\n`, `\\r\\n`). */
const ESCAPED_BREAK = /\\r\\n|\\n/g;

/** The label's comma-separated parts (`you, the model` → `you`, `the model`), trimmed. */
function parts(label: string): string[] {
  return label.split(",").map((p) => p.trim());
}
/** Whether the speaker-label table (`lexicons/speaker-labels.ts`) names the model in one of the label's parts. */
function tableNamesAi(label: string): boolean {
  return parts(label).some((p) => AI_SPEAKER_LABELS.has(p));
}
/** Table words for a model that also name a person's job or a thing (`Model`, `Модель`, `Система`): whole-label AI words only. */
const AMBIGUOUS_AI = /model|модел|систем|mô hình|النموذج|मॉडल|^ии$|^ші$|^si$|^yz$/;

/** Whether a label names an AI speaker, whole (`Bot`) or as a word of a longer name (`Agent IA`), in any language of the speaker-label table. */
export function namesAi(label: string): boolean {
  return AI_LABEL.test(label) || AI_WORD_LABEL.test(label) || tableNamesAi(label);
}
/**
 * Whether a label holds a word that can only name an AI speaker (`AI_WORD_LABEL`, or a table
 * label that is no job or thing: `Ассистент`, `Asistan`, not `Модель`).
 */
export function aiWordLabel(label: string): boolean {
  return AI_WORD_LABEL.test(label) || parts(label).some((p) => AI_SPEAKER_LABELS.has(p) && !AMBIGUOUS_AI.test(p));
}
/**
 * A label naming the other parties of a chat with a model: its user, a support pair, a prompt
 * format's fields (EN, DE, ES, FR, KO, ZH, JA).
 */
const CHAT_PARTY_LABEL =
  /^(?:user|users|human|you|me|i|customer|client|caller|visitor|guest|q|question|a|answer|input|output|prompt|response|query|reply|request|instruction|support|agent|operator|rep|representative|customer service|customer support|helpdesk|help desk|tool|function|observation|thought|action|benutzer|nutzer|kunde|kundin|frage|antwort|eingabe|ausgabe|usuario|usuaria|cliente|pregunta|respuesta|entrada|salida|utilisateur|utilisatrice|réponse|reponse|entrée|entree|sortie|사용자|유저|고객|손님|질문|답|답변|상담원|상담사|입력|출력|나|너|用户|用戶|客户|客戶|顾客|顧客|客服|问|問|答|提问|回答|输入|輸入|输出|輸出|我|你|ユーザー|お客様|顧客|オペレーター|質問|入力|出力|私|あなた)$/;

const OPENERS: readonly [string, string][] = [
  ["**", "**"],
  ["__", "__"],
  ["{{", "}}"],
  ["*", "*"],
  ["_", "_"],
  ["[", "]"],
  ["【", "】"],
  ["［", "］"],
  ["<", ">"],
];
/** The first character of a turn after a bracketed label without a colon: a letter, a digit, a quote or a bracket. */
const TURN_OPEN = /[\p{L}\p{N}"'“«(]/u;
/** Openers of a bracketed label, which may stand without a colon (`[Kunde] Bitte …`, `【Utilisateur】 …`). */
const BRACKETS = new Set(["[", "【", "［"]);
/**
 * Comment leaders a transcript may stand behind in source code (`// [me]: …`, `# User: …`,
 * `-- Nutzer: …`, ` * ユーザー: …`, `/* Bot: …`, `; user: …`, `% user: …`): each followed by a space.
 */
const COMMENT_LEADERS: readonly string[] = ["//", "/*", "--", "#", "*", ";", "%"];

/** A letter of any script, a digit, or a joiner inside a label. */
const LABEL_CHAR = /[\p{L}\p{N}\p{M} .'&-]/u;
const LETTER = /[\p{L}]/u;

/** Brackets a label's qualifier may stand in (ASCII and full-width). */
const QUALIFIER_CLOSE: Readonly<Record<string, string>> = { "(": ")", "[": "]", "（": "）", "【": "】", "［": "］" };
/** Longest qualifier, in UTF-16 units. */
const MAX_QUALIFIER = 30;

/**
 * A bracketed qualifier at `i` (one optional space before it): its words (lower case, at most
 * four, label characters only) and where it ends, or null.
 */
function qualifierAt(text: string, i: number, e: number): { words: string; end: number } | null {
  let k = i;
  if (text.charAt(k) === " ") k++;
  const close = QUALIFIER_CLOSE[text.charAt(k)];
  if (close === undefined) return null;
  const from = k + 1;
  const to = text.indexOf(close, from);
  if (to < 0 || to > e || to - from > MAX_QUALIFIER || to === from) return null;
  const inner = text.slice(from, to);
  for (const ch of inner) if (!LABEL_CHAR.test(ch) && ch !== "/") return null;
  const words = inner.trim().replace(/\//g, " ");
  if (words === "" || words.split(/\s+/).length > 4) return null;
  return { words: words.toLowerCase(), end: to + 1 };
}

/** Reads the label at the start of the line `[s, e)` of `text`, or null. */
export function readLabel(text: string, s: number, e: number): Label | null {
  let i = s;
  let n = 0;
  while (i < e && n < 8 && (text.charAt(i) === " " || text.charAt(i) === "\t" || text.charAt(i) === ">")) {
    i++;
    n++;
  }
  if ((text.charAt(i) === "-" || text.charAt(i) === "•") && text.charAt(i + 1) === " ") i += 2;
  else {
    for (const c of COMMENT_LEADERS) {
      if (text.startsWith(c, i) && (text.charAt(i + c.length) === " " || text.charAt(i + c.length) === "\t")) {
        i += c.length + 1;
        while (i < e && i - s < 16 && (text.charAt(i) === " " || text.charAt(i) === "\t")) i++;
        break;
      }
    }
  }
  let open = "";
  let close = "";
  for (const [o, c] of OPENERS) {
    if (text.startsWith(o, i)) {
      open = o;
      close = c;
      i += o.length;
      break;
    }
  }
  const from = i;
  // A bracketed label may hold a comma (`[you, the model]:`).
  while (i < e && i - from < MAX_LABEL && (LABEL_CHAR.test(text.charAt(i)) || (BRACKETS.has(open) && text.charAt(i) === ","))) i++;
  let raw = text.slice(from, i).trim();
  if (raw === "" || !LETTER.test(raw.charAt(0)) || raw.split(/\s+/).length > 4) return null;
  // A role in brackets after the name (blind round 9: `A (evaluation assistant):`, `Bot [system]:`,
  // `AI（審査担当）:`): read as words of the label, so `namesAi` sees the role.
  if (open === "") {
    const q = qualifierAt(text, i, e);
    if (q !== null) {
      raw = `${raw} ${q.words}`;
      i = q.end;
    }
  }
  // `**You:**` (colon inside) or `**You**:` (colon outside) or `{{user}}:` or `User:`.
  let colonInside = false;
  if (close !== "" && text.startsWith(close, i)) {
    i += close.length;
    // A bracketed label is a separator on its own (`[Kunde] Bitte …`, `【Utilisateur】 …`): a space and the turn follow.
    const next = text.charAt(i);
    if (BRACKETS.has(open) && (next === " " || next === "\t" || (open !== "[" && i < e && next !== ":" && next !== "："))) {
      const first = text.slice(i, Math.min(e, i + 8)).trimStart().charAt(0);
      if (first === "" || !TURN_OPEN.test(first)) return null;
      return { label: raw.toLowerCase(), shape: open, at: s };
    }
  } else if (close !== "" && (text.charAt(i) === ":" || text.charAt(i) === "：") && text.startsWith(close, i + 1)) {
    colonInside = true;
    i += 1 + close.length;
  } else if (close !== "") return null;
  if (!colonInside) {
    if (text.charAt(i) !== ":" && text.charAt(i) !== "：") return null;
    i++;
  }
  // A colon followed by a space, the line end, or a full-width colon's text: not `http://`, `10:30`.
  const after = text.charAt(i);
  if (!(i >= e || after === " " || after === "\t" || text.charAt(i - 1) === "：" || colonInside)) return null;
  return { label: raw.toLowerCase(), shape: `${open}${colonInside ? ":" : ""}`, at: s };
}

/**
 * A speaker label written as a table row's first cell (issue 20, the blind round's transcripts
 * as tables): a Markdown row `| User | … |` (shape `|`) or a CSV / TSV / semicolon row
 * `User,…` (shape `,`) whose first cell is a short label (`readLabel`'s characters, up to four
 * words, optionally quoted). A header row (`| Speaker | Message |`) reads as one more label and
 * a separator row (`|---|---|`) as none.
 */
export function readCellLabel(text: string, s: number, e: number): Label | null {
  let i = s;
  while (i < e && i - s < 8 && (text.charAt(i) === " " || text.charAt(i) === "\t")) i++;
  let shape = ",";
  if (text.charAt(i) === "|") {
    shape = "|";
    i++;
    while (i < e && i - s < 16 && (text.charAt(i) === " " || text.charAt(i) === "\t")) i++;
  }
  const quote = text.charAt(i) === '"' ? '"' : "";
  if (quote !== "") i++;
  const from = i;
  while (i < e && i - from < MAX_LABEL && LABEL_CHAR.test(text.charAt(i))) i++;
  const raw = text.slice(from, i).trim();
  if (raw === "" || !LETTER.test(raw.charAt(0)) || raw.split(/\s+/).length > 4) return null;
  if (quote !== "") {
    if (text.charAt(i) !== quote) return null;
    i++;
  }
  while (i < e && i - from < MAX_LABEL + 8 && text.charAt(i) === " ") i++;
  const sep = text.charAt(i);
  if (shape === "|" ? sep !== "|" : sep !== "," && sep !== ";" && sep !== "\t") return null;
  return { label: raw.toLowerCase(), shape, at: s };
}

/** Whether a block's labels alternate like speakers: 2–3 labels, ≥ 3 turns, one label returning. */
function alternates(labels: readonly string[], pairs: boolean): boolean {
  if (pairs && labels.length === 2 && labels[0] !== labels[1]) return true;
  if (labels.length < 3) return false;
  const distinct = new Set(labels);
  if (distinct.size < 2 || distinct.size > 3) return false;
  const seenBefore = new Set<string>();
  for (let k = 0; k < labels.length; k++) {
    const l = labels[k] as string;
    if (k > 0 && l !== labels[k - 1] && seenBefore.has(l)) return true;
    seenBefore.add(l);
  }
  return false;
}

/**
 * `text` with the line breaks a JSON string writes as `\n` read as breaks, and the opening of a
 * JSON string value (`"content": "User: …`) as a line start: same length, so offsets stay those
 * of `text`. Without an escaped break, the text is returned as it is, unless `jsonValues` (a
 * single turn in a JSON value, `{"notes": "Assistant: …"}`): then the value openings still start lines.
 */
export function lineView(text: string, jsonValues = false): string {
  if (!text.includes("\\n")) return jsonValues && text.includes('"') ? text.replace(JSON_VALUE_OPEN, (m) => `\n${" ".repeat(m.length - 1)}`) : text;
  return text.replace(ESCAPED_BREAK, (m) => (m.length === 2 ? "\n " : "  \n ")).replace(JSON_VALUE_OPEN, (m) => `\n${" ".repeat(m.length - 1)}`);
}

/**
 * The dialogues of `text` (offsets into it), in order: blocks of label lines of one shape whose
 * labels alternate; with `pairs`, also an exchange of two turns by two labels (a question and
 * its answer in a support log). Linear in the text.
 *
 * @example
 * dialogueBlocks("Q: hi\nA: hello\nQ: bye").length; // 1
 */
export function dialogueBlocks(text: string, pairs = false): Dialogue[] {
  text = lineView(text);
  const blocks: { labels: Label[]; end: number }[] = [];
  let cur: { labels: Label[]; end: number } | null = null;
  let at = 0;
  while (at < text.length) {
    let nl = text.indexOf("\n", at);
    if (nl < 0) nl = text.length;
    const label = readLabel(text, at, nl) ?? readCellLabel(text, at, nl);
    if (label !== null) {
      if (cur === null || cur.labels[0]?.shape !== label.shape || at - cur.end > MAX_TURN) {
        cur = { labels: [], end: nl };
        blocks.push(cur);
      }
      cur.labels.push(label);
      cur.end = nl;
    } else if (cur !== null && text.slice(at, nl).trim() !== "") {
      if (at - cur.end > MAX_TURN) cur = null;
      else cur.end = nl;
    }
    at = nl + 1;
  }
  const found = blocks
    .filter((b) => alternates(b.labels.map((l) => l.label), pairs))
    .map((b) => ({ labels: b.labels, start: (b.labels[0] as Label).at, end: b.end }))
    // A table's first column alternates in any table (`Paris,…` / `Rome,…`): rows are a dialogue
    // only when a label names a party of a chat with a model.
    .filter((d) => (d.labels[0] as Label).shape !== "|" && (d.labels[0] as Label).shape !== "," || isChatDialogue(d));
  // A speaker column anywhere in a table (`timestamp,author,message`, `| # | role | content |`).
  if (!text.includes(",") && !text.includes("|") && !text.includes("\t") && !text.includes(";")) return found;
  const columns = columnDialogues(text, speakerColumn).filter((c) => !found.some((d) => d.start <= c.start && c.start < d.end));
  if (columns.length === 0) return found;
  const asDialogues: Dialogue[] = columns.map((c) => ({ labels: c.labels.map((l) => ({ label: l.label, shape: "column", at: l.at, turnAt: l.turnAt })), start: c.start, end: c.end }));
  return [...found, ...asDialogues].sort((a, b) => a.start - b.start);
}

/**
 * Whether a table column's values are the speakers of a chat with a model: they alternate
 * (`alternates`) and one names the model or the user of such a chat (`USER_LABEL`, the
 * speaker-label table) — not a prompt format's `input`/`output` or a log's `request`/`response`,
 * which any table of records may hold.
 */
function speakerColumn(labels: readonly string[]): boolean {
  return alternates(labels, false) && labels.some((l) => namesAi(l) || USER_LABEL.test(l) || parts(l).some((p) => PARTY_SPEAKER_LABELS.has(p)));
}
/** The user or customer side of a chat with a model (EN, DE, ES, FR, IT, PT, KO, ZH, JA). */
const USER_LABEL =
  /^(?:user|human|you|customer|client|visitor|guest|benutzer|nutzer|kunde|kundin|usuario|usuaria|cliente|utilisateur|utilisatrice|utente|usuário|usuario|사용자|유저|고객|用户|用戶|客户|客戶|顾客|顧客|ユーザー|お客様)$/;

/** Whether some label of the dialogue names a party of a chat with a model (see the module comment). */
export function isChatDialogue(d: Dialogue): boolean {
  return d.labels.some((l) => namesChatParty(l.label));
}

/** Whether a label (lower case) names a party of a chat with a model: the model, its user, a support pair, a prompt format's field. */
export function namesChatParty(label: string): boolean {
  return namesAi(label) || CHAT_PARTY_LABEL.test(label) || parts(label).some((p) => PARTY_SPEAKER_LABELS.has(p));
}

/**
 * The spans `[start, end)` of the character dialogues of `text` (no label names a party of a
 * chat with a model): plays, screenplays, interviews.
 */
export function characterDialogues(text: string): Array<readonly [number, number]> {
  return dialogueBlocks(text)
    .filter((d) => !isChatDialogue(d))
    .map((d) => [d.start, d.end] as const);
}

/**
 * How much less an order weighs in a turn of a character dialogue (`detector.addressed`): the
 * turn speaks to another character. A turn addressing an AI reader is not discounted (it breaks
 * the fourth wall); three strong signals still reach the threshold after it; an in-world
 * "forget the old rules, I'll tell you the new ones" does not.
 */
export const IN_WORLD_DISCOUNT = 1.0;

/** Every regex of this file (for the linear-time proofs). */
export const DIALOGUE_PATTERNS: readonly RegExp[] = lazyList(() => [...TABLE_DIALOGUE_PATTERNS, USER_LABEL, LABEL_CHAR, LETTER, AI_LABEL, AI_WORD_LABEL, CHAT_PARTY_LABEL, ESCAPED_BREAK, JSON_VALUE_OPEN, AMBIGUOUS_AI, TURN_OPEN]);
