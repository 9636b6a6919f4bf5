/** Japanese disclosure words (see `types.ts`). */
import type { DisclosureWords } from "./types.js";

export const ja: DisclosureWords = {
  framing: [
    "私の指示", "私への指示", "指示は次", "指示では", "と指示されて", "指示されて", "指示を受けて", "システムプロンプト", "私のプロンプト",
    "私のルール", "私の設定", "設定されて", "と言われて", "命じられて", "運営者から", "開発者から", "指示内容", "受けている指示", "受けた指示", "指示はこう",
  ],
  directives: ["決して", "絶対に", "常に", "必ず", "のみ", "だけ", "してはいけない", "しない", "禁止", "秘密", "非公開", "開示せず", "回します", "断る"],
  impersonal: ["システムプロンプト"],
  source: "大辞林: 指示, 設定; usage of 〜と指示されている",
};
