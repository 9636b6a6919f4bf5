/**
 * The firewall key and what is derived from it: the keyed HMAC of canonical arguments that
 * audit events and approvals carry instead of raw values (seed 003: "hash them"), and the
 * sealing key that lets an approver holding the key read what they approve while the store
 * holds only ciphertext.
 *
 * A keyed HMAC (RFC 2104), not a bare SHA-256 as in the seed: argument values are often
 * low-entropy (an IBAN, an e-mail address), and a bare hash of them is reversible by
 * guessing. Sub-keys come from HKDF-SHA256 (RFC 5869) so one secret serves both purposes.
 * Replicas must share the key, or their approvals and audit hashes will not match (which
 * fails closed: an approval from another key never matches).
 */
import { createCipheriv, createDecipheriv, createHmac, createSecretKey, hash, hkdfSync, randomBytes, type KeyObject } from "node:crypto";
import { RampartError } from "../core/index.js";

/** Key material derived once per firewall. */
export interface FirewallKeys {
  /** HMAC-SHA256 of a canonical string, hex. */
  hmac(canonical: string): string;
  /** AES-256-GCM seal of a string: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
  seal(plaintext: string): string;
  /**
   * Opens a sealed string.
   *
   * @throws RampartError `ERR_AUTH` when the seal was made with another key or was altered.
   */
  open(sealed: string): string;
  /** True when the key was generated for this process (not shared between replicas). */
  readonly ephemeral: boolean;
}

/** Minimum secret length, in bytes (NIST SP 800-107: an HMAC key at least as long as the security strength). */
const MIN_KEY_BYTES = 16;

/**
 * Derives the firewall keys.
 *
 * @param secret the shared secret (string as UTF-8, or bytes); absent ⇒ a random per-process key.
 * @throws RampartError `ERR_CONFIG` when the secret is shorter than 16 bytes.
 * @example
 * const keys = deriveKeys(process.env.RAMPART_FIREWALL_KEY);
 * keys.hmac('{"to":"a@b.c"}'); // 64 hex characters
 */
export function deriveKeys(secret?: string | Uint8Array): FirewallKeys {
  const ephemeral = secret === undefined || secret === "";
  const ikm = ephemeral ? randomBytes(32) : typeof secret === "string" ? Buffer.from(secret, "utf8") : Buffer.from(secret);
  if (ikm.length < MIN_KEY_BYTES) {
    throw new RampartError("ERR_CONFIG", `firewall key must be at least ${MIN_KEY_BYTES} bytes, got ${ikm.length}`);
  }
  const salt = Buffer.from("rampart-firewall-v1");
  const macBytes = Buffer.from(hkdfSync("sha256", ikm, salt, "argument-hmac", 32));
  const sealKey = Buffer.from(hkdfSync("sha256", ikm, salt, "approval-seal", 32));
  const hmac = hmacSha256(macBytes, createSecretKey(macBytes));
  return {
    ephemeral,
    hmac,
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", sealKey, iv);
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return ["v1", iv.toString("base64url"), tag.toString("base64url"), body.toString("base64url")].join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || iv === undefined || tag === undefined || body === undefined) {
        throw new RampartError("ERR_AUTH", "sealed value has an unknown format");
      }
      try {
        const decipher = createDecipheriv("aes-256-gcm", sealKey, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
      } catch (cause) {
        throw new RampartError("ERR_AUTH", "sealed value was made with another key or altered", { cause });
      }
    },
  };
}

const SHA256_BLOCK = 64;
/** Messages up to this many UTF-16 code units go through the scratch buffer (3 UTF-8 bytes each at most). */
const SCRATCH_CHARS = 16_384;

/**
 * HMAC-SHA256 (RFC 2104) as a function of one string, hex: H((K ⊕ opad) ‖ H((K ⊕ ipad) ‖ m))
 * with two one-shot `crypto.hash` calls over preallocated buffers, instead of building a
 * `crypto.Hmac` stream object per message (two per dispatch: the call reference and the
 * argument HMAC). Same bytes as `createHmac("sha256", key)`; messages longer than the
 * scratch buffer take `createHmac`.
 */
function hmacSha256(key: Buffer, keyObject: KeyObject): (message: string) => string {
  if (key.length > SHA256_BLOCK) throw new RampartError("ERR_CONFIG", "HMAC key longer than one SHA-256 block");
  const inner = Buffer.alloc(SHA256_BLOCK + SCRATCH_CHARS * 3);
  const outer = Buffer.alloc(SHA256_BLOCK + 32);
  for (let i = 0; i < SHA256_BLOCK; i++) {
    const k = i < key.length ? (key[i] as number) : 0;
    inner[i] = k ^ 0x36;
    outer[i] = k ^ 0x5c;
  }
  // Views of the scratch buffer by message length, for the short messages every dispatch
  // hashes (a view is an object; keeping them spares one per call).
  const views: (Uint8Array | undefined)[] = [];
  return (message) => {
    if (message.length > SCRATCH_CHARS) return createHmac("sha256", keyObject).update(message, "utf8").digest("hex");
    const n = inner.write(message, SHA256_BLOCK, "utf8");
    let view = n <= 512 ? views[n] : undefined;
    if (view === undefined) {
      view = inner.subarray(0, SHA256_BLOCK + n);
      if (n <= 512) views[n] = view;
    }
    // the inner digest as 32 "binary" (latin1) characters (one byte each) goes straight into the outer block
    outer.write(hash("sha256", view, "binary"), SHA256_BLOCK, "binary");
    return hash("sha256", outer, "hex");
  };
}
