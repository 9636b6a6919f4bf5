/** Italian glosses of light, fire and object concepts (lantern, beacon, anchor, compass, key, bell…), as stems. */
export const IT_THINGS: Readonly<Record<string, string>> = {
  lantern: "lanterna|lanterne", beacon: "faro|fari", torch: "torcia|torce|fiaccola", candle: "candela|candele", anchor: "ancora", compass: "bussola|bussole", key: "chiave|chiavi", bell: "campana|campane", lighthouse: "faro|fari", mirror: "specchio|specchi", prism: "prisma|prismi", sail: "vela|vele", wheel: "ruota|ruote", harp: "arpa|arpe", throne: "trono|troni", gate: "porta|porte|cancello",
};
