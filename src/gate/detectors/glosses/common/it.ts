/** Italian glosses of everyday concepts code names are made of (spices, food, toys, materials: saffron, kite, honey, glass…), as stems. */
export const IT_COMMON: Readonly<Record<string, string>> = {
  saffron: "zafferano", kite: "aquilone", cinnamon: "cannella", ginger: "zenzero", honey: "miele", lemon: "limone", olive: "oliva", plum: "prugna|susina", ribbon: "nastro", paper: "carta", glass: "vetro", pepper: "pepe",
};
