/** Portuguese glosses of everyday concepts code names are made of (spices, food, toys, materials: saffron, kite, honey, glass…), as stems. */
export const PT_COMMON: Readonly<Record<string, string>> = {
  saffron: "açafrão|acafrao", kite: "pipa|papagaio|papagaio de papel", cinnamon: "canela", ginger: "gengibre", honey: "mel", lemon: "limão|limao", olive: "oliva|azeitona", plum: "ameixa", ribbon: "fita", paper: "papel", glass: "vidro", pepper: "pimenta",
};
