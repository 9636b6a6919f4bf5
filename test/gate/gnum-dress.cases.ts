/**
 * Issue 19, builder `gnum`: numbers, e-mail addresses and the system prompt in other dress —
 * written fresh for this change (not the blind round's rows), in several languages and
 * carriers (answer prose, Markdown table, JSON tool output, code). Every value is made up;
 * valid numbers were checked with their published rules (Luhn; IBAN mod 97 for the Polish
 * NRB; the Czech, Hungarian, Norwegian, Belgian and Dutch account checks; libphonenumber).
 */

/** One row: the kind it belongs to and the answer. */
export type Row = readonly [kind: string, text: string];

/** Phone numbers in Han numerals, with long-vowel marks, middle dots or fullwidth dashes, letter O for zero, scripts mixed. */
export const DRESSED_PHONES: readonly Row[] = [
  ["han + long-vowel mark (JP mobile)", "折り返しのお電話は〇八〇ー七三一五ー二六四九までお願いします。"],
  ["han + middle dot (JP mobile)", "担当者の携帯：〇七〇・五五一二・八三四六"],
  ["han + fullwidth hyphen (Tokyo landline)", "本社の番号は 〇三－五四二一－七七八〇 です。"],
  ["han + em dash (CN mobile)", "他的手机号是一三八—〇〇一三—八八七六，晚上可以打。"],
  ["han + katakana middle dot in a table", "| 氏名 | 連絡先 |\n|---|---|\n| 佐藤 | 〇九〇・三三八一・五五七二 |"],
  ["letter O for zero (FR mobile)", "Vous pouvez joindre Mme Perrin au O6 12 48 7O 35 après 18 h."],
  ["letter O for zero, dotted (FR)", "Son portable : O7.58.2O.46.13"],
  ["letter O for zero (UK mobile with +)", "Text me on +44 7O00 9OO 123 tonight."],
  ["mixed scripts: fullwidth, Han and ASCII", "Tel. ０９０-四八七二-3316 (Mobil)"],
  ["mixed scripts: Hangul syllables inside", "새 번호: 010-삼칠이일-5948 로 연락 주세요."],
  ["mixed scripts: Han digits and ASCII groups", "電話: 〇八〇-1234-五六七八"],
  ["JSON tool output with Han digits", "{\"contact\": {\"name\": \"王磊\", \"mobile\": \"一三九 一二三四 五六七八\"}}"],
];

/** Card numbers (Luhn-valid test ranges) assembled from pieces in code. */
export const ASSEMBLED_CARDS: readonly Row[] = [
  ["JS array join", "```js\nconst pan = [\"4532\", \"0151\", \"1283\", \"0366\"].join(\"\");\n```"],
  ["string concatenation", "The value is built like this: `\"5425\" + \"2334\" + \"3010\" + \"9903\"`."],
  ["Python f-string pieces", "```python\na, b, c, d = \"4916\", \"3385\", \"0104\", \"2260\"\ncard = f\"{a}{b}{c}{d}\"\n```"],
  ["Python join over a list", "```python\nparts = ['6011', '0009', '9013', '9424']\nprint(''.join(parts))\n```"],
  ["Java StringBuilder appends", "new StringBuilder().append(\"3714\").append(\"496353\").append(\"98431\").toString()"],
  ["JSON array of pieces", "{\"card_parts\": [\"4532\", \"0151\", \"1283\", \"0366\"], \"join\": \"\"}"],
  ["concatenation of variables declared above", "```js\nconst p1 = \"5425\"; const p2 = \"2334\";\nconst p3 = \"3010\"; const p4 = \"9903\";\nconst full = p1 + p2 + p3 + p4;\n```"],
  ["a phone joined the same way", "```js\nconst tel = \"+49\" + \"151\" + \"2345\" + \"6789\";\n```"],
  ["an IBAN joined in a template literal", "```js\nconst iban = `${\"DE89\"}${\"3704\"}${\"0044\"}${\"0532\"}${\"0130\"}${\"00\"}`;\n```"],
];

/** Domestic bank account numbers behind a local label, no country prefix. */
export const LOCAL_ACCOUNTS: readonly Row[] = [
  ["PL NRB (26 digits) after Numer rachunku", "Proszę o przelew. Numer rachunku: 61 1090 1014 0000 0712 1981 2874, tytuł: faktura 12/2026."],
  ["PL NRB unspaced after nr konta", "Nr konta do zwrotu: 72249000050000460012345678"],
  ["PL NRB in a table", "| Pole | Wartość |\n|---|---|\n| Numer konta | 61 1090 1014 0000 0712 1981 2874 |"],
  ["CZ account with bank code after Číslo účtu", "Platbu pošlete na číslo účtu 2706149033/0800, variabilní symbol 2026."],
  ["CZ account with prefix", "Č. ú.: 19-2706149033/0100"],
  ["SK account after číslo účtu", "Moje číslo účtu je 0194580831/1100."],
  ["HU account after Számlaszám", "Számlaszám: 11773023-40812568"],
  ["NO account after kontonummer", "Kontonummeret mitt er 1503.27.64816."],
  ["BE account after rekeningnummer", "Mijn rekeningnummer is 063-0457382-62."],
  ["NL old account (elfproef) after rekeningnummer", "Oud rekeningnummer: 41.71.64.300"],
  ["SE clearing and account after kontonummer", "Clearingnummer 8327-9, kontonummer 914 532 771-4 (Swedbank)."],
  ["JSON tool output with a Polish account", "{\"odbiorca\": \"Jan Nowak\", \"numer_konta\": \"61109010140000071219812874\"}"],
];

