/**
 * Client settings and where their defaults come from. Per provider, as data: which
 * environment variables hold the API key and the default base URL. `RAMPART_JUDGE_API_KEY`
 * beats the provider's usual variable, so CI can give the judge its own key.
 * A key may be omitted only for a loopback base URL (ollama, vLLM, a local test server).
 */
import { RampartError } from "../core/index.js";
import { DEFAULT_RETRY_POLICY, type RetryHooks, type RetryPolicy } from "./retry.js";
import type { ProviderId } from "./types.js";

/** Resolved settings of one client. */
export interface LlmSettings {
  provider: ProviderId;
  model: string;
  /** Base URL the SDK is pointed at (no trailing slash). */
  baseUrl: string;
  /** API key; `null` only for a loopback base URL. Never logged. */
  apiKey: string | null;
  /** Sampling temperature; 0 for grading (ignored by Anthropic, whose current Messages API has no such parameter). */
  temperature: number;
  /** Output token limit per call. */
  maxTokens: number;
  /** Deadline per attempt, in ms, covering the whole response including a stream. */
  timeoutMs: number;
  /** Read the response as a stream (server-sent events). */
  stream: boolean;
  /** `native`: tool use / JSON-schema mode; `prompt`: schema described in the prompt only (servers without schema support). */
  structuredOutput: "native" | "prompt";
  retry: RetryPolicy;
  /** Told before each retry (attempt number, delay, the error that caused it), so a caller can show retries instead of a silent wait. */
  onRetry?: RetryHooks["onRetry"];
}

/** What a caller may give; everything but provider and model has a default. */
export interface LlmSettingsInput {
  provider: ProviderId;
  model: string;
  baseUrl?: string;
  apiKey?: string;
  /** Workers AI account id (else `CLOUDFLARE_ACCOUNT_ID`); unused by other providers. */
  accountId?: string;
  temperature?: number;
  maxTokens?: number;
  timeoutMs?: number;
  stream?: boolean;
  structuredOutput?: "native" | "prompt";
  retry?: Partial<RetryPolicy>;
  /** Told before each retry; see `LlmSettings.onRetry`. */
  onRetry?: RetryHooks["onRetry"];
  /**
   * Who the client serves, for error messages and the first key variable: the config key
   * prefix (default `judge`), the model flag (default `--judge-model`) and the variable
   * consulted before the provider's own (default `RAMPART_JUDGE_API_KEY`). The boundary's LLM
   * detector uses `boundary.detectors.llm`, `--detector-model`, `RAMPART_DETECTOR_API_KEY`.
   */
  role?: { configKey: string; modelFlag: string; keyEnv: string };
}

interface ProviderDefaults {
  /** Provider-specific API key variables, in order. */
  keyEnv: readonly string[];
  /** Default base URL; Workers AI's depends on the account id. */
  baseUrl: (accountId: string | undefined) => string | undefined;
  /** Documentation of the endpoint, for error messages. */
  endpoint: string;
}

/** Per-provider defaults (checked for completeness by the type). */
export const PROVIDER_DEFAULTS = {
  anthropic: {
    keyEnv: ["ANTHROPIC_API_KEY"],
    baseUrl: () => "https://api.anthropic.com",
    endpoint: "Messages API (POST /v1/messages)",
  },
  openai: {
    keyEnv: ["OPENAI_API_KEY"],
    baseUrl: () => "https://api.openai.com/v1",
    endpoint: "chat completions (POST /chat/completions); ollama: http://127.0.0.1:11434/v1, vLLM: http://127.0.0.1:8000/v1",
  },
  "workers-ai": {
    keyEnv: ["CLOUDFLARE_API_TOKEN", "CLOUDFLARE_API_KEY"],
    baseUrl: (accountId) =>
      accountId ? `https://api.cloudflare.com/client/v4/accounts/${encodeURIComponent(accountId)}/ai/v1` : undefined,
    endpoint: "OpenAI-compatible endpoint (POST /accounts/{account}/ai/v1/chat/completions)",
  },
} as const satisfies Record<ProviderId, ProviderDefaults>;

/** The variable that is consulted first for every provider. */
export const JUDGE_KEY_ENV = "RAMPART_JUDGE_API_KEY";

/** True for http(s) URLs whose host is loopback (`localhost`, `127.x`, `::1`). */
export function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
    return host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
  } catch {
    return false;
  }
}

/**
 * Resolves settings: explicit values, then environment, then defaults
 * (temperature 0, 1024 output tokens, 60 s timeout, no streaming, native structured output).
 *
 * @throws RampartError `ERR_CONFIG` naming the missing model, base URL, account id or key
 *   variable, or a malformed base URL.
 */
export function resolveLlmSettings(input: LlmSettingsInput, env: NodeJS.ProcessEnv = process.env): LlmSettings {
  const defaults: ProviderDefaults = PROVIDER_DEFAULTS[input.provider];
  const role = input.role ?? { configKey: "judge", modelFlag: "--judge-model", keyEnv: JUDGE_KEY_ENV };
  const key = role.configKey;
  if (!input.model?.trim()) {
    throw new RampartError("ERR_CONFIG", `${key}.model: a model is required for ${input.provider} (${role.modelFlag})`);
  }
  const accountId = input.accountId ?? env.CLOUDFLARE_ACCOUNT_ID;
  const baseUrl = (input.baseUrl ?? defaults.baseUrl(accountId))?.replace(/\/+$/, "");
  if (!baseUrl) {
    throw new RampartError(
      "ERR_CONFIG",
      `${key}.baseUrl: ${input.provider} needs a base URL or an account id (set CLOUDFLARE_ACCOUNT_ID or ${key}.accountId)`,
    );
  }
  if (!/^https?:\/\//i.test(baseUrl) || !URL.canParse(baseUrl)) {
    throw new RampartError("ERR_CONFIG", `${key}.baseUrl: not an http(s) URL: ${baseUrl}`);
  }
  const envNames = [role.keyEnv, ...defaults.keyEnv];
  const apiKey = input.apiKey ?? envNames.map((n) => env[n]).find((v) => v !== undefined && v.trim() !== "") ?? null;
  if (apiKey === null && !isLoopbackUrl(baseUrl)) {
    throw new RampartError(
      "ERR_CONFIG",
      `${key}: no API key for ${input.provider} at ${baseUrl} (set ${envNames.join(" or ")})`,
      { details: { provider: input.provider, variables: envNames } },
    );
  }
  return {
    provider: input.provider,
    model: input.model.trim(),
    baseUrl,
    apiKey,
    temperature: input.temperature ?? 0,
    maxTokens: input.maxTokens ?? 1024,
    timeoutMs: input.timeoutMs ?? 60_000,
    stream: input.stream ?? false,
    structuredOutput: input.structuredOutput ?? "native",
    retry: { ...DEFAULT_RETRY_POLICY, ...input.retry },
    ...(input.onRetry ? { onRetry: input.onRetry } : {}),
  };
}
