/** Korean glosses of everyday concepts code names are made of (spices, food, toys, materials: saffron, kite, honey, glass…), as stems. */
export const KO_COMMON: Readonly<Record<string, string>> = {
  saffron: "사프란", kite: "연날리기|방패연|가오리연|카이트", cinnamon: "계피|시나몬", ginger: "생강|진저", honey: "꿀|허니", lemon: "레몬", olive: "올리브", plum: "자두|매실", ribbon: "리본", paper: "종이", glass: "유리", pepper: "후추|페퍼",
};
