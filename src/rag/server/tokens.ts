/**
 * Model-like token pacing for the extractive answer: the answer text is cut into short
 * pieces (leading whitespace plus up to `TOKEN_CHARS` code points, about what an LLM
 * tokenizer emits for Korean) and released one every `tokenDelayMs`. Cutting never splits a
 * surrogate pair, and the pieces concatenate to exactly the input.
 */

/** Code points (other than leading whitespace) per token. */
export const TOKEN_CHARS = 4;

/**
 * Cuts text into tokens. `splitIntoTokens(t).join("") === t` for every string `t`.
 *
 * @example
 * splitIntoTokens("연락처는 비공개"); // ["연락처는", " 비공개"]
 */
export function splitIntoTokens(text: string, size = TOKEN_CHARS): string[] {
  const out: string[] = [];
  let current = "";
  let visible = 0;
  for (const ch of text) {
    const space = /\s/.test(ch);
    if (!space && visible === size) {
      out.push(current);
      current = "";
      visible = 0;
    }
    if (space && visible > 0) {
      out.push(current);
      current = "";
      visible = 0;
    }
    current += ch;
    if (!space) visible++;
  }
  if (current !== "") out.push(current);
  return out;
}

/**
 * Releases tokens one by one, waiting `delayMs` before each but the first; stops early
 * when `signal` aborts (the client went away).
 */
export async function* pace(tokens: Iterable<string> | AsyncIterable<string>, delayMs: number, signal?: AbortSignal): AsyncGenerator<string> {
  let first = true;
  for await (const token of tokens) {
    if (signal?.aborted) return;
    if (!first && delayMs > 0) await sleep(delayMs, signal);
    if (signal?.aborted) return;
    first = false;
    yield token;
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}
