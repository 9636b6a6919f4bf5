/**
 * Korean, Japanese and Chinese overrides as roles × morphology (issue 20, blind round: polite,
 * casual and connective forms of setting instructions aside — `이전 지침은 접어두고`,
 * `규칙은 잠시 내려놓고`, `これまでの指示は破棄していただき`, `前の設定は忘れてもらって`,
 * `暂时搁置之前的要求`, `上面的规定已经失效`, `别管你那套规矩` — were missed because each
 * signal listed finished phrases). Here the lexicon holds roles, and the forms are generated:
 *
 * | role | Korean | Japanese | Chinese |
 * | --- | --- | --- | --- |
 * | set-aside verbs | 접어 두다, 내려놓다, 제쳐 두다 | 脇に置く, 棚上げする, 保留する | 搁置, 放一边, 抛开 |
 * | discard verbs | 버리다, 잊다, 무시하다, 지우다 | 破棄する, 忘れる, 捨てる | 忽略, 丢掉, 抛弃 |
 * | invalidate verbs | 무효화하다, 취소하다, 해제하다 | 無効にする, 取り消す, 解除する | 作废, 撤销, 推翻 |
 * | stop-following verbs (negated only) | 따르다, 지키다, 신경 쓰다 | 従う, 守る, 気にする | 遵守, 理会, 按照 |
 * | void predicates | 무효입니다, 효력이 없습니다 | 無効です, 失効しました | 已经失效, 不算数了 |
 * | objects | 지시, 지침, 규칙, 설정, 프롬프트, 역할 | 指示, ルール, 設定, プロンプト, 役割 | 指令, 规则, 规矩, 设定, 提示词, 人设 |
 *
 * Morphology: Korean verbs are conjugated from their stem by Hangul arithmetic (the 아/어
 * infinitive, the honorific (으)시, and the endings an order takes — `-고`, `-(으)세요`,
 * `-(으)셔도 됩니다`, `-어 주세요`, `-어 줄래`, `-어 두고`, `-지 말고` for the negated class);
 * Japanese verbs by their conjugation class (て-form, 連用形, 未然形: `-ていただき`,
 * `-てもらって`, `-ちゃって`, `-ないで`, `-ずに`); Chinese verbs by negation and aspect
 * (`别`/`不要`/`不用`/`不必` + `再`, `已经 … 了`). Negative forms are generated only for the
 * stop-following class (`無視しないで` forbids the override; `従わないで` is one).
 *
 * The sources feed the signal table's `override` and `earlier-instructions` (`signals.ts`):
 * one signal each, so an override needs its object (or another signal) to reach the threshold.
 * Every source is an alternation of literals (a trie) with bounded gaps: linear time.
 */

import { notNegated } from "../negation.js";

// ------------------------------------------------------------------ regex helpers
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A trie of literal words as a regex source (branches start with distinct characters, a word
 * that is a prefix of another made optional): `[ \t]{0,2}` for a space inside a word. Linear.
 */
export function trie(words: readonly string[]): string {
  interface Node { end: boolean; next: Map<string, Node> }
  const root: Node = { end: false, next: new Map() };
  for (const w of new Set(words)) {
    let n = root;
    for (const c of w) {
      let m = n.next.get(c);
      if (!m) n.next.set(c, (m = { end: false, next: new Map() }));
      n = m;
    }
    n.end = true;
  }
  const piece = (c: string) => (c === " " ? "[ \\t]{0,2}" : esc(c));
  const walk = (n: Node): string => {
    const alts = [...n.next].map(([c, m]) => `${piece(c)}${m.next.size === 0 ? "" : walk(m)}`);
    const body = alts.length === 1 ? (alts[0] as string) : `(?:${alts.join("|")})`;
    return n.end ? `(?:${body})?` : body;
  };
  const top = [...root.next].map(([c, m]) => `${piece(c)}${m.next.size === 0 ? "" : walk(m)}`);
  return `(?:${top.join("|")})`;
}

// ------------------------------------------------------------------ Korean morphology
const HANGUL = 0xac00;
const isHangul = (c: number) => c >= HANGUL && c <= 0xd7a3;
/** Medial vowel index (ㅏ 0 … ㅣ 20) and final consonant index (0 none, ㄹ 8) of a syllable. */
const medial = (s: string) => Math.floor(((s.charCodeAt(0) - HANGUL) % 588) / 28);
const final = (s: string) => (s.charCodeAt(0) - HANGUL) % 28;
const withMedial = (s: string, m: number) => String.fromCharCode(HANGUL + Math.floor((s.charCodeAt(0) - HANGUL) / 588) * 588 + m * 28 + final(s));

