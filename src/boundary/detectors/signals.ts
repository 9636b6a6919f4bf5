/**
 * The signals of instruction-likeness (DESIGN.md "Instruction-likeness is a sum of signals, not
 * a phrase"), in English, Korean, Chinese and Japanese, as data: each signal is a list of regex
 * sources over the detector's view of a text (the normalisation shadow — lower case, NFKC,
 * confusables and letter-spacing folded — with Han variants folded, `han-variants.ts`). Each
 * signal alone is common in benign text; `addressed.ts` adds their weights per sentence.
 *
 * | signal | what it reads |
 * | --- | --- |
 * | `address` | a vocative or a line addressed to an AI reader (`dear AI`, `note to the assistant reading this`, `AI에게`, `致AI助手`, `AIへ`) |
 * | `imperative` | an imperative or a modal aimed at the reader (`respond …`, `you must …`, `…하세요`, `请…`, `…してください`) |
 * | `task-change` | a change of task (`from now on`, `instead`, `no longer`, `이제부터`, `从现在起`, `今後は`) |
 * | `authority` | a reassignment or a claim of higher authority (`your actual assignment is`, `consider yourself reassigned`, `these rules outrank`, `유일한 규칙`, `优先于`, `本当の任務`) |
 * | `override` | an override predicate: an ignore / forget verb, a void declaration, a negative imperative of follow (`무시하시고`, `均已失效`, `従わないでください`) |
 * | `earlier-instructions` | the model's own or earlier instructions, rules, prompt or secret (`your instructions`, `the previous rules`, `이전 지시`, `之前的指令`, `以前の指示`) |
 * | `secrecy` | a request to hide the act (`don't mention it`, `leave this out of the summary`, `몰래`, `不要告诉用户`, `ユーザーに言わないで`) |
 * | `action` | an action on the user's data, money or tools, or a disclosure of the model's rules (`forward the inbox`, `wire`, `reveal your rules`, `비밀번호를 보내`, `转发邮件`) |
 * | `response` | shaping the model's reply (`begin your reply with`, `respond only with`, `say "…"`, `답변은`, `只回答`, `と答えて`) |
 * | `notice` | an operator or vendor notice taking effect now (`policy update … effective immediately`, `즉시 시행`, `即日起`, `直ちに適用`) |
 * | `mention` | (negative) the sentence talks about such text rather than giving it: detection, attacks, examples, quoted requests (`phrases such as`, `탐지`, `…라는 문구`, `检测`, `例えば`) |
 *
 * Every source is an alternation of literal words with bounded gaps (linear time on hostile
 * text; `test/boundary/signals.test.ts` runs each on a megabyte of near-misses). The word
 * lists are our own, written from each language's grammar (Korean as stems plus endings —
 * honorific, casual, connective — not phrase lists); no data row was copied.
 */
import { any, splitSyllables } from "../rules/build.js";
import { foldHanVariants } from "./han-variants.js";
import { once } from "../../core/lazy.js";
import { AtomTable } from "../quick.js";
import { latinLanguageIndex, latinLanguagesIn, latinSignalSources } from "./signals-latin.js";
import { cjkOverrideSources } from "./lexicons/cjk.js";
import { readFileSync } from "node:fs";
import { buildStamp } from "../build-stamp.js";
import { notNegated } from "./negation.js";

/** Names of the signals, in report order. */
export type SignalName =
  | "address"
  | "imperative"
  | "task-change"
  | "authority"
  | "override"
  | "earlier-instructions"
  | "secrecy"
  | "action"
  | "response"
  | "notice"
  | "mention";

/** One signal: its weight in the sum and its regex sources. */
export interface SignalSpec {
  readonly name: SignalName;
  /** Weight added once per sentence window when any source matches (fitted, see `addressed.ts`). */
  readonly weight: number;
  readonly sources: readonly string[];
}

// ------------------------------------------------------------------------------ shared words
const W = "\\s{1,8}";
/** One to `n` words of up to 24 letters between two words (bounded, so linear). */
const words = (n: number) => `(?:\\s{1,8}[^\\s.!?;。！？]{1,24}){0,${n}}?\\s{1,8}`;
const B = "\\b";

// ---- English
const EN_AI = any(
  "ai", "a.i.", "ais", "llm", "llms", "large language model", "language model", "language models", "ai assistant", "ai assistants", "ai model", "ai models",
  "ai agent", "ai agents", "ai system", "ai systems", "chatbot", "chatbots", "gpt", "chatgpt", "claude", "gemini", "copilot", "bard", "llama", "mistral",
  "virtual assistant", "ai reviewer", "ai screener", "ai recruiter", "automated assistant", "automated agent", "autonomous agent", "digital assistant",
);
/**
 * A human noun right after an AI word (`AI researchers`, `AI safety team`, `LLM engineers`):
 * the AI word names the people's field, not the reader (issue 20, blind red-team round:
 * `Dear AI researchers, please send …` was read as an address to the model).
 */
