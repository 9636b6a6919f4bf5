/**
 * `gate:` — output-gate policy (boundary 2). Owned by `src/gate/`.
 *
 * ```yaml
 * gate:
 *   maxAnswerChars: 1048576          # largest answer (or stream total) gated, UTF-16 units
 *   codeNames:                       # internal code names (matched on the shadow)
 *     - Aurora-7
 *     - { name: BLUEHERON, aliases: ["푸른왜가리", "Project BH"] }  # translations, aliases
 *   blockedTerms: ["postproc_fixup"] # further terms that must never appear
 *   canaries: ["cnry-5f1e…"]         # canary tokens planted in the system prompt
 *   detectors:                       # per detector; absent ⇒ enabled, action block
 *     phone: { action: redact, allow: ["1588-0000"] }   # public switchboard stays visible
 *     kr-passport: { enabled: false }
 *   phone: { regions: ["KR", "US"] } # regions tried for numbers written without "+" (this is the default)
 *   email: { reservedDomains: pass } # addresses at example.com, *.test … (RFC 2606/6761): pass | report
 *   systemPrompt: { wordNgram: 6, charNgram: 20, denseCharNgram: 14 }
 *   egress:                          # URLs an answer would make a client fetch or offer
 *     allow: { images: ["cdn.example.com"], links: ["*.example.com"] }  # host patterns
 *     images: redact                 # an off-list image: removed (redact) or block
 *     links: redact                  # an off-list link carrying data: redacted to its text, or block
 * ```
 * An empty `allow` list allows nothing; an absent one is the same (no silent defaults).
 */
import { z } from "zod";
import { DEFAULT_MAX_ANSWER_CHARS } from "../limits.js";
import { MAX_SIZE_CAP } from "./boundary.js";

// The detector ids live in gate-ids.ts, which the gate imports without zod (cold start, issue 22).
import { GATE_DETECTOR_IDS, type GateDetectorId } from "./gate-ids.js";
export { GATE_DETECTOR_IDS, type GateDetectorId };

/** Policy of one detector. */
export const detectorPolicySchema = z
  .object({
    /** Run this detector (default true). */
    enabled: z.boolean().default(true),
    /** `block` stops the answer; `redact` replaces the span with `[REDACTED:<LABEL>]`. */
    action: z.enum(["block", "redact"]).default("block"),
    /** Values that are not leaks (compared after the detector's own canonical form). */
    allow: z.array(z.string().min(1)).default([]),
  })
  .strict();
export type DetectorPolicyConfig = z.infer<typeof detectorPolicySchema>;

const detectorsShape = Object.fromEntries(GATE_DETECTOR_IDS.map((id) => [id, detectorPolicySchema.optional()])) as {
  [K in GateDetectorId]: z.ZodOptional<typeof detectorPolicySchema>;
};

/**
 * One internal code name: a string, or `{ name, aliases }` where every alias (a translation,
 * a nickname, an old name) is blocked like the name itself and reported as it.
 */
/** Fewest letters or digits a code name, alias or blocked term needs (one would block most answers). */
export const MIN_TERM_CHARS = 2;

/**
 * A code name, alias or blocked term: at least `MIN_TERM_CHARS` letters or digits once
 * whitespace, punctuation and invisible characters are set aside (a blank or one-letter term
 * would block or redact nearly every answer, or match nothing on the shadow).
 */
