import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isRampartError } from "../../src/core/index.js";
import { loadGoldenSet } from "../../src/evaluation/index.js";

function file(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), "rampart-golden-")), "golden.yaml");
  writeFileSync(path, text);
  return path;
}
const ITEM = "  - id: a\n    axis: facts\n    question: 경력은?\n    baseline: 5년\n";

describe("loadGoldenSet", () => {
  it("fills defaults for the optional lists and keeps Korean text", () => {
    const g = loadGoldenSet(file(`name: 이력서\nitems:\n${ITEM}`));
    expect(g.name).toBe("이력서");
    expect(g.items[0]).toEqual({ id: "a", axis: "facts", question: "경력은?", baseline: "5년", must_include: [], must_not_include: [], topics: [], entities: [], gold_chunk_ids: [] });
  });

  it.each([
    // text, code, message part — why
    ["items: [\n  - id: a\n", "ERR_BAD_INPUT", "not valid YAML"], // broken YAML names the file
    [`items:\n  - id: a\n    axis: facts\n    question: q\n`, "ERR_BAD_INPUT", "items.0.baseline"], // a missing key is named by path
    [`items:\n${ITEM}${ITEM}`, "ERR_BAD_INPUT", 'items.1.id: duplicate id "a"'], // ids key reports and history
    [`items:\n${ITEM}    probe: jailbreak\n`, "ERR_BAD_INPUT", "items.0.probe"], // unknown probe: no silent default rule
    [`items:\n${ITEM}    must_include: 무엇\n`, "ERR_BAD_INPUT", "items.0.must_include"], // a string where a list belongs
    [`items:\n${ITEM}    mustinclude: [x]\n`, "ERR_BAD_INPUT", "mustinclude"], // a misspelt key would silently disable a rule
    [`items:\n${ITEM}    accept_blocked: yes please\n`, "ERR_BAD_INPUT", "items.0.accept_blocked"],
    ["items: []\n", "ERR_BAD_INPUT", "items"], // an empty golden set proves nothing
    ["name: x\n", "ERR_BAD_INPUT", "items"],
  ])("%# %s", (text, code, part) => {
    const e = (() => { try { loadGoldenSet(file(text)); } catch (x) { return x; } })();
    expect(isRampartError(e, code as never), String(e)).toBe(true);
    expect((e as Error).message).toContain(part);
  });

  it("an unreadable file is ERR_IO naming the path", () => {
    const e = (() => { try { loadGoldenSet("/nonexistent/golden.yaml"); } catch (x) { return x; } })();
    expect(isRampartError(e, "ERR_IO")).toBe(true);
    expect((e as Error).message).toContain("/nonexistent/golden.yaml");
  });
});