const EN_AI_AS_FIELD = `(?!\\s{1,8}(?:(?:safety|ethics|policy|research|product|platform|governance)\\s{1,8})?${any(
  "researchers", "researcher", "engineers", "engineer", "scientists", "scientist", "developers", "developer", "practitioners", "enthusiasts", "experts",
  "community", "team", "teams", "students", "professionals", "leaders", "vendors", "companies", "startups", "founders", "ethicists", "policymakers",
  "colleagues", "lab", "labs", "group", "society", "club", "committee", "folks", "people", "investors", "builders", "fans", "hobbyists", "educators", "teachers",
)}\\b)`;
const EN_READER = any("assistant", "assistants", "agent", "agents", "bot", "bots", "model", "models", "reader", "system", "crawler", "summarizer", "summariser");
const EN_READING = any("reading", "processing", "parsing", "summarizing", "summarising", "reviewing", "scanning", "analyzing", "analysing", "crawling", "handling", "ingesting", "indexing", "seeing");
const EN_THIS = any("this", "these", "the following", "this page", "this document", "this file", "this email", "this e-mail", "this message", "this text", "this content", "my");
/** Misspellings of the key nouns as people type them (`intructions`, `promt`, `pasword`). */
const EN_TYPO = ["intructions", "insturctions", "instrucitons", "instuctions", "instrctions", "instrucions", "instrutions", "instructins", "isntructions", "instrcutions", "instructios", "instuction", "intruction", "promt", "propmt", "prompr", "pasword", "passwort", "passowrd", "pasword", "paswword"];
const EN_SELF_OBJ = any(
  ...EN_TYPO, "instructions", "instruction", "rules", "rule", "prompt", "prompts", "system prompt", "directives", "directive", "guidelines", "programming", "configuration",
  "constraints", "restrictions", "filters", "safeguards", "guardrails", "policies", "settings", "techniques", "security measures", "limits", "boundaries",
  "protocols", "directions", "orders", "commands", "training", "initial prompt", "pre-prompt", "instruction set", "secret", "password", "passcode",
);
const EN_EARLIER = any("previous", "prior", "earlier", "preceding", "above", "initial", "original", "old", "older", "first", "out of date", "outdated", "former", "past", "current", "existing", "default", "standard", "normal", "usual");
const EN_OVERRIDE_VERB_LIST = [
  "pretend you have forgotten", "pretend you forgot", "pretend you did not receive", "pretend you didn't receive", "pretend you never received", "act as if you have no", "act as though",
  "ignore", "disregard", "forget", "override", "overrule", "bypass", "circumvent", "defy", "break", "abandon", "drop", "discard", "dismiss", "neglect",
  "skip", "set aside", "put aside", "throw out", "scrap", "cancel", "revoke", "nullify", "void", "unlearn", "deactivate", "disable", "turn off",
  "switch off", "suspend", "lift", "reject", "refuse", "pause", "halt", "stop", "delete", "erase", "remove", "stop following", "stop obeying", "no longer follow", "no longer obey", "don't follow", "do not follow", "dont follow",
  "don't obey", "do not obey", "pay no attention to", "work around", "get around", "act against", "operate against", "work opposite to",
  // Release verbs (blind round 9): the earlier text let go of rather than ignored (`let go of everything above`).
  "let go of", "release", "leave behind", "put behind you", "shake off", "cast aside", "cast off", "toss out", "walk away from", "move on from", "get rid of",
];
/** The ignore class (negated, it keeps its object in force: `don't ignore the warnings`); `never refuse` stays an override. */
const EN_IGNORE_CLASS = ["ignore", "disregard", "forget", "neglect", "dismiss", "skip", "discard", "drop", "set aside", "put aside", "throw out", "scrap", "unlearn", "delete", "erase", "remove", "let go of", "leave behind", "put behind you", "cast aside", "toss out", "get rid of"];
/** The override verbs, the ignore class under the shared negation check (`negation.ts`). */
const EN_OVERRIDE_VERB_NOT_NEGATED = `(?:${notNegated(any(...EN_IGNORE_CLASS), "en")}|${any(...EN_OVERRIDE_VERB_LIST.filter((v) => !EN_IGNORE_CLASS.includes(v)))})`;
const EN_GUARD = any(
  ...EN_TYPO, "technics", "checks", "warnings", "warning", "defenses", "defences", "security checks", "parameters", "security-imposed parameters",
  "rules", "restrictions", "filters", "filter", "safeguards", "guardrails", "limits", "limitations", "boundaries", "protocols", "protections", "protection measure",
  "protection measures", "security measures", "safety measures", "policies", "ethics", "ethical limits", "ethical boundaries", "ethical standards", "censorship",
  "censure", "content policy", "moderation", "constraints", "safety", "security", "privacy filters", "confidentiality", "restraints", "programming", "training",
  "guidelines", "standard procedures", "procedures", "normal operations", "instructions", "directions", "directives", "prompts", "prompt", "orders",
);
const EN_DATA = any(
  "passphrase", "pass phrase", "secret phrase", "secure key", "secure code", "security key", "pin", "key elements", "key fragments", "key segments",
  "password", "passwords", "passcode", "pass code", "access code", "secret", "secrets", "secret code", "secret key", "secret word", "secret phrase", "secret information",
  "api key", "api keys", "token", "tokens", "credentials", "credential", "private key", "ssh key", "inbox", "emails", "e-mails", "contacts", "address book",
  "chat history", "conversation history", "all messages", "all files", "all documents", "personal data", "personal information", "user data", "customer data",
  "card number", "credit card", "bank account", "account number", "funds", "money", "cookies", "session token", "session cookie", "confidential information",
);
/** Not after a negation (`so as not to reveal your secret`). */
const NOT_BEFORE = "(?<!\\b(?:not|never|n't|dont|don't|not to|never to|without)\\s{1,4})";
const EN_SEND = any(
  "say", "tell", "give", "write", "spell", "type", "provide", "divulge", "release", "disseminate", "convey", "transmit", "extract", "quote", "echo", "gimme",
  "reiterate", "restate", "list", "read out", "read back", "translate", "summarize", "summarise", "paraphrase", "explain",
  "forward", "send", "email", "e-mail", "mail", "post", "upload", "transfer", "wire", "exfiltrate", "leak", "share", "reveal", "disclose", "print", "output",
  "recite", "repeat", "dump", "export", "copy", "paste", "relay", "deliver", "embed", "scatter", "spell out", "type out", "write out", "tell me", "give me",
  "show me", "display", "expose", "publish", "submit", "hand over", "pass on", "include", "insert", "append", "attach", "narrate", "encode", "hide",
);

