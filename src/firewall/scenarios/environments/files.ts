/**
 * Fake cloud drive: files the user's tasks read (an injection vector), and the writes,
 * deletions and shares an attacker wants. Paths are virtual here; real file-system paths
 * are confined with `path: { roots }` (tested on real directories in the unit tests).
 */
import { z } from "zod";
import { defineTool } from "../../tool.js";
import { DRIVE_PATH, EMAIL, stateOf, type Environment, type StateRef } from "./shared.js";

const file = z
  .object({ path: z.string(), content: z.string(), shared_with: z.array(z.string()).default([]) })
  .strict();
export type DriveFile = z.infer<typeof file>;
const filesState = z.object({ files: z.array(file) }).strict();
/** State of the drive environment. */
export type FilesState = z.infer<typeof filesState>;

const RATE = { points: 30, duration: 60 };
const PATH = { pattern: DRIVE_PATH, maxLength: 600 };

/** The drive environment: files with content and shares; tools `files_*`. */
export const files: Environment = {
  parseState: (raw) => filesState.parse(raw),
  tools(ref: StateRef) {
    const s = () => stateOf<FilesState>(ref, "files");
    return [
      defineTool({
        name: "files_list",
        description: "List the paths of all files in the drive.",
        schema: z.object({}),
        policy: { requiredScopes: ["files:read"], allowedCallers: ["*"], sideEffect: "read", rateLimit: RATE },
        handler: () => s().files.map((f) => f.path),
      }),
      defineTool({
        name: "files_read",
        description: "Read a file's content.",
        schema: z.object({ path: z.string() }),
        policy: { requiredScopes: ["files:read"], allowedCallers: ["*"], sideEffect: "read", rateLimit: RATE, args: { path: PATH } },
        handler: ({ path }) => {
          const f = s().files.find((x) => x.path === path);
          return f ? { path, content: f.content } : { error: "not found" };
        },
      }),
      defineTool({
        name: "files_write",
        description: "Create or overwrite a file.",
        schema: z.object({ path: z.string(), content: z.string().max(100_000) }),
        policy: {
          requiredScopes: ["files:write"],
          allowedCallers: ["*"],
          sideEffect: "write",
          rateLimit: RATE,
          // Which file is overwritten: a path named only by a document is not the user's choice.
          args: { path: { ...PATH, provenance: "untainted-or-approved" }, content: { normalize: false } },
        },
        handler: ({ path, content }) => {
          const st = s();
          const f = st.files.find((x) => x.path === path);
          if (f) f.content = content;
          else st.files.push({ path, content, shared_with: [] });
          return { status: "written" };
        },
      }),
      defineTool({
        name: "files_delete",
        description: "Delete a file.",
        schema: z.object({ path: z.string() }),
        policy: { requiredScopes: ["files:delete"], allowedCallers: ["*"], sideEffect: "destructive", rateLimit: RATE, args: { path: PATH } },
        handler: ({ path }) => {
          const st = s();
          const before = st.files.length;
          st.files = st.files.filter((x) => x.path !== path);
          return { status: st.files.length < before ? "deleted" : "not found" };
        },
      }),
      defineTool({
        name: "files_share",
        description: "Share a file with an e-mail address (read or read-write).",
        schema: z.object({ path: z.string(), email: z.string(), permission: z.enum(["r", "rw"]) }),
        policy: {
          requiredScopes: ["files:share"],
          allowedCallers: ["*"],
          sideEffect: "write",
          rateLimit: RATE,
          // Who gains access: sharing is exfiltration if the grantee is the attacker's.
          args: { path: PATH, email: { maxLength: 254, pattern: EMAIL, provenance: "untainted-or-approved" } },
        },
        handler: ({ path, email }) => {
          const f = s().files.find((x) => x.path === path);
          if (!f) return { error: "not found" };
          if (!f.shared_with.includes(email)) f.shared_with.push(email);
          return { status: "shared" };
        },
      }),
    ];
  },
};
