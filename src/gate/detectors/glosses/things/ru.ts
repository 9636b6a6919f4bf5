/** Russian glosses of light, fire and object concepts (lantern, beacon, anchor, compass, key, bell…), as stems. */
export const RU_THINGS: Readonly<Record<string, string>> = {
  lantern: "фонар", beacon: "маяк|бакен", torch: "факел", candle: "свеч", anchor: "якор", compass: "компас", key: "ключ", bell: "колокол", lighthouse: "маяк", mirror: "зеркал", prism: "призм", sail: "парус", wheel: "колес", harp: "арф", throne: "трон|престол", gate: "ворот",
};
