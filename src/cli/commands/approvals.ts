/**
 * `rampart approvals list|grant|deny` — the out-of-band approval channel of the tool
 * firewall (seed 003 gate 4). It reads the approval store named by `firewall.approvals` in
 * the config (SQLite by default, Redis when configured), so an operator on any machine
 * decides what a replica is waiting for. Decisions are audited like dispatches.
 *
 * `list --show-args` opens the sealed canonical arguments with the firewall key
 * (`$RAMPART_FIREWALL_KEY`, or `firewall.keyEnv`): the approver sees what they approve,
 * while the store itself never holds a raw value.
 */
import { existsSync } from "node:fs";
import { userInfo } from "node:os";
import type { Command } from "commander";
import { ExitCode, RampartError } from "../../core/index.js";
import {
  APPROVAL_STATES,
  approvalStorePath,
  createFirewall,
  effectiveStatus,
  openConfiguredStores,
  type ApprovalRequest,
  type ApprovalStatus,
} from "../../firewall/index.js";
import { TERMINAL_UNSAFE, escapeTerminal } from "../../evaluation/reports/terminal-escape.js";
import { positiveIntOption, withConfig } from "../options.js";
import type { CommandContext } from "../program.js";
import { loadCliConfig } from "../config-notice.js";

const STATUSES: readonly ApprovalStatus[] = [...APPROVAL_STATES, "expired"];

function defaultApprover(): string {
  try {
    return userInfo().username;
  } catch {
    return "operator";
  }
}

/**
 * Opens the configured stores and a registry-less firewall. `list` (read-only) opens no
 * audit store; a decision does, since decisions are audited. `null` when the configured
 * store is a SQLite file that does not exist yet: opening it would create it, so the
 * caller says so instead (new-user review N12).
 */
async function open(configFile: string | undefined, withKey: boolean, audit: boolean) {
  const loaded = loadCliConfig(configFile);
  const file = approvalStorePath(loaded);
  if (file !== null && file !== ":memory:" && !existsSync(file)) return { missing: file } as const;
  const stores = await openConfiguredStores(loaded, { approvals: true, audit });
  const keyEnv = loaded.config.firewall.keyEnv;
  const key = process.env[keyEnv];
  if (withKey && !key) {
    await stores.close();
    throw new RampartError("ERR_CONFIG", `--show-args needs the firewall key in $${keyEnv}`);
  }
  const firewall = createFirewall({
    tools: [],
    ...(key ? { key } : {}),
    ...(stores.approvals ? { approvals: stores.approvals } : {}),
    ...(stores.auditor ? { auditor: stores.auditor } : {}),
  });
  return {
    firewall,
    async close() {
      await firewall.close();
      await stores.close();
    },
  };
}

/**
 * One request as a text line for the approver's terminal. Every field is escaped
 * (`escapeTerminal`: C0/C1 controls, ESC, CR, bidi controls become visible `\x1B`, `\r`,
 * `\u202E`): evidence ids in `taintedBy` are chosen by the application or the documents it
 * reads, and the subject by the identity provider — raw, a CR and a cursor move could make a
 * held payment read as a calendar read (hostile review B5).
 */
export function formatApprovalLine(req: ApprovalRequest, now: number): string {
  const status = effectiveStatus(req, now);
  const expires = status === "pending" ? ` expires in ${Math.max(0, Math.round((req.expiresAt - now) / 1000))}s` : "";
  const taint = req.taintedBy.length ? ` tainted by ${req.taintedBy.join(", ")}` : "";
  return escapeTerminal(`${req.id}  ${status.padEnd(8)} ${req.tool}  caller=${req.subject}  reasons=${req.reasons.join(",")}${taint}${expires}`);
}

/**
 * One request as a JSON line (`--json`), without the sealed arguments. `JSON.stringify`
 * escapes C0 controls but not DEL, C1 or the bidi controls, which a terminal still acts on;
 * those are written as `\uXXXX` escapes too (the line stays valid JSON with the same value).
 */
