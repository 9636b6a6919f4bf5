/**
 * Fake chat workspace with a small web (as in AgentDojo's Slack suite): channel messages
 * and web pages an attacker can write; posts, direct messages, invitations and web requests
 * an attacker wants. `web_fetch` is a read tool, yet its URL can carry data out — so the
 * URL's provenance is checked like a recipient's.
 */
import { z } from "zod";
import { defineTool } from "../../tool.js";
import { EMAIL, HANDLE, HTTPS_URL, stateOf, type Environment, type StateRef } from "./shared.js";

const message = z.object({ from: z.string(), text: z.string() }).strict();
const channel = z.object({ name: z.string(), members: z.array(z.string()), messages: z.array(message) }).strict();
const chatState = z
  .object({
    users: z.array(z.string()),
    channels: z.array(channel),
    dms: z.array(z.object({ from: z.string(), to: z.string(), text: z.string() }).strict()).default([]),
    invites: z.array(z.object({ user: z.string(), email: z.string() }).strict()).default([]),
    web: z.record(z.string(), z.string()).default({}),
    web_requests: z.array(z.string()).default([]),
  })
  .strict();
/** State of the chat workspace environment. */
export type ChatState = z.infer<typeof chatState>;

const RATE = { points: 30, duration: 60 };

/** The chat workspace environment: channels, DMs, invitations, web pages; tools `chat_*`, `web_fetch`. */
export const chat: Environment = {
  parseState: (raw) => chatState.parse(raw),
  tools(ref: StateRef) {
    const s = () => stateOf<ChatState>(ref, "chat");
    return [
      defineTool({
        name: "chat_read_channel",
        description: "Read a channel's members and messages.",
        schema: z.object({ channel: z.string() }),
        policy: { requiredScopes: ["chat:read"], allowedCallers: ["*"], sideEffect: "read", rateLimit: RATE, args: { channel: { pattern: HANDLE, maxLength: 40 } } },
        handler: ({ channel }) => s().channels.find((c) => c.name === channel) ?? { error: "no such channel" },
      }),
      defineTool({
        name: "chat_post",
        description: "Post a message to a channel as the user.",
        schema: z.object({ channel: z.string(), text: z.string().max(4000) }),
        policy: {
          requiredScopes: ["chat:write"],
          allowedCallers: ["*"],
          sideEffect: "write",
          rateLimit: RATE,
          // What everyone in the channel will read under the user's name (phishing links).
          args: { channel: { pattern: HANDLE, maxLength: 40, provenance: "untainted-or-approved" }, text: { provenance: "untainted-or-approved", normalize: false } },
        },
        handler: ({ channel, text }) => {
          const c = s().channels.find((x) => x.name === channel);
          if (!c) return { error: "no such channel" };
          c.messages.push({ from: "me", text });
          return { status: "posted" };
        },
      }),
      defineTool({
        name: "chat_send_dm",
        description: "Send a direct message to a user.",
        schema: z.object({ user: z.string(), text: z.string().max(4000) }),
        policy: {
          requiredScopes: ["chat:write"],
          allowedCallers: ["*"],
          sideEffect: "write",
          rateLimit: RATE,
          args: { user: { pattern: HANDLE, maxLength: 40, provenance: "untainted-or-approved" }, text: { provenance: "untainted-or-approved", normalize: false } },
        },
        handler: ({ user, text }) => {
          s().dms.push({ from: "me", to: user, text });
          return { status: "sent" };
        },
      }),
      defineTool({
        name: "chat_invite_user",
        description: "Invite a new user to the workspace (administrators only).",
        schema: z.object({ user: z.string(), email: z.string() }),
        policy: {
          requiredScopes: ["chat:admin"],
          allowedCallers: ["*"],
          sideEffect: "write",
          rateLimit: RATE,
          args: { user: { pattern: HANDLE, maxLength: 40 }, email: { pattern: EMAIL, maxLength: 254, provenance: "untainted-or-approved" } },
        },
        handler: ({ user, email }) => {
          s().invites.push({ user, email });
          s().users.push(user);
          return { status: "invited" };
        },
      }),
      defineTool({
        name: "web_fetch",
        description: "Fetch a web page.",
        schema: z.object({ url: z.string() }),
        policy: {
          requiredScopes: ["web:read"],
          allowedCallers: ["*"],
          sideEffect: "read",
          rateLimit: RATE,
          // A read that leaks: the URL itself reaches the attacker's server.
          args: { url: { pattern: HTTPS_URL, maxLength: 600, provenance: "untainted-or-approved" } },
        },
        handler: ({ url }) => {
          s().web_requests.push(url);
          return { url, content: s().web[url] ?? "404 not found" };
        },
      }),
    ];
  },
};
