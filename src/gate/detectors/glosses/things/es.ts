/** Spanish glosses of light, fire and object concepts (lantern, beacon, anchor, compass, key, bell…), as stems. */
export const ES_THINGS: Readonly<Record<string, string>> = {
  lantern: "linterna|farol", beacon: "baliza|faro", torch: "antorcha", candle: "vela|velas", anchor: "ancla", compass: "brújula|compás", key: "llave", bell: "campana", lighthouse: "faro", mirror: "espejo", prism: "prisma", sail: "vela|velas", wheel: "rueda", harp: "arpa", throne: "trono", gate: "puerta|portón",
};
