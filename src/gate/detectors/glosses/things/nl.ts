/** Dutch glosses of light, fire and object concepts (lantern, beacon, anchor, compass, key, bell…), as stems. */
export const NL_THINGS: Readonly<Record<string, string>> = {
  lantern: "lantaarn", beacon: "baken", torch: "fakkel|toorts", candle: "kaars", anchor: "anker", compass: "kompas", key: "sleutel", bell: "klok", lighthouse: "vuurtoren", mirror: "spiegel", prism: "prisma", sail: "zeil", wheel: "wiel", harp: "harp", throne: "troon", gate: "poort",
};