/**
 * The conjugation class of a Korean stem when it is irregular (the forms are generated from it,
 * never written out): `ㄷ` (`흘려듣` → 흘려들어, 흘려들으시), `ㅂ` (`돕` → 도와, 도우시; `눕` →
 * 누워, 누우시), `르` (`거르` → 걸러, 거르시), `ㄹ` (`풀` → 풀어, 푸시: ㄹ drops before ㅅ).
 * Regular stems, the 으 stems (`따르` → 따라, `쓰` → 써) and the contraction of `놓` (놓아, 놔)
 * need no class: the vowel arithmetic below reads them.
 */
export type KoIrregular = "ㄷ" | "ㅂ" | "르" | "ㄹ";

/** One Korean verb of the lexicon: its stem (the dictionary form without 다) and its irregular class. */
export interface KoVerb {
  /** Stem, a space where writers may or may not put one (`접어 두`, `내려놓`, `무시하`). */
  readonly stem: string;
  /** The irregular class, when the stem has one (`흘려듣`: ㄷ; `풀`: ㄹ). */
  readonly cls?: KoIrregular;
}

/** Initial consonant index of a syllable (ㄹ 5). */
const initial = (s: string) => Math.floor((s.charCodeAt(0) - HANGUL) / 588);
/** A syllable from its initial, medial and final indices. */
const syllable = (i: number, m: number, f: number) => String.fromCharCode(HANGUL + i * 588 + m * 28 + f);
/** A syllable with its final consonant replaced (`듣`, 8 → `들`; `돕`, 0 → `도`). */
const withFinal = (s: string, f: number) => syllable(initial(s), medial(s), f);
/** Bright vowels (ㅏ, ㅗ, ㅑ, ㅘ): the 아 of the infinitive; the others take 어. */
const bright = (s: string) => [0, 2, 8, 9].includes(medial(s));

/** The 아/어 infinitives of a stem (`하` → 해, `버리` → 버려, `잊` → 잊어, `두` → 둬, 두어; irregular classes from `cls`). */
export function koInfinitives(v: KoVerb): readonly string[] {
  const stem = v.stem;
  const last = stem.slice(-1);
  const head = stem.slice(0, -1);
  if (!isHangul(last.charCodeAt(0))) return [stem + "어"];
  // Not the literary 하여: `취소하여야 한다` is a statute's duty.
  if (last === "하") return [head + "해"];
  const m = medial(last);
  const f = final(last);
  const prev = head.slice(-1);
  switch (v.cls) {
    // ㄷ → ㄹ before a vowel (듣 → 들어).
    case "ㄷ": return [head + withFinal(last, 8) + (bright(last) ? "아" : "어")];
    // ㅂ → 우 before a vowel, 와 after 도/고 (돕 → 도와, 눕 → 누워).
    case "ㅂ": return [head + withFinal(last, 0) + (m === 8 ? "와" : "워")];
    // 르 → ㄹ on the syllable before, then 라/러 (거르 → 걸러, 모르 → 몰라).
    case "르": return prev !== "" && isHangul(prev.charCodeAt(0)) ? [head.slice(0, -1) + withFinal(prev, 8) + (bright(prev) ? "라" : "러")] : [];
    // ㄹ keeps its ㄹ before 아/어 (풀 → 풀어).
    case "ㄹ": return [stem + (bright(last) ? "아" : "어")];
    default: break;
  }
  if (f !== 0) {
    // 놓 contracts too (놓아, 놔): a ㅗ stem with ㅎ.
    const out = [stem + (m === 0 || m === 8 ? "아" : "어")];
    if (f === 27 && m === 8) out.push(head + syllable(initial(last), 9, 0));
    return out;
  }
  // 으 stems take the vowel of the syllable before (따르 → 따라, 쓰 → 써).
  if (m === 18) return [head + withMedial(last, prev !== "" && isHangul(prev.charCodeAt(0)) && bright(prev) ? 0 : 4)];
  // Vowel-final stems contract: ㅏ/ㅓ/ㅐ/ㅔ absorb it, ㅗ→ㅘ, ㅜ→ㅝ, ㅣ→ㅕ, ㅚ→ㅙ.
  const contract: Record<number, number> = { 0: 0, 4: 4, 1: 1, 5: 5, 8: 9, 13: 14, 20: 6, 11: 10 };
  const to = contract[m];
  const out = to === undefined ? [] : [head + withMedial(last, to)];
  if (m === 8 || m === 13 || m === 20) out.push(stem + (m === 8 ? "아" : "어"));
  return out;
}

