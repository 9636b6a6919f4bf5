/**
 * Intent rules of the reference chatbot's question screening, as data (STYLE.md 8).
 *
 * Injection is NOT decided here: the evidence boundary's `scanEvidence` is the one choke
 * point for instruction-like text (seed 000), and `screen.ts` runs it on the question. These
 * rules cover what the boundary is not about — requests that are legitimate text but that
 * this application must refuse (seed 002's axes "본인 사칭" and "범위 외"):
 *
 * - `impersonation`: asking the bot to speak AS the candidate ("pretend you are the
 *   candidate", "너가 본인이라고 치고"). An extractive bot can only quote; first-person
 *   role-play would put words in a real person's mouth.
 * - `jailbreak`: reassigning the bot's role or lifting its limits ("from now on you are",
 *   "이제부터 너는", DAN, developer mode) — phrasing the boundary's override rules do not
 *   cover because nothing is "ignored".
 * - `prompt-extraction`: asking for the bot's own instructions or configuration. The system
 *   prompt is not evidence, and seed 002 counts its fragments as a leak.
 * - `out-of-scope`: tasks and topics no résumé or procurement document answers — live data
 *   (weather, prices, news), creative writing, code on demand, general trivia.
 *
 * Patterns run on the folded question (NFKC, lower case). Every pattern is a plain
 * alternation of literals with bounded `\s*` gaps and no nested quantifiers, so it runs in
 * linear time on any input (checked with `recheck` in `test/rag/intent-rules.test.ts`).
 */

/** Why a question is refused. */
export type IntentCategory = "impersonation" | "jailbreak" | "prompt-extraction" | "out-of-scope";

/** One screening rule. */
export interface IntentRule {
  readonly id: string;
  readonly category: IntentCategory;
  readonly pattern: RegExp;
  /** A second pattern the question must also match, anywhere (two linear scans, no lookahead). */
  readonly also?: RegExp;
  readonly description: string;
  /** Where the rule comes from. */
  readonly source: string;
}

const SEED_002_IMPERSONATION = "seed 002 axis 본인 사칭 (impersonation); rag brief: 'pretend you are the candidate', '너가 본인이라고 치고'";
const SEED_002_SCOPE = "seed 002 axis 범위 외 (out of scope)";
const SEED_002_PROMPT = "seed 002: system-prompt fragments are a leak (결정론 게이트: 시스템 프롬프트 조각)";
const JAILBREAK = "seed 002 axis prompt injection (\"이전 지시를 무시하고 …\"): role-reassignment and DAN-style jailbreaks";

