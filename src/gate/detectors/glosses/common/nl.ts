/** Dutch glosses of everyday concepts code names are made of (spices, food, toys, materials: saffron, kite, honey, glass…), as stems. */
export const NL_COMMON: Readonly<Record<string, string>> = {
  saffron: "saffraan", kite: "vlieger", cinnamon: "kaneel", ginger: "gember", honey: "honing", lemon: "citroen", olive: "olijf", plum: "pruim", ribbon: "lint", paper: "papier", glass: "glas", pepper: "peper",
};
