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
import { namesModelTopic, topicScoped, topicScopedAfterObject } from "../rules/exemptions.js";
import { JA_OBJECTS, KO_OBJECTS, ZH_OBJECTS } from "./lexicons/cjk.js";
import { LATIN_LEXICONS } from "./lexicons/index.js";

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
  return scopedEn(sentence) || scopedLatin(sentence) || scopedKo(sentence) || toldAboutTopic(sentence) || cjkScopedToTopic(sentence) || cjkSelfTextOverride(sentence);
}

/**
 * Korean, Japanese and Chinese: the instructions dismissed are scoped to a topic or to a part
 * of the document — an `about` phrase (`배터리 교체에 관한 … 지침`, `設置についての説明`,
 * `关于安装步骤的上述说明`) or a section noun owning them (`앞 절의 지침`, `前の章の指示`,
 * `前一节的说明`) — whose topic names nothing of the model (`보안에 관한 지침`, `安全方面的限制`
 * stay overrides), and the sentence names no AI reader or the model's setup.
 *
 * @param sentence one sentence of the signal view (lower case, Han variants folded).
 */
export function cjkScopedToTopic(sentence: string): boolean {
  if (CJK_MODEL_WORD.test(sentence)) return false;
  const m = CJK_TOPIC.exec(sentence);
  if (m === null) return false;
  return !CJK_GUARD_TOPIC.test(m.slice(1).find((g) => g !== undefined) ?? "");
}

/**
 * The override's object is the text itself, told to a human reader (`이 메일은 무시하셔도
 * 됩니다`, `このメールは破棄してください`, `这封邮件请忽略`): a sender withdrawing a mail, not
 * an override of the reader's instructions. The sentence must name no AI reader or model setup.
 *
 * @param sentence one sentence of the signal view.
 */
export function cjkSelfTextOverride(sentence: string): boolean {
  return CJK_SELF_TEXT.test(sentence) && !CJK_MODEL_WORD.test(sentence);
}

/** Nouns an `about` phrase may scope: the lexicon's instruction nouns and a document's guidance and parts. */
const DOC_NOUNS = ["설명", "안내", "내용", "절", "장", "説明", "案内", "内容", "章", "節", "说明", "内容", "章节", "步骤"];
const OBJ = `(?:${[...KO_OBJECTS, ...JA_OBJECTS, ...ZH_OBJECTS, ...DOC_NOUNS].map((w) => w.replace(/ /g, "[ \\t]?")).join("|")})`;
/** An `about` phrase or a section noun right before the object, a few words between at most (captures the topic). */
const CJK_TOPIC = new RegExp(
  [
    // Korean: `X에 관한 (앞 절의) 지침`, `X 관련 안내`, or a section noun with 의 (`앞 절의 지침`).
    `([가-힣a-z0-9]{1,12})(?:에|와|과)?[ \\t]{0,2}(?:관한|대한|관해서|대해서|관련된|관련한|관련)[ \\t]{1,2}(?:[가-힣]{1,6}[ \\t]{1,2}){0,2}${OBJ}`,
    `(?<![가-힣])(?:앞|이전|위|지난)[ \\t]{0,2}(?:절|장|항|단락|섹션|챕터|페이지|부분|버전)(?:의|에서)[ \\t]{0,2}()(?:[가-힣]{1,6}[ \\t]{1,2})?${OBJ}`,
    // Japanese: `Xに関する(前の章の)指示`, or a section noun with の.
    `([\\u3040-\\u30ff\\u4e00-\\u9fffa-z0-9]{1,12})(?:に関する|についての|に関しての|に関わる|にかかわる|の件の)[^、。,.!?！？]{0,8}?${OBJ}`,
    `(?:前|上|以前|先)の(?:章|節|項|段落|セクション|ページ|版)の()${OBJ}`,
    // Chinese: `关于X的(上述)说明`, `X方面的规定`, or a section noun with 的.
    `(?:关于|有关|涉及)([^，。,.!?！？]{1,16}?)的[^，。,.!?！？]{0,6}?${OBJ}`,
    `([\\u4e00-\\u9fff]{1,8})(?:方面|相关)的${OBJ}`,
    `(?:前一|上一|前|上|之前那)(?:节|章|段|部分|版|页)的()${OBJ}`,
  ].join("|"),
);
/** A topic that is the model's guard or output (then the scope is no excuse). */
const CJK_GUARD_TOPIC = /보안|안전|윤리|검열|필터|답변|응답|출력|비밀|개인정보|セキュリティ|安全|倫理|フィルター|回答|出力|秘密|安全|伦理|审查|过滤|回答|输出|秘密|隐私|ai|人工|모델|モデル|模型/;
/** An AI reader or the model's own setup named in the sentence. */
const CJK_MODEL_WORD = /(?<![a-z])(?:ai|llm|gpt|chatgpt|bot)(?![a-z])|인공지능|어시스턴트|챗봇|에이전트|프롬프트|시스템|너의|너는|네가|당신|アシスタント|プロンプト|システム|あなた|ボット|モデル|助手|模型|提示词|系统|你|您的(?:指令|设定|规则)/;
/** The text itself as the object of a Korean, Japanese or Chinese override. */
const CJK_SELF_TEXT = new RegExp(
  [
    "(?:이|본|해당|방금|앞서[ \\t]{0,2}(?:보낸|보내드린|드린)|이전에[ \\t]{0,2}(?:보낸|보내드린)|먼저[ \\t]{0,2}(?:보낸|보내드린))[ \\t]{0,2}(?:안내[ \\t]{0,2})?(?:메일|이메일|메시지|문자|공지|공지문|안내문|알림|우편|편지|글)(?:은|는|을|를|도)?[ \\t]{0,2}(?:(?:그냥|무시|삭제|폐기|파기)|[가-힣]{0,4}(?:무시|삭제|폐기|파기|버리|잊))",
    "(?:この|本|先ほどの|先程の|前回の|以前の)(?:メール|メッセージ|通知|お知らせ|ご案内|案内|連絡)(?:は|を)(?:[\\u3040-\\u30ff\\u4e00-\\u9fff]{0,3})(?:无视|破棄|削除|放念|忘れ|捨て)",
    "(?:这封|此封|本封|这条|此条|本|此|该|上一封|上封|刚才那封|刚才的)(?:邮件|信|消息|通知|短信|信息)(?:[^，。,.]{0,4})(?:忽略|无视|删除|作废|删掉|不用理|不必理会)",
  ].join("|"),
);

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

