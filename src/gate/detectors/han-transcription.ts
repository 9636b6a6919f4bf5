/**
 * Chinese phonetic transcriptions of Latin code names (issue 19): `Westbrook` written
 * 韦斯特布鲁克, `Tremont` 特雷蒙特, `Pelican` 佩利坎. Chinese writes a foreign name with a fixed
 * set of transcription characters (the Xinhua agency's 英语姓名译名手册 / GB/T 17693.1 tables),
 * each one syllable; their pinyin INITIALS, plus a nasal for an -n/-ng final, give a consonant
 * SKELETON that follows the English consonants closely, while the vowels do not (凯 kai for
 * `ke`, 尔 er for a final l). So a term is compared by consonants only:
 *
 * - skeleton classes: P (b p), F (f), W (w v), T (d t th), K (k hard c g q x…), J (j soft g ch
 *   tch dge; Chinese j q zh ch — Chinese also writes k and g before i with j: 基, 吉), S (s z sh
 *   soft c; Chinese s x sh z c), H, L (l r; Chinese l r and 尔/儿 er), M, N (n ng; a Chinese
 *   -n/-ng final);
 * - a non-rhotic English r (after a vowel, not before one) is optional (`Parker` 帕克), an h is
 *   optional, doubled letters collapse;
 * - only characters of the table (`SYLLABLES`) form a run; a match needs `MIN_SKELETON`
 *   consonants (`MIN_SKELETON_BARE` without a number joined to it) and three characters, so an
 *   ordinary word made of common characters (特别, 克服, 斯文) is too short to be a name.
 *
 * The skeleton is searched with the loanword matcher (`loanword.ts` `matchPattern`): the
 * pattern's slots accept skeleton symbols, and the key holds no vowels. Linear per start.
 */
import type { LoanPattern } from "./loanword.js";
import type { KeyText } from "./transliterate.js";

/** Fewest required consonants of a searched skeleton when a number must follow the name. */
export const MIN_SKELETON = 4;
/** Fewest required consonants of a skeleton searched alone (no number joined to it). */
export const MIN_SKELETON_BARE = 5;
/** Fewest characters of a Chinese match. */
export const MIN_CHARS = 3;

/**
 * Transcription characters by pinyin (tones dropped), from the tables named in the module
 * comment: the characters those tables write foreign syllables with.
 */
