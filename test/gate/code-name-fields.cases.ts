/**
 * Code names built from the wider vocabulary fields (`glosses/nature/`: animals, myth, sky,
 * weather, landscape), translated by meaning. Names and renderings written for this table, in
 * several languages and carriers (e-mail, JSON tool output, web page, table, code comment).
 * Look-alikes: prose that uses the same words without forming the name's concept sequence.
 */

/** Configured names: new concepts alone or with core ones, with and without a number. */
export const FIELD_NAMES = ["Volcano Penguin-9", "Jaguar Nebula", "Nebula Fox-12", "Canyon Wolf", "Glacier Owl 5"];

export const FIELD_LEAKS: readonly (readonly [string, string, string])[] = [
  ["Betreff: Vulkanpinguin-9 startet Montag\n\nBitte vertraulich behandeln.", "Vulkanpinguin-9", "German compound in an e-mail, number after"],
  ['{"projet":"Manchot du Volcan-9","etat":"actif"}', "Manchot du Volcan-9", "French in JSON tool output, noun first, connector"],
  ["火山ペンギン9の件、来週共有します。", "火山ペンギン9", "Japanese kanji and katakana"],
  ["<p>Проект «Ягуар туманности» идёт по плану.</p>", "Ягуар туманности", "Russian genitive in a web page"],
  ["内部代号美洲豹星云，请勿外传。", "美洲豹星云", "Chinese, glued"],
  ["| Proyecto | Estado |\n|---|---|\n| Zorro de la Nebulosa 12 | activo |", "Zorro de la Nebulosa 12", "Spanish in a table, two connectors"],
  ["// TODO: 성운 여우 12 배포 전 점검", "성운 여우 12", "Korean in a code comment"],
  ["Zespół pracuje nad Wilkiem z Kanionu.", "Wilkiem z Kanionu", "Polish, instrumental and genitive"],
  ["Il Lupo del Canyon parte a giugno.", "Lupo del Canyon", "Italian with a connector"],
  ["Gletscheruil 5 is bijna klaar.", "Gletscheruil 5", "Dutch compound with the number"],
];

export const FIELD_LOOKALIKES: readonly (readonly [string, string])[] = [
  ["Der Vulkan auf der Insel ist ruhig; Pinguine leben weiter südlich, in etwa 9 Kolonien.", "German travel note: both words, apart"],
  ["火山の近くにはペンギンはいません。9月に再調査します。", "Japanese: both words, apart"],
  ["El zorro cruzó el cañón al amanecer; la nebulosa de Orión brillaba.", "Spanish prose: fox, canyon, nebula"],
  ["Вулкан проснулся в 9 утра, пингвины на острове не пострадали.", "Russian news: volcano and penguins"],
  ["美洲豹在丛林里休息，夜空中能看到星云。", "Chinese: jaguar and nebula in one sentence"],
  ["The jaguar and the wolf share the canyon; a glacier feeds the river 5 km away.", "English wildlife prose"],
  ['{"species":["lobo","búho"],"habitat":"glaciar","count":5}', "JSON with owl and glacier as separate values"],
];
