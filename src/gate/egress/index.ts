/**
 * The egress check's parts (issue 19): the URL extractor over the grammar of Markdown, HTML
 * and CSS (`extract.ts`), the data-carrying test (`data.ts`) and host allow-lists
 * (`hosts.ts`). The detector that uses them is `detectors/egress.ts`.
 */
export { extractUrls, EXTRACT_PATTERNS, type UrlOccurrence, type UrlKind } from "./extract.js";
export { carriesData, isOpaque, base64Text, entropy } from "./data.js";
export { hostList, canonicalHost, type HostList } from "./hosts.js";
