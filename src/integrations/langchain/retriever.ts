/**
 * `neutralizingRetriever(retriever)` — a LangChain retriever whose documents come back
 * through the evidence boundary (issue 21 item 4): each `pageContent` neutralised by the
 * config's scanner, `metadata.rampart` listing the rule ids found (never the text). With a
 * firewall session, each original text is recorded as evidence in its transcript (so
 * provenance checks know what the model has read).
 */
import { BaseRetriever } from "@langchain/core/retrievers";
import { Document } from "@langchain/core/documents";
import type { CallbackManagerForRetrieverRun } from "@langchain/core/callbacks/manager";
import type { BaseRetrieverInterface } from "@langchain/core/retrievers";
import { RampartError } from "../../core/index.js";
import type { Session } from "../../firewall/index.js";
import { loadTelemetry } from "../otel/index.js";
import { buildGuard, guardEvidence, type ConfigSource, type Guard } from "../shared/index.js";

/** Options of `neutralizingRetriever`. */
export interface RetrieverOptions {
  config?: ConfigSource;
  /** Records each retrieved text as evidence in this session's transcript. */
  session?: Session;
}

class NeutralizingRetriever extends BaseRetriever {
  static override lc_name(): string {
    return "RampartNeutralizingRetriever";
  }
  lc_namespace = ["rampart", "retrievers"];
  #count = 0;

  constructor(
    private readonly inner: BaseRetrieverInterface,
    private readonly guard: Guard,
    private readonly session: Session | undefined,
  ) {
    super();
  }

  override async _getRelevantDocuments(query: string, runManager?: CallbackManagerForRetrieverRun): Promise<Document[]> {
    const docs = await this.inner.invoke(query, runManager?.getChild("rampart-inner"));
    const texts = docs.map((d) => d.pageContent);
    const g = await guardEvidence(texts, this.guard, "neutralize", "langchain");
    return docs.map((d, i) => {
      this.session?.transcript.addEvidence(d.id ?? `langchain:${++this.#count}`, texts[i] as string);
      const findings = g.findings[i] ?? [];
      return new Document({
        ...(d.id === undefined ? {} : { id: d.id }),
        pageContent: g.texts[i] as string,
        metadata: { ...d.metadata, rampart: { neutralized: findings.length > 0, ruleIds: [...new Set(findings.map((f) => f.id))] } },
      });
    });
  }
}

/**
 * Wraps a retriever so its documents are neutralised.
 *
 * @throws RampartError `ERR_BAD_INPUT` when `retriever` has no `invoke`; `ERR_CONFIG` for a bad config.
 * @example
 * const retriever = neutralizingRetriever(vectorStore.asRetriever(4), { config: "rampart.config.yaml" });
 */
export function neutralizingRetriever(retriever: BaseRetrieverInterface, options: RetrieverOptions = {}): BaseRetriever {
  if (typeof (retriever as { invoke?: unknown } | null)?.invoke !== "function") throw new RampartError("ERR_BAD_INPUT", "neutralizingRetriever: retriever must be a LangChain retriever (with invoke)");
  void loadTelemetry();
  return new NeutralizingRetriever(retriever, buildGuard(options.config, "neutralizingRetriever"), options.session);
}