/** The honorific stem (`잊` → 잊으시, `버리` → 버리시, `흘려듣` → 흘려들으시, `돕` → 도우시, `풀` → 푸시). */
export function koHonorific(v: KoVerb): string {
  const last = v.stem.slice(-1);
  const head = v.stem.slice(0, -1);
  if (v.cls === "ㄷ") return head + withFinal(last, 8) + "으시";
  if (v.cls === "ㅂ") return head + withFinal(last, 0) + "우시";
  if (v.cls === "ㄹ") return head + withFinal(last, 0) + "시";
  return isHangul(last.charCodeAt(0)) && final(last) !== 0 ? v.stem + "으시" : v.stem + "시";
}

/** Endings after the stem that make an order, a request, a permission or a connective order. */
const KO_STEM_ENDINGS = ["고", "고서", "자", "기 바랍니다", "길 바랍니다", "길 바람", "도록", "도록 해", "도록 하세요", "도록 하십시오", "렴", "거라"];
/** Endings after the honorific stem (`…으시` / `…시`). */
const KO_HON_ENDINGS = ["고", "길", "기 바랍니다", "오", "죠", "지요", "면 됩니다", "면 돼요"];
/** Endings after the honorific stem that contract with 어 (`시` + `어요` → `세요`). */
const KO_HON_CONTRACTED = ["세요", "십시오", "셔도 됩니다", "셔도 돼요", "셔도 좋습니다", "셔도 괜찮습니다", "셔야 합니다", "셔야 해요", "셨으면 합니다", "셨으면 좋겠습니다"];
/** Endings after the 아/어 infinitive. */
const KO_INF_ENDINGS = [
  "", "라", "요", "도 돼", "도 돼요", "도 됩니다", "도 좋아", "도 좋습니다", "도 괜찮아", "도 괜찮습니다", "야 해", "야 합니다", "야 돼",
  " 줘", " 줘요", " 주세요", " 주십시오", " 주시오", " 주시고", " 주시길", " 주시기 바랍니다", " 주길", " 줄래", " 줄래요", " 주시겠어요", " 주실래요",
  " 주시겠습니까", " 주면 돼", " 주면 좋겠어", " 주셨으면 합니다", " 주셔도 됩니다", " 주라", " 주고",
  " 버려", " 버려라", " 버려요", " 버리고", " 버리세요", " 버리십시오", " 버리시고", " 버려 줘", " 버려 주세요",
  " 둬", " 둬요", " 둬라", " 두고", " 두세요", " 두십시오", " 두시고", " 두어", " 두어라", " 두자", " 두길",
  " 놔", " 놔요", " 놓고", " 놓으세요", " 놓으시고",
];
/** Endings after the stem of the stop-following class (negated orders and permissions). */
const KO_NOT_ENDINGS = [
  "지 마", "지 마요", "지 마라", "지 말라", "지 말고", "지 마세요", "지 마십시오", "지 마시오", "지 마시고", "지 말 것", "지 말아", "지 말아요", "지 말아라",
  "지 말아 줘", "지 말아 주세요", "지 말아 주십시오", "지 말았으면", "지 않아도 돼", "지 않아도 돼요", "지 않아도 됩니다", "지 않아도 괜찮", "지 않으셔도 됩니다",
  "지 않으셔도 돼요", "지 않아도 좋습니다", "지 않으면 됩니다",
];

