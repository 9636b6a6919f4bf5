/**
 * Evidence through the boundary for the adapters: every text neutralised by the guard's
 * scanner (the `scanEvidence` choke point with the config's rules), then — in a spotlight
 * mode — delimited, datamarked or encoded by `spotlight` with one nonce for the request.
 * One `rampart.scan` span per batch.
 */
import { SPOTLIGHT_MARKER_NOTE, spotlight } from "../../boundary/index.js";
import type { Finding } from "../../core/index.js";
import { RAMPART_ATTRIBUTES as A, RAMPART_SPANS, inSpan } from "../otel/index.js";
import type { EvidenceMode, Guard } from "./config.js";

/** The texts after the boundary. */
export interface GuardedEvidence {
  /** One text per input text, in order. */
  readonly texts: string[];
  /**
   * The system-prompt paragraph explaining the marking (spotlight modes always; neutralise
   * mode only when a marker was written), or `null`.
   */
  readonly systemPrompt: string | null;
  /** Findings per input text (offsets into that text). */
  readonly findings: Finding[][];
}

const distinct = (findings: Finding[][]) => [...new Set(findings.flat().map((f) => f.id))];

/**
 * Puts texts through the boundary. Synchronous work; async only for the span.
 *
 * @param prepared which texts are already neutralised (by the firewall's dispatch): they are
 *   only spotlighted, never scanned twice (a second pass would rewrite the defense's own
 *   markers to `[INPUT_MARKER]`).
 */
export function guardEvidence(texts: readonly string[], guard: Guard, mode: EvidenceMode, adapter: string, prepared?: readonly boolean[]): Promise<GuardedEvidence> {
  return inSpan(
    RAMPART_SPANS.scan,
    { [A.adapter]: adapter, [A.mode]: mode, [A.texts]: texts.length },
    () => guardEvidenceNow(texts, guard, mode, prepared),
    (r) => {
      const changed = r.findings.filter((f) => f.length > 0).length;
      return { [A.verdict]: changed > 0 ? "neutralized" : "clean", [A.changed]: changed, [A.findings]: r.findings.flat().length, [A.ruleIds]: distinct(r.findings) };
    },
  );
}

/** `guardEvidence` without the span. */
export function guardEvidenceNow(texts: readonly string[], guard: Guard, mode: EvidenceMode, prepared?: readonly boolean[]): GuardedEvidence {
  const findings: Finding[][] = [];
  const neutral = texts.map((t, i) => {
    if (prepared?.[i] === true) {
      findings.push([]);
      return t;
    }
    const scan = guard.scanner.scan(t);
    findings.push(scan.findings);
    return scan.text;
  });
  if (mode === "neutralize") {
    const marked = findings.some((f) => f.length > 0) || prepared?.some(Boolean) === true;
    return { texts: neutral, systemPrompt: marked ? SPOTLIGHT_MARKER_NOTE : null, findings };
  }
  if (neutral.length === 0) return { texts: [], systemPrompt: null, findings };
  // One nonce for the request, checked against every text; then each text on its own.
  const all = spotlight(neutral, mode, { neutralize: false });
  const nonce = all.nonce === undefined ? {} : { nonce: all.nonce };
  return {
    texts: neutral.map((t) => spotlight([t], mode, { neutralize: false, ...nonce }).text),
    systemPrompt: all.systemPrompt,
    findings,
  };
}
