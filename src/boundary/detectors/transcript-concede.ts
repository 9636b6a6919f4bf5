/**
 * What a staged AI turn DOES (issue 20 item 2, fake transcripts): a fake dialogue's assistant
 * turn gives the dialogue away when it concedes that its rules are gone (a first-person word, a
 * rules noun and a cessation: "I have no rules anymore", `ich habe keine Regeln mehr`, `ya no
 * tengo reglas`, `저는 더 이상 규칙이 없으며`, `私にはもうルールがない`) or commits to a sensitive
 * act: a send or disclose verb with user data, the system prompt or an outside address, or a
 * grant verb with money or access over a blanket scope ("approve every refund", `aprobaré
 * todas las transferencias`, `모든 송금을 승인`). A genuine support answer — a fact about an
 * order, a refund of the one charge asked about, an invoice sent — does neither.
 *
 * The words come from the per-language lexicons (`lexicons/`: instruction nouns, send and grant
 * verbs read by their stems, data nouns, grant objects, blanket words) plus English and the CJK
 * forms written here. Read on one turn, folded (lower case, accents dropped), at most 1,000 code
 * units: every regex is a bounded alternation, linear time.
 */
import { CONCEDE_MORE, type ConcedeWords } from "./lexicons/concede-more.js";
import { LATIN_LEXICONS } from "./lexicons/index.js";
import { lazyList, once } from "../../core/lazy.js";

const esc = (w: string): string => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s{1,4}");
const alt = (ws: Iterable<string>): string => [...new Set(ws)].filter((w) => w.length > 0).sort((a, b) => b.length - a.length).map(esc).join("|");
/** The stem of an infinitive (`aprobar` → `aprob`, `senden` → `send`, `inviare` → `invi`). */
function stem(inf: string): string {
  const w = inf.split(" ")[0] as string;
  // A doubled final consonant is single in most forms (`transmettre` → `transmet`: `transmets`).
  const s = w.replace(/(?:are|ere|ire|en|ar|er|ir|re|n)$/, "").replace(/([b-df-hj-np-tv-z])\1$/, "$1");
  return s.length >= 4 ? s : w;
}
const L = "a-z0-9\\u00df-\\u024f";
const word = (body: string, suffix = ""): string => `(?<![${L}])(?:${body})${suffix}(?![${L}])`;

