/**
 * New-user review N9: text a user reads (CLI help, rule descriptions and sources in
 * `rules list`) must not point at documents users do not have (the team's seed files, ADRs,
 * issue numbers, red-team findings). Rule ids stay as they are: they are a public contract.
 */
import type { Command } from "commander";
import { describe, expect, it } from "vitest";
import { RULES } from "../../src/boundary/index.js";
import { BUILT_IN } from "../../src/cli/commands/rules.js";
import { buildProgram } from "../../src/cli/program.js";

/** Internal references a user cannot follow. */
const INTERNAL = /\bseed\b|seed's|\bADR\b|\bissue\s*#?\d|breaker finding|DESIGN\.md/i;

function helpTexts(cmd: Command): string[] {
  return [cmd.helpInformation(), ...cmd.commands.flatMap(helpTexts)];
}

describe("user-facing text names no internal documents", () => {
  it.each([...RULES, ...BUILT_IN].map((r) => [r.id, r] as const))("rule %s: description and source", (_id, rule) => {
    expect(rule.description).not.toMatch(INTERNAL);
    expect(rule.source).not.toMatch(INTERNAL);
  });

  it("the seed-named rule ids are kept (public contract)", () => {
    const ids = RULES.map((r) => r.id);
    for (const id of ["chat-token.seed", "role-tag.seed", "override.en.seed"]) expect(ids).toContain(id);
    expect(RULES.find((r) => r.id === "chat-token.seed")?.description).toBe("chat-template token (ChatML, Llama 3, FIM, endoftext)");
  });

  it("no command's --help mentions them", async () => {
    const { program } = await buildProgram();
    const texts = helpTexts(program);
    expect(texts.length).toBeGreaterThan(10);
    for (const t of texts) expect(t).not.toMatch(INTERNAL);
  });
});