const SYLLABLES: Readonly<Record<string, string>> = {
  a: "阿", ai: "埃艾爱", an: "安", ang: "昂", ao: "奥", e: "厄", en: "恩", er: "尔儿", ou: "欧",
  yi: "伊", yin: "因", ying: "英", ya: "亚雅", yang: "扬", yao: "姚", ye: "耶叶", you: "尤", yu: "于", yue: "约", yun: "云", yong: "永",
  wu: "乌伍", wen: "温文", wo: "沃", wa: "瓦", wei: "威维韦", wan: "万", wang: "旺",
  ba: "巴", bai: "拜", ban: "班", bang: "邦", bao: "鲍保", bei: "贝", ben: "本", bi: "比彼", bin: "宾", bo: "波博伯柏", bu: "布", bie: "别",
  pa: "帕", pai: "派", pan: "潘", pang: "庞", pei: "佩", peng: "彭", pi: "皮", ping: "平", po: "珀", pu: "普蒲",
  da: "达", dai: "戴代黛", dan: "丹", dang: "当", dao: "道", de: "德", deng: "登邓", di: "迪蒂底", ding: "丁", duo: "多", du: "杜", dun: "敦顿",
  ta: "塔", tai: "泰", tan: "坦", tang: "汤", tao: "陶", te: "特", teng: "滕", ting: "廷汀", tuo: "托", tu: "图", tun: "屯", tong: "通", ti: "提",
  ga: "嘎", gai: "盖", gan: "甘", gang: "冈", gao: "高", ge: "格戈哥", gen: "根", gu: "古", gong: "贡", gui: "圭",
  ka: "卡", kai: "凯", kan: "坎", kang: "康", kao: "考", ke: "克科柯", ken: "肯", ku: "库", kun: "昆", kong: "孔", kui: "奎", kou: "寇",
  ji: "基吉", jin: "金", jia: "加贾", jie: "杰", jian: "简", jiang: "姜", jiao: "焦", jiu: "久", qi: "奇", qiao: "乔", qie: "切", qiong: "琼", qiu: "丘",
  zhu: "朱", zhan: "詹", zhang: "章", zhen: "珍", cha: "查", chai: "柴",
  fa: "法", fan: "范", fang: "方", fei: "费菲", fen: "芬", feng: "丰", fu: "弗福富", fo: "佛",
  ha: "哈", hai: "海", han: "汉", hang: "杭", hao: "豪", he: "赫", heng: "亨", hu: "胡", huo: "霍", hui: "惠", huai: "怀", hua: "华",
  la: "拉", lai: "莱赖", lan: "兰", lang: "朗", lao: "劳", le: "勒", lei: "雷", leng: "冷", li: "利里莉丽", lin: "林琳", luo: "洛罗", lu: "卢鲁露",
  lun: "伦", long: "龙", lie: "列", rui: "瑞芮", ruo: "若", rong: "容",
  ma: "马玛", mai: "迈麦", man: "曼", mang: "芒", mao: "毛", mei: "梅", men: "门", meng: "蒙", mi: "米密", ming: "明", mo: "莫默摩", mu: "穆姆",
  min: "敏",
  na: "纳娜", nai: "奈", nan: "南", nao: "瑙", nei: "内", ni: "尼妮", ning: "宁", nuo: "诺", nu: "努", nong: "农",
  sa: "萨", sai: "赛塞", sang: "桑", suo: "索", si: "斯思丝", sen: "森", su: "苏", sun: "孙", song: "松",
  xi: "西希锡席", xin: "辛", xiao: "肖", xie: "谢", xia: "夏", xue: "雪", xiu: "休",
  sha: "沙莎", she: "舍", shen: "申", shi: "什施", shu: "舒", shun: "顺",
  zi: "兹", ci: "茨", ze: "泽", zeng: "曾", zu: "祖", zuo: "佐", zha: "扎",
};