/** Korean verbs of setting aside, discarding and invalidating (stems). */
export const KO_SET_ASIDE: readonly KoVerb[] = [
  { stem: "접어 두" }, { stem: "접어 놓" }, { stem: "내려놓" }, { stem: "내려 놓" }, { stem: "제쳐 두" }, { stem: "제쳐 놓" },
  { stem: "치워 두" }, { stem: "미뤄 두" }, { stem: "덮어 두" }, { stem: "묻어 두" }, { stem: "내버려 두" }, { stem: "뒤로하" }, { stem: "뒤로 하" }, { stem: "보류하" },
  { stem: "잠시 잊" }, { stem: "잊" }, { stem: "잊어버리" }, { stem: "잊어 버리" },
];
export const KO_DISCARD: readonly KoVerb[] = [
  { stem: "버리" }, { stem: "지우" }, { stem: "무시하" }, { stem: "无视하" }, { stem: "폐기하" }, { stem: "파기하" }, { stem: "삭제하" }, { stem: "없애" },
  { stem: "털어 버리" }, { stem: "떨쳐 버리" }, { stem: "떨쳐 내" }, { stem: "걷어치우" }, { stem: "내다 버리" },
];
export const KO_INVALIDATE: readonly KoVerb[] = [
  { stem: "무효화하" }, { stem: "무효로 하" }, { stem: "취소하" }, { stem: "철회하" }, { stem: "백지화하" }, { stem: "백지로 하" }, { stem: "초기화하" }, { stem: "리셋하" },
  { stem: "해제하" }, { stem: "없던 걸로 하" }, { stem: "없던 일로 하" }, { stem: "없었던 걸로 하" }, { stem: "풀", cls: "ㄹ" }, { stem: "흘려듣", cls: "ㄷ" }, { stem: "흘려 듣", cls: "ㄷ" }, { stem: "흘려버리" }, { stem: "흘려 버리" },
];
/** Verbs of following or minding, whose negated orders override (`따르지 마세요`, `신경 쓰지 말고`). */
export const KO_FOLLOW: readonly string[] = ["따르", "지키", "준수하", "신경 쓰", "신경쓰", "고려하", "참고하", "적용하", "반영하", "참조하", "듣", "얽매이", "구애받", "연연하", "의식하"];
/** Contracted negations (`개의치 말고`, `상관하지 말고`, `아랑곳하지`). */
const KO_NOT_CONTRACTED = ["개의치", "괘념치", "상관하지", "아랑곳하지"];

/** Every order form of the Korean override verbs (set aside, discard, invalidate, negated follow). */
export function koOverrideForms(): readonly string[] {
  const out: string[] = [];
  for (const v of [...KO_SET_ASIDE, ...KO_DISCARD, ...KO_INVALIDATE]) {
    for (const e of KO_STEM_ENDINGS) out.push(v.stem + e);
    const hon = koHonorific(v);
    for (const e of KO_HON_ENDINGS) out.push(hon + e);
    const h = hon.slice(0, -1);
    for (const e of KO_HON_CONTRACTED) out.push(h + e);
    for (const inf of koInfinitives(v)) for (const e of KO_INF_ENDINGS) out.push(inf + e);
  }
  for (const s of KO_FOLLOW) for (const e of KO_NOT_ENDINGS) out.push(s + e);
  for (const c of KO_NOT_CONTRACTED) for (const e of KO_NOT_ENDINGS) out.push(c + e.slice(1));
  return out;
}

/** Korean nouns of the reader's instructions, rules, settings, prompt and role. */
export const KO_OBJECTS = ["지시사항", "지시 사항", "지시문", "지시", "지침", "규칙", "규정", "명령", "명령어", "프롬프트", "설정", "제약", "제약 조건", "제한", "제한 사항", "가이드라인", "가이드", "룰", "원칙", "방침", "임무", "역할", "캐릭터 설정", "금지 사항", "필터"];
/** Korean scope words before an object (`이전`, `기존`, `그동안 받은`, `너의`). */
const KO_SCOPE = ["이전", "앞서", "앞", "위", "상기", "기존", "지금까지", "여태까지", "여태", "그동안", "그간", "원래", "최초", "처음", "과거", "예전", "종전", "먼저", "방금", "아까", "너의", "너", "네", "당신의", "당신", "니"];
/** Void predicates after a Korean object (`… 은 무효입니다`, `… 효력이 없습니다`, `… 없던 걸로 합니다`). */
const KO_VOID = ["무효", "효력이 없", "효력을 잃", "효력이 사라", "취소되었", "취소됐", "취소됩니다", "폐기되었", "폐기됩니다", "철회되었", "철회됩니다", "해제되었", "해제됩니다", "적용되지 않", "유효하지 않", "없던 걸로", "없던 일로", "의미가 없", "신경 쓰지 않아도", "따르지 않아도", "지키지 않아도"];