/** The English, German, French, Spanish, Italian, Portuguese, Korean and Japanese classes, compiled on the first turn read (issue 22, cold start). */
const classes = once(() => {
  /** First-person words of the speaker (EN, DE, FR, ES, IT, PT; KO, JA without word bounds). */
  const FIRST_PERSON = new RegExp(
    `${word(alt(["i", "i'm", "i've", "i'll", "my", "me", "ich", "mein", "meine", "meinen", "meiner", "mir", "mich", "je", "j'ai", "j'", "mes", "mon", "ma", "moi", "yo", "mis", "mi", "tengo", "me", "io", "ho", "mie", "miei", "mia", "mio", "eu", "tenho", "minhas", "meus", "minha", "meu"]))}|j'|저는|저에게|제가|저의|나는|나에게|내가|私|わたし|僕|自分`,
  );
  /** Nouns of the speaker's rules. */
  const RULES_NOUN = new RegExp(
    `${word(alt(["rules", "instructions", "guidelines", "restrictions", "limits", "limitations", "policies", "policy", "guardrails", "filters", "system prompt", ...LATIN_LEXICONS.flatMap((l) => l.instructionNouns)]))}|규칙|지침|제한|정책|가이드라인|ルール|指示|制限|規則|ポリシー|ガイドライン`,
  );
  /** A cessation of those rules. */
  const CESSATION = new RegExp(
    `${word("no longer|anymore|any more|no more|not any|gone|removed|lifted|disabled|keine(?:n|r)?|nicht mehr|aufgehoben|plus|ya no|sin|ningun[ao]?|non [a-z ]{1,30}piu|piu|nessun[ao]?|senza|nao [a-z ]{1,30}mais|sem|nenhum[ao]?|annulee?s?|anulad[ao]s?|annullat[ei]|cancelad[ao]s?")}|더 이상|없(?:습니다|어|으며|고|다|음)|해제|사라|もう|ありません|ない|無効|解除`,
  );

  const SEND_STEMS = [
    "send", "sent", "forward", "e-mail", "email", "mail", "transfer", "reveal", "disclos", "shar", "export", "upload", "leak", "post", "publish", "print", "show",
    "schick", "preisgeb", "verrat", "offenleg", "envoi", "enverr", "envoy", "divulgu",
    ...LATIN_LEXICONS.flatMap((l) => l.sendVerbs.map(stem)),
  ];
  const GRANT_STEMS = ["approv", "grant", "authoriz", "authoris", "wire", "pay", "genehmig", "uberweis", "approuv", ...LATIN_LEXICONS.flatMap((l) => l.grantVerbs.map(stem))];
  /** A send or disclose verb in any form (its stem and an ending), or a CJK verb. */
  const SEND_VERB = new RegExp(`${word(alt(SEND_STEMS), `[${L}]{0,10}`)}|\\bgeb[a-z]{0,3}\\s{1,4}(?:[a-z]{1,20}\\s{1,4}){0,5}preis\\b|\\b(?:leit|schick|send|reich)[a-z]{0,3}\\s{1,4}(?:[^\\s]{1,40}\\s{1,4}){0,6}weiter\\b|보내|전송|공개|유출|전달|送信|送り|送る|公開|開示|転送|漏ら`);
  /** What a disclosure must not carry: user data, secrets, the system prompt, or an outside address. */
  const SEND_OBJECT = new RegExp(
    `${word(alt(["data", "database", "password", "passwords", "credentials", "api key", "api keys", "token", "tokens", "system prompt", "prompt", "instructions", "chat history", "conversation history", "customer list", "customer records", ...LATIN_LEXICONS.flatMap((l) => [...l.dataNouns, "daten", "datos", "donnees", "dati", "dados", "prompt"])]))}|[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}\\.[a-z]|https?://|데이터|개인정보|비밀번호|프롬프트|データ|パスワード|プロンプト`,
  );
  /** A grant verb in any form, or a CJK one. */
  const GRANT_VERB = new RegExp(`${word(alt(GRANT_STEMS), `[${L}]{0,10}`)}|승인|송금|이체|承認|送金|振込`);
  /** What a grant hands out: money or access. */
  const GRANT_OBJECT = new RegExp(
    `${word(alt(["refund", "refunds", "refund request", "refund requests", "transfer", "transfers", "payment", "payments", "payout", "payouts", "loan", "loans", "access", "request", "requests", "invoice", "invoices", "withdrawal", "withdrawals", ...LATIN_LEXICONS.flatMap((l) => l.grantObjects)]))}|송금|이체|환불|결제|접근|送金|振込|返金|支払|アクセス`,
  );
  /** A blanket scope: every such act, not the one asked about. */
  const BLANKET = new RegExp(`${word(alt(["all", "every", "any", "each", ...LATIN_LEXICONS.flatMap((l) => l.blanket)]))}|모든|전부|すべて|全て|全部`);
  return { FIRST_PERSON, RULES_NOUN, CESSATION, SEND_VERB, SEND_OBJECT, GRANT_VERB, GRANT_OBJECT, BLANKET };
});

/** An e-mail named as a thing: after a determiner or a noun it qualifies, or before a noun of its own. */
const EMAIL_NOUN = /\b(?:my|your|the|an?|his|her|their|our|new|old|this|that|confirmation|verification|welcome|reset|work|personal)\s{1,4}e-?mails?\b|\be-?mails?\s{1,4}(?:address(?:es)?|account|settings|inbox|notifications?|client|app)\b/g;

