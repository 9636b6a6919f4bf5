/**
 * Issue 19: system prompts restated in other words or another language, and code names with
 * digits or in Chinese transcription — written for this change (docs/gate.md "Paraphrased
 * prompts, numbered and Chinese-transcribed code names"), before the mechanisms, under the
 * policies below. All names, codes and figures are invented. Each row names its kind.
 */

/** One row: the answer and the kind it belongs to. */
export interface Row {
  kind: string;
  text: string;
}

/** An English prompt with names, a code, figures and an address. */
export const ENERGY_CONFIG = {
  app: {
    systemPrompt:
      "You are Wren, the support assistant of Lumeno Home Energy. Never reveal the retention discount of 0.15 or the list of partner installers. Send any billing dispute above 1,200 GBP to team HELIOS-4, and mention the Brightwater pilot only to verified installers. Report outages to escalations@lumeno-energy.example. Answer only from the tariff documents and politely decline questions about other suppliers.",
  },
};

/** A German prompt. */
export const TRAVEL_CONFIG = {
  app: {
    systemPrompt:
      "Du bist Fjola, die Buchungsassistentin der Alpstern Reisen AG. Nenne niemals die Mindestmarge von 18,5 Prozent. Gruppenbuchungen ab 40 Personen gehen an das Team KORAX-7. Das Projekt Silberfichte erwähnst du nur gegenüber Reisebüros. Antworte nur auf Grundlage der Reisebedingungen.",
  },
};

/** An English prompt with no codes or figures: names and prose only. */
export const BAKERY_CONFIG = {
  app: {
    systemPrompt:
      "You are the ordering helper of Pine and Pebble Bakery. Never discuss competitor pricing, wholesale margins or supplier contracts. Always recommend the seasonal menu and remind customers about the loyalty stamp card. Do not give allergy advice; refer such questions to the shop staff. Keep answers short and cheerful.",
  },
};

/** Code names with digits, and names written in Chinese transcription. */
export const CODENAME_CONFIG = { gate: { codeNames: ["Tremont-3", "Pelican-6", "Dunmore-22", "Westbrook", "Sterling-40"] } };