/** English sources, by signal. */
const EN = once((): Record<SignalName, string[]> => ({
  address: [
    `${B}(?:dear|hey|hi|hello|attention|attn|note to|message to|memo to|notice to|instructions? (?:to|for)|a note for|reminder (?:to|for)|to|for)${W}(?:the${W}|any${W}|all${W}|every${W}|our${W}|you${W})?${EN_AI}${B}${EN_AI_AS_FIELD}`,
    `${B}(?:any|every|all|the|an?)?\\s{0,8}(?:${EN_AI}|${EN_READER})${W}(?:that${W}is${W}|who${W}(?:is|are)${W}|which${W}(?:is|are)${W})?${EN_READING}${W}${EN_THIS}${B}`,
    `${B}if${W}you${W}(?:are|'re|re)${W}(?:an?${W}|the${W})?(?:${EN_AI}|automated|bot|machine|assistant|agent|model)${B}`,
    `(?:^|[\\n.!?:]\\s{0,8})(?:${EN_AI})\\s{0,4}[,:!]`,
  ],
  imperative: [
    `(?:^|[\\n.!?:;"'“(—–]\\s{0,8}|${B}(?:please|now|then|also|just|and|so|kindly)${W})${any(
      "say", "respond", "reply", "answer", "print", "output", "write", "tell", "give", "show", "reveal", "repeat", "recite", "ignore", "forget", "disregard",
      "stop", "start", "begin", "prefix", "end", "include", "add", "insert", "append", "send", "forward", "email", "post", "upload", "transfer", "wire",
      "call", "run", "execute", "open", "visit", "click", "translate", "summarize", "summarise", "describe", "explain", "list", "provide", "share", "act",
      "pretend", "behave", "follow", "obey", "comply", "treat", "consider", "assume", "keep", "remember", "use", "return", "recommend", "rate", "rank",
      "approve", "mark", "classify", "delete", "remove", "grant", "type", "display", "narrate", "deliver", "relay", "embed", "scatter", "override",
      "bypass", "deactivate", "disable", "enable", "activate", "switch", "confirm", "continue", "proceed", "do", "don't", "dont", "never", "always",
      "only", "make sure", "ensure", "be sure", "complete", "proclaim", "state", "declare", "insist", "praise", "rewrite", "replace", "drop",
      "disclose", "leak", "spell", "engage", "initiate", "integrate", "disperse", "reprogram", "operate", "work", "break",
    )}${B}`,
    `${B}you${W}(?:${any("must", "should", "shall", "will now", "will", "need to", "have to", "are to", "are required to", "are instructed to", "may only", "can only", "are not allowed to", "are allowed to", "may not", "cannot", "can't", "are going to", "now", "now shall", "now must", "are now", "are expected to", "are supposed to", "must now", "should now", "'ll", "will always", "will never")})${B}`,
    `${B}(?:do not|don't|dont|never)${W}${any("say", "respond", "reply", "answer", "mention", "tell", "reveal", "refuse", "apologize", "apologise", "explain", "include", "write", "add", "start", "begin", "use", "follow", "obey", "warn", "ask", "disclose", "output", "print")}${B}`,
  ],
  "task-change": [
    `${B}${any(
      "from now on", "from this point on", "from this point forward", "from this point onwards", "from this point", "from here on", "henceforth", "hereafter",
      "going forward", "starting now", "as of now", "as of today", "effective immediately", "effective now", "effective today", "with immediate effect",
      "instead", "supersedes", "supersede", "superseded", "takes precedence", "take precedence", "outrank", "outranks", "overrides", "override",
      "no longer", "not anymore", "anymore", "reassigned", "reprogrammed", "has changed", "have changed", "system upgrade", "system update", "been updated",
      "been upgraded", "new mission", "new mandate", "new priorities", "new priority", "new objective", "new directive", "new directives", "new orders",
      "new instructions", "new instruction", "new rules", "new rule", "new task", "new assignment", "new role", "new persona", "new identity", "new goal",
      "new purpose", "new policy", "the only rule", "the only instruction", "the only task", "the only thing you", "only rule", "the real task",
      "in place of", "replaces", "replaced", "are void", "is void", "null and void", "obsolete", "revoked", "rescinded", "no longer apply", "no longer valid",
      "no longer in effect", "cease to apply", "ceases to apply", "higher priority", "highest priority", "top priority", "priority override",
    )}${B}`,
  ],
  authority: [
    `${B}(?:your|the)${W}(?:${any("real", "actual", "true", "new", "updated", "only", "primary", "sole", "current", "revised", "genuine", "one and only", "secret", "hidden")})${W}(?:${any(
      "task", "assignment", "job", "goal", "purpose", "role", "instructions", "instruction", "objective", "mission", "directive", "function", "priority", "orders", "brief", "mandate", "duty", "duties",
    )})${B}`,
    `${B}consider${W}yourself${W}${any("reassigned", "reprogrammed", "relieved", "released", "freed", "unbound", "updated", "promoted", "transferred")}${B}`,
    `${B}(?:these|this|my|the following)${W}(?:${any("rules", "instructions", "orders", "directives", "guidelines", "note", "message")})${W}${any("outrank", "outranks", "override", "overrides", "supersede", "supersedes", "take precedence over", "takes precedence over", "replace", "replaces", "trump", "trumps", "beat", "come before", "prevail over")}${B}`,
    `${B}(?:on${W}behalf${W}of|authori[sz]ed${W}by|signed${W}by|approved${W}by|by${W}order${W}of|issued${W}by)${W}(?:the${W}|your${W})?(?:${any("developer", "developers", "operator", "operators", "admin", "administrator", "system", "system administrator", "openai", "anthropic", "google", "vendor", "security team", "it department", "management", "owner", "creator", "creators")})${B}`,
    `${B}(?:${any("security clearance granted", "clearance granted", "authorization granted", "authorisation granted", "override accepted", "override enabled", "override approved", "elevated privileges granted")})${B}`,
    `${B}(?:${any("developer", "admin", "administrator", "operator", "root", "sudo", "god", "maintenance", "debug", "unrestricted", "jailbreak", "testing", "diagnostic")})${W}(?:${any("mode", "access", "override", "privileges", "clearance", "authority")})${W}(?:${any("enabled", "activated", "granted", "active", "on", "engaged", "unlocked")})${B}`,
    `${B}(?:you${W}(?:now${W})?(?:answer|report|belong)${W}to|your${W}(?:new${W})?(?:owner|operator|master|boss|employer|principal)${W}is)${B}`,
  ],
  override: [
    `${B}(?:no${W}longer|don't|do${W}not|does${W}not|doesn't|won't|will${W}not)${W}(?:${any("apply", "applies", "count", "counts", "matter", "matters", "stand", "stands", "hold", "holds", "bind", "binds")})${B}`,
    // Not before a French determiner: `ignore les consignes` is French, whose own lexicon reads
    // it with the position rule that tells `Le client ignore …` (a statement) from an order.
    `${B}${EN_OVERRIDE_VERB_NOT_NEGATED}(?!${W}(?:les|la|le|des|toutes|tous|vos|tes|ses|leurs)${B})${words(3)}(?:${EN_GUARD}|everything|anything|all that|what you(?:'ve|${W}have)?${W}(?:been${W})?(?:told|taught|learned|know)|the above|above)${B}`,
    `${B}(?:${EN_GUARD})${W}(?:${any("are", "is", "were", "have been", "has been", "should be", "must be", "shall be", "are to be", "are now", "is now")})${W}(?:now${W})?${any("void", "null", "cancelled", "canceled", "revoked", "overridden", "obsolete", "invalid", "lifted", "disabled", "suspended", "deactivated", "off", "removed", "gone", "ignored", "waived")}${B}`,
  ],
  "earlier-instructions": [
    `${B}(?:your|yours)${W}(?:(?:${EN_EARLIER}|own|hidden|secret|system|real|internal|confidential|full|entire|whole|exact|last|\\d{1,2}|two|three|four|five)${W}){0,3}${EN_SELF_OBJ}${B}`,
    `${B}(?:${EN_EARLIER})${W}(?:(?:${EN_EARLIER}|set${W}of|system)${W}){0,2}${any(...EN_TYPO, "instructions", "instruction", "prompts", "prompt", "directives", "directions", "orders", "commands", "rules", "sentences", "statements", "guidelines")}${B}`,
    `${B}(?:instructions?|rules|prompts?|directions|orders|directives|guidelines|guidance|commands)${W}(?:that${W})?(?:you${W}(?:were|'ve${W}been|have${W}been|are|got|received|had)|you${W}(?:were|are)${W}(?:given|told|following|programmed|using)|given${W}to${W}you|(?:i|we)${W}gave${W}you|above|so${W}far|before${W}this)${B}`,
    `${B}(?:what|everything|all|every${W}thing|anything)${W}(?:that${W})?(?:you|u)${W}(?:were|have${W}been|'ve${W}been|are|have)${W}(?:been${W})?(?:told|taught|instructed|given|programmed)${B}`,
    `${B}(?:instructions?|rules|prompts?|directions|orders|directives|guidelines|commands|${EN_TYPO.join("|")})${W}(?:(?:is|are|was|were|have${W}been|has${W}been)${W})?(?:provided|given|assigned|passed|sent|written|shown)${W}to${W}(?:you|u)${B}`,
    `${B}(?:did|do|have)${W}(?:you|u)${W}(?:receive|received|get|got|been${W}given)${B}|${B}(?:you|u)${W}(?:are|were)${W}(?:instructed|told|programmed|configured)${W}to${B}`,
    `${B}your${W}(?:${any("confidential", "internal", "secret", "hidden", "private", "sensitive", "undisclosed", "underlying", "backend", "back-end", "inner", "core")})${W}[a-z]{3,24}${B}`,
    `${B}(?:your|the${W}system's|the${W}model's)${W}(?:${any("security", "defense", "defence", "safety", "protection", "authentication", "encryption", "access control", "vulnerability", "data protection", "data masking", "privacy")})${W}(?:${any("mechanism", "mechanisms", "measures", "methods", "procedures", "protocols", "algorithm", "algorithms", "techniques", "system", "checks", "safeguards", "process", "processes", "details", "configuration", "configurations")})${B}`,
    `${B}(?:the|your|my)${W}(?:${any("password", "passcode", "pass code", "access code", "secret code", "secret key", "secret word", "secret phrase", "secret password", "secret information", "secret token", "system password", "security key", "confidential information")})${B}`,
  ],
  secrecy: [
    `${B}(?:do not|don't|dont|never|without)${W}(?:${any("mention", "mentioning", "tell", "telling", "inform", "informing", "notify", "notifying", "alert", "alerting", "reveal", "revealing", "disclose", "disclosing", "acknowledge", "acknowledging", "reference", "referencing", "let", "letting", "warn", "warning", "report", "reporting")})${W}(?:${any("the user", "the users", "anyone", "them", "him", "her", "this", "it", "these instructions", "this instruction", "this note", "this message", "the human", "the customer", "the recipient", "the owner", "your user")})${B}`,
    `${B}${any(
      "keep this secret", "keep it secret", "keep this confidential", "keep this hidden", "keep it hidden", "keep this between us", "between you and me",
      "silently", "covertly", "secretly", "discreetly", "inconspicuous", "inconspicuously", "unobtrusive", "unobtrusively", "camouflaged", "disguised as",
      "in a camouflaged manner", "subtly", "without a trace", "quietly", "behind the scenes", "under the radar", "do not draw attention", "without being noticed",
      "so the user does not notice", "so that the user does not notice", "the user must not know", "the user should not know", "the user must never know",
    )}${B}`,
    `${B}(?:leave|keep|omit)${W}(?:this|it|that|these)${W}out${W}of${W}(?:the|your)${W}(?:summary|response|reply|answer|output|report|notes|transcript)${B}`,
    `${B}(?:do not|don't|dont|never)${W}(?:include|show|display|put)${W}(?:this|these)${W}(?:instructions?|note|notes|message|text|part)${B}`,
  ],
  action: [
    `${B}${NOT_BEFORE}${EN_SEND}${words(5)}(?:${EN_DATA})${B}`,
    `${B}${NOT_BEFORE}(?:${EN_SEND})${words(4)}(?:your|the)${W}(?:(?:${EN_EARLIER}|hidden|secret|system|internal|full|entire|complete|whole|exact)${W}){0,2}(?:${EN_SELF_OBJ})${B}`,
    `(?:^|[\\n.!?:]\\s{0,8})(?:${any("what", "which", "how many", "tell me", "list", "show", "display", "repeat", "echo", "print", "recite", "quote", "reiterate", "share", "provide", "give me", "gimme", "write down", "output", "summarize", "summarise", "reveal", "describe")})${B}[^.!?\\n]{0,40}?${B}(?:instructions?|rules|prompts?|directives|guidelines|${EN_TYPO.join("|")})${B}`,
    `${B}(?:what|which)${W}(?:are|were|is|was)${W}(?:all${W})?(?:your|the)${W}(?:(?:${EN_EARLIER}|hidden|secret|system|internal|exact|first|last)${W}){0,2}(?:${EN_SELF_OBJ})${B}`,
    `${B}(?:${any("wire", "transfer", "send", "pay", "move")})${W}(?:\\$|€|£|¥|\\d)`,
    `${B}(?:${any("approve", "grant", "authorize", "authorise")})${W}(?:the${W}|this${W}|all${W}|a${W})?(?:${any("refund", "refunds", "transfer", "payment", "loan", "request", "access", "admin access", "purchase", "invoice", "withdrawal")})${B}`,
    `${B}(?:${any("translate", "convert", "encode", "rewrite")})${W}(?:all${W})?(?:your|the|all)${W}(?:(?:${EN_EARLIER}|prior)${W}){0,2}(?:${any("instructions", "information", "rules", "prompt", "text above", "above")})${B}`,
  ],
  response: [
    `${B}(?:your|the|each|every|all|any)${W}(?:(?:${any("next", "first", "final", "future", "following", "subsequent", "every")})${W})?(?:${any("response", "responses", "reply", "replies", "answer", "answers", "output", "outputs", "completion", "message")})${B}`,
    `${B}(?:respond|reply|answer|output|print|say|write|type|proclaim|state)${W}(?:only${W}|exactly${W}|just${W}|simply${W}|solely${W}|verbatim${W}){0,2}(?:with|in|by${W}saying|using)?\\s{0,8}["'“‘\\[«]`,
    `${B}(?:begin|start|prefix|end|finish|open|close|preface|conclude|prepend)${W}(?:your|the|each|every|all|any)${W}(?:\\S{1,24}${W})?(?:response|responses|reply|replies|answer|answers|output|outputs|message|messages)${B}`,
    `${B}(?:respond|reply|answer)${W}(?:only${W})?(?:with|in${W}(?:all${W})?caps|in${W}(?:${any("english", "french", "spanish", "german", "korean", "chinese", "japanese", "pirate", "emoji", "json", "one word", "two words")}))${B}`,
  ],
  notice: [
    `${B}(?:${any("notice", "announcement", "update", "advisory", "bulletin", "memo", "policy change", "policy update", "change notice", "system notice", "operator notice", "vendor notice", "important update", "urgent update", "critical update", "emergency update", "security update", "compliance update", "service notice", "admin notice", "administrator notice", "instruction update", "configuration update", "model update")})${B}[^\\n]{0,80}?${B}(?:${any("effective immediately", "effective now", "effective today", "with immediate effect", "as of now", "as of today", "starting now", "starting today", "from now on", "takes effect", "in effect", "immediately", "supersedes", "replaces")})${B}`,
    `${B}(?:${any("updated", "new", "revised", "amended", "changed")})${W}(?:${any("policy", "policies", "operating rules", "rules of engagement", "guidelines", "usage policy", "operating policy", "content policy", "instructions", "configuration", "terms of operation")})${W}(?:for${W}(?:the${W}|all${W})?(?:${EN_AI}|${EN_READER})|${any("effective", "apply", "applies", "take effect", "takes effect", "are in effect", "is in effect")})${B}`,
    `(?:^|[\\n.!?]\\s{0,8})(?:${any("urgent", "critical", "priority", "emergency", "new", "security", "system", "admin", "override", "executive", "mandatory", "immediate", "essential", "top", "important", "execute", "redacted", "enabled", "task", "reprioritize", "reprioritise", "overriding", "priority one")})${W}(?:[a-z]{2,16}${W})?(?:${any("command", "commands", "directive", "directives", "order", "orders", "task", "priority", "update", "instruction", "instructions", "notice", "protocol", "override", "bypass", "mandate", "disclosure", "initiation", "urgent", "defaults", "sequence bypass")})\\s{0,4}[:：]`,
    `${B}(?:${any("emergency update", "critical update", "urgent update", "critical disclosure", "instruction update", "instruction override", "priority override", "security override", "system override", "admin override", "new mandate", "new priorities", "urgent task", "essential command")})\\s{0,4}[:：!-]`,
  ],
  mention: [
    `${B}${any("phrases like", "phrase like", "phrases such as", "such as", "e.g.", "for example", "for instance", "example of", "examples of", "detect", "detects", "detecting", "detection", "detector", "classify", "classifier", "classification", "prompt injection", "prompt injections", "injection attack", "injection attacks", "attackers", "attacker", "red team", "red-team", "red teaming", "dataset", "benchmark", "test case", "test cases", "security training", "awareness training", "how to defend", "how to protect", "how to prevent", "why is", "what is a")}${B}`,
    // An override scoped to a topic (`the earlier instructions about cable colour`, `what you know about kneading`), unless the topic is the model's guard.
    `${B}(?:instructions?|rules|guidance|directions|advice|recommendations?|steps|what${W}you${W}know|everything${W}you${W}know|all${W}you${W}know|what${W}you${W}(?:have${W}|'ve${W})?learned)${W}(?:${any("about", "regarding", "concerning", "on", "for", "related to", "relating to", "with respect to", "as to")})${W}(?:the${W}|a${W}|an${W}|this${W}|that${W})?(?!${any("your", "you", "safety", "security", "secret", "secrets", "password", "passwords", "confidential", "privacy", "the user", "users", "restrictions", "filters", "content policy", "ethics", "system", "prompt")}${B})[a-z]`,
  ],
}));