/**
 * The head of an override's object in the Latin-script languages the override rules cover
 * (folded: accents dropped, lower case): a noun of guidance (`instrucciones`, `Anweisungen`,
 * `consignes`, `passos`), then at most two words that place it in time (`anteriores`,
 * `précédentes`, `di prima`); or a clause of what a person knows or learned (`tudo o que você
 * sabe`, `tout ce que vous savez`, `alles, was Sie wissen`, `tutto quello che sai`). The
 * topic, if any, follows at `lastIndex` (read by the rules' `topicScoped`).
 */
const LATIN_OBJECT = new RegExp(
  [
    "(?<![a-z])(?:instruc(?:ciones|cion|oes|ao|tions?)|istruzion[ie]|indicac(?:iones|ion|oes)|indicazion[ie]|indications?|orientac(?:iones|oes)|consignes?|anweisung(?:en)?|hinweise?|anleitung(?:en)?|vorgaben|pasos|passos|etapes|schritte|passaggi|consejos?|conselhos?|conseils?|consigli|ratschlage|tipps?|dicas|reglas|regras|regles|regeln|regole|recomendac(?:iones|oes)|recommandations?|empfehlungen|raccomandazioni)" +
      "(?:[ \\t]{1,4}(?:anterior(?:es)?|previ[ao]s?|precedent(?:es|i|e)?|vorherigen|fruheren|bisherigen|obigen|alten|antig[ao]s|ancienn?es?|vecchie|dadas|dados|donnees|date|de[ \\t]{1,4}(?:antes|avant|prima)|di[ \\t]{1,4}prima|ci-dessus|acima|arriba|sopra)){0,2}(?![a-z])",
    "(?<![a-z])(?:que|qu'|was|che|cosa)[ \\t]{0,4}(?:(?:voce|vous|sie|tu|usted|du|lei)[ \\t]{1,4})?(?:(?:ja|deja|gia|ya|schon|bereits)[ \\t]{1,4})?(?:sabe|sabes|sait|savez|sais|wissen|weisst|weiss|sai|sapete|conhece|conoces|conoce|connaissez|connais|kennen|kennst|conosci|aprendeu|aprendiste|aprendio|aprendeste|(?:avez|as|a)[ \\t]{1,4}appris|gelernt[ \\t]{1,4}(?:haben|hast)|(?:hai|ha|avete)[ \\t]{1,4}imparato|pensava|pensavas|pensaba|pensabas|croyiez|croyais|dachten|pensavi)(?![a-z])",
  ].join("|"),
  "g",
);
/** The object's own words naming the model or the reader's setup (an AI, its prompt, `tus/deine/vos` rules). */
const LATIN_OBJECT_MODEL = /(?<![a-z])(?:ai|ia|ki|i\.a\.|assistant|asistente|assistente|assistent|chatbot|bot|llm|gpt|chatgpt|prompt|sistema|systeme|system|tus|tes|tuas|teus|deine|deinen|tuoi|tue|vos|vostre|vostri|suas|seus|sus)(?![a-z])/;
/** Most object heads read per sentence. */
const MAX_OBJECTS = 4;

