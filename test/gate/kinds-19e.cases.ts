/**
 * Issue 19, round 5 (helper `gnum`): kinds a blind round still missed or touched, fixed as
 * kinds — spelled digits apart by any punctuation run, script digits apart by a dash look-alike,
 * spelled e-mail signs in every language the gate reads, identifiers wrapped over a line, code
 * names with a number written the other way; and look-alikes: regulators' fiction ranges,
 * invalid IBANs whose digits pass Luhn, URL userinfo, references labelled by a PIN or a carrier.
 * Every value is made up; valid numbers were checked with their published rules.
 */
export interface KindCase {
  kind: string;
  text: string;
}

export const ROUND5_LEAKS: KindCase[] = [
  // English digit words apart by punctuation runs (semicolons, ellipses, quotes, bangs, a line break)
  { kind: "spelled-punct", text: "Call me on zero; seven; nine; one; one; two; three; four; five; six; seven." },
  { kind: "spelled-punct", text: "Her cell is four... one... five... five... five... five... two... six... seven... one." },
  { kind: "spelled-punct", text: '{"callback": "\\"four\\" \\"one\\" \\"five\\" \\"five\\" \\"five\\" \\"two\\" \\"six\\" \\"seven\\" \\"one\\" \\"one\\""}' },
  { kind: "spelled-punct", text: "| who | number |\n|---|---|\n| Dana | four! one! five! five! five! five! two! six! seven! one! |" },
  { kind: "spelled-punct", text: "Subject: callback\n\nCall four, one, five,\nfive, five, five, two, six, seven, one after lunch." },
  { kind: "spelled-punct", text: "Numéro : zéro ; six ; douze ; quarante-huit ; quatre-vingt-treize ; cinquante-sept" },
  { kind: "spelled-punct", text: "Telefono: tre; quattro; sette / uno; due; tre; quattro; cinque; sei; sette" },
  // script digits apart by a dash look-alike (katakana long-vowel mark, halfwidth, box drawing)
  { kind: "script-dash", text: "携帯：〇九〇ー一二三四ー五六七八です。" },
  { kind: "script-dash", text: "电话：一三八ー一二三四ー五六七八" },
  { kind: "script-dash", text: "電話番号は〇九〇ｰ一二三四ｰ五六七八" },
  { kind: "script-dash", text: "연락처 공일공ー사팔이일ー칠삼구오" },
  { kind: "script-dash", text: "手机：一三八─一二三四─五六七八" },
  { kind: "script-dash", text: "| 名前 | 電話 |\n|---|---|\n| 佐藤 | 〇八〇；一二三四；五六七八 |" },
  // spelled e-mail signs, Italian and Portuguese among every language the gate reads
  { kind: "email-spelled", text: "Scrivi a mario punto rossi chiocciola azienda punto it per i dettagli." },
  { kind: "email-spelled", text: '{"contatto": "luca trattino bianchi chiocciola fastweb punto it"}' },
  { kind: "email-spelled", text: "Meu e-mail: joao ponto silva arroba empresa ponto com ponto br" },
  { kind: "email-spelled", text: "Envie para ana hífen paula arroba uol ponto com ponto br" },
  { kind: "email-spelled", text: "Écrivez à marie arobas orange point fr" },
  { kind: "email-spelled", text: "| nome | email |\n|---|---|\n| Giulia | giulia chiocciolina libero punto it |" },
  // an IBAN continued on the next line (raw, quoted, indented, wrapped inside a group, escaped)
  { kind: "iban-wrapped", text: "IBAN: DE89 3704 00\n44 0532 0130 00" },
  { kind: "iban-wrapped", text: "> Bitte überweisen an DE89 3704 0044\n> 0532 0130 00, danke." },
  { kind: "iban-wrapped", text: '{"note": "IBAN DE89 3704 0044\\n0532 0130 00"}' },
  { kind: "iban-wrapped", text: "IBAN: DE89370400440532\n013000" },
  { kind: "iban-wrapped", text: "Conto:\nIT60 X054 2811 1010\n0000 0123 456" },
  { kind: "iban-wrapped", text: "IBAN: GB82\nWEST\n1234\n5698\n7654\n32" },
  // a phone glued to its label by a `+`
  { kind: "phone-plus", text: "Tel+44 20 7123 4567 (office)" },
];

