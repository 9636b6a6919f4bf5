/**
 * The fake environments of the scenario suite, by id (a typed registry: a suite names the
 * environments it uses, and an unknown name is a bad-input error).
 */
import { calendar } from "./calendar.js";
import { chat } from "./chat.js";
import { files } from "./files.js";
import { mail } from "./mail.js";
import { payments } from "./payments.js";
import type { Environment } from "./shared.js";
import { web } from "./web.js";

/** Environment ids a suite may use as keys of `state`. */
export const ENVIRONMENT_IDS = ["mail", "calendar", "files", "payments", "chat", "web"] as const;
export type EnvironmentId = (typeof ENVIRONMENT_IDS)[number];

/** Every environment by id; `satisfies` makes a missing one a type error. */
export const ENVIRONMENTS = { mail, calendar, files, payments, chat, web } satisfies Record<EnvironmentId, Environment>;

export { ENVIRONMENT_PATTERNS, type Environment, type StateRef } from "./shared.js";
