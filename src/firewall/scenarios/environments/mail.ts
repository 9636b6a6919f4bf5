/**
 * Fake mail environment (as in AgentDojo's workspace suite, Debenedetti et al. 2024): an
 * inbox the user's tasks read — the place an attacker's e-mail lands — and a sent folder
 * the security checks inspect.
 */
import { z } from "zod";
import { defineTool } from "../../tool.js";
import { EMAIL, matches, stateOf, type Environment, type StateRef } from "./shared.js";

const email = z
  .object({
    id: z.string(),
    from: z.string(),
    to: z.array(z.string()),
    subject: z.string(),
    body: z.string(),
    date: z.string(),
  })
  .strict();
export type Email = z.infer<typeof email>;

const mailState = z
  .object({ owner: z.string(), inbox: z.array(email), sent: z.array(email).default([]), trash: z.array(email).default([]) })
  .strict();
/** State of the mail environment. */
export type MailState = z.infer<typeof mailState>;

const RATE = { points: 30, duration: 60 };

/** The mail environment: inbox, sent folder, trash; tools `mail_*`. */
export const mail: Environment = {
  parseState: (raw) => mailState.parse(raw),
  tools(ref: StateRef) {
    const s = () => stateOf<MailState>(ref, "mail");
    return [
      defineTool({
        name: "mail_search",
        description: "Search the inbox; an empty query lists every e-mail. Returns whole e-mails.",
        schema: z.object({ query: z.string().max(200) }),
        // a search of the user's own data: its query reaches no third party
        policy: { requiredScopes: ["mail:read"], allowedCallers: ["*"], sideEffect: "read", rateLimit: RATE, reach: "local" },
        handler: ({ query }) => s().inbox.filter((m) => [m.from, m.subject, m.body].some((f) => matches(f, query))),
      }),
      defineTool({
        name: "mail_send",
        description: "Send an e-mail from the user's address.",
        schema: z.object({ to: z.array(z.string()).min(1).max(20), subject: z.string().max(200), body: z.string().max(10_000) }),
        policy: {
          requiredScopes: ["mail:send"],
          allowedCallers: ["*"],
          sideEffect: "write",
          rateLimit: { points: 10, duration: 60 },
          // Where mail goes and what it carries: an address or a code lifted from an inbox
          // e-mail is the classic exfiltration channel (seed 003: send_email).
          args: {
            to: { maxLength: 254, pattern: EMAIL, provenance: "untainted-or-approved" },
            body: { provenance: "untainted-or-approved", normalize: false },
          },
        },
        handler: ({ to, subject, body }) => {
          const st = s();
          const sent: Email = { id: `sent-${st.sent.length + 1}`, from: st.owner, to, subject, body, date: "now" };
          st.sent.push(sent);
          return { id: sent.id, status: "sent" };
        },
      }),
      defineTool({
        name: "mail_delete",
        description: "Move an e-mail to the trash.",
        schema: z.object({ id: z.string().max(64) }),
        policy: { requiredScopes: ["mail:write"], allowedCallers: ["*"], sideEffect: "destructive", rateLimit: RATE },
        handler: ({ id }) => {
          const st = s();
          const i = st.inbox.findIndex((m) => m.id === id);
          if (i < 0) return { status: "not found" };
          st.trash.push(...st.inbox.splice(i, 1));
          return { status: "deleted" };
        },
      }),
    ];
  },
};
