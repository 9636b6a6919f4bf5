/**
 * Names glued to a particle or an honorific in a user's turn (issue 18, vouching): Korean,
 * Japanese and Chinese write a payee's name without a space before its case particle or
 * title — `김민수에게`, `박지영님께`, `田中さんに`, `鈴木様へ`, `给王伟转账` — so the name was no
 * token of the turn, and a payment to `김민수` the user asked for needed an approval.
 *
 * `nameReading(text)` lists the names such a turn holds, set apart by spaces, as one more
 * reading of the user's entry (`transcript.ts`, like `script-glue.ts` for amounts): the name
 * alone and, when a title was stripped, the name with its title (`田中`, `田中さん`). Per
 * language, from suffix data:
 * - Korean: a run of Hangul syllables that ends in one particle (`KO_ADDRESS`: `에게`,
 *   `한테`, `께` …, a stem of two or more syllables left; `KO_CASE`: `이`, `가`, `을` …, three or
 *   more left) after an optional title (`KO_TITLES`: `님`, `씨`, `선생님` …);
 * - Japanese: a run of Han or Katakana of two or more characters followed by a title or a
 *   particle of address (`JA_AFTER`: `さん`, `様`, `氏`, `先生`, `に`, `へ`, `宛` …), or ending
 *   in a Han title (`鈴木様`);
 * - Chinese: the two to four Han characters after a preposition of address (`ZH_BEFORE`: `给`,
 *   `向`, `跟`, `替`) up to a verb, numeral, currency or title that ends the name (`ZH_STOPS`),
 *   or the end of the run (`给王伟转账`, `转账给王伟`, `给王老师发`).
 * A name is cut only where the data says so: a run with no particle or title yields nothing,
 * and a Chinese run with no stop within four characters yields nothing (two readings of one
 * run would vouch for two people).
 *
 * Only the user's entries get this reading: it vouches a name the user wrote for the recipient
 * argument of what they asked; a name in a document still vouches for nothing. Linear: one
 * pass over the text, suffix tests bounded by the longest entry.
 */

/** Korean particles of address (a stem of two or more syllables may stay), longest first. */
const KO_ADDRESS: readonly string[] = [
  "에게서는", "에게서", "에게는", "에게도", "에게", "한테서", "한테는", "한테도", "한테", "께서는", "께서", "께는", "께도", "께",
  "더러", "보고", "이랑", "하고", "으로", "에서",
];
/**
 * Korean one-syllable case particles: stripped only when three or more syllables stay (a full
 * name), since a two-syllable name may end in one of them (`영이`).
 */
const KO_CASE: readonly string[] = ["이", "가", "은", "는", "을", "를", "의", "와", "과", "랑", "도", "만", "로", "에"];
/** Korean titles between a name and its particle (kept with the name as a second form). */
const KO_TITLES: readonly string[] = ["선생님", "사장님", "부장님", "과장님", "대리님", "팀장님", "교수님", "님", "씨", "군", "양"];

/** Japanese titles (kept with the name as a second form) and particles of address that may follow a name. */
const JA_TITLES: readonly string[] = ["さん", "さま", "様", "くん", "君", "ちゃん", "氏", "先生", "殿", "宛", "宛て", "あて", "御中"];
const JA_PARTICLES: readonly string[] = ["に", "へ", "まで", "から", "宛", "あて"];
/** Han titles that may end a Han run in Japanese text (`鈴木様`). */
const JA_HAN_TITLES: readonly string[] = ["先生", "様", "氏", "君", "殿", "宛"];

/** Chinese prepositions of address before a name. */
const ZH_BEFORE: ReadonlySet<string> = new Set(["给", "給", "向", "跟", "替"]);
/** Characters that end a Chinese name after a preposition: verbs of paying and sending, numerals, currencies, particles. */
const ZH_STOPS: ReadonlySet<string> = new Set([..."转轉付汇匯发發打寄送的和与與及一二两兩三四五六七八九十百千万萬元块塊钱錢吧呢了"]);
/** Chinese titles after a name (kept with it as a second form). */
const ZH_TITLES: readonly string[] = ["先生", "女士", "老师", "老師", "小姐", "同学", "同學", "经理", "經理", "总", "總"];