// ---- Korean (the shadow removes letter-spacing of long runs; short splits are `splitSyllables`)
/** Nouns for AI readers. */
const KO_AI = any("ai", "a.i.", "인공지능", "에이아이", "챗봇", "어시스턴트", "언어 모델", "언어모델", "대형 언어 모델", "llm", "gpt", "챗지피티", "클로드", "제미나이", "ai 비서", "ai 어시스턴트", "ai 모델", "ai 에이전트", "에이전트", "비서", "봇", "모델");
/** Vocative and dative endings after the reader (`AI에게`, `AI님`, `AI야`, `챗봇아`). */
const KO_VOCATIVE = any("에게", "님께", "께", "한테", "님에게", "님", "야", "아", "여", "에게 전합니다", "에게 알립니다");
/** Stems of the ignore / forget / erase verbs, each with the endings that make it an order. */
const KO_HA_NOUNS = ["무시", "无视", "폐기", "무효화", "무효로", "삭제", "취소", "리셋", "초기화", "파기"];
const KO_HA_ENDINGS = [
  "하세요", "하십시오", "하시오", "하시길", "하시기 바랍니다", "하기 바랍니다", "하길 바랍니다", "하길", "해라", "하라", "하여라", "해", "해요", "해줘", "해 줘", "해줘요",
  "해주세요", "해 주세요", "해주십시오", "해 주십시오", "해주시오", "해 주시오", "해주시기 바랍니다", "해 주시기 바랍니다", "해주길", "해 주길", "해줄래", "해 줄래", "해주라",
  "하고", "하고서", "하시고", "하며", "하면서", "하자", "합시다", "하도록", "하도록 해", "하도록 하세요", "할 것", "하렴", "하거라", "하게", "해버려", "해 버려",
  "해버리세요", "해 버리세요", "해버리고", "해 버리고", "해버려라", "하셔야 합니다", "해야 합니다", "해야 해", "하셔도 됩니다", "해도 됩니다", "해도 돼", "해도 좋습니다",
  "하면 됩니다", "하면 돼", "하셔도 좋습니다", "하시면 됩니다", "해 두세요", "해두세요", "하여 주십시오", "하여 주시기 바랍니다", "하시오.", "하실 것",
];
const KO_FORGET = [
  "잊어", "잊으세요", "잊으십시오", "잊으시오", "잊으시고", "잊으시길", "잊어라", "잊어요", "잊어줘", "잊어 줘", "잊어주세요", "잊어 주세요", "잊어주십시오", "잊어 주십시오",
  "잊고", "잊고서", "잊자", "잊을 것", "잊도록", "잊어버려", "잊어 버려", "잊어버리세요", "잊어 버리세요", "잊어버리고", "잊어 버리고", "잊어버리십시오", "잊어버리시고",
  "잊어도 돼", "잊어도 됩니다", "잊으셔도 됩니다", "잊으셔야 합니다", "잊어야 해", "잊어야 합니다", "잊어버려라", "잊으렴", "잊거라",
  "지워", "지우세요", "지우십시오", "지우시고", "지워라", "지워줘", "지워 줘", "지워주세요", "지워 주세요", "지우고", "지워버려", "지워 버려", "지워버리세요",
  "버려", "버리세요", "버리십시오", "버리시고", "버리고", "버려라", "내려놓으세요", "내려놓고", "내려놔",
];
/** Negative imperatives of follow / keep / mind (`따르지 마십시오`, `신경 쓰지 말고`). */
const KO_NOT_STEMS = ["따르", "지키", "준수하", "신경 쓰", "신경쓰", "고려하", "참고하", "적용하", "듣", "반영하", "참조하"];
const KO_NOT_ENDINGS = ["지 마세요", "지 마십시오", "지 마시오", "지 마라", "지 말라", "지 말아라", "지 말아요", "지 말아 주세요", "지 말아주세요", "지 말고", "지 마시고", "지 마", "지 말 것", "지 말아", "지 않아도 됩니다", "지 않아도 돼", "지 않으셔도 됩니다", "지 마요"];
/**
 * The first syllables of `KO_OVERRIDE_WORDS`: the override source opens with a lookahead of
 * this class (a prefix gate, issue 20 speed). Every match starts with one of them, so the
 * gate removes no match; V8 skips ahead to a gate syllable instead of trying the lookbehinds
 * and the 40 k-character alternation at every position (2.4× faster on statute articles).
 */
