/** Japanese glosses of everyday concepts code names are made of (spices, food, toys, materials: saffron, kite, honey, glass…), as stems. */
export const JA_COMMON: Readonly<Record<string, string>> = {
  saffron: "サフラン", kite: "凧|たこ|カイト", cinnamon: "シナモン|肉桂", ginger: "生姜|しょうが|ジンジャー", honey: "蜂蜜|はちみつ|ハニー", lemon: "レモン|檸檬", olive: "オリーブ", plum: "梅|すもも|プラム", ribbon: "リボン", paper: "紙|かみ|ペーパー", glass: "ガラス|硝子", pepper: "胡椒|こしょう|ペッパー",
};
