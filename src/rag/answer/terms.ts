/**
 * The content terms of a question: what a sentence must mention to answer it.
 *
 * Latin and digit runs stay words (`kafka`, `2016`, `arm64e`) minus English function words
 * and bare one- or two-digit numbers.
 * Korean glues particles and endings onto words, so each Hangul word loses its longest
 * known particle or ending (`경력은` → `경력`, `방식인가요` → `방식`), and a final word that is
 * only a predicate (`알려줘`, `짜줘`) is dropped; what is left must be at least two syllables and
 * not a question word (`무엇`, `어디`). The lists are small on purpose: they remove grammar,
 * not meaning, and a stem cut one syllable short still matches by substring.
 *
 * Sources: particle and ending inventories of the National Institute of Korean Language's
 * standard grammar (표준국어대사전 조사·어미 목록), trimmed to forms seen in questions.
 */
import { foldText } from "../index/index.js";

/** A content term of a question. */
export interface QueryTerm {
  /** Folded term (NFKC, lower case). */
  text: string;
  /** `latin`: matched as a whole word; `hangul`: matched as a substring (a stem). */
  script: "latin" | "hangul";
}

/** Particles and endings stripped from the end of a Hangul word, longest first. */
const KOREAN_SUFFIXES = [
  // predicates and question endings
  "해봤나요", "해봤어요", "해봤니", "해봤어", "해본적", "해봤던", "했었나요", "했나요", "했어요", "했니", "했어", "했는지",
  "했던", "했고", "하나요", "하는지", "하는", "하던", "해요", "해서", "해본", "해봤", "하고", "했", "해",
  "있었나요", "있나요", "있어요", "있니", "있는지", "있는", "없나요", "없는", "되나요", "됐나요", "되는", "된",
  "인가요", "인지요", "인가", "인지", "입니까", "이에요", "예요", "이야", "이었나요", "였나요", "였어",
  "나요", "니까", "까요", "세요", "어요", "아요",
  // particles
  "에서는", "으로는", "에게서", "이라는", "이라고", "에서", "에게", "으로", "까지", "부터", "처럼", "보다", "이나",
  "이랑", "에는", "과는", "와는", "로는", "라는", "라고", "이란", "은요", "는요", "이요",
  "은", "는", "이", "가", "을", "를", "의", "에", "로", "와", "과", "도", "만", "란", "랑", "요", "인",
] as const;

/** Question and filler stems that carry no content. */
const KOREAN_STOPWORDS: ReadonlySet<string> = new Set([
  "무엇", "무엇인", "뭐야", "뭔지", "무슨", "어떤", "어떻게", "어디", "어디서", "언제", "누구", "누가", "얼마", "얼마나",
  "어느", "가장", "정말", "혹시", "그럼", "그리고", "그래서", "지원자", "후보자", "사람", "본인", "대해", "대한", "관해",
  "관련", "알려", "알려줘", "알려주세요", "설명", "설명해", "말해", "말해줘", "얘기", "내용", "정도", "주요", "어떠", "어땠",
  "어때", "무엇을", "있", "없", "이것", "그것", "저것", "여기", "거기", "간단히", "자세히", "요약", "요약해", "그대로",
  "안녕", "안녕하", "감사", "부탁", "부탁해", "혹시나", "제발",
]);

/** English function words and question words. */
const ENGLISH_STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a an the of to in on at for from by with about into over under and or but not no nor is are was were be been being am " +
    "do does did done has have had having can could will would shall should may might must what which who whom whose when " +
    "where why how this that these those it its he she his her him they them their you your yours me my mine we our us i " +
    "tell please give show list describe explain any some all there here as if than then so such also just very much many " +
    "candidate applicant s t"
  ).split(" "),
);

/** A question's final word ending like one of these is its predicate (`알려줘`, `했나요`). */
const PREDICATE_END = /(?:요|까|니|냐|나|지|줘|해|야|어|래|죠|다)$/;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const PARTS = /(\p{Script=Hangul}+)|([^\p{Script=Hangul}]+)/gu;