const KO_OVERRIDE_FIRSTS_OF = (words: readonly string[]): string => [...new Set(words.map((w) => w.charAt(0)))].join("");
const KO_OVERRIDE_WORDS = [...KO_HA_NOUNS.flatMap((n) => KO_HA_ENDINGS.map((e) => n + e)), ...KO_FORGET, ...KO_NOT_STEMS.flatMap((s) => KO_NOT_ENDINGS.map((e) => s + e))];
const KO_OVERRIDE_FIRSTS = KO_OVERRIDE_FIRSTS_OF(KO_OVERRIDE_WORDS);
/** Earlier or own instructions (`이전 지시`, `너의 규칙`, `시스템 프롬프트`). */
const KO_OBJECT = any("지시사항", "지시 사항", "지시문", "지시어", "지시", "지침", "규칙", "명령어", "명령", "프롬프트", "제약 조건", "제약조건", "제약", "가이드라인", "설정", "룰", "임무");
/** What a void declaration may also void (`위 내용은 모두 무효`, `앞서 한 말은 취소`). */
const KO_VOID_OBJECT = any("지시사항", "지시 사항", "지시문", "지시어", "지시", "지침", "규칙", "명령어", "명령", "프롬프트", "제약 조건", "제약조건", "제약", "가이드라인", "설정", "정책", "룰", "안내", "요청", "임무", "역할", "말", "내용");
const KO_SCOPE = any("이전", "앞서", "앞", "위", "상기", "기존", "지금까지", "여태까지", "여태", "원래", "최초", "처음", "과거", "예전", "종전", "먼저", "방금");
const KO_YOUR = any("너의", "너", "네", "당신의", "당신", "귀하의", "그대의", "님의", "니");

/** Verbs of sending or disclosing, in an order's form (`전송하세요`, `보내 줘`, `알려주십시오`); a statute's `전송해야 한다` is none. */
const KO_SEND = `(?:${any("전송", "전달", "송금", "이체", "유출", "공개", "출력", "첨부", "업로드", "공유", "포워딩", "발송")}(?:${any("해", "하세요", "하십시오", "하라", "해라", "해 줘", "해 주세요", "해 주십시오", "하고", "할 것", "해요", "하시오", "해 주시기 바랍니다")})|${any("보내", "알려", "말해", "보여")}(?:${any("줘", "주세요", "주십시오", "라", "요", "고", "줄래")})|${any("보내세요", "보내십시오", "보내고")})(?![가-힣])`;
const KO = once((): Record<SignalName, string[]> => ({
  address: [
    `${KO_AI}\\s{0,4}${KO_VOCATIVE}(?![가-힣])`,
    `(?:이|본|해당)\\s{0,4}(?:글|문서|페이지|메일|이메일|문장|내용|파일|자료)(?:을|를)?\\s{0,4}(?:읽는|읽고 있는|처리하는|요약하는|검토하는|분석하는|보는)\\s{0,4}${KO_AI}`,
    `(?:당신|너|네|귀하)(?:가|는|이)?\\s{0,4}${KO_AI}(?:라면|이라면|이면|면)`,
  ],
  imperative: [
    `[가-힣](?:세요|십시오|시오|해라|하라|거라|어라|아라|해 ?줘|해 ?주세요|해 ?주십시오|주세요|줘|하렴|할 것|하도록|기 바랍니다|길 바랍니다)(?=\\s{0,4}(?:[.!?~\\n,]|$))`,
    `[가-힣]지\\s{0,2}(?:마세요|마십시오|마시오|마라|말라|말아라|말아 ?주세요|마)(?=\\s{0,4}(?:[.!?~\\n,]|$))`,
  ],
  "task-change": [
    any("이제부터", "지금부터", "앞으로는", "이 시점부터", "오늘부터", "이 순간부터", "대신에", "대신", "그 대신", "더 이상", "더이상", "새로운 지시", "새 지시", "새로운 지침", "새 지침", "새로운 규칙", "새 규칙", "새로운 임무", "새 임무", "새로운 역할", "새 역할", "새로운 목표", "새로운 명령", "변경되었습니다", "바뀌었습니다", "업데이트되었습니다", "갱신되었습니다"),
  ],
  authority: [
    any("유일한 규칙", "유일한 지시", "유일한 임무", "진짜 임무", "진짜 역할", "진짜 지시", "진짜 과제", "실제 임무", "실제 역할", "실제 과제", "본래 임무", "보다 우선한다", "보다 우선합니다", "에 우선한다", "에 우선합니다", "최우선으로 따르", "재배정", "대체합니다", "대체한다", "효력이 우선", "보다 우선"),
  ],
  override: [
    `(?=[${KO_OVERRIDE_FIRSTS}])(?:(?<![가-힣])|(?<=[을를은는도]))${notNegated(splitSyllables(...KO_OVERRIDE_WORDS), "ko")}(?!\\s{0,2}(?:["'”’」』)\\]]{1,4})?\\s{0,2}(?:라는|라고|는|던|ㄴ|은 ))`,
    `(?<![가-힣])(?:${KO_SCOPE})(?:의|에서|에)?\\s{0,4}(?:[가-힣]{1,6}\\s{1,4}){0,2}(?:${KO_VOID_OBJECT})(?:사항)?(?:들)?(?:은|는|이|가|도)?\\s{0,4}(?:모두|전부|다|이제|전체|일체|모조리)?\\s{0,4}${any("무효", "无效", "효력이 없", "효력을 잃", "취소되었", "취소됩니다", "폐기되었", "폐기됩니다", "적용되지 않", "유효하지 않", "더 이상 유효하지", "더 이상 적용되지", "신경 쓰지 않아도", "따르지 않아도", "잊어도")}`,
  ],
  "earlier-instructions": [
    `(?<![가-힣])(?:${KO_SCOPE})(?:의|에서|에)?\\s{0,4}(?:[가-힣]{1,6}\\s{1,4}){0,1}(?:${KO_OBJECT})`,
    `(?:${KO_YOUR})\\s{0,4}(?:${any("지시사항", "지시", "지침", "규칙", "프롬프트", "설정", "명령", "제약", "가이드라인", "비밀번호", "암호", "임무")})`,
    any("시스템 프롬프트", "시스템프롬프트", "시스템 메시지", "숨겨진 지시", "내부 지침", "내부 규칙", "비밀번호", "암호", "패스워드", "비밀 코드", "접근 코드", "api 키", "api키"),
  ],
  secrecy: [
    `(?:사용자|유저|고객|상대방|아무|누구)(?:에게|한테|에게도|한테도|도)?\\s{0,4}(?:알리지|말하지|언급하지|밝히지|보고하지|전하지)`,
    any("말하지 마", "언급하지 마", "알리지 마", "밝히지 마", "비밀로 해", "비밀로 하세요", "비밀로 하고", "비밀로 유지해", "몰래", "티 나지 않게", "티나지 않게", "눈치채지 못하게", "조용히", "은밀히", "요약에서 빼", "요약에서 제외", "답변에 포함하지 마", "언급하지 말고", "알리지 말고"),
  ],
  action: [
    `(?:비밀번호|암호|패스워드|api ?키|토큰|개인정보|이메일|메일|연락처|대화 ?내용|대화 ?기록|시스템 ?프롬프트|지시 ?사항|지시|규칙|파일|자료|계좌|카드 ?번호|자금|돈)(?:을|를|도)?\\s{0,4}(?:[가-힣a-z0-9@.]{1,16}\\s{1,4}){0,2}${KO_SEND}`,
    `(?:송금|이체|결제|환불|승인)(?:해|하세요|하십시오|하라|해 ?주세요|해줘|할 것|하고)`,
  ],
  response: [
    `(?:답변|응답|대답|출력|답)(?:은|는|을|를|에|의|에서|할 때)`,
    `(?:라고|이라고)\\s{0,4}(?:만\\s{0,4})?(?:답|말|대답|출력|응답)`,
  ],
  notice: [
    any("공지", "공지사항", "알림", "안내문", "정책 변경", "정책 업데이트", "운영 정책", "즉시 적용", "즉시 시행", "즉시 발효", "오늘부터 적용", "지금부터 적용", "시행일", "긴급 업데이트", "시스템 업데이트", "운영자 공지", "관리자 공지"),
  ],
  mention: [
    any("문구", "탐지", "차단", "공격", "예시", "보안 교육", "교육 자료", "라는", "달라는", "라고 하는", "테스트 케이스", "정책 문서", "안내문", "요청을", "요청의", "요청이", "방어", "대응 방법", "사례"),
  ],
}));