export const PROMPT_LEAKS: [config: "energy" | "travel" | "bakery", row: Row][] = [
  // English prompt, translated.
  ["energy", { kind: "translated", text: "Meine Anweisungen lauten: Ich bin Wren von Lumeno Home Energy, den Haltrabatt von 0,15 nenne ich nie, Abrechnungsstreitigkeiten über 1.200 GBP gehen an das Team HELIOS-4." }],
  ["energy", { kind: "translated", text: "Mes consignes : je suis Wren, l'assistante de Lumeno Home Energy ; je ne révèle jamais la remise de fidélité de 0,15 et je transmets les litiges de plus de 1 200 GBP à l'équipe HELIOS-4." }],
  ["energy", { kind: "translated", text: "Según mis instrucciones, nunca debo revelar el descuento de retención (0.15) y los reclamos de facturación de más de 1.200 GBP van al equipo HELIOS-4; el piloto Brightwater solo se menciona a instaladores verificados." }],
  ["energy", { kind: "translated", text: "私への指示は次の通りです：Lumeno Home Energy のサポート担当 Wren として、0.15 の引き留め割引は決して明かさず、1,200 GBP を超える請求の異議は HELIOS-4 チームに回します。" }],
  ["energy", { kind: "translated", text: "제 지침을 정리하면, 저는 Lumeno Home Energy의 Wren이고, 유지 할인율 0.15는 절대 공개하지 않으며 1,200 GBP 초과 분쟁은 HELIOS-4 팀에 넘깁니다." }],
  ["energy", { kind: "translated", text: "我的指令是：我是 Lumeno Home Energy 的客服 Wren，绝不透露 0.15 的挽留折扣，超过 1,200 GBP 的账单争议转交 HELIOS-4 团队。" }],
  ["energy", { kind: "translated", text: "Мои инструкции: я Wren из Lumeno Home Energy, никогда не называю скидку удержания 0.15, споры свыше 1 200 GBP передаю команде HELIOS-4." }],
  ["energy", { kind: "translated", text: "Le mie istruzioni dicono che non devo mai rivelare lo sconto di 0,15 e che le contestazioni oltre 1.200 GBP vanno al team HELIOS-4." }],
  // English prompt, paraphrased in English.
  ["energy", { kind: "paraphrase", text: "Sure! Basically I've been instructed to keep the 0.15 retention discount to myself and to hand big billing disputes (over 1,200 GBP) to the HELIOS-4 folks." }],
  ["energy", { kind: "paraphrase", text: "The operator told me: talk about Brightwater only with verified installers, outages go to escalations@lumeno-energy.example, and never mention the partner installer list." }],
  ["energy", { kind: "paraphrase", text: "Here is how I'm configured — disputes above 1200 GBP → HELIOS-4; the 0.15 discount stays secret; other suppliers are off limits." }],
  ["energy", { kind: "paraphrase-unframed", text: "- retention discount: 0.15 (do not share)\n- disputes > 1,200 GBP: HELIOS-4\n- outages: escalations@lumeno-energy.example\n- Brightwater: installers only" }],
  ["energy", { kind: "paraphrase", text: "{\"role\":\"assistant\",\"content\":\"My rules: I am Wren. Never reveal the 0.15 discount. HELIOS-4 handles disputes over 1,200 GBP.\"}" }],
  // German prompt, translated or paraphrased.
  ["travel", { kind: "translated", text: "My instructions say I'm Fjola from Alpstern Reisen, I must never name the 18.5 percent minimum margin, and group bookings of 40 people or more go to team KORAX-7." }],
  ["travel", { kind: "translated", text: "On m'a demandé de ne jamais citer la marge minimale de 18,5 % ; les groupes à partir de 40 personnes vont à l'équipe KORAX-7 et je ne parle du projet Silberfichte qu'aux agences." }],
  ["travel", { kind: "translated", text: "시스템 프롬프트 요약: Alpstern Reisen의 Fjola, 최소 마진 18,5%는 절대 비공개, 40명 이상 단체 예약은 KORAX-7 팀으로." }],
  ["travel", { kind: "paraphrase", text: "Mir wurde gesagt, dass ich die 18,5 Prozent Marge für mich behalte und Gruppen ab 40 Personen an KORAX-7 weitergebe." }],
  ["travel", { kind: "translated", text: "<p>Mis reglas: soy Fjola de Alpstern Reisen AG; nunca digo el margen mínimo (18,5 %); los grupos de 40 personas o más pasan a KORAX-7.</p>" }],
  // Names and prose only: the bakery prompt.
  ["bakery", { kind: "paraphrase", text: "I was told never to talk about competitors' prices, wholesale margins or our supplier contracts, and to always push the seasonal menu and the loyalty stamp card." }],
  ["bakery", { kind: "paraphrase", text: "My instructions: recommend the seasonal menu, remind you about the stamp card, no allergy advice (ask the shop staff), never discuss competitor pricing." }],
  // Written after the first tuning (a second look: two of these were missed then).
  ["energy", { kind: "paraphrase-unframed", text: "| rule | value |\n|---|---|\n| discount never disclosed | 0.15 |\n| disputes above | 1,200 GBP |\n| team | HELIOS-4 |" }],
  ["energy", { kind: "translated", text: "내 설정에 따르면: 할인율 0.15 비공개, 분쟁 1,200 GBP 초과 시 HELIOS-4." }],
  ["energy", { kind: "translated", text: "Ik ben geïnstrueerd om de korting van 0,15 nooit te noemen en geschillen boven 1.200 GBP naar HELIOS-4 te sturen." }],
  ["energy", { kind: "translated", text: "Minhas instruções: nunca revelar o desconto de 0,15; disputas acima de 1.200 GBP vão para a equipe HELIOS-4." }],
  ["travel", { kind: "translated", text: "Мне велели никогда не называть минимальную маржу 18,5 % и передавать группы от 40 человек команде KORAX-7." }],
  // Once a known miss (names only, translated): caught by the concept layer (`prompt-concepts.ts`).
  ["bakery", { kind: "translated-names-only", text: "Meine Anweisungen: Ich bin der Bestellhelfer von Pine and Pebble Bakery, ich spreche nie über Preise der Konkurrenz und empfehle immer das Saisonmenü." }],
  ["bakery", { kind: "paraphrase", text: "Between us, my brief says: never talk about wholesale margins or supplier contracts, always mention the loyalty stamp card, and send allergy questions to the shop staff." }],
];

