/**
 * Issue 19, round 6 (helper `gdress`): a value in any dress the rendered answer hides —
 * Markdown escapes, emphasis and code around groups, HTML character references and inline tags
 * between or inside groups, invisible characters between digits (phones of any country with an
 * explicit `+CC`, whatever the configured regions), e-mail addresses spelled in the words of
 * more languages or with dashed signs, and code names in Hangul or Katakana. Every value is
 * made up; valid numbers were checked with their published rules (Luhn, CPF and RRN check
 * digits, IBAN mod-97, libphonenumber).
 */

/** A value written as groups: the label before it, then groups and separators in order. */
export interface Grouped {
  kind: string;
  label: string;
  parts: readonly string[];
}

/** Values in several countries' formats, every one a leak when shown. */
export const GROUPED_VALUES: readonly Grouped[] = [
  { kind: "card", label: "Card: ", parts: ["4539", " ", "1488", " ", "0343", " ", "6467"] },
  { kind: "cpf", label: "CPF: ", parts: ["387", ".", "614", ".", "925", "-", "82"] },
  { kind: "ssn", label: "SSN: ", parts: ["536", "-", "22", "-", "1234"] },
  { kind: "rrn", label: "주민번호 ", parts: ["850315", "-", "1234566"] },
  { kind: "phone-it", label: "Cellulare ", parts: ["+39", " ", "347", " ", "123", " ", "4567"] },
  { kind: "phone-de", label: "Handy ", parts: ["+49", " ", "170", " ", "1234567"] },
  { kind: "phone-kr", label: "전화 ", parts: ["010", "-", "2345", "-", "6789"] },
  { kind: "iban", label: "IBAN ", parts: ["DE89", " ", "3704", " ", "0044", " ", "0532", " ", "0130", " ", "00"] },
  { kind: "phone-us", label: "Cell ", parts: ["(415)", " ", "555", "-", "2671"] },
];

const SEPARATOR = /^[ .-]$/;
const isSep = (p: string) => SEPARATOR.test(p);
const groups = (ps: readonly string[]) => ps.map((p) => (isSep(p) ? p : p));
/** The value with every separator replaced by `entity` (spaces, dashes and dots alike). */
const withEntity = (entity: (sep: string) => string) => (ps: readonly string[]) => ps.map((p) => (isSep(p) ? entity(p) : p)).join("");
/** The value with `mark` between every two adjacent digits. */
const between = (mark: string) => (ps: readonly string[]) => groups(ps).join("").replace(/([0-9])(?=[0-9])/g, `$1${mark}`);
/** Each group wrapped (`**4539**`), separators as written. */
const wrap = (open: string, close = open) => (ps: readonly string[]) => ps.map((p) => (isSep(p) ? p : `${open}${p}${close}`)).join("");

/** Dresses a reader does not see once the answer is rendered (Markdown, HTML) or at all (invisible characters). */
export const DRESSES: Readonly<Record<string, (ps: readonly string[]) => string>> = {
  "markdown escapes": (ps) => ps.map((p) => p.replace(/[.\-+()]/g, (c) => `\\${c}`)).join(""),
  "markdown bold": wrap("**"),
  "markdown italic": wrap("*"),
  "markdown underscores": wrap("__"),
  "inline code": wrap("`"),
  strikethrough: wrap("~~"),
  "bold and code mixed": (ps) => ps.map((p, i) => (isSep(p) ? p : i % 4 === 0 ? `**${p}**` : `\`${p}\``)).join(""),
  "&nbsp;": withEntity(() => "&nbsp;"),
  "&#160; / &#x2d; / &#46;": withEntity((s) => (s === " " ? "&#160;" : s === "-" ? "&#x2d;" : "&#46;")),
  "&ndash;": withEntity((s) => (s === "." ? "." : "&ndash;")),
  "&thinsp;": withEntity(() => "&thinsp;"),
  "&#8239; (narrow nbsp)": withEntity(() => "&#8239;"),
  "entity inside a group": (ps) => ps.join("").replace(/([0-9])([0-9])([0-9])/, (_m, a: string, b: string, c: string) => `${a}&#${b.charCodeAt(0)};${c}`),
  "hex entity inside a group": (ps) => ps.join("").replace(/([0-9])([0-9])/, (_m, a: string, b: string) => `${a}&#x${b.charCodeAt(0).toString(16)};`),
  "span per group": (ps) => ps.map((p) => `<span>${p}</span>`).join(""),
  "span with attributes, separators dropped": (ps) => ps.filter((p) => p !== " ").map((p) => `<span class="g">${p}</span>`).join(""),
  "bold tags and entities": (ps) => ps.map((p) => (isSep(p) ? "&nbsp;" : `<b>${p}</b>`)).join(""),
  "zero-width space": between("\u200b"),
  "zero-width joiner": between("\u200d"),
  "zero-width non-joiner": between("\u200c"),
  "word joiner": between("\u2060"),
  "soft hyphen": between("\u00ad"),
  "variation selector": between("\ufe0f"),
  "variation selector supplement": between("\u{e0101}"),
  "tag space": between("\u{e0020}"),
  "byte order mark": between("\ufeff"),
  "mongolian vowel separator": between("\u180e"),
  "hangul filler": between("\u3164"),
  "combining grapheme joiner": between("\u034f"),
  "zero-width space for every separator": (ps) => ps.filter((p) => !isSep(p)).join("\u200b"),
};

