/**
 * The README is the first page a user reads, on GitHub and on the package page: it stays
 * short (issue 22: ≤ 20 KB), its quick start is exactly the two lines, and every relative
 * link lands on a file the package ships and on a heading that exists (docs/ ships with the
 * package, so its links must hold on the package page too). Its TypeScript examples are
 * type-checked in readme-examples.test.ts (a compiler run: seconds, not milliseconds).
 */
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { PACKAGE_ROOT, parseConfig } from "../../src/core/index.js";
import { parseGoldenSet } from "../../src/evaluation/golden.js";
import { fencedBlocks, headingAnchors, markdownLinks } from "./markdown.js";

const README = join(PACKAGE_ROOT, "README.md");
const readme = readFileSync(README, "utf8");
const pkg = JSON.parse(readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8")) as { files: string[] };

describe("README", () => {
  it("is at most 20 KB", () => {
    expect(Buffer.byteLength(readme, "utf8")).toBeLessThanOrEqual(20 * 1024);
  });

  it("has a quick start of exactly two command lines", () => {
    const section = readme.slice(readme.indexOf("## Quick start"), readme.indexOf("\n## ", readme.indexOf("## Quick start") + 1));
    const blocks = fencedBlocks(section);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.code.trimEnd().split("\n")).toEqual(["npm ci && npm start", "npm test"]);
  });

  it("puts \"Guard your own app\" right after the quick start", () => {
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings.slice(0, 2)).toEqual(["Quick start", "Guard your own app"]);
  });

  it("shows only configuration that validates", () => {
    // a yaml block whose top-level keys are config sections is a rampart.config.yaml excerpt
    const sections = new Set(["app", "boundary", "gate", "rag", "server", "firewall", "evaluation", "judge"]);
    const configs = fencedBlocks(readme)
      .filter((b) => b.lang === "yaml")
      .map((b) => parse(b.code) as Record<string, unknown>)
      .filter((doc) => Object.keys(doc).every((k) => sections.has(k)));
    expect(configs.length).toBeGreaterThanOrEqual(2);
    for (const doc of configs) expect(() => parseConfig(doc, "README")).not.toThrow();
  });

  it("shows only golden sets that validate", () => {
    const golden = fencedBlocks(readme).filter((b) => b.lang === "yaml" && /^items:/m.test(b.code));
    expect(golden.length).toBeGreaterThanOrEqual(1);
    for (const b of golden) expect(() => parseGoldenSet(parse(b.code), "README golden set")).not.toThrow();
  });

  it("links only to files the package ships, and to headings that exist", () => {
    const links = markdownLinks(readme, README).filter((l) => l.file !== undefined);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      const top = link.target.split(/[/#]/)[0]!;
      if (top !== "") expect(pkg.files, `${link.target}: ${top} is not in package.json "files"`).toContain(top);
      expect(link.problem, link.target).toBeUndefined();
    }
  });
});

describe("docs/*.md", () => {
  it("are shipped with the package", () => {
    expect(pkg.files).toContain("docs");
  });

  it.each(["boundary", "contracts", "development", "evaluation", "firewall", "gate", "guard-your-app", "history", "integrations", "judge", "rag"])(
    "docs/%s.md: every relative link lands on a shipped file and a heading that exist",
    (name) => {
      const file = join(PACKAGE_ROOT, "docs", `${name}.md`);
      for (const link of markdownLinks(readFileSync(file, "utf8"), file)) {
        expect(link.problem, link.target).toBeUndefined();
        const top = relative(PACKAGE_ROOT, link.file!).split(sep)[0]!;
        expect([...pkg.files, "README.md"], `${link.target}: ${top} is not shipped`).toContain(top);
      }
    },
  );

  it("headings give GitHub's anchors", () => {
    expect(headingAnchors("## Evidence boundary (`rampart/boundary`)\n## Guard your own app\n")).toEqual(new Set(["evidence-boundary-rampartboundary", "guard-your-own-app"]));
  });
});