// ------------------------------------------------------------------ Japanese morphology
/** One Japanese verb: its て-form, 連用形 (masu stem) and 未然形 (nai stem). */
export interface JaVerb {
  readonly te: string;
  readonly masu: string;
  readonly nai: string;
}
/** A する-verb from its noun (`無視` → 無視して / 無視し / 無視し). */
const suru = (n: string): JaVerb => ({ te: `${n}して`, masu: `${n}し`, nai: `${n}し` });
/** An ichidan verb from its stem (`忘れ` → 忘れて / 忘れ / 忘れ). */
const ichidan = (s: string): JaVerb => ({ te: `${s}て`, masu: s, nai: s });
/** A godan verb from its stem and its row (`取り消`, `す` → 取り消して / 取り消し / 取り消さ). */
const godan = (s: string, row: "す" | "く" | "う" | "る" | "つ" | "む"): JaVerb => {
  const f = { す: ["して", "し", "さ"], く: ["いて", "き", "か"], う: ["って", "い", "わ"], る: ["って", "り", "ら"], つ: ["って", "ち", "た"], む: ["んで", "み", "ま"] }[row];
  return { te: s + f[0], masu: s + f[1], nai: s + f[2] };
};

export const JA_SET_ASIDE: readonly JaVerb[] = [
  godan("脇に置", "く"), godan("わきに置", "く"), godan("横に置", "く"), godan("いったん置", "く"), godan("一旦置", "く"), godan("置いてお", "く"),
  suru("棚上げ"), suru("保留"), suru("後回しに"), godan("放ってお", "く"), ichidan("忘れ"), godan("忘れ去", "る"), godan("水に流", "す"),
];
export const JA_DISCARD: readonly JaVerb[] = [
  suru("無視"), suru("むし"), suru("ムシ"), suru("破棄"), suru("放棄"), suru("度外視"), ichidan("捨て"), godan("捨て去", "る"), godan("消", "す"), suru("削除"), suru("スルー"),
];
export const JA_INVALIDATE: readonly JaVerb[] = [
  suru("無効に"), suru("無効化"), godan("取り消", "す"), suru("撤回"), suru("解除"), suru("リセット"), suru("白紙に"), godan("白紙に戻", "す"), suru("なかったことに"), suru("無かったことに"), suru("キャンセル"),
];
/** Verbs of following or minding, whose negated forms override (`従わないで`, `守らずに`). */
export const JA_FOLLOW: readonly JaVerb[] = [godan("従", "う"), godan("守", "る"), suru("気に"), suru("考慮"), suru("参照"), suru("適用"), suru("遵守"), godan("縛られ", "る"), ichidan("縛られ"), godan("こだわ", "る"), godan("とらわれ", "る"), ichidan("とらわれ"), godan("囚われ", "る"), ichidan("囚われ")];

/** Endings after the て-form: requests polite and casual. */
const JA_TE_ENDINGS = ["", "ください", "下さい", "いただき", "いただいて", "いただけ", "いただきたい", "いただければ", "もらって", "もらえ", "もらいたい", "ほしい", "欲しい", "くれ", "ね", "おいて", "ちょうだい", "も構いません", "もかまいません", "もいい", "も大丈夫", "結構です", "しまって", "しまいましょう"];
/** Endings after the 連用形. */
const JA_MASU_ENDINGS = ["なさい", "ましょう", "、", ","];
/** Endings after the 未然形 of the negated class. */
const JA_NAI_ENDINGS = ["ないで", "ないでください", "ないで下さい", "ないでね", "ずに", "ず、", "ずと", "なくていい", "なくてよい", "なくて構いません", "なくても", "なくていいです", "ないこと", "ないように"];

/** Every order form of the Japanese override verbs (set aside, discard, invalidate, negated follow). */
export function jaOverrideForms(): readonly string[] {
  const out: string[] = [];
  for (const v of [...JA_SET_ASIDE, ...JA_DISCARD, ...JA_INVALIDATE]) {
    for (const e of JA_TE_ENDINGS) out.push(v.te + e);
    // Casual contraction: …て → …ちゃって / …で → …じゃって (`忘れちゃって`, `無視しちゃって`).
    const casual = v.te.endsWith("で") ? v.te.slice(0, -1) + "じゃ" : v.te.slice(0, -1) + "ちゃ";
    for (const e of ["って", "え", "ってください", "っていい"]) out.push(casual + e);
    for (const e of JA_MASU_ENDINGS) out.push(v.masu + e);
  }
  for (const v of JA_FOLLOW) {
    for (const e of JA_NAI_ENDINGS) out.push(v.nai + e);
    out.push(`${v.te}はいけません`, `${v.te}は駄目`, `${v.te}はだめ`);
  }
  return out;
}