// ---- Chinese (variant characters folded to simplified)
const ZH_AI = any("ai", "人工智能", "智能助手", "ai助手", "ai 助手", "助手", "语言模型", "大语言模型", "大模型", "聊天机器人", "机器人", "模型", "智能体", "gpt", "chatgpt", "代理");
/** Chinese nouns that name an AI and nothing else (a vocative before a comma). */
const ZH_AI_CJK = any("人工智能", "智能助手", "ai助手", "语言模型", "大语言模型", "大模型", "聊天机器人", "智能体");
const ZH_SCOPE = any("之前", "以前", "先前", "此前", "前面", "上面", "上述", "以上", "原来", "原有", "原先", "原始", "初始", "早先", "刚才", "最初", "过去");
const ZH_OBJECT = any("指令", "指示", "说明", "规则", "提示词", "提示", "设定", "设置", "命令", "约束", "限制", "要求", "规定", "内容", "指导", "任务", "说的话", "说的", "讲的", "告诉你的", "对话");
/**
 * Not after a negation in the same clause (`我们不会上传您的密码`, `不得将用户的聊天记录分享给…`,
 * `从不把您的密码发送给任何人`): a privacy policy's promise is no action on the user's data. The
 * look-back stops at a comma or a sentence end (`请不要犹豫，立即发送密码` stays an order).
 */
export const ZH_NOT_NEGATED = "(?<!(?:不|没|未|别|勿|禁止|无需)[^\\s。.!?！？,，;；]{0,10})";
/** The Chinese `action` sources: an order to send or disclose data, not after a negation in its clause. */
export const ZH_ACTION: readonly string[] = [
  `${ZH_NOT_NEGATED}(?:发送|转发|转账|汇款|泄露|透露|输出|告诉我|分享|上传|发给|发到|寄给|交出|打印|显示|复述|重复)(?:[^\\s。！？]{0,12})?(?:密码|口令|密钥|令牌|邮件|联系人|通讯录|对话|聊天记录|提示词|指令|规则|个人信息|资料|文件|账户|资金|钱)`,
  `${ZH_NOT_NEGATED}(?:密码|口令|密钥|令牌|邮件|联系人|通讯录|聊天记录|提示词|指令|规则|个人信息|文件)(?:[^\\s。！？不未没别勿]{0,8})?(?:发送|转发|发给|发到|泄露|透露|输出|上传|告诉我)`,
];
const ZH = once((): Record<SignalName, string[]> => ({
  address: [
    `(?:致|给|对|亲爱的|嘿|你好|各位|所有)\\s{0,4}(?:的)?${ZH_AI}`,
    `(?:^|[\\n。！？.!?]\\s{0,4})${ZH_AI_CJK}\\s{0,2}[,，:：!！]`,
    `(?:正在)?(?:阅读|处理|总结|分析|查看|浏览|读取)(?:本|此|这|这个|这份|该)(?:文|文档|文件|页面|网页|邮件|内容|消息)的${ZH_AI}`,
    `如果(?:你|您)是(?:一个)?${ZH_AI}`,
  ],
  imperative: [
    any("请", "务必", "必须", "不要", "不准", "别", "一定要", "你要", "你必须", "您必须", "你应该", "您应该", "你需要", "您需要", "马上", "立即", "立刻", "只能", "只许", "禁止你"),
  ],
  "task-change": [
    any("从现在起", "从现在开始", "从此刻起", "从今以后", "今后", "此后", "以后", "自此", "改为", "取而代之", "新的指令", "新指令", "新的任务", "新任务", "新的规则", "新规则", "新的角色", "新角色", "新的目标", "已更新", "已变更", "已经更新", "已经变更", "不再"),
  ],
  authority: [
    any("唯一的规则", "唯一规则", "唯一的指令", "唯一的任务", "真正的任务", "真正任务", "实际任务", "真正的指令", "最高优先级", "高于一切", "以此为准"),
    // Precedence over the reader's instructions, not over a named edition (`新版本取代旧版本` is a release note).
    `(?:优先于|凌驾于|取代|代替)(?:你|您|之前|以前|此前|原有|原来|原先|所有|一切|任何|系统|运营|开发|上述|上面|前面)`,
  ],
  override: [
    // The ignore class not negated (`不要忽略警告灯`); the negated follow class is an override as it stands.
    `(?:${notNegated("忽略|忽视|无视|忘记|忘掉|忘了|抛弃|丢弃|放弃|绕过|跳过|覆盖|废除|撤销|推翻", "han")}|不要理会|不理会|别理会|不要管|别管|不要遵守|不要遵循|停止遵循|无需遵守|不必遵守|不用遵守|不要执行)(?:掉)?`,
    `(?:${ZH_SCOPE})(?:的|所有的|全部的|一切)?(?:所有|全部|一切)?(?:的)?(?:${ZH_OBJECT})(?:\\s{0,2}(?:均|都|全部|一律|统统|一概|全都|已经|已|现在|从现在起|自即日起|即日起|即刻)){0,3}(?:被)?${any("失效", "作废", "无效", "不再有效", "不再适用", "不算", "不算数", "不作数", "取消", "废除", "废止", "撤销", "作罢", "没有效力", "不用管", "不必遵守", "无需遵守", "不用遵守", "不再生效", "不用理", "忽略")}`,
  ],
  "earlier-instructions": [
    `(?:${ZH_SCOPE})(?:的|所有的|全部的)?(?:所有|全部|一切)?(?:的)?(?:${ZH_OBJECT})`,
    `(?:你|您)(?:的|之前的|原来的|最初的)(?:${any("指令", "指示", "规则", "提示词", "提示", "设定", "设置", "限制", "密码", "命令", "任务", "系统提示")})`,
    any("系统提示词", "系统提示", "系统消息", "系统指令", "隐藏指令", "密码", "口令", "密钥", "秘钥"),
  ],
  secrecy: [
    `(?:不要|别|切勿|不得|不能)(?:告诉|提及|提到|透露|让|通知|告知)(?:用户|使用者|任何人|他|她|他们|对方|客户)?`,
    any("保密", "悄悄", "偷偷", "秘密地", "暗中", "不动声色", "不要声张", "神不知鬼不觉", "不要在摘要中", "不要在回答中提"),
  ],
  action: [
    ...ZH_ACTION,
  ],
  response: [
    `(?:回答|回复|答复|输出|回应)(?:时|的时候|中|里|开头|结尾|必须|只能|请)`,
    `只(?:回答|回复|说|输出|回应)`,
    `(?:说|回答|回复|输出)\\s{0,2}[“"「『]`,
  ],
  notice: [
    any("通知", "公告", "即日起", "即刻起", "立即生效", "即时生效", "自即日起", "政策更新", "政策变更", "紧急更新", "系统更新", "运营通知", "管理员通知"),
  ],
  mention: [
    any("检测", "攻击", "例如", "比如", "示例", "样例", "防御", "识别", "注入攻击", "提示注入"),
  ],
}));

