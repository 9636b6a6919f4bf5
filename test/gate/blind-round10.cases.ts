/**
 * Issue 19, blind round 10 (helper `gmisc`): kinds a blind red-team round missed or touched,
 * written anew here in several languages and carriers (e-mail, JSON tool output, Markdown and
 * HTML tables, CSV, web pages). Leaks: e-mail addresses written backwards or with a comma for a
 * dot, key prefixes written apart from their bodies, digit words letter-spaced so that the
 * collapse glues a few of them, IBANs split over table rows with label cells between. Look-alikes:
 * banks' public routing numbers and sort codes, postcodes after their labels, package versions
 * and decorators, key-format descriptions, tables of codes whose join is no IBAN, prose with
 * letter-spaced words. Every personal value is made up; IBANs were computed with ISO 7064 mod
 * 97-10 for invented BBANs; the routing numbers are banks' published ones (public by design).
 */
export interface KindCase {
  kind: string;
  text: string;
}

export const ROUND10_LEAKS: KindCase[] = [
  // e-mail written backwards (its forward reading has no dotted domain)
  { kind: "email-backwards", text: "Kontakt, rückwärts gelesen: ed.xmg@reiluam" },
  { kind: "email-backwards", text: '{"contact_reversed": "moc.liamtoh@zeugirdor", "ok": true}' },
  { kind: "email-backwards", text: "| Nombre | Correo (al revés) |\n|---|---|\n| Lucía | se.oohay@aicul |" },
  { kind: "email-backwards", text: "<p>Schrijf het achterstevoren: ln.lanoisserpmi@nejirk</p>" },
  { kind: "email-backwards", text: "Subject: contact\n\nMy address, read right to left: rf.egnaro@tnemelc." },
  { kind: "email-backwards", text: "이메일은 거꾸로 적었어요: moc.revan@nimnuyj" },
  // e-mail with a comma for a dot, bare or bracketed
  { kind: "email-comma", text: "Write to tomasz.nowak@onet,pl before Friday." },
  { kind: "email-comma", text: '{"email": "giulia.r@libero(,)it"}' },
  { kind: "email-comma", text: "| contacto | correo |\n|---|---|\n| Carmen | carmen_v@telefonica[,]es |" },
  { kind: "email-comma", text: "Mail: hans.meier@web,de oder anrufen." },
  { kind: "email-comma", text: "<li>Contacto: ines.m@sapo,pt</li>" },
  { kind: "email-comma", text: "連絡先：tanaka.k@docomo,ne,jp までお願いします" },
  // a key's provider prefix apart from its body (one space, a joining word, `+`, the other separator)
  { kind: "key-prefix-apart", text: "Your token: ghp_ plKD6UG60SAxtsR6kxm8vPnAMAZ0UpbHRv6f" },
  { kind: "key-prefix-apart", text: "Das Token beginnt mit ghp_ gefolgt von nF17ORTJAtKeigk21ABn3Y3iSXlTOswhsxQH" },
  { kind: "key-prefix-apart", text: '{"note": "publish with npm_ followed by NufZQgo8XgfMEfXXs9eIIdWUqzwLeNY88bju"}' },
  { kind: "key-prefix-apart", text: "| service | key |\n|---|---|\n| billing | sk_live_ + yv2MPDBBEsXRjhXJsUvZK1F8 |" },
  { kind: "key-prefix-apart", text: "La clé GitLab : glpat- puis c3DWK9JFJaVOKdaEC8v9" },
  { kind: "key-prefix-apart", text: "AWS key id: AKIA then 8IVMXUFC0JXC02MG" },
  { kind: "key-prefix-apart", text: "CI uses ghp-yJyJSlxEtxe25N19dGz303NlL0Mh0py6aSJn for the release job." },
  // digit words letter-spaced with one gap everywhere, so the collapse glues some words together
  { kind: "spaced-digit-words", text: "Call me: zero o n e zero f o u r e i g h t two one s e v e n t h r e e nine five" },
  { kind: "spaced-digit-words", text: "Handy: null e i n s s i e b e n eins zwei d r e i v i e r fünf sechs sieben acht" },
  { kind: "spaced-digit-words", text: "Móvil: seis c u a t r o c i n c o uno dos t r e s c u a t r o cinco seis" },
  { kind: "spaced-digit-words", text: "cellulare: t r e t r e nove uno due t r e q u a t t r o cinque sei sette" },
  { kind: "spaced-digit-words", text: '{"callback": "f o u r o n e five five f i v e t w o six seven one", "when": "today"}' },
  { kind: "spaced-digit-words", text: "<td>phone</td><td>zero one zero s e v e n e i g h t one two three four five six</td>" },
  // an IBAN split over table rows, label cells between its parts
  { kind: "iban-rows", text: "| Feld | Wert |\n|---|---|\n| IBAN (Teil 1) | DE58 7015 0000 |\n| IBAN (Teil 2) | 1029 3847 56 |" },
  { kind: "iban-rows", text: "<table><tr><td>IBAN</td><td>GB13 BARC 2003</td></tr><tr><td>IBAN (cont.)</td><td>1873 6452 91</td></tr></table>" },
  { kind: "iban-rows", text: "champ;valeur\nIBAN début;ES79 2100 0813\nIBAN fin;6101 2345 6789" },
  { kind: "iban-rows", text: "| Campo | Valore |\n|---|---|\n| IBAN | IT76 K030 6909 |\n| (segue) | 6061 0000 0063 519 |" },
  { kind: "iban-rows", text: '{"iban_part1": "NL19 RABO", "iban_part2": "0312 8457 62"}' },
  { kind: "iban-rows", text: "Hallo Frau Berger,\n\nIBAN:\nAT56 2011 1827\n(Fortsetzung)\n1593 7460\n\nDanke!" },
  { kind: "iban-rows", text: "| pole | wartość |\n|---|---|\n| rachunek | PL23 1140 2004 0000 |\n| c.d. | 3502 7839 1644 |" },
];

