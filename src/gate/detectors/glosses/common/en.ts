/** English glosses of everyday concepts code names are made of (spices, food, toys, materials: saffron, kite, honey, glass…), as stems. */
export const EN_COMMON: Readonly<Record<string, string>> = {
  saffron: "saffron", kite: "kite", cinnamon: "cinnamon", ginger: "ginger", honey: "honey", lemon: "lemon", olive: "olive", plum: "plum", ribbon: "ribbon", paper: "paper", glass: "glass", pepper: "pepper",
};