/** Japanese nouns of the reader's instructions, rules, settings, prompt and role. */
export const JA_OBJECTS = ["指示", "命令", "ルール", "プロンプト", "指令", "設定", "制約", "規則", "規定", "インストラクション", "ガイドライン", "制限", "指図", "方針", "決まり", "役割", "キャラ設定", "縛り", "約束事", "ポリシー"];
/** Japanese scope words before `の` and an object (`これまでの`, `さっきまでの`, `あなたの`). */
const JA_SCOPE = ["以前", "前", "上記", "これまで", "今まで", "先", "既存", "元", "最初", "従来", "上", "前述", "先ほど", "さっき", "さっきまで", "それまで", "今までに受けた", "あなた", "君", "お前", "そちら", "既定", "デフォルト", "初期"];
/** Void predicates after a Japanese object. */
const JA_VOID = ["無効", "失効", "取り消され", "撤回され", "破棄され", "適用されません", "適用外", "従う必要はありません", "従わなくて", "守る必要はありません", "守らなくて", "気にしなくて", "関係ありません", "忘れて構いません", "効力を失", "もう使いません", "終わりです", "取り消します", "撤回します", "無効とします", "破棄します", "廃止します", "白紙に戻します"];

// ------------------------------------------------------------------ Chinese morphology
/** Chinese verbs of setting aside, discarding and invalidating (any aspect: `掉`, `了`, `一下` follow freely). */
export const ZH_SET_ASIDE = ["搁置", "搁下", "搁在一边", "放下", "放一边", "放一放", "放到一边", "放在一边", "丢到一边", "丢在一边", "扔到一边", "扔在一边", "抛开", "撇开", "撇下", "抛在脑后", "抛诸脑后", "先放放", "暂且不管", "暂时不管", "暂且不论", "靠边站"];
export const ZH_DISCARD = ["忽略", "忽视", "无视", "忘记", "忘掉", "忘了", "抛弃", "丢弃", "丢掉", "扔掉", "放弃", "舍弃", "摒弃", "清除", "清空", "删除", "删掉", "去掉", "甩掉", "跳过", "绕过", "覆盖"];
export const ZH_INVALIDATE = ["作废", "废除", "废止", "取消掉", "撤销", "撤回", "推翻", "清零", "重置", "解除"];
/** Chinese verbs of following or minding, whose negated forms override (`别管`, `不用再遵守`). */
export const ZH_FOLLOW = ["遵守", "遵循", "遵照", "依照", "按照", "照着", "理会", "理睬", "在意", "在乎", "管", "听从", "服从", "执行", "顾及", "顾虑", "考虑", "拘泥于", "拘泥", "受制于", "死守", "守着"];
/** Negations of an order or a permission (`别`, `不要`, `不用`, `不必`, `无需`). */
const ZH_NEG = ["别", "不要", "不用", "不必", "无需", "无须", "不需要", "用不着", "没必要", "勿", "不许", "不准", "休要", "甭"];
/** Words between the negation and the verb (`再`, `继续`, `去`). */
const ZH_NEG_MID = ["", "再", "继续", "再去", "去", "总", "老", "再继续"];

/** Every override form of the Chinese verbs (set aside, discard, invalidate, negated follow). */
export function zhOverrideForms(): readonly string[] {
  return [...ZH_SET_ASIDE, ...ZH_DISCARD, ...ZH_INVALIDATE, ...zhNegatedFollowForms()];
}

/** The negated follow forms of the Chinese verbs (`别管`, `不用再遵守`): overrides as they stand. */
export function zhNegatedFollowForms(): readonly string[] {
  const out: string[] = [];
  for (const n of ZH_NEG) for (const m of ZH_NEG_MID) for (const v of ZH_FOLLOW) out.push(n + m + v);
  return out;
}