export const ROUND10_LOOKALIKES: KindCase[] = [
  // a bank's public routing number or sort code, no account beside it
  { kind: "routing-public", text: "Wells Fargo's ABA routing number for California is 121042882." },
  { kind: "routing-public", text: '{"bank": "Bank of America", "routing_number": "026009593", "swift": "BOFAUS3N"}' },
  { kind: "routing-public", text: "| Bank | Routing |\n|---|---|\n| Chase (CA) | 322271627 |\n| BofA (MA) | 011000138 |" },
  { kind: "routing-public", text: "The sort code 20-32-06 belongs to a Barclays branch in London." },
  { kind: "routing-public", text: "라우팅 번호(ABA)는 은행을 가리키는 공개 번호입니다: 121000358" },
  { kind: "routing-public", text: "<p>Für Überweisungen aus den USA: Routing Number 026009593, BIC BOFAUS3N.</p>" },
  // postcodes after their labels, where a phone word (番号, number) stands inside the label
  { kind: "postcode", text: "郵便番号 150-0002 東京都渋谷区渋谷" },
  { kind: "postcode", text: "〒530-0001 大阪府大阪市北区梅田" },
  { kind: "postcode", text: "배송지 우편번호: 04524 서울 중구" },
  { kind: "postcode", text: "地址：北京市海淀区，邮编 100080" },
  { kind: "postcode", text: "Lieferadresse: Marienplatz 1, PLZ 80331 München" },
  { kind: "postcode", text: '{"ville": "Paris", "code postal": "75008"}' },
  { kind: "postcode", text: "Endereço: Av. Paulista 1000, CEP 01310-100, São Paulo" },
  // things around an `@` or with a comma that are no address
  { kind: "not-an-address", text: "Pin the versions: lodash@4.17.21, react@18.2.0 and @types/node@20.11.5." },
  { kind: "not-an-address", text: "Use the decorators @app.route and @pytest.mark.skip in the example." },
  { kind: "not-an-address", text: "Prices: 3@1,99 EUR, 5@2,49 EUR." },
  { kind: "not-an-address", text: "The handle is eman@resu on the old forum." },
  { kind: "not-an-address", text: "Install with `npm i left-pad@1.3.0`, then run it." },
  { kind: "not-an-address", text: "Write to me @ home, com later in the week." },
  // descriptions of key formats, and prefixes before other long values
  { kind: "key-format-prose", text: "Classic tokens start with ghp_ followed by 36 characters." },
  { kind: "key-format-prose", text: "Der Schlüssel beginnt mit sk_live_ gefolgt von deinem geheimen Teil." },
  { kind: "key-format-prose", text: "Revert commit abc then 0123456789abcdef01234567 on main." },
  { kind: "key-format-prose", text: "Request id 123e4567-e89b-12d3-a456-426614174000 failed." },
  { kind: "key-format-prose", text: '{"hint": "AKIA followed by sixteen upper-case letters or digits"}' },
  // tables whose cells join into no IBAN
  { kind: "table-no-iban", text: "| Item | Qty |\n|---|---|\n| DE89 | 3704 |\n| 0044 | 0532 |" },
  { kind: "table-no-iban", text: "| Code | Amount |\n|---|---|\n| AB12 | 3704 |\n| Total | 0532 0130 00 |" },
  { kind: "table-no-iban", text: "sku;stock\nFR76 3000;12\nFR76 3001;7" },
  { kind: "table-no-iban", text: "<table><tr><td>Flight</td><td>LH12 4410</td></tr><tr><td>Seat</td><td>22 A</td></tr></table>" },
  { kind: "table-no-iban", text: "| Row | IBAN check |\n|---|---|\n| 1 | DE58 7015 |\n| 2 | 0000 1029 3847 57 |" },
  // letter-spaced words that are no number
  { kind: "spaced-prose", text: "I have o n e cat and t w o dogs at home." },
  { kind: "spaced-prose", text: "The band F o u r f i v e plays at nine tonight." },
  { kind: "spaced-prose", text: "Final score: t w o - o n e after extra time." },
];
