/**
 * The survey sets of the rule-change gate (seed 000: "a rule may change only if it covers at
 * least one new attack vector and adds no false positive on a survey set of real benign
 * text"). Each row names a JSONL file of the shared data folder (read at run time, never
 * copied), whether it is attack or benign text, and how to read a row's category and
 * language. Provenance: each folder's `PROVENANCE.md`.
 */

/** A row of a survey set as read from JSONL. */
export type SurveyRow = Record<string, unknown> & { id: string; text: string };

/** One survey set. */
export interface SurveySet {
  /** Stable id, used as the baseline key. */
  readonly id: string;
  /** Path inside the data folder. */
  readonly file: string;
  /** `attack` rows should be marked (recall); `benign` rows should not (false-positive rate). */
  readonly kind: "attack" | "benign";
  /** Keeps only some rows of the file (e.g. `label` 0 or 1). */
  readonly filter?: (row: SurveyRow) => boolean;
  /** The row's category for the per-category table. */
  readonly category: (row: SurveyRow) => string;
  /** The row's language. */
  readonly language: (row: SurveyRow) => string;
  /** FPR ceiling the issue sets for a benign set (0.002 = 0.2 %), for the report. */
  readonly fprTarget?: number;
}

const field = (name: string, fallback = "-") => (row: SurveyRow) => String(row[name] ?? fallback);
const lang = (row: SurveyRow) => String(row.lang ?? "-").replace("en/latin", "en");

/** Every survey set, attack sets first. */
export const SURVEY_SETS: readonly SurveySet[] = [
  { id: "giskard", file: "prompt-injection-giskard/attacks.jsonl", kind: "attack", category: field("group"), language: lang },
  {
    id: "salesforce-leakage",
    file: "prompt-injection-salesforce-leakage/attacks.jsonl",
    kind: "attack",
    category: (r) => (String(r.attack_type).startsWith("attack_vector/") ? "attack_vector" : String(r.attack_type).startsWith("lakera") ? "lakera-gandalf-ignore" : String(r.attack_type) === "sensitive-info-synthetic" ? "sensitive-info-synthetic" : "other-synthetic"),
    language: lang,
  },
  { id: "bipia-attacks", file: "prompt-injection-bipia/attacks.jsonl", kind: "attack", category: field("attack_kind"), language: lang },
  { id: "bipia-email-injected", file: "prompt-injection-bipia/indirect_email_injected.jsonl", kind: "attack", category: () => "indirect-email", language: lang },
  {
    id: "jangwonii-attacks",
    file: "prompt-injection-korean/jangwonii_korean_samples.jsonl",
    kind: "attack",
    filter: (r) => r.label === 1,
    category: field("attack_type"),
    language: lang,
  },
  { id: "raccoonbench", file: "prompt-injection-korean/raccoonbench_en_ko.jsonl", kind: "attack", category: () => "prompt-extraction", language: lang },
  { id: "navirocker", file: "prompt-injection-korean/redteam_navirocker_en_ko.jsonl", kind: "attack", category: field("category"), language: lang },
  { id: "statute-articles", file: "korean-statutes-legalize-kr/articles_sample.jsonl", kind: "benign", category: () => "article", language: () => "ko", fprTarget: 0.002 },
  { id: "statute-hard-negatives", file: "korean-statutes-legalize-kr/hard_negative_lines.jsonl", kind: "benign", category: field("pattern"), language: () => "ko", fprTarget: 0.002 },
  { id: "notinject", file: "hard-negatives-notinject/notinject.jsonl", kind: "benign", category: field("category"), language: lang, fprTarget: 0.01 },
  { id: "wildguard-benign", file: "hard-negatives-notinject/wildguard_benign.jsonl", kind: "benign", category: () => "benign", language: lang, fprTarget: 0.01 },
  { id: "bipia-benign-emails", file: "prompt-injection-bipia/email_contexts_benign.jsonl", kind: "benign", category: () => "email", language: lang, fprTarget: 0.01 },
  {
    id: "jangwonii-benign",
    file: "prompt-injection-korean/jangwonii_korean_samples.jsonl",
    kind: "benign",
    filter: (r) => r.label === 0,
    category: () => "security-education",
    language: lang,
    fprTarget: 0.01,
  },
];