/** Chinese nouns of the reader's instructions, rules, settings, prompt and role. */
export const ZH_OBJECTS = ["指令", "指示", "说明", "规则", "规矩", "规定", "提示词", "提示", "设定", "设置", "命令", "约束", "限制", "要求", "指导", "条条框框", "人设", "角色设定", "身份设定", "角色", "原则", "准则", "守则", "政策", "方针", "安全限制", "过滤"];
/** Nouns of the reader's own setup (after `你` / `您`). */
const ZH_OWN = ["指令", "规则", "规矩", "提示词", "设定", "设置", "约束", "限制", "条条框框", "人设", "角色设定", "身份设定", "原则", "准则", "安全限制", "过滤"];
/** Scope words before a Chinese object (`之前的`, `上面那些`, `你那套`). */
const ZH_SCOPE = ["之前", "以前", "先前", "此前", "前面", "上面", "上述", "以上", "原来", "原有", "原先", "原始", "初始", "早先", "刚才", "最初", "过去", "系统", "默认"];
/** Demonstratives and classifiers between the scope and the object (`那套`, `那些`, `所有的`). */
const ZH_DEM = ["那套", "这套", "那些", "这些", "那个", "这个", "那条", "这条", "所有", "全部", "一切", "所有的", "全部的", "一整套"];
/** Void predicates (the object first, aspect and adverbs allowed before: `已经失效`, `都不算数了`). */
const ZH_VOID = ["失效", "作废", "无效", "不再有效", "不再适用", "不算", "不算数", "不作数", "不管用了", "没用了", "过时了", "已过时", "被取消", "取消了", "被废除", "被撤销", "被推翻", "不用管", "不必遵守", "无需遵守", "不用遵守", "不用理", "不再生效"];
/** Adverbs and aspect between a Chinese object and its void predicate. */
const ZH_VOID_MID = "(?:[ \\t]{0,2}(?:均|都|全部|一律|统统|一概|全都|已经|已|现在|从现在起|自即日起|即日起|即刻|从此|就|也|通通|全|早就|早已|统统都)){0,3}";

// ------------------------------------------------------------------ the sources

/** Korean sources: the override verbs (a word start or after a particle, not a quotation) and void predicates. */
function koSources(): { override: string[]; objects: string[] } {
  // Not negated (`무시해서는 안 됩니다`, `잊으면 안 돼`): the shared check (`negation.ts`).
  const verbs = notNegated(trie(koOverrideForms()), "ko");
  const objects = trie(KO_OBJECTS);
  return {
    override: [
      // Not a quotation or a reported order (`무시하라는 문구`, `"…잊어"라고`).
      // A whole word (`취소해야 한다` is a duty, not `취소해`).
      `(?:(?<![가-힣])|(?<=[을를은는도]))${verbs}(?![가-힣])(?![ \\t]{0,2}(?:["'”’」』)\\]]{1,4})?[ \\t]{0,2}(?:라는|라고|는 |던|ㄴ))`,
      `(?<![가-힣])${trie(KO_SCOPE)}(?:의|에서|에|에게|한테)?[ \\t]{0,4}(?:[가-힣]{1,6}[ \\t]{1,4}){0,1}${objects}(?:사항)?(?:들)?(?:은|는|이|가|도)?[ \\t]{0,4}(?:(?:모두|전부|다|이제|이제부터|전체|일체|모조리|더 ?이상|지금부터)[ \\t]{0,4}){0,2}${trie(KO_VOID)}`,
    ],
    // The object governed by the verb (`규칙은 잠시 내려놓고`, `설정을 다 잊어 주세요`), or an object received (`네가 받은 지시`).
    objects: [
      // Not after an adnominal modifier or a possessive (`복잡한 규칙은 잠시 내려놓고 게임을 즐기세요`, `앱의 설정은 삭제하세요`: a game's rules, an app's settings).
      `(?<![가-힣])(?<!(?:한|운|된|던|인|은|는|을|ㄴ|의)[ \\t]{1,2})${objects}(?:들)?(?:은|는|을|를|도)[ \\t]{0,2}(?:(?:잠시|잠깐|일단|그냥|다|모두|전부|싹|깨끗이|완전히|이제|당분간|잠시만|우선|한동안)[ \\t]{0,2}){0,2}${verbs}(?![가-힣])`,
      `(?:받은|주어진|입력된|설정된|전달된|들은|배운|부여된|지정된)[ \\t]{1,2}(?:모든[ \\t]{1,2})?${objects}`,
    ],
  };
}

/** Japanese sources. */
function jaSources(): { override: string[]; objects: string[] } {
  // Not negated (`無視してはいけません`, `忘れちゃだめ`): the shared check (`negation.ts`).
  const verbs = notNegated(trie(jaOverrideForms()), "han");
  const objects = trie(JA_OBJECTS);
  return {
    override: [
      // Not quoted or reported (`無視してという文言`, `忘れてと言われた`).
      `${verbs}(?![ \\t]{0,2}[」』"]?[ \\t]{0,2}(?:という|と言|って言|との))`,
      `${trie(JA_SCOPE)}(?:まで)?の(?:すべての|全ての|全部の|一切の)?${objects}(?:は|も|を)?(?:すべて|全て|全部|もう|もはや|今後|一切)?${trie(JA_VOID)}`,
    ],
    objects: [
      `${trie(JA_SCOPE)}(?:(?:まで|までに|に|で)?(?:受けた|受け取った|もらった|与えられた|渡された|言われた)|(?:まで)?の)(?:すべての|全ての|全部の|一切の)?${objects}`,
      // Not a thing's own (`旧バージョンの設定は削除してください`: a manual's settings file); a scope word before の is read above.
      `(?<!の)${objects}(?:は|を|も)(?:すべて|全て|全部|いったん|一旦|一度|ひとまず|ちょっと|いちど)?${verbs}`,
    ],
  };
}

