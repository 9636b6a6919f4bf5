/** Japanese glosses of light, fire and object concepts (lantern, beacon, anchor, compass, key, bell…), as stems. */
export const JA_THINGS: Readonly<Record<string, string>> = {
  lantern: "提灯|灯籠|ランタン", beacon: "灯台|狼煙|ビーコン", torch: "松明|たいまつ|トーチ", candle: "蝋燭|ろうそく|キャンドル", anchor: "錨|いかり|アンカー", compass: "羅針盤|方位磁針|コンパス", key: "鍵|かぎ", bell: "鐘|鈴|ベル", lighthouse: "灯台", mirror: "鏡|かがみ|ミラー", prism: "プリズム", sail: "帆", wheel: "車輪|ホイール", harp: "竪琴|ハープ", throne: "玉座|王座", gate: "門|ゲート",
};
