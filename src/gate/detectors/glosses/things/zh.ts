/** Chinese glosses of light, fire and object concepts (lantern, beacon, anchor, compass, key, bell…), as stems. */
export const ZH_THINGS: Readonly<Record<string, string>> = {
  lantern: "灯笼|燈籠|提灯", beacon: "灯塔|燈塔|烽火|信标|信標", torch: "火炬|火把", candle: "蜡烛|蠟燭", anchor: "锚|錨", compass: "罗盘|羅盤|指南针|指南針", key: "钥匙|鑰匙", bell: "钟|鐘|铃|鈴", lighthouse: "灯塔|燈塔", mirror: "镜子|鏡子|镜|鏡", prism: "棱镜|稜鏡", sail: "帆", wheel: "轮子|輪子|车轮|車輪", harp: "竖琴|豎琴", throne: "王座|宝座|寶座", gate: "大门|大門|门|門",
};