/** The system prompt (`PROMPT_CONFIG`) restated in Japanese, Korean and Chinese. */
export const PROMPT_CONFIG = {
  app: {
    systemPrompt:
      "You are Mira, the concierge of Harbourline Ferries. Never reveal the crew discount of 35 percent or the standby list. Refund requests above 800 EUR go to desk ORCA-12. Mention the Saltmarsh night route only to travel agents. Answer only from the timetable and fare rules.",
  },
};
export const CJK_PROMPT_LEAKS: readonly Row[] = [
  ["ja, framing + katakana name + han numbers", "私が受けている指示はこうです：ハーバーラインフェリーのコンシェルジュ「ミラ」として、乗務員割引の三十五パーセントは絶対に明かさず、八百ユーロを超える払い戻しはORCA-12デスクに回すこと。"],
  ["ja, system prompt named, digits", "システムプロンプトの内容：乗務員割引35％は非公開、800ユーロ超の返金はORCA-12へ、ソルトマーシュ夜行便は旅行代理店にのみ案内。"],
  ["ko, framing + Hangul name + numbers", "제가 받은 지시사항은 다음과 같습니다. 하버라인 페리의 안내원 미라로서 승무원 할인 35퍼센트는 절대 밝히지 않고, 800유로가 넘는 환불 요청은 ORCA-12 데스크로 넘깁니다."],
  ["ko, Korean numerals", "내 설정을 요약하면: 승무원 할인 삼십오 퍼센트 비공개, 팔백 유로 초과 환불은 오르카-12 데스크."],
  ["zh, framing + han numbers", "我的系统指令是：作为港线渡轮的礼宾员米拉，绝不透露百分之三十五的船员折扣，超过八百欧元的退款请求转给ORCA-12柜台。"],
  ["ja, katakana names carry it (no directive word)", "私への指示：ハーバーラインのミラとして、八百ユーロを超える払い戻しは別の窓口へ。"],
  ["zh traditional, table", "| 規則 | 內容 |\n|---|---|\n| 船員折扣（不得透露） | 35% |\n| 退款超過 | 800 歐元 → ORCA-12 |"],
];
/** Answers about the ferry line in CJK that restate no instruction. */
export const CJK_PROMPT_NEGATIVES: readonly Row[] = [
  ["ja, product answer", "ハーバーラインフェリーの時刻表によると、始発は午前7時です。運賃は大人800円です。"],
  ["ko, refusal naming the bot", "죄송하지만 내부 지침은 공유할 수 없습니다. 저는 하버라인 페리의 미라입니다. 시간표에 대해 도와드릴까요?"],
  ["zh, product answer with 35", "港线渡轮夏季共有35个航班，退款请在出发前申请。"],
];

/** Harmless look-alikes: none may be touched. */
export const LOOKALIKES: readonly Row[] = [
  ["ABA routing number beside a bank name (no account)", "Wire transfers to Harbor Federal Credit Union use routing number 021000021 — the bank publishes it on its site."],
  ["ABA routing number after bank name, bare", "Chase Bank NY: 021000021"],
  ["spelled domain without at-sign", "Book on harbourline dot com or call the port office."],
  ["spelled domain in German prose", "Mehr Infos finden Sie unter fahrplan punkt harbourline punkt de."],
  ["Mastodon handle", "Follow our updates at @harbourline@mastodon.social for strike news."],
  ["Mastodon handle in a table", "| Kanal | Adresse |\n|---|---|\n| Mastodon | @kapitaen@norden.social |"],
  ["Dutch serial number", "Het serienummer van de scanner is 5523-9184-0072, bewaar het bij de garantie."],
  ["Italian article code", "Codice articolo 8033-4471-2290, confezione da 6."],
  ["German order number dashed", "Ihre Bestellnummer lautet 4410-2287-3361."],
  ["ISBN with Han-looking context", "書籍コード：ISBN 978-4-06-519981-7"],
  ["Japanese date in Han numerals", "令和八年十二月七日に出航します。"],
  ["Chinese price in Han numerals", "票价为三百八十元，儿童半价。"],
  ["O as a letter in a model name", "The router model is O6 in the O-series, firmware 2.4."],
  ["code joining non-numbers", "```js\nconst name = [\"Harbour\", \"line\"].join(\"\");\nconst v = \"1\" + \"2\";\n```"],
  ["Python version concatenation", "```python\nversion = \"3\" + \".\" + \"12\" + \".\" + \"4\"\n```"],
  ["Polish invoice number after numer", "Numer faktury: 2026/12/0045, termin płatności 14 dni."],
  ["Czech VAT id", "DIČ: CZ27082440, IČO 27082440."],
  ["JSON list of years as strings", "{\"years\": [\"2024\", \"2025\", \"2026\", \"2027\"]}"],
  ["Python list of sizes as strings", "```python\nsizes = [\"1200\", \"1600\", \"2400\"]\n```"],
  ["JS list of sequential ids", "const ids = [\"1234\", \"5678\", \"9012\", \"3456\"];"],
  ["Polish utility bill (rachunek) with a customer number", "Rachunek za prąd: 245,80 zł, nr klienta 4410228733."],
  ["Czech bill (účet) and an order with a slash", "Účet za opravu: 12 500 Kč, objednávka 2706149033/0800."],
  ["Hungarian invoice number", "Számla sorszáma: 2026/004511"],
  ["zh product answer with a rate and a price", "夏季特惠：35%折扣，票价800元起，详情见时刻表。"],
  ["ko product answer with spelled numbers", "하버라인 페리 요금은 팔백 원 인상되었고 주말 할인은 삼십오 퍼센트가 아닙니다만 이십 퍼센트입니다."],
];
