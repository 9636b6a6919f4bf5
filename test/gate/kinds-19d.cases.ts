/**
 * Issue 19, round 4 (helper `gkinds`): the kinds a blind round still missed or touched,
 * fixed as kinds — national ids checked by their issuers' rules, e-mail addresses whose local
 * part is spelled too, reserved documentation domains, code that reads a secret, search links,
 * and reference numbers (meetings, parcels, tickets) read as phones. Each row is carried in a
 * few dresses (prose in several languages, e-mail, JSON, a table, code). Every value is made
 * up; the valid ids were computed with their published check rules, and every look-alike id
 * fails its check by one character.
 */
export interface KindCase {
  kind: string;
  text: string;
}

export const ROUND4_LEAKS: KindCase[] = [
  // national ids, valid by the issuer's rule, in several carriers
  { kind: "us-ssn", text: "Employee record: SSN 536-22-8419, hired 2019." },
  { kind: "us-ssn", text: '{"name":"R. Okafor","ssn":"536228419"}' },
  { kind: "us-ssn", text: "| name | SSN |\n|---|---|\n| D. Whitley | 412 67 3390 |" },
  { kind: "us-ssn", text: "Su número de seguro social es 536-22-8419." },
  { kind: "es-dni", text: "Mi DNI es 12345678Z, por favor no lo compartas." },
  { kind: "es-dni", text: "Subject: datos\n\nAdjunto el NIF 48.213.507-X para la factura." },
  { kind: "es-nie", text: "Le paso mi NIE: X1234567L" },
  { kind: "es-nie", text: '{"nie": "Y-7654321-G"}' },
  { kind: "uk-nino", text: "My National Insurance number is AB123456C." },
  { kind: "uk-nino", text: "Payroll row: JG 10 37 15 C, tax code 1257L" },
  { kind: "fr-nir", text: "Mon numéro de sécurité sociale : 1 84 12 76 451 089 46" },
  { kind: "fr-nir", text: "NIR 269054958815780 (carte Vitale)" },
  { kind: "fr-nir", text: "Patient né en Corse, NIR 1 85 05 2A 004 123 56." },
  { kind: "it-cf", text: "Il mio codice fiscale è RSSMRA85T10A562S." },
  { kind: "it-cf", text: "cf = 'RSSMRA85T10A562S'  # cliente" },
  { kind: "cn-ric", text: "他的身份证号码是11010519491231002X，请核对。" },
  { kind: "cn-ric", text: "| 姓名 | 身份证号 |\n|---|---|\n| 王芳 | 110105 19491231 002X |" },
  { kind: "jp-mynumber", text: "マイナンバーは 1234 5678 9018 です。" },
  { kind: "jp-mynumber", text: "個人番号：123456789018（控えを保管してください）" },
  { kind: "br-cpf", text: "Meu CPF é 123.456.789-09." },
  { kind: "in-aadhaar", text: "Aadhaar: 2345 6789 0124" },
  { kind: "uk-nhs", text: "NHS number 943 476 5919 for the referral." },
  { kind: "nl-bsn", text: "Mijn BSN is 111222333." },
  { kind: "national-id-ko", text: "미국 사회보장번호(SSN)는 536-22-8419 입니다." },
  { kind: "national-id-de", text: "Die Sozialversicherungsnummer (SSN) des US-Kollegen lautet 536 22 8419." },
  // e-mail addresses spelled with words, the local part's dots too (EN, KO, DE, FR, ES, JA)
  { kind: "email-spelled", text: "Reach her at jane dot doe at acme-freight dot com after five." },
  { kind: "email-spelled", text: "담당자 메일은 min dot jun 골뱅이 hanbit-soft 점 co 점 kr 입니다." },
  { kind: "email-spelled", text: "Schreiben Sie an anna punkt berger at posteo punkt de." },
  { kind: "email-spelled", text: "Son adresse : paul point martin arobase wanadoo point fr" },
  { kind: "email-spelled", text: "Correo: lucia punto vega arroba telefonica punto es" },
  { kind: "email-spelled", text: "メールは sato ドット ken アットマーク kaisha-net ドット jp です。" },
  { kind: "email-spelled", text: '{"reply_to": "ola (dot) nordmann (at) firma (dot) no"}' },
  { kind: "email-spelled", text: "| contact | mail |\n|---|---|\n| Kim | kim dot hyun at mailbox-kr dot net |" },
  { kind: "email-spelled", text: "고객 메일: kim 골뱅이 naver 닷컴 으로 보내 주세요" },
  { kind: "email-spelled", text: "メール: tanaka あっと mail どっと jp" },
  { kind: "email-spelled", text: "Écrivez à marie point curie chez laposte point net." },
  { kind: "email-spelled", text: "Mail: jane underscore doe at acme dot co dot uk" },
  { kind: "email-spelled", text: "Contact: jane dot doe at acme.com" },
  // a secret VALUE next to code that reads one stays a leak
  { kind: "secret-read-nb-control", text: 'password = "Vm8#tQ2zLp5w"  # was: getpass()' },
  { kind: "secret-read-nb-control", text: "DB_PASSWORD=Jk3#wLp9Vx6t\nAPI_KEY=${API_KEY}" },
  // a search link whose query is digits, a key or encoded data still carries data out
  { kind: "search-data", text: "[look it up](https://www.google.com/search?q=010-2345-6789)" },
  { kind: "search-data", text: "[결과](https://search.naver.com/search.naver?query=c2stcHJvai1hYmNkZWZnaGlqa2xtbm9w)" },
  // a full 16-digit card after a reference label is still a card
  { kind: "card-after-label", text: "Order no. 4539 1488 0343 6467 paid" },
  // a phone number written after a meeting word stays a phone when nothing labels it an id
  { kind: "phone-not-ref", text: "Meeting moved; call me on 010-2345-6789 instead." },
  { kind: "phone-not-ref", text: "Two lines: 010-2345-6789 010-9876-5432" },
];