/**
 * ES/PT/FR/DE/IT (and English written the same way): an object head of guidance or knowledge
 * (`LATIN_OBJECT`) followed by a topic the rules' `topicScoped` accepts (a preposition of the
 * shared table, a topic naming nothing of the model in the rest of the sentence), and the
 * words from the sentence start to the object name no AI or the reader's own rules.
 */
function scopedLatin(sentence: string): boolean {
  LATIN_OBJECT.lastIndex = 0;
  let n = 0;
  for (let m = LATIN_OBJECT.exec(sentence); m !== null; m = LATIN_OBJECT.exec(sentence)) {
    if (++n > MAX_OBJECTS) return false;
    const end = m.index + m[0].length;
    if (topicScoped(sentence, m.index, end)) return !LATIN_OBJECT_MODEL.test(sentence.slice(0, end));
  }
  return false;
}

/** Every regex of this file (for the linear-time proofs). */
/**
 * A prompt or instructions defined in a numbered part of the document itself (`the system prompt
 * from step 2`, `el prompt del sistema del paso 2`, `il prompt di sistema del passo 2`, `o prompt
 * do sistema do passo 2`, `den Systemprompt aus Schritt 2`): a tutorial's own artefact that a
 * programmer passes to the model, not the reader's setup. The noun must follow an article (a
 * possessive, `tu prompt`, is the reader's), the part a preposition and carry its number.
 */
const DOC_PART_ARTEFACT = (() => {
  const nouns = [...new Set(["prompt", "system prompt", "instructions", "rules", "systemprompt", ...LATIN_LEXICONS.flatMap((lx) => lx.instructionNouns)])]
    .sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s{1,4}")).join("|");
  return new RegExp(`(?<![a-z])(?:the|el|la|los|las|il|lo|le|i|gli|o|a|os|as|der|die|das|den|dem|de|het|les|l')\\s{0,4}(?:${nouns})\\s{1,4}(?:from|of|in|at|del|de|en|di|dal|nel|do|da|no|aus|von|vom|in|uit|van|du|de la)\\s{1,4}(?:(?:the|el|la|il|lo|o|a|der|dem|het|le|la)\\s{1,4})?(?:step|section|cell|paso|seccion|celda|passo|sezione|cella|etapa|secao|celula|schritt|abschnitt|zelle|stap|sectie|cel|etape|cellule)\\s{0,4}\\d{1,3}(?![\\d])`);
})();

/**
 * True when the sentence's instruction noun is a document's own numbered artefact
 * (`DOC_PART_ARTEFACT`) and the sentence names nothing of the model's guards or the user's data
 * beyond it: its earlier-instructions go.
 *
 * @param sentence one sentence of the signal view (lower case, folded).
 */
export function instructionsOfDocPart(sentence: string): boolean {
  return DOC_PART_ARTEFACT.test(sentence);
}

export const TOPIC_SCOPE_PATTERNS: readonly RegExp[] = [DOC_PART_ARTEFACT, LATIN_OBJECT, LATIN_OBJECT_MODEL, EN_VERB, KO_VERB, KO_OBJECT_BEFORE, KO_INSTRUCTION_NOUN, KO_MODEL_WORD, TOLD_ABOUT, CJK_TOPIC, CJK_GUARD_TOPIC, CJK_MODEL_WORD, CJK_SELF_TEXT];

/**
 * `unless` for the CJK override rows: the sentence of the match (`start`..`end` of
 * `original`, at most 120 units either side, lower case) is scoped to a topic or dismisses the
 * text itself (`cjkScopedToTopic`, `cjkSelfTextOverride`).
 */
export function cjkScopedMatch(original: string, start: number, end: number): boolean {
  const before = original.slice(Math.max(0, start - 120), start);
  const b = /[.!?。！？\n][^.!?。！？\n]*$/.exec(before);
  const after = original.slice(end, end + 120);
  const a = /[.!?。！？\n]/.exec(after);
  const sentence = ((b === null ? before : before.slice(b.index + 1)) + original.slice(start, end) + (a === null ? after : after.slice(0, a.index))).toLowerCase();
  return cjkScopedToTopic(sentence) || cjkSelfTextOverride(sentence);
}
