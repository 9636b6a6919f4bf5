/** French glosses of light, fire and object concepts (lantern, beacon, anchor, compass, key, bell…), as stems. */
export const FR_THINGS: Readonly<Record<string, string>> = {
  lantern: "lanterne", beacon: "balise|fanal", torch: "torche|flambeau", candle: "bougie|chandelle", anchor: "ancre", compass: "boussole|compas", key: "clé|clef", bell: "cloche", lighthouse: "phare", mirror: "miroir", prism: "prisme", sail: "voile", wheel: "roue", harp: "harpe", throne: "trône", gate: "porte|portail",
};
