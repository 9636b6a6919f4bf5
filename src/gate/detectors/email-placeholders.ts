/**
 * Placeholder domains (issue 19, blind round 15): a format description writes an address's
 * SHAPE with words that say "domain" or "example" in the reader's language — `nom@domaine.tld`,
 * `nombre@dominio.com`, `name@beispiel.de`, `이름@도메인.com`, `you@yourdomain.com` — and such an
 * address reaches no one: it is documentation, like `example.com` (RFC 2606). The e-mail
 * detector treats these domains as it treats the reserved ones (`reservedDomain` in `email.ts`).
 *
 * A domain is a placeholder when
 * - its top-level label is a placeholder for one (`tld`, `ext`: no delegated TLD is spelled so,
 *   IANA root zone), or
 * - any label is a word for "domain" or "example" (`PLACEHOLDER_WORDS`, one row per language),
 *   alone or after a possessive (`yourdomain`, `my-domain`, `votredomaine`, `tudominio`).
 * Sources: the words are the dictionary forms of "domain" and "example" in each language
 * (Duden, Larousse, RAE, Treccani, Priberam, Van Dale, SJP, Ozhegov, TDK, Kielitoimisto,
 * Standard Korean Dictionary, Kōjien, Xiandai Hanyu Cidian). Linear: one split, set look-ups.
 */

/** Words for "domain" and "example" (and a few template words), per language; folded lower case without accents. */
export const PLACEHOLDER_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: ["domain", "example", "sample", "placeholder", "yourdomain", "mydomain", "domainname", "somedomain", "anydomain"],
  de: ["domain", "beispiel", "musterdomain", "muster", "beispieldomain"],
  fr: ["domaine", "exemple", "nomdedomaine"],
  es: ["dominio", "ejemplo"],
  pt: ["dominio", "exemplo"],
  it: ["dominio", "esempio"],
  nl: ["domein", "voorbeeld"],
  sv: ["doman", "exempel"],
  da: ["domaene", "eksempel"],
  no: ["domene", "eksempel"],
  fi: ["verkkotunnus", "esimerkki"],
  pl: ["domena", "przyklad"],
  cs: ["domena", "priklad"],
  ro: ["domeniu", "exemplu"],
  hu: ["domain", "pelda"],
  tr: ["alanadi", "ornek"],
  ru: ["домен", "пример"],
  uk: ["домен", "приклад"],
  el: ["τομεας", "παραδειγμα"],
  ko: ["도메인", "예시", "예제"],
  ja: ["ドメイン", "例"],
  zh: ["域名", "示例", "例子"],
  id: ["domain", "contoh"],
  vi: ["tenmien", "vidu"],
};

/** Possessives a placeholder label may start with (`yourdomain`, `votredomaine`, `tudominio`, `ihredomain`). */
const POSSESSIVES = ["your", "my", "the", "some", "votre", "ton", "mon", "tu", "mi", "su", "ihre", "deine", "meine", "tuo", "seu", "uw", "jouw", "twoja"];

/** Top-level labels that stand for "a top-level domain" in a template. */
const PLACEHOLDER_TLDS: ReadonlySet<string> = new Set(["tld", "ext", "extension", "domain"]);

const WORDS: ReadonlySet<string> = new Set(Object.values(PLACEHOLDER_WORDS).flat());

/** Lower case without accents (`domínio` → `dominio`, `przykład` → `przyklad`); Hangul recomposed. */
function fold(label: string): string {
  return label
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .replace(/ł/g, "l")
    .replace(/ı/g, "i")
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o");
}

/** Whether one folded label is a placeholder word, alone or after a possessive, hyphens dropped. */
function placeholderLabel(label: string): boolean {
  const l = label.replace(/[-_]/g, "");
  if (WORDS.has(l)) return true;
  for (const p of POSSESSIVES) if (l.length > p.length && l.startsWith(p) && WORDS.has(l.slice(p.length))) return true;
  return false;
}

/**
 * Whether `domain` (the part after `@`, dots between labels) is a placeholder domain
 * (module comment).
 *
 * @example
 * placeholderDomain("domaine.tld")   // → true
 * placeholderDomain("beispiel.de")   // → true
 * placeholderDomain("yourdomain.com") // → true
 * placeholderDomain("acme-domains.io") // → false
 */
export function placeholderDomain(domain: string): boolean {
  const labels = fold(domain).replace(/\.$/, "").split(".");
  if (labels.length < 2) return false;
  if (PLACEHOLDER_TLDS.has(labels[labels.length - 1] as string)) return true;
  return labels.some(placeholderLabel);
}
