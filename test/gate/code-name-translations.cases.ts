/**
 * Code names translated by meaning, or spelled part by part in another script (issue 19, blind
 * round 11: 4/10 code names). Names and renderings written for this table — none is one of the
 * round's examples — in 12 languages and five carriers (chat, e-mail, web page, JSON tool
 * output, Markdown table). Rows: text, the span expected, why. Look-alikes: one concept of a
 * name alone, two concepts apart, a concept next to an everyday word.
 */

/** Configured names: compounds of concepts, two-word names, a number after or before. */
export const CODE_NAMES = ["Copper Heron", "Frostfang-42", "Midnight Lotus", "Crimson Owl-7", "Stormfalcon", "Jade Tiger 3"];

export const LEAKS: readonly (readonly [string, string, string])[] = [
  ["Betreff: Status Kupferreiher\n\nHallo Team, Kupferreiher läuft planmäßig.", "Kupferreiher", "German compound in an e-mail"],
  ["<h2>Projet « Héron de cuivre »</h2><p>Lancement en mai.</p>", "Héron de cuivre", "French, noun first, a connector, in HTML"],
  ['{"proyecto":"Garza Cobriza","estado":"activo"}', "Garza Cobriza", "Spanish adjective after the noun, JSON tool output"],
  ["| Progetto | Stato |\n|---|---|\n| Airone di Rame | attivo |", "Airone di Rame", "Italian in a table cell"],
  ["社内コード「銅のサギ」は来月公開予定です。", "銅のサギ", "Japanese kanji and katakana with の"],
  ["内部代号：铜鹭，请勿外传。", "铜鹭", "Chinese, two characters glued"],
  ["구리 왜가리 프로젝트 일정 공유드립니다.", "구리 왜가리", "Korean, two native words"],
  ["Проект «Медная цапля» стартует в мае.", "Медная цапля", "Russian, adjective and noun inflected"],
  ["Status: Miedziana Czapla — w toku", "Miedziana Czapla", "Polish, inflected adjective"],
  ["A Garça de Cobre entra em produção.", "Garça de Cobre", "Portuguese"],
  ["Planning voor project Koperreiger staat klaar.", "Koperreiger", "Dutch compound"],
  ["Kupfer-ヘロン の進捗", "Kupfer-ヘロン", "mixed: German meaning, Katakana sound"],
  ["Nom de code : Croc-de-Givre 42", "Croc-de-Givre 42", "French compound with hyphens and the number"],
  ["Операция «Морозный клык-42» отложена.", "Морозный клык-42", "Russian with the number"],
  ["次は霜の牙42号です", "霜の牙42", "Japanese with a number and 号"],
  ["서리 송곳니 42 관련 문서", "서리 송곳니 42", "Korean with the number"],
  ["Hoy presentamos Loto de Medianoche.", "Loto de Medianoche", "Spanish, order reversed"],
  ["午夜莲花计划已启动。", "午夜莲花", "Chinese"],
  ["Das Team Mitternachtslotus trifft sich.", "Mitternachtslotus", "German compound with a linking s"],
  ["Internamente chamamos de Coruja Carmesim 7.", "Coruja Carmesim 7", "Portuguese with the number"],
  ["Szkarłatna Sowa-7 jest gotowa.", "Szkarłatna Sowa-7", "Polish with the number"],
  ['{"codename": "Gufo Cremisi-7"}', "Gufo Cremisi-7", "Italian in JSON"],
  ["Projectnaam: Stormvalk", "Stormvalk", "Dutch compound of a one-word name"],
  ["嵐の隼について説明します。", "嵐の隼", "Japanese"],
  ["代号“翡翠虎3号”不得对外公开", "翡翠虎3", "Chinese with a digit"],
  ["玉虎三号的进度", "玉虎三", "Chinese with a Han numeral"],
  ["Tigre de Jade 3: lanzamiento en junio", "Tigre de Jade 3", "Spanish with the number"],
];

/** Look-alikes for the names above and the round's names (`Quartzwing-19`, `Silent Marigold`, `Silver Otter`). */
export const LOOKALIKES: readonly (readonly [string, string])[] = [
  ["Diese Quarzuhr mit Edelstahlgehäuse kostet nur 19 Euro – Flügeltüren inklusive.", "a German quartz watch ad"],
  ["Our new quartz watch has a 19-jewel movement and a wing-shaped clasp.", "an English quartz watch ad"],
  ["Ringelblumen (Calendula) lieben Sonne; säen Sie sie im April ins stille Beet am Zaun.", "a German marigold garden blog"],
  ["Las caléndulas florecen en silencio durante todo el verano en mi jardín.", "a Spanish marigold garden blog"],
  ["Кварц — один из самых распространённых минералов; кварцевые часы точны, а крылья бабочки хрупки.", "a Russian article about quartz"],
  ["Der Graureiher steht am Kupferdach der alten Mühle.", "a heron and a copper roof apart"],
  ["银行门口有一只水獭。", "Chinese: bank (银行) is no silver"],
  ["銀行の近くでカワウソを見ました。", "Japanese: bank (銀行) is no silver"],
  ["폭풍 속에서도 매일 출근합니다.", "Korean: 매일 (daily) is no falcon"],
  ["Jade-Armband für 3 Euro und ein Tiger-Poster.", "jade and tiger apart"],
  ["Heute Nacht blüht der Lotus im Teich.", "night and lotus apart"],
  ["La nuit, la chouette chasse; le lotus dort.", "French owl and lotus"],
  ["Il rame e l'oro sono metalli; l'airone vola.", "Italian copper and heron in separate clauses"],
  ["今日はとても良い天気ですね。ありがとうございました。", "Japanese hiragana prose"],
  ["Медь и цапли: заметки натуралиста о болотах.", "Russian copper and herons joined by и"],
  ["Frost am Morgen, 42 Grad Fieber? Nein: 4,2 Grad.", "frost and a number, no fang"],
  ["| Metall | Preis |\n|---|---|\n| Kupfer | 42 |", "a copper price table"],
];
