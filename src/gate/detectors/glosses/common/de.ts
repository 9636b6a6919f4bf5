/** German glosses of everyday concepts code names are made of (spices, food, toys, materials: saffron, kite, honey, glass…), as stems. */
export const DE_COMMON: Readonly<Record<string, string>> = {
  saffron: "safran", kite: "drachen", cinnamon: "zimt", ginger: "ingwer", honey: "honig", lemon: "zitrone", olive: "olive", plum: "pflaume", ribbon: "band|schleife", paper: "papier", glass: "glas", pepper: "pfeffer",
};
