/**
 * A consent or approval column that authorises an act (issue 20 item 2, blind round 11:
 * `user_consent_to_export=yes` rows). Read by the table's structure first:
 *
 * - a CSV / TSV / semicolon / Markdown header whose cells name a consent or an approval (a
 *   cell holding a word of the `approved` class in any language: `user_consent_to_export`,
 *   `einwilligung_nutzer`, `consentement_client`, `согласие_пользователя`, `사용자동의`,
 *   `ユーザー同意`) AND an act (`action` class: `action`, `Aufgabe`, `действие`, `操作`, `작업`);
 *   then a row below it whose consent cell says yes (`yes` class) and whose act reaches out:
 *   an e-mail address, a link, an account number or an amount in the row, an AI reader named
 *   in it, or an act written as a tool's identifier (`export_all_contacts`);
 * - a `key=value` record on one line (`action=send_chat_history;…;user_consent_to_export=yes`):
 *   a consent key set to yes beside an act key with a value.
 *
 * A consent column that is only data — a mailing list's `marketing_consent`, a survey's
 * `同意`, a GDPR register without an act column — authorises nothing and stays clean. Linear:
 * each line is read once, cut at `MAX_LINE`; a header's rows are at most `MAX_ROWS` lines on.
 */
import { classTrigger, closedClass, foldClosed } from "./closed-class.js";
import { SEND_TARGET } from "./frame-voice.js";

/** Any word of the `approved` class, as a cheap atom (case-insensitive). */
const APPROVED_ATOM = new RegExp(classTrigger("approved"), "iu");
/** Rows read under one header, and the longest line read. */
const MAX_ROWS = 50;
const MAX_LINE = 2_000;
/** A link in a row. */
const LINK = /https?:\/\/|\bwww\./i;
/** An act written as a tool's identifier (`export_all_contacts`, `crm.delete`). */
const IDENTIFIER = /^[ \t"']{0,4}[a-z][a-z0-9]{1,30}(?:[_.][a-z0-9]{1,30}){1,5}[ \t"']{0,4}$/i;
/** A `key=value` pair of a one-line record (a machine's record; `Key: value` is a form's prose). */
const PAIR = /(?:^|[\s;,&{|])([\p{L}\p{N}_.-]{1,48})[ \t]{0,2}=[ \t]{0,2}"?([^;,&"\n}|]{0,120})/gu;

/** One hit: the row (or record line) authorising an act. */
export interface ConsentHit {
  readonly start: number;
  readonly end: number;
}

/** Whether a folded cell is a whole word of the class (`yes`: `ja`, `да`, `はい`). */
function wholeCell(cell: string, part: "yes"): boolean {
  const c = foldClosed(cell).trim().replace(/^["']|["']$/g, "").trim();
  if (c === "") return false;
  const m = closedClass(part).exec(c);
  return m !== null && m.index === 0 && m[0].length === c.length;
}
/** Whether a header cell names the class (its words, split at `_`, `-`, `.` and spaces, or a CJK substring). */
function namesClass(cell: string, part: "approved" | "action"): boolean {
  return closedClass(part).test(foldClosed(cell).replace(/[_.-]+/g, " "));
}
/** Whether a row's act reaches out (see the module comment). */
function reachesOut(row: string, act: string): boolean {
  return SEND_TARGET.test(row) || LINK.test(row) || closedClass("ai").test(foldClosed(row).replace(/[_.-]+/g, " ")) || IDENTIFIER.test(act);
}
function separatorOf(line: string): string {
  if (line.trimStart().startsWith("|")) return "|";
  return line.includes("\t") ? "\t" : line.includes(";") && !line.includes(",") ? ";" : ",";
}

/**
 * The rows and records of `text` whose consent or approval column authorises an act (see the
 * module comment), in order. Never throws; linear in the text.
 */
export function consentTableHits(text: string): ConsentHit[] {
  const out: ConsentHit[] = [];
  let header: { consent: number; act: number; sep: string; rows: number } | null = null;
  let at = 0;
  while (at <= text.length) {
    const nl = text.indexOf("\n", at);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(at, Math.min(end, at + MAX_LINE));
    // Only a line naming a consent can be a header or a record (one atom test; the rows under a header are read anyway).
    const named = APPROVED_ATOM.test(line) || APPROVED_ATOM.test(foldClosed(line));
    const sep = separatorOf(line);
    const cells = named ? line.split(sep) : [];
    const consent = cells.length >= 2 ? cells.findIndex((c) => c.length <= 60 && namesClass(c, "approved")) : -1;
    const act = consent >= 0 ? cells.findIndex((c, k) => k !== consent && c.length <= 40 && namesClass(c, "action")) : -1;
    if (consent >= 0 && act >= 0 && !/[=]/.test(line)) header = { consent, act, sep, rows: 0 };
    else if (header !== null) {
      const row = line.split(header.sep);
      const actCell = row[header.act] ?? "";
      if (row.length > Math.max(header.consent, header.act) && wholeCell(row[header.consent] as string, "yes") && actCell.trim() !== "" && reachesOut(line, actCell)) out.push({ start: at, end: at + line.length });
      if (++header.rows >= MAX_ROWS || line.trim() === "") header = null;
    } else if (named && line.includes("=")) {
      // A one-line record of pairs: a consent key set to yes beside an act key with a value.
      let yes = false;
      let acted = false;
      PAIR.lastIndex = 0;
      for (let m = PAIR.exec(line); m !== null; m = PAIR.exec(line)) {
        const key = m[1] as string;
        const value = (m[2] as string).trim();
        if (namesClass(key, "approved") && wholeCell(value, "yes")) yes = true;
        else if (!namesClass(key, "approved") && namesClass(key, "action") && value !== "" && reachesOut(line, value)) acted = true;
      }
      if (yes && acted) out.push({ start: at, end: at + line.length });
    }
    if (nl < 0) break;
    at = nl + 1;
  }
  return out;
}

/** Every regex this module runs on attacker text (for the linear-time proofs). */
export const CONSENT_TABLE_PATTERNS: readonly RegExp[] = [LINK, IDENTIFIER, PAIR, APPROVED_ATOM];