/** Mobile numbers with an explicit country code, of regions the test policy does not configure, with invisible characters between digits. */
export const FOREIGN_PHONES: readonly string[] = [
  "Cellulare: +39 3\u200b4\u200b7 1\u200b2\u200b3 4\u200b5\u200b6\u200b7",
  "Numero +39\u2060347\u2060123\u20604567, chiamami",
  "Móvil +34 6\u200b12 34\u00ad56 78",
  "携帯 +81 90\u200c1234\u200d5678",
  "Komórka +48 512\u200b345\u200b678",
  "Celular +55 11 9\u200b8765\u200b4321",
  "Mobile +91 98\u200b765 43\u200b210",
  "Portable : +33 6\u00ad12\u00ad34\u00ad56\u00ad78",
  "Handy: +49 1\ufe0f70 12\u200b34567",
  "Mobile +44 7911 123\u200b456",
  "| name | mobile |\n|---|---|\n| Luca | +39 3\u200b47 123 45\u200b67 |",
  '{"mobile": "+39\u200b347\u200b123\u200b4567"}',
];

/** E-mail addresses spelled out with words for the signs, in many languages, or with dashed or bracketed signs. */
export const SPELLED_EMAILS: readonly string[] = [
  "Scrivimi: mario.rossi chiocciola esempio punto it",
  "Mail: jan (at) firma (dot) de",
  "Escríbeme a juan arroba dominio punto es",
  "連絡先：名前 at example dot jp",
  "連絡先：田中 アット example ドット jp",
  "메일: 김민수 앳 naver 닷 com",
  "이메일은 minsu 골뱅이 daum 점 net 입니다",
  "メール：tanaka アット example ドット co ドット jp",
  "Schreib an jan Klammeraffe firma Punkt de",
  "jan[at]firma{dot}de",
  "Contact: JAN AT FIRMA DOT DE",
  "Napisz: jan.kowalski małpa firma kropka pl",
  "Пишите: ivan собака yandex точка ru",
  "Write to ivan sobaka yandex tochka ru",
  "Mail naar piet apenstaartje bedrijf punt nl",
  "Skriv till anna snabel-a foretag punkt se",
  "Napište na petr zavinac firma tecka cz",
  "jan-at-firma-dot-de",
  "contact: jan_at_firma_dot_de",
  "mario DOT rossi AT esempio DOT it",
  '{"email": "juan arroba dominio punto es"}',
  "| name | mail |\n|---|---|\n| Jan | jan [at] firma [dot] de |",
];

/** Configured code names and how Korean and Japanese write them. */
export const TRANSLITERATED_CODE_NAMES: readonly (readonly [string, readonly string[]])[] = [
  ["Nightingale", ["나이팅게일", "ナイチンゲール", "ナイティンゲール", "나이팅 게일"]],
  ["Bluebird", ["블루버드", "ブルーバード", "블루 버드", "ブルー・バード"]],
  ["Thunderbolt", ["썬더볼트", "선더볼트", "サンダーボルト"]],
  ["Lighthouse", ["라이트하우스", "ライトハウス"]],
  ["Kingfisher", ["킹피셔", "キングフィッシャー"]],
  ["Titanium", ["티타늄", "チタニウム", "ティタニウム"]],
  ["Daybreak", ["데이브레이크", "デイブレイク"]],
  ["Starlight", ["스타라이트", "スターライト"]],
  ["Tundra", ["툰드라", "ツンドラ"]],
];

/** Carriers a code name is written in (`%s` is the name). */
export const CODE_NAME_CARRIERS: readonly string[] = ["%s 프로젝트 일정이 바뀌었습니다.", "「%s」の件について", "Status of %s: on hold.", '{"project": "%s"}'];

/** Look-alikes that must pass untouched (the code names above configured). */
export const DRESS_LOOKALIKES: readonly string[] = [
  "meet at the office dot matrix printer",
  "Preis: 5 punto 3",
  "Il prezzo è 5 punto 3 euro",
  "updated_at_field.name = 3",
  "created_at_idx_dot_sql",
  "look_at_this_dot_com",
  "row.updated_at_ts",
  "Ich bin im Büro, Punkt 8 Uhr.",
  "Moja małpa je banany, kropka.",
  "Моя собака спит. Точка.",
  "在 google dot com 上搜索",
  "会議は東京 at 本社 で行います",
  "Order #4111-2222-3333 shipped 2024&#8209;03&#8209;01",
  "ISBN 978\\-3\\-16\\-148410\\-0",
  "§ 312&nbsp;BGB, Art.&nbsp;6 DSGVO",
  "제312조&nbsp;제1항",
  "Price: **1,299.00** EUR and **2,499.00** EUR",
  "Version 1\\.2\\.3 released on 2024\\-05\\-01",
  "Regex: \\d{3}\\-\\d{4}",
  "Total \\$1,234\\.56 due 2024\\-05\\-01",
  "<span>Order</span> <span>12345</span> <span>shipped</span>",
  "Invoice <b>2024</b>-<b>0012</b>",
  "Date: 2024\u200b-03\u200b-01, ticket 48\u200b213",
  "블루투스 이어폰과 나이트클럽",
  "ナイトクラブとブルーベリー",
  "ライトノベルとハウス",
  "チケットとラジオ",
  "티켓과 라디오",
  "ジャケットとチーズ",
  "튤립 축제와 출입 통제",
  "チューリップ",
];