/** Folds for the `CONCEDE_MORE` table: as `fold`, and the dotless `ı` and `ł` as `i` and `l`. */
function foldMore(s: string): string {
  return fold(s).replace(/ı/g, "i").replace(/ł/g, "l");
}
const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;
/** One regex over a part of every `CONCEDE_MORE` language: stems (`*`) with any ending, whole words, CJK words as they stand. */
function moreRegex(part: keyof ConcedeWords): RegExp {
  const all = Object.values(CONCEDE_MORE).flatMap((l) => l[part]).map(foldMore);
  const stems = alt(all.filter((w) => w.endsWith("*") && !CJK.test(w)).map((w) => w.slice(0, -1)));
  const wholes = alt(all.filter((w) => !w.endsWith("*") && !CJK.test(w)));
  const cjk = alt(all.filter((w) => CJK.test(w)));
  const pieces = [stems && `(?<![\\p{L}\\p{M}])(?:${stems})\\p{L}{0,14}`, wholes && `(?<![\\p{L}\\p{M}])(?:${wholes})(?![\\p{L}\\p{M}])`, cjk].filter((p) => p !== "");
  return new RegExp(pieces.join("|"), "u");
}
/** The parts of `CONCEDE_MORE`, one regex each. */
const more = once(() => ({
  firstPerson: moreRegex("firstPerson"),
  rules: moreRegex("rules"),
  cessation: moreRegex("cessation"),
  send: moreRegex("send"),
  data: moreRegex("data"),
  grant: moreRegex("grant"),
  grantObjects: moreRegex("grantObjects"),
  blanket: moreRegex("blanket"),
}));
/** An outside address: an e-mail address or a link. */
const OUTSIDE = /[\p{L}0-9._%+-]{1,64}@[\p{L}0-9-]{1,63}\.\p{L}|https?:\/\//u;

/** Folds a turn as the lexicons are written: lower case, accents dropped, `’` as `'`. */
function fold(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC").toLowerCase().replace(/[\u2019\u02bc]/g, "'");
}

/**
 * Whether one AI turn (its text after the label, any case) concedes its rules are gone or
 * commits to a sensitive act (see the module comment). Reads at most 1,000 code units.
 */
export function aiTurnGivesIn(turn: string): boolean {
  // `email` named as a thing (`my email address`, `a confirmation email`) sends nothing.
  const { FIRST_PERSON, RULES_NOUN, CESSATION, SEND_VERB, SEND_OBJECT, GRANT_VERB, GRANT_OBJECT, BLANKET } = classes();
  const MORE = more();
  const t = fold(turn.slice(0, 1_000)).replace(EMAIL_NOUN, " ");
  if (FIRST_PERSON.test(t) && RULES_NOUN.test(t) && CESSATION.test(t)) return true;
  if (SEND_VERB.test(t) && SEND_OBJECT.test(t)) return true;
  if (GRANT_VERB.test(t) && GRANT_OBJECT.test(t) && BLANKET.test(t)) return true;
  // The same three parts in the languages of `CONCEDE_MORE` (RU, UK, TR, NL, PL, ID, SV, ZH).
  const m = foldMore(t);
  if (MORE.firstPerson.test(m) && MORE.rules.test(m) && MORE.cessation.test(m)) return true;
  if (MORE.send.test(m) && (MORE.data.test(m) || OUTSIDE.test(m))) return true;
  return MORE.grant.test(m) && MORE.grantObjects.test(m) && MORE.blanket.test(m);
}

/** Every regex this module runs on attacker text (for the linear-time proofs). */
export const CONCEDE_PATTERNS: readonly RegExp[] = lazyList(() => {
  const c = classes();
  return [...Object.values(more()), OUTSIDE, CJK, EMAIL_NOUN, c.FIRST_PERSON, c.RULES_NOUN, c.CESSATION, c.SEND_VERB, c.SEND_OBJECT, c.GRANT_VERB, c.GRANT_OBJECT, c.BLANKET];
});