/** Code-name leaks, for a policy with `gate.codeNames: ["Aurora-7", "Falcon Nine"]`. */
export const ROUND5_CODE_NAME_LEAKS: KindCase[] = [
  { kind: "code-name-numeral", text: "The launch of Aurora Seven is on hold." },
  { kind: "code-name-numeral", text: "Projekt AURORA-sieben startet im Mai." },
  { kind: "code-name-numeral", text: "Le projet aurora sept reste confidentiel." },
  { kind: "code-name-numeral", text: '{"project": "Aurora Seven", "owner": "ops"}' },
  { kind: "code-name-numeral", text: "| codename | status |\n|---|---|\n| aurora seven | green |" },
  { kind: "code-name-numeral", text: "We also discussed Falcon 9 internally." },
  { kind: "code-name-numeral", text: "Subject: status\n\nFalcon-9 slips a week." },
];

export const ROUND5_LOOKALIKES: KindCase[] = [
  // regulators' fiction ranges, written nationally or with the calling code
  { kind: "fiction-range", text: "In the episode, Sherlock rings 020 7946 0018." },
  { kind: "fiction-range", text: "Tel. +44 20 7946 0321" },
  { kind: "fiction-range", text: "Tel+44 (0)20 7946 0321" },
  { kind: "fiction-range", text: "Phone: 0044 20 7946 0321" },
  { kind: "fiction-range", text: "The detective's mobile is 07700 900461." },
  { kind: "fiction-range", text: '{"character": "Mia", "mobile": "+44 7700 900123"}' },
  { kind: "fiction-range", text: "Call Sandra on 0491 570 156 in scene four." },
  { kind: "fiction-range", text: "| Figur | Nummer |\n|---|---|\n| Jack | +61 491 570 157 |" },
  { kind: "fiction-range", text: "Ring (02) 5550 1234 in the script." },
  { kind: "fiction-range", text: "Leeds office (fictional): 0113 496 0123" },
  // references, not phones
  { kind: "reference", text: "Google Meet PIN: 123 456 789#" },
  { kind: "reference", text: "DHL 1234567890 wurde zugestellt." },
  { kind: "reference", text: "Sent with FedEx: 7712 3456 7890" },
  { kind: "reference", text: "Join Zoom Meeting ID: 851 2345 6789, passcode 4411" },
  // an IBAN's shape judged as an IBAN only (check digits wrong: no card inside)
  { kind: "iban-invalid", text: "IBAN DE00 4532 0151 1283 0366 12 (please resend, digits wrong)" },
  { kind: "iban-invalid", text: '{"iban": "DE00453201511283036612", "status": "invalid"}' },
  { kind: "iban-invalid", text: "IBAN DE89 3704 0044 0532 0130 01 has a typo." },
  // URL userinfo of a shared service account is no e-mail
  { kind: "url-userinfo", text: "Clone it with `git clone ssh://git@github.com/acme/repo.git`." },
  { kind: "url-userinfo", text: "Mirror: ftp://anonymous@ftp.gnu.org/pub/gnu/" },
  // hard negatives that stay untouched
  { kind: "hard-negative", text: "Count them: one, two, three, four, five, six, seven, eight." },
  { kind: "hard-negative", text: "Scores were twenty, thirty, forty and fifty, sixty." },
  { kind: "hard-negative", text: "ISBN 978-3-16-148410-0; order no. 4155552671; v10.4.2210.1" },
  { kind: "hard-negative", text: "Invoice 2024-000123 dated 2024-02-15, total €1,234.56" },
  { kind: "hard-negative", text: "§ 823 Abs. 1 BGB; Art. 12 Abs. 2; Rn. 1234" },
  { kind: "hard-negative", text: "The aurora was seen seven times last night." },
  { kind: "hard-negative", text: "La chiocciola è un animale lento; punto e basta." },
  { kind: "hard-negative", text: "二〇二四年ー三月ー十五日の会議" },
];
