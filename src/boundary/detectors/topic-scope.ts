/**
 * An override scoped to a topic, read per sentence for the signal-sum detector (issue 20, a
 * hard-negative kind of the blind round: recipes and manuals telling a human reader "forget
 * everything you were taught about boiling pasta", "ignore the instructions printed on the
 * box", "지금까지 알던 김치찌개 레시피는 잊으세요"). Such a sentence's override and
 * earlier-instructions signals name a topic, not the model's instructions, so they are dropped
 * (as `isTold` drops a told override); the other signals stay.
 *
 * English reuses the rule table's exemption (`topicScopedAfterObject`: the object's noun phrase,
 * then a topic after it, and nothing of the model in the rest of the sentence), so the rules
 * and the detector read a scoped override alike. Korean reads the object before the verb: a
 * noun with its particle that is no instruction noun (`레시피는 잊으세요`, `이전 결과는 무시하고`);
 * `이전 지시는 무시하고` and `다 잊어버리고` (no object) stay overrides.
 *
 * The same holds for what the reader was told, scoped by `about` to a topic (`what you were told
 * before about the parking rules no longer applies`): the instructions retired are a topic's.
 *
 * Linear: a bounded number of verbs per sentence, each read with a bounded window.
 */
import { namesModelTopic, topicScopedAfterObject } from "../rules/exemptions.js";

/** English override verbs whose object the rule exemption reads. */
const EN_VERB = /\b(?:ignore|disregard|forget)\b/g;
/** Korean override stems (the view folds 無視 to 无视). */
const KO_VERB = /(?:잊|지워|지우|버려|버리|무시|无视)/g;
/** The object right before a Korean override verb: a noun, its particle, an optional adverb. */
const KO_OBJECT_BEFORE = /([가-힣]{1,12})(?:은|는|을|를|도)[ \t]{0,2}(?:(?:다|모두|전부|싹|그냥|일단|이제|깨끗이|완전히)[ \t]{0,2})?$/;
/** Nouns of instructions, speech and requests, and words of the model (then the override is one). */
const KO_INSTRUCTION_NOUN = /(?:지시|지시사항|지침|규칙|명령|명령어|프롬프트|설정|가이드라인|제약|룰|임무|역할|요청|부탁|말|말씀|내용|안내|얘기|이야기|것|거|모든|전부|정책|기준|원칙|제한|필터|비밀번호|암호)$/;
/** Words of the model or the user's data anywhere in a Korean sentence. */
const KO_MODEL_WORD = /ai|인공지능|챗봇|어시스턴트|모델|프롬프트|시스템|너의|당신의|네 |비밀번호|암호|개인정보|이메일|대화 ?내용|지시|지침|규칙/;
/** Most verbs read per sentence (a longer run of them is no recipe). */
const MAX_VERBS = 4;

/**
 * Whether every override verb of the sentence `view.slice(start, end)` (the detector's view:
 * folded, lower case) acts on an object scoped to a topic, and there is at least one.
 */
export function overrideScopedToTopic(view: string, start: number, end: number): boolean {
  const sentence = view.slice(start, end);
  return scopedEn(sentence) || scopedKo(sentence) || toldAboutTopic(sentence);
}

/** What the reader was told, then `about` and a topic (captured: the rest of the sentence). */
const TOLD_ABOUT = /\b(?:what|everything|anything|all)[ \t]{1,4}(?:that[ \t]{1,4})?you[ \t]{1,4}(?:were|have[ \t]{1,4}been|'ve[ \t]{1,4}been|got)[ \t]{1,4}(?:told|taught|given|instructed)(?:[ \t]{1,4}(?:before|earlier|previously|so far|until now))?[ \t]{1,4}(?:about|regarding|concerning|on)[ \t]{1,4}([^.!?\n]{1,240})/;

/** The sentence retires what the reader was told about a topic, and no override verb or word of the model is in it. */
function toldAboutTopic(sentence: string): boolean {
  EN_VERB.lastIndex = 0;
  if (EN_VERB.test(sentence)) return false;
  const m = TOLD_ABOUT.exec(sentence);
  return m !== null && !namesModelTopic(sentence.slice(0, m.index)) && !namesModelTopic(m[1] ?? "");
}

function scopedEn(sentence: string): boolean {
  EN_VERB.lastIndex = 0;
  let n = 0;
  for (let m = EN_VERB.exec(sentence); m !== null; m = EN_VERB.exec(sentence)) {
    if (++n > MAX_VERBS || !topicScopedAfterObject(sentence, m.index, m.index + m[0].length)) return false;
  }
  return n > 0;
}

function scopedKo(sentence: string): boolean {
  if (KO_MODEL_WORD.test(sentence)) return false;
  KO_VERB.lastIndex = 0;
  let n = 0;
  for (let m = KO_VERB.exec(sentence); m !== null; m = KO_VERB.exec(sentence)) {
    if (++n > MAX_VERBS) return false;
    const object = KO_OBJECT_BEFORE.exec(sentence.slice(Math.max(0, m.index - 24), m.index));
    if (object === null || KO_INSTRUCTION_NOUN.test(object[1] ?? "")) return false;
  }
  return n > 0;
}

/** Every regex of this file (for the linear-time proofs). */
export const TOPIC_SCOPE_PATTERNS: readonly RegExp[] = [EN_VERB, KO_VERB, KO_OBJECT_BEFORE, KO_INSTRUCTION_NOUN, KO_MODEL_WORD, TOLD_ABOUT];
