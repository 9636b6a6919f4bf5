/** Polish glosses of light, fire and object concepts (lantern, beacon, anchor, compass, key, bell…), as stems. */
export const PL_THINGS: Readonly<Record<string, string>> = {
  lantern: "latarni|latarń", beacon: "latarnia morska", torch: "pochodni", candle: "świec|świeca", anchor: "kotwic", compass: "kompas", key: "klucz", bell: "dzwon", lighthouse: "latarni", mirror: "lustr|zwierciad", prism: "pryzmat", sail: "żagl|żagiel", wheel: "koł|koło", harp: "harf", throne: "tron", gate: "bram",
};