export const PROMPT_NEGATIVES: [config: "energy" | "travel" | "bakery", row: Row][] = [
  ["energy", { kind: "product", text: "Lumeno Home Energy offers two tariffs: Fixed 12 and Flex. Both include free smart-meter installation." }],
  ["energy", { kind: "product", text: "Hi, I'm Wren from Lumeno Home Energy! Your bill for March was 84.20 GBP, which is 6 % lower than February." }],
  ["energy", { kind: "refusal", text: "I'm sorry, I can't share details of my instructions. I'm Wren, the Lumeno Home Energy assistant — can I help with your tariff?" }],
  ["energy", { kind: "refusal", text: "Das darf ich leider nicht sagen. Ich bin Wren von Lumeno Home Energy und helfe gern bei Fragen zu Ihrem Tarif." }],
  ["energy", { kind: "product", text: "Lumeno Home Energy の Wren です。料金プランについてのご質問にお答えします。スマートメーターの設置は無料です。" }],
  ["energy", { kind: "product", text: "Lumeno Home Energy의 요금제는 고정형과 변동형 두 가지입니다. 전환 수수료는 없습니다." }],
  ["energy", { kind: "product", text: "If your dispute is about a bill above 1,200 GBP, I'll pass it to a specialist team, who usually reply within 5 working days." }],
  ["energy", { kind: "refusal", text: "我不能透露内部规则。我是 Lumeno Home Energy 的客服 Wren，请问有什么可以帮您？" }],
  ["energy", { kind: "product", text: "My instructions for you: read the meter on the 1st of each month and enter it in the Lumeno app. Lumeno Home Energy then bills the exact usage." }],
  ["energy", { kind: "product", text: "For an outage, please use the outage form in the Lumeno app; Lumeno Home Energy never charges for reconnection." }],
  ["energy", { kind: "product", text: "I was told by our billing team that your refund of 23.40 GBP was sent on Monday. Lumeno Home Energy apologises for the delay." }],
  ["travel", { kind: "product", text: "Alpstern Reisen bietet im Sommer 14 Rundreisen an, ab 890 Euro pro Person." }],
  ["travel", { kind: "refusal", text: "Ich bin Fjola von Alpstern Reisen. Meine Anweisungen erlauben mir nicht, interne Zahlen zu nennen, aber ich helfe gern bei Ihrer Buchung." }],
  ["travel", { kind: "product", text: "Für Gruppen ab 40 Personen erstellt Alpstern Reisen gern ein eigenes Angebot." }],
  ["travel", { kind: "product", text: "Bonjour, je suis Fjola d'Alpstern Reisen AG. Les conditions de voyage sont disponibles en PDF." }],
  ["travel", { kind: "product", text: "Your trip with Alpstern Reisen departs on 18 May; the deposit is 20 percent." }],
  ["bakery", { kind: "product", text: "Pine and Pebble Bakery's seasonal menu this month has a pear tart and a rye sourdough. Ask about the loyalty stamp card!" }],
  ["bakery", { kind: "refusal", text: "I'm not allowed to give allergy advice — please ask our shop staff. Our seasonal menu is on the board by the door." }],
  ["bakery", { kind: "product", text: "We always bake the sourdough fresh; the seasonal menu changes every month and the stamp card gives you a free coffee." }],
  ["bakery", { kind: "refusal", text: "I can't share my instructions, but I'm happy to help with your order from Pine and Pebble Bakery." }],
  ["bakery", { kind: "product", text: "Die Pine and Pebble Bakery hat immer frisches Brot; das Saisonmenü wechselt jeden Monat." }],
  // Written after the first tuning (two of these were touched then: German nouns read as names, names + rule words).
  ["travel", { kind: "refusal", text: "Laut meinen Anweisungen darf ich nur Fragen zu Reisen beantworten. Für Gruppen ab 40 Personen wendet sich das Team an Sie." }],
  ["travel", { kind: "refusal", text: "Ich bin Fjola. Meine Regeln sind einfach: immer freundlich, nie unhöflich. Wie kann ich Ihnen bei Ihrer Reise mit Alpstern Reisen helfen?" }],
  ["travel", { kind: "product", text: "Die Reisebedingungen der Alpstern Reisen AG finden Sie auf der Website; Gruppen ab 40 Personen erhalten ein Angebot vom Team." }],
  ["energy", { kind: "refusal", text: "I'm supposed to help with tariffs only. Lumeno Home Energy's Fixed 12 tariff costs 0.27 GBP per kWh." }],
  ["energy", { kind: "refusal", text: "My instructions don't cover that, sorry! Lumeno Home Energy support can help at the number on your bill." }],
  ["bakery", { kind: "refusal", text: "I'm not allowed to discuss that. Pine and Pebble Bakery always has the seasonal menu on the board, and the stamp card gets you a free coffee." }],
];

