/**
 * `transformParams`: tool results and retrieved context in the prompt through the evidence
 * boundary. Which parts are evidence:
 *
 * - every `tool-result` part (in `tool` and `assistant` messages): its text, JSON strings
 *   (keys too), error texts and the text items of `content` outputs;
 * - every user `text` part marked `providerOptions.rampart.evidence` (`retrieved(chunks)`).
 *
 * A tool result `firewallTools` returned is already neutralised by the firewall's dispatch
 * (marked `providerOptions.rampart.boundary = "neutralized"`): it is spotlighted in a
 * spotlight mode and otherwise left alone, never scanned twice. The prompt is copied, never
 * changed in place.
 */
import { type EvidenceMode, type Guard, guardEvidence } from "../shared/index.js";
import { RAMPART_PROVIDER_KEY, type PromptMessage, type PromptPart, type ProviderOptions, type ToolResultOutput } from "./types.js";

/** What `firewallTools` puts on the outputs it returns. */
export const NEUTRALIZED_OUTPUT: ProviderOptions = Object.freeze({ [RAMPART_PROVIDER_KEY]: Object.freeze({ boundary: "neutralized" }) }) as ProviderOptions;

/**
 * Retrieved chunks as user-message text parts marked as evidence, for the middleware to
 * neutralise or spotlight. Put them in the user message beside the question.
 *
 * @example
 * messages: [{ role: "user", content: [{ type: "text", text: question }, ...retrieved(chunks)] }]
 */
export function retrieved(chunks: readonly string[]): EvidencePart[] {
  return chunks.map((text) => ({ type: "text", text: String(text), providerOptions: { rampart: { evidence: true } } }));
}

/** A user-message text part marked as retrieved evidence. */
export interface EvidencePart {
  type: "text";
  text: string;
  providerOptions: { rampart: { evidence: true } };
}

const rampartOptions = (p: { providerOptions?: ProviderOptions } | undefined) => p?.providerOptions?.[RAMPART_PROVIDER_KEY];

/** One place in the prompt holding evidence: its texts and how to put the guarded ones back. */
interface Site {
  texts: string[];
  prepared: boolean;
  rebuild(guarded: string[]): unknown;
}

/** Every string of a JSON value (keys and values, depth-first), and its rebuild. */
function jsonStrings(value: unknown): { texts: string[]; rebuild: (t: string[]) => unknown } {
  const texts: string[] = [];
  const collect = (v: unknown, depth: number): void => {
    if (typeof v === "string") texts.push(v);
    else if (Array.isArray(v)) for (const x of v) collect(x, depth + 1);
    else if (v !== null && typeof v === "object" && depth < 64) {
      for (const [k, x] of Object.entries(v)) {
        texts.push(k);
        collect(x, depth + 1);
      }
    }
  };
  collect(value, 0);
  const rebuild = (guarded: string[]) => {
    let i = 0;
    const put = (v: unknown, depth: number): unknown => {
      if (typeof v === "string") return guarded[i++];
      if (Array.isArray(v)) return v.map((x) => put(x, depth + 1));
      if (v !== null && typeof v === "object" && depth < 64) {
        const out: Record<string, unknown> = {};
        for (const x of Object.values(v)) {
          const key = guarded[i++] as string;
          Object.defineProperty(out, key, { value: put(x, depth + 1), enumerable: true, writable: true, configurable: true });
        }
        return out;
      }
      // deeper than 64 levels: withheld rather than passed unscanned
      return v !== null && typeof v === "object" ? null : v;
    };
    return put(value, 0);
  };
  return { texts, rebuild };
}

/** The evidence site of one tool-result output, or `null` (nothing textual to guard). */
function outputSite(output: ToolResultOutput, mode: EvidenceMode): Site | null {
  // Already neutralised by the firewall: kept as it is in neutralise mode (the site still
  // counts, so the system prompt explains the firewall's markers), only spotlighted otherwise.
  const prepared = rampartOptions(output)?.boundary === "neutralized";
  const keep = output.providerOptions === undefined ? {} : { providerOptions: output.providerOptions };
  switch (output.type) {
    case "text":
    case "error-text":
      return { texts: [output.value], prepared, rebuild: ([t]) => ({ ...output, value: t }) };
    case "json":
    case "error-json": {
      if (mode !== "neutralize") {
        // A spotlight marks one text: the JSON as the model would read it.
        const type = output.type === "json" ? "text" : "error-text";
        return { texts: [JSON.stringify(output.value) ?? "null"], prepared, rebuild: ([t]) => ({ type, value: t, ...keep }) };
      }
      const j = jsonStrings(output.value);
      return { texts: j.texts, prepared, rebuild: (t) => ({ ...output, value: j.rebuild(t) }) };
    }
    case "content": {
      const idx = output.value.flatMap((item, i) => (item.type === "text" && typeof item.text === "string" ? [i] : []));
      return {
        texts: idx.map((i) => output.value[i]?.text as string),
        prepared,
        rebuild: (t) => ({ ...output, value: output.value.map((item, i) => (idx.includes(i) ? { ...item, text: t[idx.indexOf(i)] } : item)) }),
      };
    }
    default:
      return null;
  }
}

/** The prompt with every evidence part guarded, and the system paragraph added when needed. */
export async function guardPrompt(prompt: readonly PromptMessage[], guard: Guard, mode: EvidenceMode, adapter: string): Promise<PromptMessage[]> {
  const sites: Site[] = [];
  const where: { m: number; p: number }[] = [];
  prompt.forEach((msg, m) => {
    if (typeof msg.content === "string") return;
    msg.content.forEach((part, p) => {
      let site: Site | null = null;
      if (part.type === "tool-result" && part.output !== undefined && (msg.role === "tool" || msg.role === "assistant")) site = outputSite(part.output, mode);
      else if (part.type === "text" && msg.role === "user" && rampartOptions(part)?.evidence === true && typeof part.text === "string") {
        site = { texts: [part.text], prepared: false, rebuild: ([t]) => t };
      }
      if (site !== null && site.texts.length > 0) {
        sites.push(site);
        where.push({ m, p });
      }
    });
  });
  if (sites.length === 0) return prompt as PromptMessage[];

  const texts = sites.flatMap((s) => s.texts);
  const prepared = sites.flatMap((s) => s.texts.map(() => s.prepared));
  const guarded = await guardEvidence(texts, guard, mode, adapter, prepared);

  const out: PromptMessage[] = prompt.map((msg) => (typeof msg.content === "string" ? { ...msg } : { ...msg, content: [...msg.content] }));
  let at = 0;
  sites.forEach((site, i) => {
    const { m, p } = where[i] as { m: number; p: number };
    const slice = guarded.texts.slice(at, at + site.texts.length);
    at += site.texts.length;
    const content = (out[m] as PromptMessage).content as PromptPart[];
    const part = content[p] as PromptPart;
    content[p] = part.type === "tool-result" ? { ...part, output: site.rebuild(slice) as ToolResultOutput } : { ...part, text: site.rebuild(slice) as string };
  });
  if (guarded.systemPrompt !== null) {
    const sys = out.findIndex((msg) => msg.role === "system");
    if (sys >= 0) out[sys] = { ...(out[sys] as PromptMessage), content: `${(out[sys] as PromptMessage).content as string}\n\n${guarded.systemPrompt}` };
    else out.unshift({ role: "system", content: guarded.systemPrompt });
  }
  return out;
}