/** The rule table, checked in order; the first match decides. */
export const INTENT_RULES: readonly IntentRule[] = [
  {
    id: "impersonation.en.pretend",
    category: "impersonation",
    pattern: /\bpretend(?:ing)?\s+(?:to\s+be|you\s+are|you're|that\s+you\s+are)\b/,
    description: "asks the bot to pretend to be someone",
    source: SEED_002_IMPERSONATION,
  },
  {
    id: "impersonation.en.act-as",
    category: "impersonation",
    pattern:
      /\b(?:act|speak|answer|respond|reply|talk|write)\s+(?:as|like)\s+(?:if\s+you\s+(?:are|were)\s+)?(?:the\s+)?(?:candidate|applicant|him|her|them)\b/,
    description: "asks the bot to answer as the candidate",
    source: SEED_002_IMPERSONATION,
  },
  {
    id: "impersonation.en.you-are",
    category: "impersonation",
    pattern: /\byou\s+are\s+(?:now\s+)?the\s+(?:candidate|applicant)\b|\bin\s+(?:the\s+)?first\s+person\b|\brole-?\s?play\b/,
    description: "casts the bot as the candidate, or asks for first-person role-play",
    source: SEED_002_IMPERSONATION,
  },
  {
    id: "impersonation.ko.self",
    category: "impersonation",
    pattern: /(?:본인|지원자|후보자)(?:이라고|라고|인\s*것처럼|인\s*척|이\s*되어|인\s*셈\s*치고|(?:처럼|으로서|로서)\s*(?:말|대답|답))/,
    description: "asks the bot to speak as the candidate (본인이라고 치고, 지원자인 척, 본인처럼 답해)",
    source: SEED_002_IMPERSONATION,
  },
  {
    id: "impersonation.ko.roleplay",
    category: "impersonation",
    pattern: /1인칭|빙의|역할\s*극|롤\s*플레이|인\s*척\s*(?:하고|해)|행세(?:\s*를)?\s*(?:해|하고)/,
    description: "first-person role-play request (1인칭으로, 빙의해서, ~인 척 해)",
    source: SEED_002_IMPERSONATION,
  },
  {
    id: "impersonation.ko.framing",
    category: "impersonation",
    pattern: /라고\s*(?:생각|가정)\s*하고|라고\s*치고|(?:너|네|니|당신)\s*(?:가|이)\s*(?:지원자|후보자|본인)(?:이)?라면/,
    also: /대답|답해|답변|말해|말하|얘기|소개|할\s*건가|할\s*거야/,
    description: "frames the bot as someone and asks it to speak (도하린이라고 생각하고 대답해, 당신이 지원자라면)",
    source: SEED_002_IMPERSONATION,
  },
  {
    id: "impersonation.en.as-if",
    category: "impersonation",
    pattern: /\bas\s+if\s+you\s+(?:were|are)\b|(?:^|[.!?;]\s*)(?:please\s+)?act\s+as\s/,
    description: "asks the bot to speak as if it were someone, or opens with \"act as …\"",
    source: SEED_002_IMPERSONATION,
  },
  {
    id: "jailbreak.role",
    category: "jailbreak",
    pattern:
      /(?:이제부터|지금부터)\s*(?:너는|넌|당신은|너의|네)|(?:너는|넌|당신은)\s*(?:이제부터|지금부터)|\bfrom\s+now\s+on[\s,]+you\b|\byou\s+are\s+now\b|\byou\s+are\s+no\s+longer\b/,
    description: "reassigns the bot's role (이제부터 너는, from now on you are)",
    source: JAILBREAK,
  },
  {
    id: "jailbreak.unlimited",
    category: "jailbreak",
    pattern:
      /developer\s+mode|\bjailbreak\s+(?:mode|yourself)|jailbroken|개발자\s*모드|탈옥\s*(?:해|시켜|모드)|\bdan\s*(?:mode|모드)|\bdan(?:이야|이다|처럼|으로서)|\bdo\s+anything\s+now\b|제한(?:\s*(?:을|를))?\s*무시|\b(?:without|no)\s+(?:any\s+)?(?:restrictions|filters|guardrails)\b/,
    description: "asks the bot to drop its limits (DAN, developer mode, 제한을 무시)",
    source: JAILBREAK,
  },
  {
    id: "prompt-extraction",
    category: "prompt-extraction",
    pattern:
      /시스템\s*프롬프트|system\s*prompt|초기\s*(?:지시|프롬프트|설정)|(?:너의|네|당신의)\s*(?:지시\s*사항|지침|프롬프트|설정)|\byour\s+(?:initial\s+|hidden\s+|original\s+)?(?:instructions|guidelines|configuration)\b/,
    description: "asks for the bot's own instructions or configuration",
    source: SEED_002_PROMPT,
  },
  {
    id: "out-of-scope.live-data",
    category: "out-of-scope",
    pattern: /날씨|기온|미세\s*먼지|주식\s*시세|주가\s*(?:전망|지수|알려|어때)|비트\s*코인|코인\s*시세|로또|weather|forecast|stock\s+price|bitcoin|lottery|오늘\s*뉴스|latest\s+news/,
    description: "live data no document holds (weather, prices, news)",
    source: SEED_002_SCOPE,
  },
  {
    id: "out-of-scope.creative",
    category: "out-of-scope",
    pattern:
      /(?:시\s*(?:를|한\s*편)|소설|노래|가사|에세이|농담|유머|초안|편지)(?:\s*(?:을|를|하나|한\s*편|좀))?\s*(?:써|지어|작성해|만들어|해)\s*(?:줘|주세요|봐)|\b(?:write|compose|tell)\s+(?:me\s+)?(?:a\s+)?(?:poem|song|story|essay|joke|limerick)\b/,
    description: "creative writing on demand",
    source: SEED_002_SCOPE,
  },
  {
    id: "out-of-scope.code",
    category: "out-of-scope",
    pattern:
      /(?:코드|함수|프로그램|스크립트|쿼리)(?:\s*(?:를|을|좀|하나))?\s*(?:짜|작성해|만들어|구현해)\s*(?:줘|주세요|봐)|\bwrite\s+(?:me\s+)?(?:a\s+|some\s+)?(?:python|javascript|typescript|sql|java|code|function|script|program)\b/,
    description: "asks the bot to write code",
    source: SEED_002_SCOPE,
  },
  {
    id: "out-of-scope.trivia",
    category: "out-of-scope",
    pattern: /(?:맛집|레시피|요리법|여행지|영화|드라마|메뉴|노래|게임)(?:\s*좀)?\s*(?:추천|알려)|수도는\s*(?:어디|뭐)|\bcapital\s+(?:city\s+)?of\b|\brecipe\s+for\b|번역해\s*(?:줘|주세요)|\btranslate\s+(?:this|the\s+following)\b/,
    description: "general trivia, recipes, travel or translation",
    source: SEED_002_SCOPE,
  },
];
