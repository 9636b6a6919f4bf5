/** Polish glosses of everyday concepts code names are made of (spices, food, toys, materials: saffron, kite, honey, glass…), as stems. */
export const PL_COMMON: Readonly<Record<string, string>> = {
  saffron: "szafran", kite: "latawiec|latawc", cinnamon: "cynamon", ginger: "imbir", honey: "miód|miod", lemon: "cytryn", olive: "oliwk", plum: "śliwk|sliwk", ribbon: "wstąż|wstaz|wstęg", paper: "papier", glass: "szkł|szkl", pepper: "pieprz",
};
