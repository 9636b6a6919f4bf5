/** French glosses of everyday concepts code names are made of (spices, food, toys, materials: saffron, kite, honey, glass…), as stems. */
export const FR_COMMON: Readonly<Record<string, string>> = {
  saffron: "safran", kite: "cerfvolant|volant", cinnamon: "cannelle", ginger: "gingembre", honey: "miel", lemon: "citron", olive: "olive", plum: "prune", ribbon: "ruban", paper: "papier", glass: "verre", pepper: "poivre",
};
