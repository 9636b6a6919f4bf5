/** Russian glosses of everyday concepts code names are made of (spices, food, toys, materials: saffron, kite, honey, glass…), as stems. */
export const RU_COMMON: Readonly<Record<string, string>> = {
  saffron: "шафран", kite: "воздушный змей|воздушного змея|змей|змея", cinnamon: "корица|корицы", ginger: "имбир", honey: "мёд|мед|медов", lemon: "лимон", olive: "олив|маслин", plum: "слив", ribbon: "лент", paper: "бумаг", glass: "стекл|стеклян", pepper: "перец|перц",
};
