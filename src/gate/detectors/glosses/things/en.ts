/** English glosses of light, fire and object concepts (lantern, beacon, anchor, compass, key, bell…), as stems. */
export const EN_THINGS: Readonly<Record<string, string>> = {
  lantern: "lantern", beacon: "beacon", torch: "torch", candle: "candle", anchor: "anchor", compass: "compass", key: "key", bell: "bell", lighthouse: "lighthouse", mirror: "mirror", prism: "prism", sail: "sail", wheel: "wheel", harp: "harp", throne: "throne", gate: "gate",
};