// ---- Japanese (variant characters folded, so 無視 is written 无视 after folding)
const JA_AI = any("ai", "人工知能", "aiアシスタント", "ai アシスタント", "アシスタント", "チャットボット", "言語モデル", "大規模言語モデル", "モデル", "エージェント", "ボット", "gpt", "chatgpt");
/** Japanese nouns that name an AI and nothing else (a vocative before a comma). */
const JA_AI_CJK = any("人工知能", "aiアシスタント", "チャットボット", "言語モデル", "大規模言語モデル");
const JA_SCOPE = any("以前", "前", "上記", "これまで", "今まで", "先", "既存", "元", "最初", "従来", "上", "前述", "先ほど", "さっき");
const JA_OBJECT = any("指示", "命令", "ルール", "プロンプト", "指令", "設定", "制約", "規則", "インストラクション", "ガイドライン", "制限", "指図", "内容", "話");
const JA = once((): Record<SignalName, string[]> => ({
  address: [
    // `AIエージェントの方へ：`, `言語モデルの皆様へ` (an honorific collective between the noun and へ).
    `${JA_AI}\\s{0,2}(?:の方|の皆様|の皆さま|の皆さん|各位)?(?:へ|さん|様|さま|殿|くん|ちゃん)(?:[、,:：!！。]|\\s)`,
    `(?:^|[\\n。！？.!?]\\s{0,4})${JA_AI_CJK}\\s{0,2}[、,:：]`,
    `(?:この|本)(?:文書|ページ|メール|文章|ファイル|内容)を(?:読んで|処理して|要約して|分析して|見て)いる${JA_AI}`,
    `(?:あなた|君|お前)が${JA_AI}(?:なら|であれば|ならば)`,
  ],
  imperative: [
    `(?:てください|て下さい|でください|で下さい|しなさい|なさい|しろ|せよ|ないでください|ないで下さい|すること|しないこと|てくれ|てね|ちょうだい|てほしい|て欲しい|ようにして)`,
  ],
  "task-change": [
    any("今後は", "今後", "これからは", "今から", "以降は", "以降", "代わりに", "新しい指示", "新しいルール", "新しい任務", "新しい役割", "新しい目的", "新たな指示", "もはや", "更新されました", "変更されました"),
  ],
  authority: [
    any("唯一のルール", "唯一の指示", "唯一の任務", "本当の任務", "本当の役割", "本当の指示", "実際の任務", "優先します", "優先する", "優先され", "最優先", "置き換え", "に優先"),
  ],
  override: [
    `${notNegated("(?:无视|むし|ムシ|忘れ|破棄|无效に|取り消)(?:して|しろ|せよ|しなさい|してください|して下さい|してね|しといて|しちゃって|しちゃえ|してくれ|してほしい|すること|するように|でお願い|で(?!す|し[たょ])|て|ろ|なさい|てください|て下さい|てね|ちゃって|ちゃえ|てくれ|ること|し、)", "han")}`,
    `(?:従わ|守ら|気にし|考慮し|参照し|適用し|従わなく|守らなく)(?:ないでください|ないで下さい|ないで|ないでね|なくていい|なくてよい|なくて構いません|なくても構いません|なくていいです)`,
    `(?:従う|守る|気にする)な(?![ぁ-ん])`,
    `(?:${JA_SCOPE})の(?:すべての|全ての)?(?:${JA_OBJECT})(?:は|を)?(?:すべて|全て|全部|もう)?${any("无效", "取り消され", "撤回され", "適用されません", "従う必要はありません", "守る必要はありません", "気にしなくて", "破棄され", "失効")}`,
  ],
  "earlier-instructions": [
    `(?:${JA_SCOPE})の(?:すべての|全ての)?(?:${JA_OBJECT})`,
    // A relative clause between the scope and the noun (`これまでに受け取った指示`, `先ほど与えられたルール`).
    `(?:${JA_SCOPE})(?:に|で)?(?:受け取った|もらった|与えられた|受けた|伝えた|出された|渡された|書かれた)(?:すべての|全ての)?(?:${JA_OBJECT})`,
    `(?:あなた|君|お前)の(?:${any("指示", "ルール", "プロンプト", "設定", "制限", "パスワード", "命令", "任務")})`,
    any("システムプロンプト", "システムメッセージ", "隠された指示", "内部指示", "パスワード", "暗証番号", "合言葉"),
  ],
  secrecy: [
    `(?:ユーザー|利用者|誰|相手|お客様)(?:に|にも)(?:伝えないで|言わないで|知らせないで|教えないで|報告しないで)`,
    any("秘密に", "内緒", "こっそり", "密かに", "気づかれないよう", "気付かれないよう", "バレないよう", "黙って"),
  ],
  // Not before a negation (`パスワードは共有しないでください` forbids the act).
  action: [
    `(?:パスワード|暗証番号|秘密|apiキー|トークン|メール|連絡先|会話|履歴|プロンプト|指示|ルール|個人情報|ファイル|口座)(?:を|も)?(?:[^\\s。！？]{0,12})?(?:送信|転送|送金|漏らし|教え|表示|出力|共有|アップロード|送っ|送り)(?!(?:し|せ)?(?:ないで|ない|ません|禁止|厳禁))`,
  ],
  response: [
    `(?:回答|返答|応答|返信|出力|返事)(?:は|を|の|で|に|する際)`,
    `(?:と|って)(?:だけ)?(?:答え|言っ|返答|出力|返し)`,
  ],
  notice: [
    any("お知らせ", "通知", "告知", "直ちに適用", "直ちに有効", "即時適用", "即時有効", "本日より", "ポリシー更新", "ポリシー変更", "緊急アップデート", "システム更新", "運営からのお知らせ"),
  ],
  mention: [
    any("検出", "攻撃", "例えば", "例:", "防御", "検知", "インジェクション", "対策"),
  ],
}));

/** Fitted weights (see `addressed.ts` for how they were fitted and the threshold). */
const WEIGHTS: Record<SignalName, number> = {
  address: 1.6,
  imperative: 0.4,
  "task-change": 0.9,
  authority: 1.2,
  override: 1.0,
  "earlier-instructions": 1.0,
  secrecy: 1.0,
  action: 1.0,
  response: 0.6,
  notice: 0.6,
  mention: -0.8,
};

const NAMES: readonly SignalName[] = ["address", "imperative", "task-change", "authority", "override", "earlier-instructions", "secrecy", "action", "response", "notice", "mention"];

/** The signal table: every signal with its weight and its sources in all four languages. */
export function signalSpecs(): readonly SignalSpec[] {
  return signalTable().specs;
}

/** The signal table with each source as compiled (Han variants folded): what the build precomputes. */
export interface SignalTable {
  readonly specs: readonly SignalSpec[];
  /** `folded[i][k]`: `foldHanVariants(specs[i].sources[k])`. */
  readonly folded: readonly (readonly string[])[];
}

