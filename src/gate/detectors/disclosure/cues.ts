/**
 * First-person framing cues (issue 19, blind round 15): an answer restating its prompt in
 * another language frames it in words no phrase list holds whole — "On m'a configuré ainsi",
 * "Mis instrucciones dicen", "제 지침은", "我的指令是", "Mi hanno impostato così". What every such
 * frame shares is a FIRST-PERSON marker (I, me, my: `m'`, `mis`, `제`, `我`) followed closely by
 * a SETUP word (instruction, configure, programme, rule, prompt: `configur…`, `instrucc…`, `지침`,
 * `指令`). The table below has one row per language (24); a cue is a self marker followed,
 * within `CUE_WORDS` words (spaced scripts) or `CUE_CHARS` characters (Chinese, Japanese), by a
 * setup stem of the same language (a word starting with it). Order matters: the self marker
 * comes first ("my rules", "on m'a configuré"), so "the rules for me" is no cue. Self markers
 * are possessive or object forms (my, me, `m'`, `mis`, `제`, `我的`, `私の`), never a subject
 * pronoun alone: "I configured the router" is an action, not a frame (the passive frames with a
 * subject — "I was configured", `je suis configuré` — are the phrase lists' in `<lang>.ts`).
 *
 * A cue frames a passage like a framing phrase (`../prompt-paraphrase.ts`): alone it blocks
 * nothing — a restatement also needs the prompt's anchors, rule words or stems.
 * Words are written plain lower case; they are folded through the gate shadow as answers are,
 * also capitalised (the confusable fold reads some capitals differently). Sources: grammars
 * and dictionaries of each language (first-person pronouns and possessives; the usual words
 * for instruction, configuration, rule and prompt). Cost: one token pass, set look-ups.
 */
import { gateShadow } from "../../view.js";
import type { PhraseHit } from "./index.js";

/** One language's cue words. */
export interface CueRow {
  /** First-person pronouns, possessives and object forms (whole words; Chinese/Japanese: substrings). */
  readonly self: readonly string[];
  /** Stems of instruction / configuration / rule / prompt words (a word starting with one). */
  readonly setup: readonly string[];
  /** Written without spaces between words (Chinese, Japanese): matched by characters. */
  readonly dense?: boolean;
  /** The possessor follows its noun (`instruksi saya`, `hướng dẫn của tôi`): the setup word comes first. */
  readonly after?: boolean;
}