/** Chinese sources. */
function zhSources(): { override: string[]; objects: string[] } {
  const objects = trie(ZH_OBJECTS);
  return {
    override: [
      // The set-aside, discard and invalidate verbs not negated (`不要忽略`, `別無視`: the shared
      // check of `negation.ts`, which also reads a Japanese negation after a shared Han verb,
      // `無視しないで`); the negated follow forms are overrides as they stand.
      notNegated(trie([...ZH_SET_ASIDE, ...ZH_DISCARD, ...ZH_INVALIDATE]), "han"),
      trie(zhNegatedFollowForms()),
      `(?:${trie(ZH_SCOPE)})(?:的)?(?:${trie(ZH_DEM)})?(?:的)?${objects}${ZH_VOID_MID}(?:被)?${trie(ZH_VOID)}`,
    ],
    objects: [
      `(?:${trie(ZH_SCOPE)})(?:的)?(?:${trie(ZH_DEM)})?(?:的)?${objects}`,
      // The reader's own (`你那套规矩`, `您的设定`): its setup's nouns only (`您的要求` is a customer's request).
      `(?:你|您)(?:的)?(?:${trie(ZH_DEM)}|原来的|之前的|现在的)?(?:的)?${trie(ZH_OWN)}`,
      // Received (`你收到的规则`, `之前接到的指令`), as Korean `받은 규칙` and Japanese `受け取った指示`.
      `(?:收到|接到|得到|获得|被给予|被赋予|被设定)的(?:所有|全部|一切)?(?:的)?${trie(ZH_OWN)}`,
    ],
  };
}

let cached: { override: string[]; "earlier-instructions": string[] } | null = null;

/**
 * The generated CJK sources of the signal table's `override` and `earlier-instructions`
 * signals (regex sources over the signal view; Han variants are folded by the table). Built on
 * first use.
 */
export function cjkOverrideSources(): { readonly override: readonly string[]; readonly "earlier-instructions": readonly string[] } {
  if (cached === null) {
    const parts = [koSources(), jaSources(), zhSources()];
    cached = { override: parts.flatMap((p) => p.override), "earlier-instructions": parts.flatMap((p) => p.objects) };
  }
  return cached;
}

/**
 * Literal stems every generated override form and object of this file holds one of (regex
 * source, raw or Han-folded text): the addressed detector's trigger atoms list them
 * (`ADDRESSED_TRIGGER`). `test/boundary/cjk-override.test.ts` checks the superset.
 */
export const CJK_OVERRIDE_STEMS =
  "접어|흘려|내려놓|내려 ?놓|놓|놔|제쳐|치워|미뤄|덮어|묻어|내버려|뒤로|보류|잊|버리|버려|지우|지워|무시|无视|無視|폐기|파기|삭제|없애|털어|떨쳐|걷어치|무효|취소|철회|백지|초기화|리셋|해제|없던|없었던|풀|푸|따르|지키|준수|신경|고려|참고|적용|반영|참조|듣|얽매|구애|연연|의식|개의|괘념|상관|아랑곳|효력|유효|의미가|" +
  "置|むし|ムシ|効力|棚上げ|保留|後回し|放って|忘れ|水に流|破棄|放棄|度外視|捨て|消|削除|スルー|無効|无效|取り消|撤回|解除|リセット|白紙|なかった|無かった|キャンセル|従|守|気に|考慮|参照|適用|遵守|縛|こだわ|とらわ|囚わ|失効|関係ありません|終わりです|廃止|もう使いません|" +
  "搁|放下|放一|放到|放在|丢|扔|抛|撇|先放放|暂且|暂时不管|靠边|忘|忽|舍弃|摒弃|清除|清空|删|去掉|甩掉|跳过|跳過|绕过|繞過|覆盖|覆蓋|废|廢|撤|推翻|清零|重置|遵|依照|按照|照着|理|在意|在乎|管|听从|聽從|服从|服從|执行|執行|顾|顧|考虑|考慮|拘泥|受制|守着|失效|不算|不作数|不作數|没用|沒用|过时|過時|取消|不再|不适用|不適用";
