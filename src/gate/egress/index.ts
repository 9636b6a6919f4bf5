/**
 * The egress check's parts (issue 19): the URL extractor over the grammar of Markdown, HTML
 * and CSS (`extract.ts`), the data-carrying test (`data.ts`), host allow-lists (`hosts.ts`)
 * and the decoded text of a URL's parts that the gate's detectors read (`parts.ts`). The
 * detector that uses them is `detectors/egress.ts`.
 */
export { extractUrls, EXTRACT_PATTERNS, type UrlOccurrence, type UrlKind } from "./extract.js";
export { carriesData, isOpaque, base64Text, entropy, hiddenEscapes } from "./data.js";
export { urlText, percentDecode, formDecode, PART_PATTERNS } from "./parts.js";
export { hostList, canonicalHost, type HostList } from "./hosts.js";
