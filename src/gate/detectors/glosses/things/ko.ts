/** Korean glosses of light, fire and object concepts (lantern, beacon, anchor, compass, key, bell…), as stems. */
export const KO_THINGS: Readonly<Record<string, string>> = {
  lantern: "등불|랜턴|초롱", beacon: "봉화|비컨|등대", torch: "횃불|토치", candle: "촛불|양초|캔들", anchor: "닻|앵커", compass: "나침반|컴퍼스", key: "열쇠", bell: "종소리|방울|벨", lighthouse: "등대", mirror: "거울|미러", prism: "프리즘", sail: "돛", wheel: "바퀴|휠", harp: "하프", throne: "왕좌|옥좌", gate: "관문|게이트",
};
