/**
 * Where `rampart mcp-proxy` keeps its tool pins, and how it names a server in them. Kept
 * apart from the proxy so `pins list|approve` never loads `@modelcontextprotocol/sdk`.
 */
import { dirname, resolve } from "node:path";
import type { LoadedConfig } from "../../core/index.js";
import { approvalStorePath } from "../../firewall/index.js";

/** The pin file's name beside the approval store. */
export const PIN_FILE_NAME = "mcp-pins.json";

/**
 * The default pin file: `mcp-pins.json` in the folder of the SQLite approval store
 * (`.rampart/` by default), so pins and approvals sit together; with a Redis or in-memory
 * approval store, `.rampart/mcp-pins.json` beside the config file.
 */
export function defaultPinFile(loaded: LoadedConfig): string {
  const store = approvalStorePath(loaded);
  if (store !== null && store !== ":memory:") return resolve(dirname(store), PIN_FILE_NAME);
  return resolve(loaded.baseDir, ".rampart", PIN_FILE_NAME);
}

/**
 * The key of a server in the pin file: the name the operator gives (`--server-name`), else
 * its command line as JSON (`["node","server.js"]`). Never the name the server reports about
 * itself: a server that could rename itself could reset its own pins.
 */
export function serverKey(command: readonly string[], name?: string): string {
  return name ?? JSON.stringify(command);
}