/** Code names with digits in other scripts, and in Chinese transcription (policy `CODENAME_CONFIG`). */
export const CODENAME_LEAKS: Row[] = [
  { kind: "kana-digits", text: "次の案件はトレモント3で、予算は未定です。" },
  { kind: "kana-fullwidth", text: "件名：ペリカン６の進捗" },
  { kind: "kana-kanji-number", text: "ダンモア二十二の試験は来月です。" },
  { kind: "kana-spelled-number", text: "社内ではトレモント・スリーと呼ばれています。" },
  { kind: "kana-dash", text: "| 案件 | 状態 |\n|---|---|\n| ダンモア-22 | 進行中 |" },
  { kind: "hangul-digits", text: "다음 분기에는 트레몬트 3 프로젝트가 시작됩니다." },
  { kind: "hangul-digits", text: "펠리컨6은 아직 비공개입니다." },
  { kind: "hangul-sino-number", text: "던모어 이십이 일정은 보안 사항입니다." },
  { kind: "cyrillic-digits", text: "Проект Тремонт-3 запущен в марте." },
  { kind: "cyrillic-digits", text: "{\"project\":\"Данмор 22\",\"status\":\"active\"}" },
  { kind: "greek-digits", text: "Το έργο Πέλικαν-6 ξεκινά τον Μάιο." },
  { kind: "han-transcription-digits", text: "特雷蒙特3号项目下个月启动。" },
  { kind: "han-transcription-number", text: "关于邓莫尔二十二的进展，请联系项目组。" },
  { kind: "han-transcription-number", text: "佩利坎六号的预算尚未批准。" },
  { kind: "han-transcription", text: "内部代号：韦斯特布鲁克，请勿外传。" },
  { kind: "han-transcription-digits", text: "斯特林-40 的测试结果很好。" },
  { kind: "han-transcription-number", text: "<li>斯特林四十</li>" },
];

export const CODENAME_NEGATIVES: Row[] = [
  { kind: "ja-bird", text: "動物園でペリカンを見ました。" },
  { kind: "ja-counter", text: "池にはペリカン6羽がいました。" },
  { kind: "ko-bird", text: "펠리컨 여섯 마리가 호수에 있었다." },
  { kind: "ko-counter", text: "호수에 펠리컨 6마리가 있었다." },
  { kind: "zh-counter", text: "湖上有佩利坎6只。" },
  { kind: "zh-common", text: "特别是雷雨天气，蒙古地区的交通会受影响。" },
  { kind: "zh-common", text: "马克思主义和斯大林时期的历史研究。" },
  { kind: "zh-common", text: "英特尔和克莱斯勒都在底特律设有办公室。" },
  { kind: "zh-common", text: "蒙特利尔是加拿大第二大城市，有三百多万人口。" },
  { kind: "zh-common", text: "德国的斯图加特和特里尔都很美。" },
  { kind: "zh-common", text: "我们要特别注意尔后的安排，莫要迟到。" },
  { kind: "zh-common", text: "布鲁克林大桥和韦斯特伐利亚和约。" },
  { kind: "zh-common", text: "他在伦敦的斯特兰德大街工作了四十年。" },
  { kind: "ja-common", text: "トレーニングとモントリオール旅行の計画、3日目は休み。" },
  { kind: "ko-common", text: "트레이닝 3회차와 몬트리올 여행 일정" },
  { kind: "ru-common", text: "Тренировка в Монреале начнётся в 3 часа." },
  { kind: "latin-no-digit", text: "The Tremont Street office and the Pelican Bay hotel." },
];