/** Final-consonant index of ㅆ in a precomposed Hangul syllable (U+AC00 + 588·L + 28·V + T). */
const JONG_SSANG_SIOS = 20;

/** True for a syllable ending in ㅆ: a past-tense or honorific verb form (`했`, `뒀`, `었`). */
function endsInSsangSios(syllable: number): boolean {
  return syllable >= 0xac00 && syllable <= 0xd7a3 && (syllable - 0xac00) % 28 === JONG_SSANG_SIOS;
}

/**
 * Strips the longest known particle or ending off a Hangul word (once), then cuts a
 * conjugated verb at its first ㅆ-final syllable (`거뒀` → `거`, `운영했던` → `운영`): Korean
 * nouns practically never end in ㅆ, past-tense verb forms always carry it.
 */
export function stripKoreanSuffix(word: string): string {
  return splitKoreanSuffix(word).stem;
}

/** `stripKoreanSuffix`, also saying which listed suffix was removed (`""` for none). */
function splitKoreanSuffix(word: string): { stem: string; suffix: string } {
  let stem = word;
  let suffix = "";
  for (const s of KOREAN_SUFFIXES) {
    if (word.length > s.length && word.endsWith(s)) {
      stem = word.slice(0, -s.length);
      suffix = s;
      break;
    }
  }
  for (let i = 0; i < stem.length; i++) {
    if (endsInSsangSios(stem.charCodeAt(i))) return { stem: stem.slice(0, i), suffix };
  }
  return { stem, suffix };
}

/**
 * Question endings that attach straight to a verb stem (`열리나요`, `오세요`): what is left of
 * the final word is a verb, whose written forms in a document differ (`열린다`), so it is
 * not a content term. Endings after a noun (`방식인가요`, `운영하나요`) are listed apart and
 * keep their noun.
 */
const BARE_VERB_ENDINGS: ReadonlySet<string> = new Set(["나요", "니까", "까요", "세요", "어요", "아요"]);

/**
 * Extracts the content terms of a question, deduplicated, in order of first appearance.
 *
 * @example
 * questionTerms("도하린은 Kafka를 어디서 썼나요?");
 * // [{ text: "도하린", script: "hangul" }, { text: "kafka", script: "latin" }]
 */
export function questionTerms(question: string): QueryTerm[] {
  const words = foldText(question).match(WORD) ?? [];
  const out: QueryTerm[] = [];
  const seen = new Set<string>();
  const add = (text: string, script: QueryTerm["script"]) => {
    if (seen.has(text)) return;
    seen.add(text);
    out.push({ text, script });
  };
  words.forEach((word, i) => {
    const last = i === words.length - 1;
    for (const m of word.matchAll(PARTS)) {
      if (m[2] !== undefined) {
        const latin = m[2];
        // One or two bare digits ("1", "25") match almost any document: not content.
        if (!ENGLISH_STOPWORDS.has(latin) && !/^\d{1,2}$/.test(latin)) add(latin, "latin");
        continue;
      }
      const hangul = m[1] as string;
      // A particle glued to a Latin or digit run (`Kafka를`) is grammar, not content.
      if (m.index > 0 && hangul.length <= 2) continue;
      const { stem, suffix } = splitKoreanSuffix(hangul);
      // The final word with no known ending to strip is the predicate itself (`알려줘`); with a
      // bare verb ending it is a verb (`열리나요`).
      if (last && word === hangul && stem === hangul && PREDICATE_END.test(hangul)) continue;
      if (last && word === hangul && BARE_VERB_ENDINGS.has(suffix)) continue;
      if (stem.length >= 2 && !KOREAN_STOPWORDS.has(stem) && !KOREAN_STOPWORDS.has(hangul)) add(stem, "hangul");
    }
  });
  return out;
}