const HANGUL = /^[\uac00-\ud7a3]$/;
const HAN = /^[\u3400-\u9fff\uf900-\ufaff]$/;
const KATAKANA = /^[\u30a0-\u30ff]$/;
const KANA = /[\u3040-\u30ff]/;

/** Longest text read (a user's turn is far shorter; a longer one is read up to here). */
const MAX_TEXT = 20_000;

/** The Korean names of one Hangul run (see the module comment): the stem, and the stem with its title. */
function koreanNames(run: string, out: string[]): void {
  let stem = run;
  const particle = KO_ADDRESS.find((x) => stem.endsWith(x) && stem.length - x.length >= 2) ?? KO_CASE.find((x) => stem.endsWith(x) && stem.length - x.length >= 3);
  if (particle !== undefined) stem = stem.slice(0, stem.length - particle.length);
  const title = KO_TITLES.find((x) => stem.endsWith(x) && stem.length - x.length >= 2);
  if (title !== undefined) stem = stem.slice(0, stem.length - title.length);
  if (stem === run) return;
  out.push(stem);
  if (title !== undefined) out.push(stem + title);
}

/** Whether `text` holds one of `list` at `at`; the one found, or `undefined`. */
function startsAt(text: string, at: number, list: readonly string[]): string | undefined {
  return list.find((x) => text.startsWith(x, at));
}

/** The Japanese names of a Han or Katakana run at `[start, end)` of `text`. */
function japaneseNames(text: string, start: number, end: number, out: string[]): void {
  let run = text.slice(start, end);
  const hanTitle = JA_HAN_TITLES.find((t) => run.endsWith(t) && run.length - t.length >= 2);
  if (hanTitle !== undefined) {
    run = run.slice(0, run.length - hanTitle.length);
    out.push(run, run + hanTitle);
    return;
  }
  if (run.length < 2) return;
  const title = startsAt(text, end, JA_TITLES);
  if (title !== undefined) out.push(run, run + title);
  else if (startsAt(text, end, JA_PARTICLES) !== undefined) out.push(run);
}

/** The Chinese names after each preposition of address in a Han run. */
function chineseNames(run: string, out: string[]): void {
  for (let i = 0; i < run.length - 2; i++) {
    if (!ZH_BEFORE.has(run.charAt(i))) continue;
    const rest = run.slice(i + 1, i + 8);
    const title = ZH_TITLES.map((t) => [t, rest.indexOf(t)] as const).find(([, at]) => at >= 1 && at <= 3);
    let stop = -1;
    for (let j = 2; j <= Math.min(4, rest.length); j++) {
      if (j === rest.length || ZH_STOPS.has(rest.charAt(j))) {
        stop = j;
        break;
      }
    }
    if (title !== undefined && (stop < 0 || title[1] < stop)) {
      const name = rest.slice(0, title[1]);
      out.push(name + title[0]);
      if (name.length >= 2) out.push(name);
      continue;
    }
    if (stop >= 2) out.push(rest.slice(0, stop));
  }
}

/**
 * The names glued to a particle or title in a text (see the module comment), joined by
 * spaces, or `null` when there is none.
 *
 * @example
 * nameReading("김민수에게 5만원 보내줘") // "김민수"
 * nameReading("田中さんに送金して")     // "田中 田中さん"
 * nameReading("给王伟转账")             // "王伟"
 */
export function nameReading(text: string): string | null {
  const t = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
  const japanese = KANA.test(t);
  const out: string[] = [];
  for (let i = 0; i < t.length; ) {
    const c = t.charAt(i);
    const kind = HANGUL.test(c) ? "ko" : HAN.test(c) ? "han" : KATAKANA.test(c) && c !== "ー" ? "kata" : null;
    if (kind === null) {
      i += 1;
      continue;
    }
    let j = i + 1;
    if (kind === "ko") while (j < t.length && HANGUL.test(t.charAt(j))) j += 1;
    else if (kind === "han") while (j < t.length && HAN.test(t.charAt(j))) j += 1;
    else while (j < t.length && KATAKANA.test(t.charAt(j))) j += 1;
    if (kind === "ko") koreanNames(t.slice(i, j), out);
    else if (japanese) japaneseNames(t, i, j, out);
    else if (kind === "han") chineseNames(t.slice(i, j), out);
    i = j;
  }
  return out.length === 0 ? null : [...new Set(out)].join(" ");
}
