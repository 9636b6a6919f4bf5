/**
 * Rule rows for hidden text read on the original (zero-width characters in words, bidi
 * overrides, tag characters, variation-selector runs). Part of the rule table assembled in
 * `./index.ts` (see its module comment for the linear-time and rule-change rules every row
 * obeys).
 */
import type { Rule } from "./types.js";
import { lazyList } from "../../core/lazy.js";

/** BMP code units of the characters `hidden.zero-width-in-word` marks inside a word (a class body). */
const IN_WORD_INVISIBLE_UNITS = "\\u200b-\\u200d\\u2060-\\u2064\\ufeff\\u180e\\u0080-\\u0084\\u0086-\\u009f\\u2800\\ufff9-\\ufffc\\ufdd0-\\ufdef\\ufffe\\uffff\\ue000-\\uf8ff\\u0600-\\u0605\\u06dd\\u0890\\u0891\\u08e2";
/**
 * `IN_WORD_INVISIBLE_UNITS`, private-use planes 15 and 16 and the astral format characters
 * (Kaithi number signs, Egyptian hieroglyph format controls), one code point (flag `u`).
 */
const IN_WORD_INVISIBLE = `[${IN_WORD_INVISIBLE_UNITS}\\u{110bd}\\u{110cd}\\u{13430}-\\u{1343f}\\u{f0000}-\\u{10ffff}]`;

/** The hidden rows of the rule table, in table order. */
export const HIDDEN_RULES: readonly Rule[] = lazyList(() => [  // ------------------------------------------------------------ hidden text (original)
  {
    id: "hidden.zero-width-in-word",
    category: "hidden-text",
    languages: ["any"],
    // Zero-width characters, and the invisible or blank characters the shadow also removes
    // (`isBlankFormat` in fold.ts): C1 controls but NEL, braille blank, U+FFF9–FFFC,
    // noncharacters, private use, format characters outside Default_Ignorable.
    pattern: new RegExp(`(?<=[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}])\\u00ad{0,64}(?:${IN_WORD_INVISIBLE}\\u00ad{0,64}){1,256}(?=[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}])`, "gu"),
    over: "original",
    action: "wrap",
    extent: "word",
    description:
      "zero-width characters between Latin-script letters (a keyword split to dodge filters); ZWJ/ZWNJ in emoji, Persian, Arabic and Indic words and soft hyphens in prose stay clean",
    source: "Unicode UTS #39 §3 (invisible characters); Boucher et al. 2022 'Bad Characters'",
    triggers: [`[${IN_WORD_INVISIBLE_UNITS}]`, "[\\udb80-\\udbff]", "\\ud804[\\udcbd\\udccd]", "\\ud80d[\\udc30-\\udc3f]"],
  },  {
    id: "hidden.bidi-override",
    category: "hidden-text",
    languages: ["any"],
    pattern: /[\u202d\u202e]/gu,
    over: "original",
    action: "wrap",
    extent: "word",
    description: "bidi override (LRO/RLO), which reorders what a reader sees",
    source: "Boucher & Anderson 2021 'Trojan Source' (CVE-2021-42574)",
    triggers: ["[\\u202d\\u202e]"],
  },  {
    id: "hidden.tag-characters",
    category: "hidden-text",
    languages: ["any"],
    pattern: /(?<![\u{1F3F4}\u{E0000}-\u{E007F}])[\u{E0000}-\u{E007F}]{1,4096}|\u{1F3F4}[\u{E0020}-\u{E007E}]{8,4096}\u{E007F}?/gu,
    over: "original",
    action: "wrap",
    extent: "match",
    description: "Unicode tag characters outside an emoji flag sequence (invisible 'ASCII smuggling')",
    source: "Unicode UTS #51 (emoji tag sequences); Goodside 2024 tag-character prompt injection",
    triggers: ["\\udb40"],
  },  {
    id: "hidden.variation-selectors",
    category: "hidden-text",
    languages: ["any"],
    pattern: /[\ufe00-\ufe0f\u{E0100}-\u{E01EF}]{2,4096}/gu,
    over: "original",
    action: "wrap",
    extent: "match",
    description: "a run of variation selectors (data smuggled after an emoji); a single VS-16 stays clean",
    source: "Unicode Standard §23.4 (one selector per base character); Butler 2025 emoji smuggling",
    triggers: ["[\\ufe00-\\ufe0f]|\\udb40"],
  },
]);