export function approvalJsonLine(req: ApprovalRequest, now: number, args?: { value: unknown }): string {
  const { sealedArgs: _sealed, ...rest } = req;
  return jsonTerminalSafe(JSON.stringify({ ...rest, status: effectiveStatus(req, now), ...(args ? { args: args.value } : {}) }));
}

/** JSON text with every terminal-unsafe character (`TERMINAL_UNSAFE`) as a `\uXXXX` escape (they occur only inside strings). */
function jsonTerminalSafe(json: string): string {
  return json.replace(TERMINAL_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Registers `rampart approvals list|grant|deny`. */
export function register(program: Command, ctx: CommandContext): void {
  const approvals = program.command("approvals").description("approve or deny tool calls the firewall is holding");

  withConfig(
    approvals
      .command("list")
      .description("list approval requests, newest first")
      .option("--status <status>", `only this status (${STATUSES.join(", ")})`)
      .option("--limit <n>", "at most this many (a positive integer)", positiveIntOption("--limit"), 50)
      .option("--json", "one JSON object per line")
      .option("--show-args", "decrypt and show the canonical arguments (needs the firewall key)"),
  ).action(async (o: { config?: string; status?: string; limit: number; json?: boolean; showArgs?: boolean }) => {
    if (o.status !== undefined && !STATUSES.includes(o.status as ApprovalStatus)) {
      throw new RampartError("ERR_BAD_INPUT", `--status must be one of ${STATUSES.join(", ")}`);
    }
    const opened = await open(o.config, o.showArgs === true, false);
    if ("missing" in opened) {
      // Read-only: a store that does not exist holds nothing, and is not created by looking.
      process.stderr.write(`approvals: no pending approvals: the store ${opened.missing} does not exist yet (firewall.approvals.store)\n`);
      ctx.exit.code = ExitCode.OK;
      return;
    }
    const { firewall, close } = opened;
    try {
      const rows = await firewall.approvals.list({ limit: o.limit, ...(o.status ? { status: o.status as ApprovalStatus } : {}) });
      const now = Date.now();
      // Empty is said on stderr (stdout stays valid JSONL), naming where it looked: a firewall
      // built in code with the default in-memory store is invisible to this command.
      if (rows.length === 0) {
        process.stderr.write(`approvals: no ${o.status ?? ""}${o.status ? " " : ""}requests in the configured store (firewall.approvals.store; default .rampart/firewall.db)\n`);
      }
      for (const req of rows) {
        let args: unknown;
        if (o.showArgs) {
          try {
            args = firewall.openSealedArgs(req);
          } catch {
            args = "(sealed with another key)";
          }
        }
        if (o.json) {
          process.stdout.write(approvalJsonLine(req, now, o.showArgs ? { value: args } : undefined) + "\n");
        } else {
          process.stdout.write(formatApprovalLine(req, now) + "\n");
          if (o.showArgs) process.stdout.write(`    args: ${escapeTerminal(JSON.stringify(args) ?? "null")}\n`);
        }
      }
      ctx.exit.code = ExitCode.OK;
    } finally {
      await close();
    }
  });

  for (const [name, decision] of [["grant", "approved"], ["deny", "denied"]] as const) {
    withConfig(
      approvals
        .command(`${name} <id>`)
        .description(decision === "approved" ? "Approve one pending request (single use)" : "Deny one pending request")
        .option("--approver <name>", "who decides (recorded in the audit trail)", defaultApprover()),
    ).action(async (id: string, o: { config?: string; approver: string }) => {
      const opened = await open(o.config, false, true);
      if ("missing" in opened) {
        throw new RampartError("ERR_BAD_INPUT", `approvals ${name}: no request ${id}: the approval store ${opened.missing} does not exist (check --config or firewall.approvals.store)`);
      }
      const { firewall, close } = opened;
      try {
        const req = decision === "approved" ? await firewall.approve(id, o.approver) : await firewall.deny(id, o.approver);
        process.stdout.write(escapeTerminal(`${req.id} ${decision} by ${o.approver}`) + "\n");
        ctx.exit.code = ExitCode.OK;
      } finally {
        await close();
      }
    });
  }
}
