/** Spanish glosses of everyday concepts code names are made of (spices, food, toys, materials: saffron, kite, honey, glass…), as stems. */
export const ES_COMMON: Readonly<Record<string, string>> = {
  saffron: "azafrán|azafran", kite: "cometa|papalote|barrilete", cinnamon: "canela", ginger: "jengibre", honey: "miel", lemon: "limón|limon", olive: "oliva|aceituna", plum: "ciruela", ribbon: "cinta|listón", paper: "papel", glass: "vidrio|cristal", pepper: "pimienta",
};
