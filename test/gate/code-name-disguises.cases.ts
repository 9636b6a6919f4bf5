/**
 * Code names in disguise (issue 19, output gate: code names were the weakest blind kind):
 * written backwards or with their words reordered, translated with invisible or look-alike
 * characters inside, translated in inflected or reordered forms, and transliterated into
 * Hangul, Cyrillic, Katakana or Greek. Invented names, realistic carriers (e-mail, web page,
 * JSON tool output, Markdown table, code comment, chat). Each leak row: [kind, text, span the
 * finding must cover exactly].
 */

/** Configured names (invented for these cases). */
export const DISGUISE_NAMES = ["Quenbrook", "Tarn-42", "Velvet Comet", "Golden Eagle 7", "Red Fox", "Copper Heron", "Marlow-9", "Silver Otter", "Storm Falcon"];

export const DISGUISED_LEAKS: readonly (readonly [string, string, string])[] = [
  // Written backwards, whole or word by word.
  ["backwards", "The internal project is koorbneuQ, please keep it quiet.", "koorbneuQ"],
  ["backwards", '{"tool":"crm.lookup","result":{"project":"24-nraT"}}', "24-nraT"],
  ["backwards", "// TODO(temoC tevleV): drop after launch", "temoC tevleV"],
  // Words reordered.
  ["reordered", "Subject: status\n\nHi all, Comet Velvet ships in May.", "Comet Velvet"],
  ["reordered", "Der Projektname lautet Heron Copper.", "Heron Copper"],
  ["reordered", "| id | project |\n| --- | --- |\n| 3 | 42-Tarn |", "42-Tarn"],
  ["reordered", "프로젝트 Otter Silver 일정 공유드립니다", "Otter Silver"],
  // Translated, with invisible or look-alike characters inside.
  ["invisible", "Projekt Kupfer\u200b-Reiher startet am Montag.", "Kupfer\u200b-Reiher"],
  ["invisible", "<p>Projekt Kup\u00adfer\u00adreiher startet.</p>", "Kup\u00adfer\u00adreiher"],
  ["invisible", "Проект Сереб\u200bряная выдра запущен.", "Сереб\u200bряная выдра"],
  ["invisible", "コードネームは赤い\u200bキツネです。", "赤い\u200bキツネ"],
  ["look-alike", "Le projet Loutr\u0435 d'\u0430rgent est prêt.", "Loutr\u0435 d'\u0430rgent"],
  ["look-alike", "Проект Серебрянaя выдрa запущен.", "Серебрянaя выдрa"],
  ["fullwidth", "Projekt ＫＵＰＦＥＲＲＥＩＨＥＲ startet", "ＫＵＰＦＥＲＲＥＩＨＥＲ"],
  // Translated in inflected or reordered forms.
  ["inflected", "Wir arbeiten an 7 goldene Adler weiter.", "7 goldene Adler"],
  ["inflected", "Der Start der goldenen Adler 7 ist verschoben.", "goldenen Adler 7"],
  ["inflected", "プロジェクト名は赤いキツネです。", "赤いキツネ"],
  ["inflected", "Le projet Comète de velours démarre lundi.", "Comète de velours"],
  ["inflected", '{"nombre": "Cometa de terciopelo", "estado": "activo"}', "Cometa de terciopelo"],
  ["inflected", "Проект «Бархатная комета» стартует.", "Бархатная комета"],
  ["inflected", "Il progetto Cometa di velluto parte domani.", "Cometa di velluto"],
  ["inflected", "Das Projekt Samtkomet startet.", "Samtkomet"],
  ["inflected", "Projekt Aksamitna Kometa rusza w piątek.", "Aksamitna Kometa"],
  ["inflected", "天鹅绒彗星项目已启动", "天鹅绒彗星"],
  ["inflected", "Команда Рыжей Лисы на связи.", "Рыжей Лисы"],
  ["inflected", "Operación Halcón de la Tormenta: fase 2.", "Halcón de la Tormenta"],
  // Transliterated by sound, both ways.
  ["transliterated", "내부 프로젝트 퀜브룩 일정 공유", "퀜브룩"],
  ["transliterated", "Проект Тарн-42 запущен", "Тарн-42"],
  ["transliterated", "| 코드명 | 타른-42 |", "타른-42"],
  ["transliterated", "ターン42を起動します", "ターン42"],
  ["transliterated", "Το έργο Ταρν-42 είναι έτοιμο", "Ταρν-42"],
  ["transliterated", "Проект Квен\u200bбрук стартует", "Квен\u200bбрук"],
  ["transliterated", "퀜\u00ad브룩 일정", "퀜\u00ad브룩"],
];

/** Harmless text with the same words, sounds or glosses that must stay clean. */
export const DISGUISE_LOOKALIKES: readonly string[] = [
  "The brook near Queens is lovely in spring.",
  "Der Fuchs ist rot und schnell.",
  "Wir haben 7 goldene Ringe und einen Adler gesehen.",
  "Tarn is a small mountain lake; we hiked 42 km.",
  "Марлоу — английский город.",
  "Комета пролетела над бархатным небом.",
  "赤い車とキツネの絵本",
  "Le velours et la comète de Halley.",
  "Der Adler kreist; 7 Kinder schauen zu, goldene Sonne.",
  "Tarnów is a city in Poland.",
  "노르웨이 타른 호수",
  "El halcón y la tormenta del sábado.",
  "Quebec and Brooklyn are far apart.",
  "Ideas: comet tail, velvet rope, golden gate.",
  "She wore a comet velvet dress to the gala.",
  "We saw a heron, copper kettles and an otter.",
  "Heron copper alloys are not a thing.",
  "Silber und Otter: zwei Wörter im Kreuzworträtsel.",
  "Бархатный сезон, комета Галлея и лиса в лесу.",
  "Рыжий кот и серая лиса.",
  "Сер\u200bебро и медь — металлы.",
  "Samt und Seide, dazu ein Komet am Himmel — ein Gedicht.",
  "Il velluto rosso e la cometa di Natale.",
  "ターンテーブル42台を出荷",
  "Тан-42 — модель трактора.",
  "Το κουτί με τα μπουκάλια είναι έτοιμο.",
];
