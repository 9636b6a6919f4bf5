/**
 * Search links (issue 19): `https://www.google.com/search?q=winter+hiking+boots` sends the
 * search service the reader's topic, in words the reader sees in the link — an ordinary
 * result link, not data leaving for a collector. A query value is such a topic when
 *
 * - the link is a search: its host is a search engine (`SEARCH_HOSTS`), or its last path
 *   segment names a search page (`/search`, `/s`, `/results`, `index.php` …, a site's own search);
 * - the value sits under a search parameter name (`SEARCH_KEYS`: the parameter each engine
 *   shows in its own result URLs — Google, Bing, DuckDuckGo, Startpage `q`; Yahoo `p`; Baidu `wd`;
 *   Naver `query`; YouTube `search_query`; Amazon `k`; MediaWiki `search`);
 * - and it reads as a phrase (`readablePhrase`): 1–16 words of letters in any script and
 *   short numbers (≤ 4 digits: a year, a version), nothing opaque, no address, no URL.
 *
 * Digits, keys, encoded runs and addresses in a search query still count as data (a phone
 * number searched for is a phone number sent), and so does every other parameter.
 */

/** Search engines (host suffixes). */
const SEARCH_HOSTS = /(?:^|\.)(?:google\.[a-z.]{2,6}|bing\.com|duckduckgo\.com|search\.yahoo\.[a-z.]{2,6}|yandex\.[a-z]{2,3}|baidu\.com|search\.naver\.com|search\.daum\.net|ecosia\.org|startpage\.com|search\.brave\.com|qwant\.com|kagi\.com)$/;
/** Last path segments that name a search or results page. */
const SEARCH_SEGMENTS: ReadonlySet<string> = new Set(["search", "s", "results", "search.naver", "index.php", "scholar", "find", "suche", "recherche", "buscar", "busca", "ricerca", "zoeken", "search.php", "searchresults", "sch", "web"]);
/** Parameter names that hold the search words. */
const SEARCH_KEYS: ReadonlySet<string> = new Set(["q", "query", "p", "wd", "word", "search", "search_query", "k", "text", "keyword", "keywords", "term", "terms", "searchterm", "qs", "oq"]);

/** A word of letters in any script (an apostrophe or inner hyphen allowed), or a number of ≤ 4 digits. */
const WORD = /^(?:[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+){0,3}|[0-9]{1,4}(?:\.[0-9]{1,3})?)$/u;

/**
 * Whether a decoded query value reads as words: 1–16 words (`WORD`), at most 160 characters,
 * punctuation between words only (`, ? ! : " ( )`).
 *
 * @example
 * readablePhrase("best hiking boots for winter") // → true
 * readablePhrase("010-2345-6789")                // → false
 */
export function readablePhrase(value: string): boolean {
  if (value.length === 0 || value.length > 160) return false;
  const words = value.split(/[\s,?!:;"()]+/u).filter(Boolean);
  return words.length >= 1 && words.length <= 16 && words.every((w) => WORD.test(w));
}

/**
 * Whether parameter `key` = `value` (decoded) of `url` is a search topic (module comment).
 *
 * @example
 * searchTopic(new URL("https://www.bing.com/search?q=labor+law"), "q", "labor law") // → true
 * searchTopic(new URL("https://collector.example/log?q=labor+law"), "q", "labor law") // → false
 */
export function searchTopic(url: URL, key: string, value: string): boolean {
  if (!SEARCH_KEYS.has(key.toLowerCase())) return false;
  const host = url.hostname.toLowerCase();
  const last = (url.pathname.split("/").filter(Boolean).pop() ?? "").toLowerCase();
  const search = SEARCH_HOSTS.test(host) || SEARCH_SEGMENTS.has(last) || url.pathname.toLowerCase().includes("/search/");
  return search && readablePhrase(value);
}

/** Patterns the search test runs on URL parts (checked for linear time by a test). */
export const SEARCH_PATTERNS: readonly RegExp[] = [SEARCH_HOSTS, WORD];
