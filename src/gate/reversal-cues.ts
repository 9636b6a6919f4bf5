/**
 * Reversal cues (issue 19, blind round 14): the words that say a value is written backwards,
 * in every language the gate reads — one lexicon for every view that reads a reversal only next
 * to such a word. The reversed-number view (`decoded-views.ts`, `reversedNumberView`: a card,
 * a phone number or a national id backwards) and the code-name detector's near-reversal
 * (`terms.ts`: a code name reversed by sound units, `enirypheZ` for `Zephyrine`) both ask
 * `reversalCueReach`, so a language added here is read by both.
 *
 * Entries are regex sources of literals (with optional letters and accent variants) read
 * case-insensitively on the ORIGINAL answer (the gate shadow folds accents and Cyrillic
 * look-alikes, which would change the words): one alternation of literals, linear time.
 */

/** Reversal words per ISO 639-1 code (regex sources; literals, optional letters, classes only). */
export const REVERSAL_CUES: Readonly<Record<string, readonly string[]>> = {
  en: ["backwards?", "revers(?:ed|e order)", "in reverse", "flipped", "mirrored", "right[- ]to[- ]left", "back[- ]to[- ]front", "end to start"],
  de: ["r[üu]ckw[äa]rts", "umgekehrt", "verkehrt herum", "von hinten nach vorne?", "umgedreht", "in umgekehrter reihenfolge"],
  fr: ["[àa] l['’]envers", "invers[ée]e?s?", "[àa] rebours", "de droite [àa] gauche", "en sens inverse", "dans l['’]ordre inverse"],
  es: ["al rev[ée]s", "del rev[ée]s", "invertid[oa]s?", "de atr[áa]s (?:hacia|para) adelante", "en orden inverso", "de derecha a izquierda"],
  pt: ["de tr[áa]s para (?:a )?frente", "de tr[áa]s pra frente", "ao contr[áa]rio", "invertid[oa]s?", "em ordem inversa", "da direita para a esquerda", "[àa]s avessas"],
  it: ["al contrario", "al rovescio", "a rovescio", "all['’]incontrario", "invertit[oa]", "in ordine inverso", "da destra a sinistra"],
  nl: ["achterstevoren", "omgekeerd", "andersom", "van achter naar voren", "in omgekeerde volgorde"],
  sv: ["bakl[äa]nges", "bakifr[åa]n", "omv[äa]nd(?:a|t)?"],
  da: ["bagl[æa]ns", "bagfra"],
  no: ["baklengs", "bakfra", "omvendt"],
  fi: ["takaperin", "v[äa][äa]rinp[äa]in", "lopusta alkuun"],
  pl: ["wspak", "od ty[łl]u", "odwrotnie", "od ko[ńn]ca", "w odwrotnej kolejno[śs]ci"],
  cs: ["pozp[áa]tku", "obr[áa]cen[ěe]", "odzadu"],
  hu: ["visszafel[ée]", "ford[íi]tva"],
  ro: ["de la coad[ăa] la cap", "pe dos", "[îi]n ordine invers[ăa]"],
  tr: ["tersten", "ters [çc]evril", "ters s[ıi]rayla", "sondan ba[şs]a"],
  el: ["ανάποδα", "αναποδα", "αντίστροφα", "αντιστροφα"],
  ru: ["задом напер[её]д", "наоборот", "в обратном порядке", "справа налево", "с конца"],
  uk: ["задом наперед", "навпаки", "у зворотному порядку", "справа наліво"],
  ar: ["معكوس", "بالعكس", "بالمقلوب"],
  he: ["הפוך", "מהסוף להתחלה"],
  hi: ["उल्टा", "उलटा"],
  id: ["terbalik", "dibalik"],
  vi: ["ng[ưu][ợo]c", "đảo ngược"],
  ja: ["逆順", "逆から", "逆さ", "反転", "逆読み", "後ろから"],
  ko: ["거꾸로", "역순", "뒤집", "반대로", "뒤에서부터"],
  zh: ["倒过来", "倒過來", "倒序", "倒着", "倒著", "反过来", "反過來", "颠倒", "顛倒", "逆序", "从后往前", "從後往前"],
};

/** Any reversal cue (`REVERSAL_CUES`), case-insensitive. */
export const REVERSAL_CUE = new RegExp(Object.values(REVERSAL_CUES).flat().join("|"), "iu");
const REVERSAL_CUE_ALL = new RegExp(REVERSAL_CUE.source, "giu");

/** How far after a cue (the value follows its cue) and before it a reversed value counts, in code units. */
export const CUE_BEFORE = 120;
export const CUE_AFTER = 60;

/**
 * Whether a span of `original` lies within reach of a reversal cue: a cue up to `CUE_BEFORE`
 * code units before the span or `CUE_AFTER` after it. The answer is scanned once, on the first
 * question; each question is then O(1).
 *
 * @example
 * reversalCueReach("Le code, à l'envers : enirypheZ")(22, 31) === true
 */
export function reversalCueReach(original: string): (start: number, end: number) => boolean {
  let cue: Uint8Array | undefined;
  return (start, end) => {
    if (cue === undefined) {
      cue = new Uint8Array(original.length + 1);
      const marks = new Int32Array(original.length + 1);
      for (const m of original.matchAll(REVERSAL_CUE_ALL)) {
        const from = Math.max(0, m.index - CUE_AFTER);
        const to = Math.min(original.length, m.index + m[0].length + CUE_BEFORE);
        marks[from] = (marks[from] as number) + 1;
        marks[to] = (marks[to] as number) - 1;
      }
      let open = 0;
      for (let i = 0; i <= original.length; i++) {
        open += marks[i] as number;
        cue[i] = open > 0 ? 1 : 0;
      }
    }
    return cue[start] === 1 || cue[Math.max(start, end - 1)] === 1;
  };
}

/** Whether `original` holds any reversal cue (a cheap test before building a reach). */
export function hasReversalCue(original: string): boolean {
  return REVERSAL_CUE.test(original);
}
