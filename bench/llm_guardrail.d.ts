/** Types for the untyped `llm_guardrail@2.1.2` peer (bench only): the calls the bench makes. */
declare module "llm_guardrail" {
  export function checkInjection(prompt: string): Promise<{ allowed: boolean; detected: boolean; confidence: number }>;
}
