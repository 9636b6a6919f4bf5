/** Chinese glosses of everyday concepts code names are made of (spices, food, toys, materials: saffron, kite, honey, glass…), as stems. */
export const ZH_COMMON: Readonly<Record<string, string>> = {
  saffron: "藏红花|番红花|藏紅花|番紅花", kite: "风筝|風箏|鸢|鳶", cinnamon: "肉桂|桂皮", ginger: "姜|薑", honey: "蜂蜜|蜜", lemon: "柠檬|檸檬", olive: "橄榄|橄欖", plum: "李子|梅子", ribbon: "丝带|絲帶|缎带", paper: "纸|紙", glass: "玻璃", pepper: "胡椒",
};
