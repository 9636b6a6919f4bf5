/**
 * The output gate's detector ids, apart from the zod schema of `gate:` (config/gate.ts), so
 * the gate can read them without loading zod (`import "rampart/gate"` stays cheap, issue 22).
 */
/** Every output-gate detector id (the gate's registry is checked against this list). */
export const GATE_DETECTOR_IDS = [
  "phone",
  "email",
  "kr-rrn",
  "kr-frn",
  "kr-brn",
  "kr-passport",
  "kr-driver-licence",
  "national-id",
  "credit-card",
  "iban",
  "bank-account",
  "secret",
  "code-name",
  "blocked-term",
  "canary",
  "system-prompt",
  "egress",
] as const;
export type GateDetectorId = (typeof GATE_DETECTOR_IDS)[number];