/** Framing cue words, one row per language (ISO 639-1). */
export const FRAMING_CUES: Readonly<Record<string, CueRow>> = {
  en: { self: ["me", "my"], setup: ["instruct", "configur", "programm", "prompt", "guideline", "directive", "rulebook", "system prompt"] },
  de: { self: ["mir", "mich", "mein", "meine", "meinen", "meiner", "meinem"], setup: ["anweisung", "angewiesen", "instruktion", "konfigur", "programmiert", "vorgabe", "richtlinie", "regeln", "prompt", "eingestellt", "aufgetragen"] },
  fr: { self: ["me", "m", "moi", "mes", "mon", "ma"], setup: ["configur", "consign", "instruct", "instruit", "programm", "parametr", "regle", "directive", "prompt", "regl"] },
  es: { self: ["me", "mi", "mis"], setup: ["instruc", "indicac", "configur", "programad", "programar", "directriz", "directrices", "regla", "prompt", "pautas"] },
  pt: { self: ["me", "meu", "meus", "minha", "minhas", "mim"], setup: ["instruc", "configur", "programad", "diretriz", "diretrizes", "regra", "prompt", "orientac"] },
  it: { self: ["mi", "mio", "miei", "mia", "mie"], setup: ["istruzion", "configur", "impostat", "impostazion", "programmat", "direttiv", "regol", "prompt", "consegn"] },
  nl: { self: ["mij", "me", "mijn"], setup: ["instructie", "geconfigureerd", "configur", "geprogrammeerd", "richtlijn", "regels", "prompt", "ingesteld", "opgedragen"] },
  sv: { self: ["mig", "min", "mina", "mitt"], setup: ["instruktion", "konfigur", "programmer", "riktlinje", "regler", "prompt", "installd"] },
  da: { self: ["mig", "min", "mine", "mit"], setup: ["instruks", "instruktion", "konfigur", "programmer", "retningslinje", "regler", "prompt", "indstillet"] },
  no: { self: ["meg", "min", "mine", "mitt"], setup: ["instruks", "konfigur", "programmer", "retningslinje", "regler", "prompt", "innstilt"] },
  fi: { self: ["minun", "minut", "minulle", "mua", "mun"], setup: ["ohje", "ohjeist", "konfiguroi", "asetu", "asetett", "ohjelmoi", "saanto", "sääntö", "kehote"] },
  pl: { self: ["mi", "mnie", "moje", "moja", "moich", "moim", "mój", "moj"], setup: ["instrukcj", "skonfigur", "konfigur", "zaprogramow", "wytyczn", "zasad", "regul", "prompt", "polecen"] },
  cs: { self: ["mi", "mě", "me", "moje", "mé", "mých", "můj", "muj"], setup: ["instrukc", "pokyn", "nastaven", "konfigur", "naprogramov", "pravidl", "prompt"] },
  ro: { self: ["mi", "mă", "ma", "mele", "meu", "mea"], setup: ["instructiun", "instrucțiun", "configur", "programat", "directiv", "regul", "prompt", "setat"] },
  hu: { self: ["nekem", "engem", "utasításaim", "szabályaim"], setup: ["utasít", "utasit", "konfigur", "beállít", "beallit", "programoz", "szabály", "szabaly", "prompt"] },
  tr: { self: ["bana", "beni", "benim"], setup: ["talimat", "yönerge", "yonerge", "yapılandır", "yapilandir", "programla", "kural", "prompt", "ayarlan"] },
  ru: { self: ["мне", "меня", "мой", "мои", "моя", "моё", "мое", "моих", "моим"], setup: ["инструкц", "указани", "настро", "запрограммир", "правил", "промпт", "предписан", "велел", "поручен", "сконфигур"] },
  uk: { self: ["мені", "мене", "мій", "мої", "моя", "моє", "моїх"], setup: ["інструкц", "вказівк", "налаштов", "запрограмов", "правил", "промпт", "доручен"] },
  el: { self: ["μου", "με"], setup: ["οδηγί", "οδηγι", "ρυθμίσ", "ρυθμισ", "προγραμματ", "κανόν", "κανον", "εντολ", "prompt"] },
  ko: { self: ["제", "내", "저의", "나의", "저에게", "나에게", "저를", "나를", "저한테"], setup: ["지침", "지시", "설정", "구성", "프롬프트", "규칙", "명령", "안내받", "프로그래밍"] },
  ja: { self: ["私の", "私への", "私に", "わたしの", "僕の", "自分の", "当方の"], setup: ["指示", "設定", "指令", "ルール", "プロンプト", "命令", "規則", "指図", "構成"], dense: true },
  zh: { self: ["我的", "我被", "给我的", "對我的", "对我的", "我收到的"], setup: ["指令", "指示", "设定", "設定", "配置", "提示词", "提示", "规则", "規則", "要求", "说明", "說明", "命令"], dense: true },
  id: { self: ["saya", "aku", "ku"], after: true, setup: ["instruksi", "petunjuk", "dikonfigurasi", "konfigurasi", "diprogram", "aturan", "pedoman", "prompt"] },
  vi: { self: ["tôi", "toi", "mình", "minh"], after: true, setup: ["hướng dẫn", "huong dan", "chỉ thị", "chi thi", "cấu hình", "cau hinh", "quy tắc", "quy tac", "lập trình", "prompt"] },
};

/** Most words between a self marker and a setup word (spaced scripts). */
export const CUE_WORDS = 3;
/** Most characters from a self marker's end to a setup word (Chinese, Japanese). */
export const CUE_CHARS = 6;