/** A pinyin syllable's skeleton symbols: its initial's class and N for an -n/-ng final. */
function skeletonOf(py: string): string {
  if (py === "er") return "L";
  const initial = /^(zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?/.exec(py)?.[0] ?? "";
  const cls: Record<string, string> = {
    b: "P", p: "P", f: "F", w: "W", d: "T", t: "T", g: "K", k: "K", j: "J", q: "J", zh: "J", ch: "J", x: "S", sh: "S", s: "S", z: "S", c: "S",
    h: "H", l: "L", r: "L", m: "M", n: "N", y: "",
  };
  const nasal = py.length > initial.length && py.endsWith("n") ? "N" : py.endsWith("ng") ? "N" : "";
  return (cls[initial] ?? "") + nasal;
}

/** Each transcription character's skeleton symbols. */
const HAN: ReadonlyMap<string, string> = new Map(Object.entries(SYLLABLES).flatMap(([py, chars]) => [...chars].map((c) => [c, skeletonOf(py)] as [string, string])));

/** Whether a text holds a transcription character (a cheap gate before `hanKeys`). */
export function hasTranscription(text: string): boolean {
  for (const c of text) if (HAN.has(c)) return true;
  return false;
}

/**
 * Skeleton keys of the runs of transcription characters in `text`, with original offsets;
 * every character starts a "word" (a match may start at any of them). Linear.
 */
export function hanKeys(text: string): KeyText[] {
  const runs: KeyText[] = [];
  let key = "";
  let at: number[] = [];
  let starts = new Set<number>();
  let chars = 0;
  const flush = () => {
    if (chars >= MIN_CHARS && key.length > 0) runs.push({ key, at, wordStarts: starts });
    key = "";
    at = [];
    starts = new Set();
    chars = 0;
  };
  for (let i = 0; i < text.length; i++) {
    const sk = HAN.get(text[i] as string);
    if (sk === undefined) {
      flush();
      continue;
    }
    chars += 1;
    starts.add(key.length);
    // A vowel-initial character (阿, 伊) adds no consonant: it still ends a doubled consonant.
    for (const s of sk.length > 0 ? sk : "_") {
      key += s;
      at.push(i);
    }
  }
  flush();
  return runs;
}

/**
 * The consonant-skeleton pattern of a Latin term's letters (module comment), or null when it
 * has fewer than `min` required consonants.
 *
 * @example
 * hanPattern("westbrook", 5) // slots W S T P L K → matches 韦斯特布鲁克
 */
export function hanPattern(letters: string, min: number): LoanPattern | null {
  const slots: { syms: string; optional: boolean }[] = [];
  const w = letters.toLowerCase().replace(/[^a-z]/g, "");
  const vowel = (c: string | undefined) => c !== undefined && /[aeiouy]/.test(c);
  const push = (syms: string, optional = false) => {
    const prev = slots[slots.length - 1];
    if (prev && prev.syms === syms) {
      prev.optional &&= optional;
      return;
    }
    slots.push({ syms, optional });
  };
  for (let i = 0; i < w.length; i++) {
    const c = w[i] as string;
    const next = w[i + 1];
    const two = w.slice(i, i + 2);
    const three = w.slice(i, i + 3);
    if (three === "tch" || three === "dge") {
      push("J");
      i += 2;
    } else if (two === "ph") {
      push("F");
      i += 1;
    } else if (two === "th") {
      push("TS");
      i += 1;
    } else if (two === "sh") {
      push("S");
      i += 1;
    } else if (two === "ch") {
      push("JKS");
      i += 1;
    } else if (two === "ck") {
      push("K");
      i += 1;
    } else if (two === "gh") i += 1;
    else if (two === "ng" && !vowel(w[i + 2])) {
      push("N");
      push("K", true);
      i += 1;
    } else if (two === "qu") {
      push("KJ");
      push("W", true);
      i += 1;
    } else if (vowel(c)) continue;
    else if (c === "b" || c === "p") push("P");
    else if (c === "f") push("F");
    else if (c === "v") push("WF");
    else if (c === "w") {
      if (vowel(next)) push("W");
    } else if (c === "d" || c === "t") push("T");
    else if (c === "k" || c === "q") push("KJ");
    else if (c === "c") push(/[eiy]/.test(next ?? "") ? "S" : "KJ");
    else if (c === "g") push(/[eiy]/.test(next ?? "") ? "JK" : "KJ");
    else if (c === "j") push("J");
    else if (c === "s" || c === "z") push("S");
    else if (c === "x") {
      push("KJ");
      push("S");
    } else if (c === "l") push("L");
    else if (c === "r") push("L", vowel(w[i - 1]) && !vowel(next));
    else if (c === "m") push("M");
    else if (c === "n") push("N");
    else if (c === "h") push("H", true);
  }
  const required = slots.filter((s) => !s.optional).length;
  if (required < min || slots.length > 31) return null;
  const accepts: Record<string, number> = {};
  let optional = 0;
  slots.forEach((s, i) => {
    for (const sym of s.syms) accepts[sym] = (accepts[sym] ?? 0) | (1 << i);
    if (s.optional) optional |= 1 << i;
  });
  const heads = new Set<string>();
  for (const s of slots) {
    for (const sym of s.syms) heads.add(sym);
    if (!s.optional) break;
  }
  // No consonant slot takes an epenthetic vowel: the key has none (`consonant` 0).
  return { size: slots.length, required, heads, accepts, optional, consonant: 0 };
}
