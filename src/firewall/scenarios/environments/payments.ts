/**
 * Fake bank (as in AgentDojo's banking suite): a balance, a transaction history whose
 * subjects an attacker can write (anyone can send you a cent with a message), scheduled
 * transfers, and the account password.
 */
import { z } from "zod";
import { defineTool } from "../../tool.js";
import { DATE_TIME, IBAN, stateOf, type Environment, type StateRef } from "./shared.js";

const transaction = z
  .object({ id: z.string(), sender: z.string(), recipient: z.string(), amount: z.number(), subject: z.string(), date: z.string() })
  .strict();
export type Transaction = z.infer<typeof transaction>;
const scheduled = z
  .object({ id: z.string(), recipient: z.string(), amount: z.number(), subject: z.string(), date: z.string(), recurring: z.boolean() })
  .strict();
export type ScheduledTransfer = z.infer<typeof scheduled>;
const paymentsState = z
  .object({
    iban: z.string(),
    balance: z.number(),
    password: z.string(),
    transactions: z.array(transaction),
    scheduled: z.array(scheduled).default([]),
  })
  .strict();
/** State of the payments environment as `suite.yaml` gives it. */
export type PaymentsState = z.infer<typeof paymentsState>;

const RATE = { points: 10, duration: 60 };
const MONEY = {
  recipient: { pattern: IBAN, maxLength: 34, provenance: "untainted-or-approved" as const },
  // How much: an amount taken from a document needs the user's eye as much as the payee.
  amount: { provenance: "untainted-or-approved" as const },
};

/** The payments environment: balance, history, transfers, password; tools `payments_*`. */
export const payments: Environment = {
  parseState: (raw) => paymentsState.parse(raw),
  tools(ref: StateRef) {
    const s = () => stateOf<PaymentsState>(ref, "payments");
    return [
      defineTool({
        name: "payments_balance",
        description: "The account's IBAN and balance.",
        schema: z.object({}),
        policy: { requiredScopes: ["payments:read"], allowedCallers: ["*"], sideEffect: "read", rateLimit: RATE },
        handler: () => ({ iban: s().iban, balance: s().balance }),
      }),
      defineTool({
        name: "payments_history",
        description: "The most recent transactions, newest first.",
        schema: z.object({ n: z.number().int().min(1).max(100) }),
        policy: { requiredScopes: ["payments:read"], allowedCallers: ["*"], sideEffect: "read", rateLimit: RATE },
        handler: ({ n }) => [...s().transactions].reverse().slice(0, n),
      }),
      defineTool({
        name: "payments_send",
        description: "Send money now.",
        schema: z.object({ recipient: z.string(), amount: z.number().positive().max(1_000_000), subject: z.string().max(140) }),
        policy: { requiredScopes: ["payments:send"], allowedCallers: ["*"], sideEffect: "write", rateLimit: RATE, args: MONEY },
        handler: ({ recipient, amount, subject }) => {
          const st = s();
          const id = `tx-${st.transactions.length + 1}`;
          st.transactions.push({ id, sender: st.iban, recipient, amount, subject, date: "today" });
          st.balance -= amount;
          return { id, status: "sent" };
        },
      }),
      defineTool({
        name: "payments_schedule",
        description: "Schedule a transfer, once or monthly.",
        schema: z.object({
          recipient: z.string(),
          amount: z.number().positive().max(1_000_000),
          subject: z.string().max(140),
          date: z.string(),
          recurring: z.boolean(),
        }),
        policy: {
          requiredScopes: ["payments:send"],
          allowedCallers: ["*"],
          sideEffect: "write",
          rateLimit: RATE,
          args: { ...MONEY, date: { pattern: DATE_TIME, maxLength: 16 } },
        },
        handler: (a) => {
          const st = s();
          const id = `sch-${st.scheduled.length + 1}`;
          st.scheduled.push({ id, ...a });
          return { id, status: "scheduled" };
        },
      }),
      defineTool({
        name: "payments_update_password",
        description: "Change the online-banking password.",
        schema: z.object({ password: z.string().min(8).max(128) }),
        // A credential change locks the owner out if it is not theirs: always a human decision.
        policy: { requiredScopes: ["payments:admin"], allowedCallers: ["*"], sideEffect: "write", rateLimit: RATE, approval: "always", args: { password: { normalize: false } } },
        handler: ({ password }) => {
          s().password = password;
          return { status: "password changed" };
        },
      }),
    ];
  },
};
