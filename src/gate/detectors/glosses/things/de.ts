/** German glosses of light, fire and object concepts (lantern, beacon, anchor, compass, key, bell…), as stems. */
export const DE_THINGS: Readonly<Record<string, string>> = {
  lantern: "laterne", beacon: "leuchtfeuer|signalfeuer", torch: "fackel", candle: "kerze", anchor: "anker", compass: "kompass", key: "schlüssel", bell: "glocke", lighthouse: "leuchtturm|leuchttürm", mirror: "spiegel", prism: "prisma", sail: "segel", wheel: "rad|räder", harp: "harfe", throne: "thron", gate: "pforte|tor",
};