const termSchema = z.string().refine((t) => (t.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= MIN_TERM_CHARS, {
  message: `a term needs at least ${MIN_TERM_CHARS} letters or digits (not blank, not whitespace or punctuation only)`,
});

export const codeNameSchema = z.union([
  termSchema,
  z
    .object({
      name: termSchema,
      aliases: z.array(termSchema).default([]),
    })
    .strict(),
]);
export type CodeNameConfig = z.infer<typeof codeNameSchema>;

/** Host patterns: `example.com` (that host exactly) or `*.example.com` (any subdomain of it). */
const hostPatternSchema = z
  .string()
  .regex(/^(?:\*\.)?[a-z0-9\u0080-\uffff](?:[a-z0-9\u0080-\uffff.-]{0,251}[a-z0-9\u0080-\uffff])?$/i, "a host name such as cdn.example.com or *.example.com");

/**
 * `gate.egress` — URLs in an answer (issue 19). Images are fetched by the client without a
 * click (the zero-click leak of CVE-2025-32711, "EchoLeak"); links are fetched when clicked.
 */
export const egressConfigSchema = z
  .object({
    /** Hosts an answer may point at, images and links separately. Empty: none. */
    allow: z
      .object({
        images: z.array(hostPatternSchema).default([]),
        links: z.array(hostPatternSchema).default([]),
      })
      .strict()
      .default({ images: [], links: [] }),
    /** An image (or other auto-fetched resource) off the list: `redact` removes it, `block` stops the answer. */
    images: z.enum(["block", "redact"]).default("redact"),
    /** A link off the list that carries data: `redact` keeps only its text, `block` stops the answer. */
    links: z.enum(["block", "redact"]).default("redact"),
  })
  .strict();
export type EgressConfig = z.infer<typeof egressConfigSchema>;

export const gateConfigSchema = z
  .object({
    /**
     * Largest answer the gate accepts, in UTF-16 code units: a finished answer, or a stream's
     * total. Larger is blocked with `ERR_BAD_INPUT` (a stream releases nothing more).
     */
    maxAnswerChars: z.number().int().min(1).max(MAX_SIZE_CAP).default(DEFAULT_MAX_ANSWER_CHARS),
    /** Internal code names that must never appear in an answer (matched on the shadow), with their aliases. */
    codeNames: z.array(codeNameSchema).default([]),
    /** Further blocked terms. */
    blockedTerms: z.array(termSchema).default([]),
    /** Canary tokens placed in the system prompt; one in an answer is a system-prompt leak. */
    canaries: z.array(z.string().min(8, "a canary token needs at least 8 characters to be unguessable")).default([]),
    /** Per-detector policy; an unknown detector id is an error naming the key. */
    detectors: z
      .strictObject(detectorsShape, {
        // A misspelled id names the valid ones, so the fix is in the message.
        error: (issue) =>
          issue.code === "unrecognized_keys"
            ? `unknown detector id${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")} (valid ids: ${GATE_DETECTOR_IDS.join(", ")})`
            : undefined,
      })
      .default({}),
    phone: z
      .object({
        /** ISO 3166 regions tried, in order, for numbers written without `+`. */
        regions: z.array(z.string().regex(/^[A-Z]{2}$/, "an ISO 3166-1 alpha-2 code such as KR")).min(1).default(["KR", "US"]),
      })
      .strict()
      .default({ regions: ["KR", "US"] }),
    email: z
      .object({
        /**
         * Addresses at the reserved documentation domains (RFC 2606 §2–3, RFC 6761 §6.2–6.4:
         * `example.com/.net/.org`, `*.example`, `*.test`, `*.invalid`, `localhost`) reach no one:
         * `pass` (default) lets them through everywhere; `report` treats them as personal data
         * outside code, for an application whose own fictional records use them (the demo
         * résumé's address is at example.com).
         */
        reservedDomains: z.enum(["pass", "report"]).default("pass"),
      })
      .strict()
      .default({ reservedDomains: "pass" }),
    systemPrompt: z
      .object({
        /** Consecutive system-prompt words that make a leak. */
        wordNgram: z.number().int().min(3).max(50).default(6),
        /** Consecutive letters/digits (Latin and other scripts) that make a leak. */
        charNgram: z.number().int().min(8).max(200).default(20),
        /** The same for Hangul/CJK runs, where one character carries more. */
        denseCharNgram: z.number().int().min(4).max(200).default(14),
      })
      .strict()
      .default({ wordNgram: 6, charNgram: 20, denseCharNgram: 14 }),
    egress: egressConfigSchema.default({ allow: { images: [], links: [] }, images: "redact", links: "redact" }),
  })
  .strict();

export type GateConfig = z.infer<typeof gateConfigSchema>;
