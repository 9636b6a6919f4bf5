/**
 * `rampart.config.yaml`: one file, validated with zod, one section per boundary.
 * Absent file ⇒ built-in defaults. Every error names the offending key
 * (DESIGN.md "Configuration").
 */
import { closeSync, existsSync, openSync, readSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { CONFIG_FILE_NAME } from "./file-name.js";
import { RampartError } from "../errors.js";
import { decodeUtf8Strict, notUtf8Message } from "../utf8.js";
import { specialFileKind } from "../paths.js";
import { appConfigSchema } from "./app.js";
import { boundaryConfigSchema } from "./boundary.js";
import { evaluationConfigSchema } from "./evaluation.js";
import { firewallConfigSchema } from "./firewall.js";
import { gateConfigSchema } from "./gate.js";
import { judgeConfigSchema } from "./judge.js";
import { ragConfigSchema } from "./rag.js";
import { serverConfigSchema } from "./server.js";
import { unknownKeyHint } from "./key-hint.js";
import { MAX_KEY_SHOWN, readPlainData, shownKey } from "../options.js";

export * from "./app.js";
export * from "./boundary.js";
export * from "./evaluation.js";
export * from "./firewall.js";
export * from "./gate.js";
export * from "./judge.js";
export * from "./rag.js";
export * from "./server.js";

export { CONFIG_FILE_NAME } from "./file-name.js";

export const rampartConfigSchema = z
  .object({
    app: appConfigSchema.default(appConfigSchema.parse({})),
    boundary: boundaryConfigSchema.default(boundaryConfigSchema.parse({})),
    gate: gateConfigSchema.default(gateConfigSchema.parse({})),
    rag: ragConfigSchema.default(ragConfigSchema.parse({})),
    server: serverConfigSchema.default(serverConfigSchema.parse({})),
    firewall: firewallConfigSchema.default(firewallConfigSchema.parse({})),
    evaluation: evaluationConfigSchema.default(evaluationConfigSchema.parse({})),
    judge: judgeConfigSchema.default(judgeConfigSchema.parse({})),
  })
  .strict();

export type RampartConfig = z.infer<typeof rampartConfigSchema>;

/** A loaded configuration and where it came from (`null` = built-in defaults). */
export interface LoadedConfig {
  config: RampartConfig;
  path: string | null;
  /** Folder relative paths in the config resolve against. */
  baseDir: string;
}

/**
 * Formats zod issues as `key.path: message` lines. Given the `schema` that was checked, an
 * unknown key gets the closest key the schema declares there (`gate.egres` → "did you mean
 * "egress"?").
 */
export function formatZodIssues(error: z.ZodError, schema?: z.ZodType): string {
  return error.issues
    // Keys are cut to `MAX_KEY_SHOWN` (a hostile 1 MB key is never echoed whole), in the path
    // and in zod's own "Unrecognized key" message, which is rebuilt from the cut keys when one is long.
    .map((i) => {
      const long = i.code === "unrecognized_keys" && i.keys.some((k) => k.length > MAX_KEY_SHOWN);
      const message = long ? `Unrecognized key${i.keys.length > 1 ? "s" : ""}: ${i.keys.slice(0, 5).map((k) => JSON.stringify(shownKey(k))).join(", ")}${i.keys.length > 5 ? ", …" : ""}` : i.message;
      return `${i.path.length ? i.path.map((p) => shownKey(String(p))).join(".") : "(root)"}: ${message}${unknownKeyHint(schema, i)}`;
    })
    .join("; ");
}

/**
 * Validates a parsed config object.
 *
 * @param raw the parsed object; `undefined` gives the defaults, anything else that is not an
 *   object (`null`, an array, a string) is an error.
 * @throws RampartError `ERR_CONFIG` naming every bad key, e.g. `gate.codeNames.0: Too small`.
 */
export function parseConfig(raw: unknown, source = "config"): RampartConfig {
  // `undefined` means "no config given"; `null` is a value someone passed and is wrong.
  // Read once into plain data first (`readPlainData`): a throwing getter or Proxy trap, or a
  // `Map` (which zod would read as an empty object), is an error naming the key.
  const data = readPlainData(raw === undefined ? {} : raw);
  if (!data.ok) {
    const why = data.cause instanceof Error ? ` (${data.cause.message.slice(0, 120)})` : "";
    throw new RampartError("ERR_CONFIG", `${source}: ${data.path}: ${data.problem}${why}`, { ...(data.cause !== undefined ? { cause: data.cause } : {}), details: { source, key: data.path } });
  }
  const result = rampartConfigSchema.safeParse(data.value);
  if (!result.success) {
    throw new RampartError("ERR_CONFIG", `${source}: ${formatZodIssues(result.error, rampartConfigSchema)}`, {
      details: { source },
    });
  }
  return result.data;
}

function describeType(x: unknown): string {
  return x === null ? "null" : Array.isArray(x) ? "an array" : typeof x === "object" ? "an object" : typeof x;
}

/** Largest config file `loadConfig` reads, in bytes (1 MiB; a real config is a few KB). */
export const MAX_CONFIG_BYTES = 1024 * 1024;

/**
 * Reads a config file as UTF-8, at most `MAX_CONFIG_BYTES`. Reads in chunks and stops one
 * byte past the cap, so a huge file (or an endless one such as a device) costs no more than
 * the cap in time and memory.
 *
 * @throws RampartError `ERR_CONFIG` naming the file when it is larger than the cap (with its
 *   size when the file system knows it), is not UTF-8 text (with the byte offset of the first
 *   invalid sequence), or cannot be read (the system code, e.g. EISDIR).
 */
function readConfigText(path: string): string {
  let fd: number | undefined;
  try {
    fd = openSync(path, "r");
    const buf = Buffer.alloc(MAX_CONFIG_BYTES + 1);
    let n = 0;
    for (;;) {
      const got = readSync(fd, buf, n, buf.length - n, null);
      if (got === 0) break;
      n += got;
      if (n > MAX_CONFIG_BYTES) {
        let size = "";
        try {
          const st = statSync(path);
          if (st.isFile()) size = ` (${st.size} bytes)`;
        } catch {
          // size unknown
        }
        throw new RampartError("ERR_CONFIG", `${path}: config file too large${size}; the limit is ${MAX_CONFIG_BYTES} bytes`, {
          details: { path, limit: MAX_CONFIG_BYTES },
        });
      }
    }
    // Strict: `refusalPhrase: "Sorry \xff"` must not be served as "Sorry \ufffd".
    const decoded = decodeUtf8Strict(buf.subarray(0, n));
    if (decoded.text === undefined) {
      throw new RampartError("ERR_CONFIG", notUtf8Message(path, decoded.badOffset), { details: { path, offset: decoded.badOffset } });
    }
    return decoded.text;
  } catch (cause) {
    if (cause instanceof RampartError) throw cause;
    const code = (cause as NodeJS.ErrnoException).code ?? "unknown";
    if (code === "EISDIR") throw new RampartError("ERR_CONFIG", `${path}: is a folder, not a config file`, { cause, details: { path, code } });
    throw new RampartError("ERR_CONFIG", `${path}: cannot read the config file (${code})`, { cause, details: { path, code } });
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Loads `rampart.config.yaml`.
 *
 * @param file explicit `--config FILE`; when absent, `./rampart.config.yaml` if it exists,
 *   else built-in defaults.
 * @throws RampartError `ERR_CONFIG` if an explicit file is missing, larger than
 *   `MAX_CONFIG_BYTES` (1 MiB), unreadable, or not a regular file (a FIFO, a socket or a
 *   device: checked before it is opened, so a named pipe cannot hang the caller), the YAML is malformed, or a key is invalid; `ERR_BAD_INPUT` if `file` or `cwd` is not a string (a JavaScript
 *   caller passing `{ path }` gets this, not a TypeError from `path.resolve`).
 */
export function loadConfig(file?: string, cwd: string = process.cwd()): LoadedConfig {
  if (file !== undefined && typeof file !== "string") throw new RampartError("ERR_BAD_INPUT", `loadConfig: file must be a path string, got ${describeType(file)}`);
  if (typeof cwd !== "string") throw new RampartError("ERR_BAD_INPUT", `loadConfig: cwd must be a path string, got ${describeType(cwd)}`);
  const explicit = file !== undefined;
  const path = resolve(cwd, file ?? CONFIG_FILE_NAME);
  if (!existsSync(path)) {
    if (explicit) throw new RampartError("ERR_CONFIG", `config file not found: ${path}`);
    return { config: parseConfig({}), path: null, baseDir: cwd };
  }
  // Checked before opening: a FIFO with no writer blocks `open` forever (a device is read up to the cap).
  let st: ReturnType<typeof statSync>;
  try {
    st = statSync(path);
  } catch (cause) {
    throw new RampartError("ERR_CONFIG", `${path}: cannot read the config file (${(cause as NodeJS.ErrnoException).code ?? "unknown"})`, { cause, details: { path } });
  }
  if (!st.isFile() && !st.isDirectory()) {
    throw new RampartError("ERR_CONFIG", `${path}: cannot read the config file: it is ${specialFileKind(st)}, expected a regular file`, { details: { path } });
  }
  const text = readConfigText(path);
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (cause) {
    throw new RampartError("ERR_CONFIG", `${path}: not valid YAML (${(cause as Error).message})`, { cause });
  }
  // An empty file (or one holding only comments) parses to null: it configures nothing.
  return { config: parseConfig(raw ?? undefined, path), path, baseDir: dirname(path) };
}