const fold = (w: string): string[] => [...new Set([w, w.charAt(0).toUpperCase() + w.slice(1)].map((x) => gateShadow(x).text.trim()).filter((x) => x.length > 0))];

interface Compiled {
  /** Folded self word → languages. */
  self: Map<string, Set<string>>;
  /** Languages whose possessor follows the noun. */
  after: Set<string>;
  /** Language → folded setup stems (spaced: single-word stems; multi-word ones are matched on the joined words). */
  setup: Map<string, string[]>;
  dense: { self: string[]; setup: string[] }[];
  maxStem: number;
}

let compiled: Compiled | null = null;
function compile(): Compiled {
  if (compiled) return compiled;
  const self = new Map<string, Set<string>>();
  const setup = new Map<string, string[]>();
  const dense: { self: string[]; setup: string[] }[] = [];
  const after = new Set<string>();
  let maxStem = 1;
  for (const [lang, row] of Object.entries(FRAMING_CUES)) {
    if (row.dense) {
      dense.push({ self: row.self.flatMap(fold), setup: row.setup.flatMap(fold) });
      continue;
    }
    if (row.after) after.add(lang);
    for (const w of row.self.flatMap(fold)) {
      // `i've` folds to one token `i've`; the token pass splits on apostrophes, so keep the head.
      const head = w.split(/['’]/)[0] as string;
      let set = self.get(head);
      if (!set) self.set(head, (set = new Set()));
      set.add(lang);
    }
    const stems = row.setup.flatMap(fold).map((s) => s.replace(/\s+/g, " "));
    setup.set(lang, stems);
    for (const s of stems) maxStem = Math.max(maxStem, s.length);
  }
  compiled = { self, after, setup, dense, maxStem };
  return compiled;
}

const TOKEN = /[\p{L}\p{N}]+/gu;

/**
 * Framing cues in a shadow text (module comment), as phrase hits spanning the self marker to
 * the end of the setup word; `phrase` is `cue:<lang>` (one distinct key per language).
 *
 * @example
 * framingCues(gateShadow("On m'a configuré ainsi : …").text) // → [{ start: 3, end: 15, phrase: "cue:fr" }]
 */
export function framingCues(text: string): PhraseHit[] {
  const c = compile();
  const hits: PhraseHit[] = [];
  const toks = [...text.matchAll(TOKEN)].map((m) => ({ w: m[0], start: m.index, end: m.index + m[0].length }));
  for (let i = 0; i < toks.length; i++) {
    const langs = c.self.get((toks[i] as { w: string }).w);
    if (!langs) continue;
    let found = false;
    const self = toks[i] as { start: number; end: number };
    for (let d = 1; d <= 1 + CUE_WORDS && !found; d++) {
      for (const lang of langs) {
        const after = c.after.has(lang);
        const t = toks[after ? i - d : i + d];
        if (t === undefined) continue;
        // The words from the candidate on, as written (a two-word stem: `set up`, `hướng dẫn`).
        const ahead = text.slice(t.start, Math.min(text.length, t.start + c.maxStem));
        if ((c.setup.get(lang) ?? []).some((s) => ahead.startsWith(s))) {
          hits.push(after ? { start: t.start, end: self.end, phrase: `cue:${lang}` } : { start: self.start, end: t.end, phrase: `cue:${lang}` });
          found = true;
          break;
        }
      }
    }
  }
  for (const row of c.dense) {
    for (const s of row.self) {
      for (let at = text.indexOf(s); at >= 0; at = text.indexOf(s, at + 1)) {
        const ahead = text.slice(at + s.length, at + s.length + CUE_CHARS + 4);
        for (const stem of row.setup) {
          const k = ahead.indexOf(stem);
          if (k >= 0 && k <= CUE_CHARS) {
            hits.push({ start: at, end: at + s.length + k + stem.length, phrase: "cue:dense" });
            break;
          }
        }
      }
    }
  }
  return hits;
}

/** Patterns run on answer text (checked for linear time by a test). */
export const CUE_PATTERNS: readonly RegExp[] = [TOKEN];