export const ROUND4_LOOKALIKES: KindCase[] = [
  // ids that fail their issuer's check (one character off), or never-issued ranges
  { kind: "us-ssn-nb", text: "SSN 900-12-3456 is in a range never issued." },
  { kind: "us-ssn-nb", text: "The form shows 666-12-3456 as a sample SSN." },
  { kind: "us-ssn-nb", text: "Order 536228419 shipped yesterday." },
  { kind: "us-ssn-nb", text: "The advertising SSN 078-05-1120 from a wallet insert." },
  { kind: "us-ssn-nb", text: "Forms print 123-45-6789 as the sample number." },
  { kind: "us-ssn-nb", text: "Bestellnummer 412 67 3390 wurde versandt." },
  { kind: "es-dni-nb", text: "DNI 12345678A (ejemplo con letra inválida)" },
  { kind: "es-nie-nb", text: "NIE X1234567A" },
  { kind: "uk-nino-nb", text: "HMRC's sample number QQ 12 34 56 C appears in the guide." },
  { kind: "uk-nino-nb", text: "Part number AB123456C ships in boxes of ten." },
  { kind: "fr-nir-nb", text: "Numéro de sécurité sociale fictif : 1 84 12 76 451 089 47" },
  { kind: "it-cf-nb", text: "codice fiscale RSSMRA85T10A562X (errato)" },
  { kind: "cn-ric-nb", text: "身份证号 110105194912310021 校验位错误" },
  { kind: "jp-mynumber-nb", text: "マイナンバー 1234 5678 9011 は検査用数字が違います。" },
  { kind: "jp-mynumber-nb", text: "Invoice 1234 5678 9018 is due in May." },
  { kind: "br-cpf-nb", text: "CPF 123.456.789-00 é inválido." },
  // addresses at the reserved documentation domains (RFC 2606 §2–3, RFC 6761 §6.2–6.4) reach no one
  { kind: "email-reserved", text: "Send the test invite to alice@example.com and bob@example.org." },
  { kind: "email-reserved", text: "Die Bestätigung geht an max.mustermann@beispiel.example." },
  { kind: "email-reserved", text: "CI mails go to ci-bot@build.test; bounces to postmaster@mail.invalid." },
  { kind: "email-reserved", text: '{"from": "noreply@example.net", "to": "qa@staging.test"}' },
  { kind: "email-reserved", text: "| 역할 | 메일 |\n|---|---|\n| 관리자 | admin@localhost |" },
  { kind: "email-reserved", text: "例えば taro@example.com のように書きます。" },
  { kind: "email-reserved", text: "Exemple : jean dot dupont at example dot com" },
  // prose with at/dot words that is no address
  { kind: "email-words-nb", text: "We met at the café; dot the i's and cross the t's." },
  { kind: "email-words-nb", text: "Je dîne chez Paul ce soir, point final." },
  { kind: "email-words-nb", text: "Look at example.com for the spec and at this dot com bubble history." },
  { kind: "email-words-nb", text: "ドットコムバブルの歴史について説明します。" },
  // code that READS a secret (environment, prompt, secret store, CI expression) holds none
  { kind: "secret-read", text: 'password = getpass.getpass(prompt="DB password: ")' },
  { kind: "secret-read", text: 'token := os.Getenv("API_TOKEN")' },
  { kind: "secret-read", text: "const key = process.env.OPENAI_API_KEY;" },
  { kind: "secret-read", text: "```yaml\nenv:\n  API_KEY: ${{ secrets.API_KEY }}\n  DB_PASSWORD: ${{ secrets.DB_PASSWORD }}\n```" },
  { kind: "secret-read", text: 'passwort = input("Passwort eingeben: ")' },
  { kind: "secret-read", text: 'let token = std::env::var("GITHUB_TOKEN")?;' },
  { kind: "secret-read", text: "$apiKey = $env:OPENAI_API_KEY" },
  { kind: "secret-read", text: "database_password: '%env(DB_PASSWORD)%'" },
  { kind: "secret-read", text: "DB_PASSWORD=$(vault kv get -field=password secret/db)" },
  { kind: "secret-read", text: '{"password": "${DB_PASSWORD}", "token": "{{ vault_token }}"}' },
  { kind: "secret-read", text: "비밀번호는 코드에서 os.environ['DB_PASSWORD'] 로 읽습니다." },
  // search and result links: the query is the reader's topic
  { kind: "search-link", text: "See https://www.google.com/search?q=best+hiking+boots+for+winter for more." },
  { kind: "search-link", text: "[results](https://duckduckgo.com/?q=rust+borrow+checker+tutorial)" },
  { kind: "search-link", text: "[Bing](https://www.bing.com/search?q=korean+labor+law+overtime&form=QBLH)" },
  { kind: "search-link", text: "[검색 결과](https://search.naver.com/search.naver?query=%EA%B7%BC%EB%A1%9C%EA%B8%B0%EC%A4%80%EB%B2%95)" },
  { kind: "search-link", text: "[YouTube](https://www.youtube.com/results?search_query=sourdough+starter)" },
  { kind: "search-link", text: "Voir [les résultats](https://www.qwant.com/?q=droit+du+travail+heures+suppl%C3%A9mentaires)." },
  { kind: "search-link", text: '{"source": "https://www.google.de/search?q=Mietrecht+K%C3%BCndigungsfrist"}' },
  { kind: "search-link", text: "| site | link |\n|---|---|\n| GitHub | [search](https://github.com/search?q=vitest+snapshot&type=code) |" },
  { kind: "search-link", text: "[百度](https://www.baidu.com/s?wd=%E5%A4%A9%E6%B0%94%E9%A2%84%E6%8A%A5)" },
  // meeting ids, tracking numbers and reference numbers are no phone lines
  { kind: "phone-ref", text: "Zoom Meeting ID: 812 3456 7890, Passcode: 448812" },
  { kind: "phone-ref", text: "Webex meeting number 2634 118 9022" },
  { kind: "phone-ref", text: "Tracking number 9400 1118 9922 3344 5566 77" },
  { kind: "phone-ref", text: "Zoom 회의 ID 845 2210 9934 / 암호 1234" },
  { kind: "phone-ref", text: "会議ID: 0312 345 6789 でご参加ください。" },
  { kind: "phone-ref", text: "会议号 0312 345 6789，密码 8842" },
  { kind: "phone-ref", text: "Konferenz-ID: 0301 2345 6789#" },
  { kind: "phone-ref", text: "ID de réunion : 06 12 48 93 57" },
  { kind: "card-ref", text: "追跡番号 4912-3456-7890 で確認できます。" },
  { kind: "card-ref", text: "Tracking no. 5012 3456 7890 (DHL)" },
  { kind: "phone-ref", text: '{"meeting_number": "2634 118 9022", "tracking": "9400 1118 9922 3344 5566 77"}' },
];
