/** Portuguese glosses of light, fire and object concepts (lantern, beacon, anchor, compass, key, bell…), as stems. */
export const PT_THINGS: Readonly<Record<string, string>> = {
  lantern: "lanterna", beacon: "farol|faróis", torch: "tocha", candle: "vela|velas", anchor: "âncora", compass: "bússola", key: "chave", bell: "sino|sinos", lighthouse: "farol|faróis", mirror: "espelho", prism: "prisma", sail: "vela|velas", wheel: "roda", harp: "harpa", throne: "trono", gate: "portão|porta",
};