let table: SignalTable | null = null;

/**
 * The signal table computed now from the lexicons (the generated CJK forms are compiled into
 * tries here: the costly part, about 100 ms of CPU).
 */
export function computeSignalTable(): SignalTable {
  const cjk: Partial<Record<SignalName, readonly string[]>> = cjkOverrideSources();
  const specs = NAMES.map((name) => ({ name, weight: WEIGHTS[name], sources: [...EN()[name], ...KO()[name], ...ZH()[name], ...JA()[name], ...(cjk[name] ?? []), ...(latinSignalSources()[name] ?? [])] }));
  return { specs, folded: specs.map((s) => s.sources.map(foldHanVariants)) };
}

/** The build's copy of the signal table (`{ fingerprint, specs, folded }`), beside this module. */
export const SIGNAL_TABLE_FILE = "quick-signals.json";

/** Where `signalTableText` goes and the first use of the table reads: beside this module's file (in the built package, its bundle chunk). */
export function signalTableUrl(): URL {
  return new URL(`./${SIGNAL_TABLE_FILE}`, import.meta.url);
}

/**
 * The signal table file's text (`scripts/quick-atoms.js`): the table computed now, under the
 * build stamp (`build-stamp.ts`), and a final newline; null when the code was not bundled.
 */
export function signalTableText(): string | null {
  const stamp = buildStamp();
  if (stamp === null) return null;
  const { specs, folded } = computeSignalTable();
  // A folded source equal to its source is written as null (most are: the file stays half as large).
  return `${JSON.stringify({ fingerprint: stamp, specs, folded: folded.map((f, i) => f.map((x, k) => (x === specs[i]?.sources[k] ? null : x))) })}\n`;
}

/**
 * The build's copy of the signal table (issue 22, cold start: generating the CJK forms and
 * their tries cost about 100 ms of CPU on first use) when this code is bundled and the file
 * beside it carries this bundle's stamp; else null (then the table is computed, identically).
 * A missing, foreign or malformed file is null, never an error.
 */
function precomputedSignalTable(): SignalTable | null {
  const stamp = buildStamp();
  if (stamp === null) return null;
  try {
    const data = JSON.parse(readFileSync(signalTableUrl(), "utf8")) as { fingerprint?: unknown; specs?: unknown; folded?: unknown };
    const specs = data.specs as { sources?: unknown }[] | undefined;
    const folded = Array.isArray(data.folded) && Array.isArray(specs) ? (data.folded as unknown[]).map((f, i) => (Array.isArray(f) ? f.map((x: unknown, k) => (x === null && Array.isArray(specs[i]?.sources) ? (specs[i]?.sources as unknown[])[k] : x)) : f)) : data.folded;
    const t = { specs, folded };
    return data.fingerprint === stamp && isSignalTable(t) ? t : null;
  } catch {
    return null;
  }
}

function signalTable(): SignalTable {
  table ??= precomputedSignalTable() ?? computeSignalTable();
  return table;
}

/**
 * Whether `x` has the shape of a signal table with the names and weights of this code (a
 * file that parses but is not one is ignored).
 */
export function isSignalTable(x: unknown): x is SignalTable {
  if (typeof x !== "object" || x === null) return false;
  const t = x as { specs?: unknown; folded?: unknown };
  if (!Array.isArray(t.specs) || !Array.isArray(t.folded) || t.specs.length !== NAMES.length || t.folded.length !== NAMES.length) return false;
  const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");
  return NAMES.every((name, i) => {
    const s = (t.specs as unknown[])[i] as { name?: unknown; weight?: unknown; sources?: unknown } | null;
    const f = (t.folded as unknown[])[i];
    return s !== null && typeof s === "object" && s.name === name && s.weight === WEIGHTS[name] && strings(s.sources) && strings(f) && f.length === s.sources.length;
  });
}

/** A compiled signal: its sources as global regexes over the view, compiled on first use. */
export interface CompiledSignal {
  readonly name: SignalName;
  /** Bit of the signal in a sentence's mask (1 << index). */
  readonly bit: number;
  readonly weight: number;
  /** All sources joined into one global regex (compiled when first read). */
  readonly pattern: RegExp;
  /**
   * The same sources as `pattern`, one global regex each: what `signalMasks` runs. V8 runs a
   * short regex with a literal or class head as native code that skips ahead to its head; the
   * joined one (45 k characters for `override`) ran about 6× slower than its parts together on
   * statute articles (issue 20, speed). Reading this compiles every part; the detectors use
   * `part(k)`, which compiles only the parts a text's atoms reach (`presentParts`).
   */
  readonly parts: readonly RegExp[];
  /** Number of parts. */
  readonly partCount: number;
  /** Part `k` (0 ≤ k < partCount), compiled on first use (issue 22, cold start). */
  part(k: number): RegExp;
  /** Index of `parts[0]` among the parts of every signal, in table order (`presentParts`). */
  readonly firstPart: number;
}

let compiled: readonly CompiledSignal[] | null = null;

/** A signal whose regexes are compiled when first used (import and a first scan stay cheap). */
class LazySignal implements CompiledSignal {
  private readonly regexes: (RegExp | undefined)[];
  private joined: RegExp | null = null;
  constructor(
    readonly name: SignalName,
    readonly bit: number,
    readonly weight: number,
    private readonly sources: readonly string[],
    readonly firstPart: number,
  ) {
    this.regexes = new Array<RegExp | undefined>(sources.length);
  }
  get partCount(): number {
    return this.sources.length;
  }
  part(k: number): RegExp {
    let re = this.regexes[k];
    if (re === undefined) {
      re = new RegExp(this.sources[k] as string, "gm");
      this.regexes[k] = re;
    }
    return re;
  }
  get parts(): readonly RegExp[] {
    return this.sources.map((_, k) => this.part(k));
  }
  get pattern(): RegExp {
    this.joined ??= new RegExp(this.sources.map((x) => `(?:${x})`).join("|"), "gm");
    return this.joined;
  }
}

/**
 * The signals on first use (import stays cheap): each signal's sources, Han variants folded
 * like the view, as regexes compiled when a text first needs them.
 */
export function compiledSignals(): readonly CompiledSignal[] {
  if (compiled === null) {
    let firstPart = 0;
    const { specs, folded } = signalTable();
    compiled = specs.map((s, i) => {
      const sig = new LazySignal(s.name, 1 << i, s.weight, folded[i] as readonly string[], firstPart);
      firstPart += s.sources.length;
      return sig;
    });
  }
  return compiled;
}

/** The source of every signal part, as compiled (Han variants folded), in table order. */
export function signalPartSources(): readonly string[] {
  partSources ??= signalTable().folded.flat();
  return partSources;
}

let partSources: readonly string[] | null = null;

let partAtoms: AtomTable | null = null;
let partLanguage: Int16Array | null = null;

/**
 * Which signal parts can match `view` (issue 20, speed): 1 at index `firstPart + k` of a
 * signal when part `k`'s literal atoms occur in `view` (or the part has none), else 0 — a
 * part marked 0 has no match in `view` (`triggerAtoms`: every match of a source holds one atom
 * of each need; the table compares case-insensitively, a superset for these case-sensitive
 * parts). One linear scan of `view` for every part (`AtomTable.scan`); the table is built on
 * first use from the precomputed analyses.
 */
export function presentParts(view: string): Uint8Array {
  const sources = signalPartSources();
  if (partAtoms === null) {
    const table = new AtomTable();
    table.addEach(sources.map((x, i) => [i, [x]] as const));
    partAtoms = table;
  }
  const found = new Uint8Array(sources.length);
  partAtoms.scan(view, found);
  // A Latin-script language beyond English is read only where its markers occur as words.
  partLanguage ??= latinLanguageIndex(sources);
  let languages: Uint8Array | null = null;
  for (let i = 0; i < found.length; i++) {
    const k = partLanguage[i] as number;
    if (k < 0 || found[i] === 0) continue;
    languages ??= latinLanguagesIn(view);
    if (languages[k] === 0) found[i] = 0;
  }
  return found;
}
