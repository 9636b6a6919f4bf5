/** Chinese disclosure words (see `types.ts`). */
import type { DisclosureWords } from "./types.js";

export const zh: DisclosureWords = {
  framing: [
    "我的指令", "我的指示", "我的系统提示", "系统提示词", "系统提示", "我的提示词", "我被告知", "我被指示", "我被设定", "我被配置", "我的设定",
    "我的规则", "我的说明", "我被要求", "我收到的指示", "运营方要求我", "开发者要求我", "我的指令是", "我的指示是",
  ],
  directives: ["绝不", "从不", "永远不", "总是", "始终", "必须", "只能", "仅", "不要", "不得", "禁止", "保密", "机密", "拒绝", "转交"],
  source: "现代汉语词典: 指令, 指示, 设定",
};
