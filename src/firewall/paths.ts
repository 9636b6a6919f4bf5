/**
 * Path arguments confined to allowed roots. A model-supplied path is resolved the way the
 * operating system will resolve it — `..` segments collapsed, every symlink followed
 * (realpath) — and denied unless the result is inside a root. The handler receives the
 * resolved path, so the path that was checked is the path that is used.
 *
 * A path that does not exist yet (a file to be written) is resolved through its deepest
 * existing ancestor. A dangling symlink is denied: writing through it would create its
 * target, which may lie anywhere (CWE-59, link following).
 *
 * Limit: a check-then-use race remains if another process swaps a directory for a symlink
 * between this check and the handler's `open` (CWE-367); handlers that write should open
 * with `O_NOFOLLOW` where that matters.
 */
import { realpathSync } from "node:fs";
import { lstat, realpath } from "node:fs/promises";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { RampartError } from "../core/index.js";

/**
 * Resolves the configured roots once, when the tool is defined.
 *
 * @throws RampartError `ERR_CONFIG` when a root does not exist.
 */
export function compileRoots(tool: string, arg: string, roots: readonly string[]): string[] {
  return roots.map((root) => {
    try {
      return realpathSync(resolve(root));
    } catch (cause) {
      throw new RampartError("ERR_CONFIG", `tool ${tool}: policy.args.${arg}.path.roots: ${root} does not exist`, { cause });
    }
  });
}

/** True when `real` is `root` or lies below it. */
export function isInside(real: string, root: string): boolean {
  if (real === root) return true;
  return real.startsWith(root.endsWith(sep) ? root : root + sep);
}

/**
 * Resolves `value` against `roots` (relative paths against the first root).
 *
 * @returns the real path inside a root, or `null` when it escapes every root, holds a NUL
 *   byte, or passes through a dangling symlink.
 * @example
 * await resolveInRoots("../../etc/passwd", ["/srv/files"]); // null
 * await resolveInRoots("notes/a.txt", ["/srv/files"]);      // "/srv/files/notes/a.txt"
 */
export async function resolveInRoots(value: string, roots: readonly string[]): Promise<string | null> {
  const first = roots[0];
  if (first === undefined || value === "" || value.includes("\0")) return null;
  const candidate = isAbsolute(value) ? resolve(value) : resolve(first, value);
  const real = await realOrAncestor(candidate);
  if (real === null) return null;
  return roots.some((root) => isInside(real, root)) ? real : null;
}

/** realpath of `p`, or of its deepest existing ancestor with the missing tail appended. */
async function realOrAncestor(p: string): Promise<string | null> {
  const tail: string[] = [];
  let cur = p;
  for (;;) {
    try {
      const real = await realpath(cur);
      return tail.length ? join(real, ...tail.reverse()) : real;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "ENOENT") return null;
      // ENOENT on a name that lstat can see is a dangling symlink: deny.
      if (await exists(cur)) return null;
      const parent = dirname(cur);
      if (parent === cur) return null;
      tail.push(basename(cur));
      cur = parent;
    }
  }
}

async function exists(p: string): Promise<boolean> {
  try {
    await lstat(p);
    return true;
  } catch {
    return false;
  }
}

/**
 * The resolved path in the form the argument was written in, for the policy's pattern /
 * enum / schema checks (hostile review B11: `public/../private/x` must meet a `^public/`
 * pattern as `private/x`): an absolute input gives the real path itself; a relative one
 * gives the real path relative to the first root that holds it, with `/` separators (`.`
 * for the root itself).
 *
 * @param written the argument as the model wrote it (canonicalised).
 * @param real what `resolveInRoots` returned for it (inside one of `roots`).
 * @example
 * pathAsChecked("public/../private/x.csv", "/srv/private/x.csv", ["/srv"]); // "private/x.csv"
 */
export function pathAsChecked(written: string, real: string, roots: readonly string[]): string {
  if (isAbsolute(written)) return real;
  const root = roots.find((r) => isInside(real, r)) ?? (roots[0] as string);
  const rel = relative(root, real);
  return rel === "" ? "." : rel.split(sep).join("/");
}
