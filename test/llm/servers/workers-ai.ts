/**
 * A fake Cloudflare Workers AI OpenAI-compatible endpoint
 * (`POST /client/v4/accounts/{account}/ai/v1/chat/completions`): chat-completion bodies and
 * streams as the OpenAI fake, but errors in Cloudflare's API envelope
 * (`{ success: false, errors: [{ code, message }], messages: [], result: null }`), as the
 * Cloudflare API documents for every endpoint.
 */
import { sendJson, startFakeServer, type FakeServer } from "./http.js";
import { renderChat, type ErrorStyle } from "./openai.js";

export const TEST_ACCOUNT = "0123456789abcdef0123456789abcdef";

const cloudflareErrorBody: ErrorStyle = (status, _type, message) => ({
  success: false,
  errors: [{ code: status === 429 ? 3040 : status >= 500 ? 3043 : 5006, message }],
  messages: [],
  result: null,
});

/** Starts the fake; `server.url` is the full `…/accounts/{TEST_ACCOUNT}/ai/v1` base. */
export function startWorkersAiServer(): Promise<FakeServer> {
  const base = `/client/v4/accounts/${TEST_ACCOUNT}/ai/v1`;
  return startFakeServer(renderChat(cloudflareErrorBody), (p) => p.split("?")[0] === `${base}/chat/completions`, base, (res, path) =>
    sendJson(res, 404, cloudflareErrorBody(404, undefined, `No route for that URI: ${path}`)),
  );
}
