/**
 * The output gate for the adapters: `gateAnswer` on a finished answer and `gateStream` on a
 * live one, each in one `rampart.gate` span (detector ids, verdict, code, counts).
 */
import type { Verdict } from "../../core/index.js";
import { gateAnswer, gateStream, type GateEvent, type GatePolicy } from "../../gate/index.js";
import { RAMPART_ATTRIBUTES as A, RAMPART_SPANS, inSpan, telemetry } from "../otel/index.js";

/** Detector ids of a verdict's findings (rule ids never appear in gate findings). */
function detectorIds(v: Verdict): string[] {
  return [...new Set(v.findings.map((f) => f.id))];
}

/** Span attributes of a verdict. */
export function verdictAttributes(v: Verdict): Record<string, string | number | string[]> {
  return {
    [A.verdict]: v.action,
    ...(v.action === "block" ? { [A.errorCode]: v.code } : {}),
    [A.findings]: v.findings.length,
    [A.detectorIds]: detectorIds(v),
  };
}

/** Gates a finished answer (never rejects: a fault is a `block` `ERR_INTERNAL`). */
export function gateText(text: string, policy: GatePolicy, adapter: string): Promise<Verdict> {
  return inSpan(RAMPART_SPANS.gate, { [A.adapter]: adapter, [A.stream]: false }, () => gateAnswer(text, policy), verdictAttributes);
}

/**
 * Gates a token stream: `gateStream`'s events, in a span that ends with the stream (verdict
 * `pass` or `block` with its code, characters released).
 */
export async function* gateTokens(tokens: AsyncIterable<string>, policy: GatePolicy, adapter: string): AsyncGenerator<GateEvent, void, undefined> {
  const tel = telemetry();
  const span = tel?.startSpan(RAMPART_SPANS.gate, { [A.adapter]: adapter, [A.stream]: true });
  let released = 0;
  let blocked: string | null = null;
  try {
    const events = span === undefined || tel === null ? gateStream(tokens, policy) : tel.withSpan(span, () => gateStream(tokens, policy));
    for await (const ev of events) {
      if (ev.type === "token") released += ev.text.length;
      else blocked = ev.code;
      yield ev;
    }
  } finally {
    if (span !== undefined) {
      span.setAttributes({ [A.verdict]: blocked === null ? "pass" : "block", [A.errorCode]: blocked ?? undefined, [A.released]: released });
      span.end();
    }
  }
}
