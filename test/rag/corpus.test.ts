import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RampartError, dataFile, packagePath, parseConfig } from "../../src/core/index.js";
import { configuredCorpusRoots, loadCorpus, readCorpus, slugify, splitIntoPieces, splitFrontMatter } from "../../src/rag/index.js";
import { describeWithData } from "../helpers/data.js";

function tempCorpus(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "rampart-corpus-"));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(dir, rel, ".."), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
}

const RESUME = `---
title: 이력서
agency: 가람시청
tags: [a, b]
nested: { x: 1 }
---

# 홍길동

## 경력

첫 문단이다.

둘째 문단이다.

## 학력

가나대학교 졸업.

## 경력

같은 제목이 한 번 더 나온다.
`;

describe("Markdown loading", () => {
  const dir = tempCorpus({ "docs/resume.md": RESUME, "notes.txt": "한 줄.\n\n두 줄." });
  const { chunks, errors } = readCorpus(dir);
  const byId = new Map(chunks.map((c) => [c.id, c]));

  it("loads without errors and splits by heading", () => {
    expect(errors).toEqual([]);
    expect([...byId.keys()]).toEqual([
      "docs/resume.md#경력-1",
      "docs/resume.md#경력-2", // a repeated heading continues the count, so ids stay unique
      "docs/resume.md#학력-1",
      "notes.txt#top-1",
    ]);
  });

  it("front matter becomes named fields and string metadata; objects are skipped", () => {
    const c = byId.get("docs/resume.md#경력-1");
    expect(c).toMatchObject({ title: "이력서", agency: "가람시청", section: "경력", source: "docs/resume.md" });
    expect(c?.metadata).toEqual({ tags: "a, b" }); // title/agency consumed, nested object dropped
    expect(c?.text).toBe("첫 문단이다.\n\n둘째 문단이다.");
  });

  it("plain text takes the file name as title", () => {
    expect(byId.get("notes.txt#top-1")).toMatchObject({ title: "notes", text: "한 줄.\n\n두 줄." });
  });

  it("ids do not depend on the order of the roots", () => {
    const other = tempCorpus({ "x.md": "# X\n\nbody" });
    const a = readCorpus([dir, other]).chunks.map((c) => c.id);
    const b = readCorpus([other, dir]).chunks.map((c) => c.id);
    expect(a).toEqual(b);
  });

  it("the title falls back to the first H1, then the file name", () => {
    const d = tempCorpus({ "a.md": "# 제목 #\n\n본문", "b.md": "본문만" });
    const { chunks: cs } = readCorpus(d);
    expect(cs.map((c) => [c.id, c.title])).toEqual([
      ["a.md#제목-1", "제목"], // closing #s of an ATX heading are not part of it
      ["b.md#top-1", "b"],
    ]);
  });

  it.each([
    // why: setext headings are Markdown too; a `---` after a blank line is a thematic break,
    // and one under a multi-line paragraph is left as text
    ["Title\n=====\n\nbody", [["s.md#title-1", "Title", "body"]]],
    ["intro\n\nPart\n---\nbody", [["s.md#part-1", "Part", "body"], ["s.md#top-1", undefined, "intro"]]],
    ["a\n\n---\n\nb", [["s.md#top-1", undefined, "a\n\n---\n\nb"]]],
    ["line one\nline two\n---\n", [["s.md#top-1", undefined, "line one\nline two\n---"]]],
  ])("setext: %j", (text, expected) => {
    const d = tempCorpus({ "s.md": text });
    expect(readCorpus(d).chunks.map((c) => [c.id, c.section, c.text])).toEqual(expected);
  });

  it("headings inside fenced code are text, not sections", () => {
    const d = tempCorpus({ "c.md": "## 코드\n\n```\n# not a heading\n```\n" });
    const { chunks: cs } = readCorpus(d);
    expect(cs).toHaveLength(1);
    expect(cs[0]?.text).toContain("# not a heading");
  });
});

describe("bad corpus input is reported, never dropped silently", () => {
  it.each([
    // why: every failure names the file and, when known, the line
    ["malformed JSONL line", { "a.jsonl": '{"id":"1","text":"ok"}\n{not json\n{"id":"3","text":"ok"}\n' }, /a\.jsonl:2: not valid JSON/],
    ["JSONL row without id", { "a.jsonl": '{"text":"x"}\n' }, /a\.jsonl:1: id: expected a non-empty string/],
    ["JSONL row with a non-string text", { "a.jsonl": '{"id":"1","text":5}\n' }, /a\.jsonl:1: text: expected a string/],
    ["duplicate ids across files", { "a.jsonl": '{"id":"x","text":"1"}\n', "b.jsonl": '{"id":"x","text":"2"}\n' }, /duplicate chunk id "x"/],
    ["unclosed front matter", { "a.md": "---\ntitle: x\n# body\n" }, /a\.md:1: front matter opened with --- but never closed/],
    ["malformed front matter", { "a.md": "---\ntitle: [x\n---\nbody\n" }, /a\.md:2: front matter is not valid YAML/],
    ["a folder with nothing to load", { "readme.pdf": "x" }, /no \.md, \.txt or \.jsonl files found/],
  ])("%s", (_why, files, message) => {
    const dir = tempCorpus(files as Record<string, string>);
    expect(() => loadCorpus(dir)).toThrow(message);
    try {
      loadCorpus(dir);
    } catch (e) {
      expect(e).toBeInstanceOf(RampartError);
      expect((e as RampartError).code).toBe("ERR_BAD_INPUT");
    }
  });

  it("a malformed line does not stop the other rows (readCorpus keeps going)", () => {
    const dir = tempCorpus({ "a.jsonl": '{"id":"1","text":"ok"}\n{bad\n{"id":"3","text":"ok"}\n' });
    const { chunks, errors } = readCorpus(dir);
    expect(chunks.map((c) => c.id)).toEqual(["1", "3"]);
    expect(errors).toHaveLength(1);
  });

  it("a missing path is an error", () => {
    expect(() => loadCorpus("/nonexistent/rampart-corpus")).toThrow(/cannot read corpus path/);
  });
});

describe("JSONL rows", () => {
  it("id, title, text and the other scalar fields as metadata", () => {
    const dir = tempCorpus({ "p.jsonl": '{"id":"kq-1","title":"임종석","text":"본문","lang":"ko","n":3,"skip":{"a":1}}\n' });
    expect(loadCorpus(join(dir, "p.jsonl"))).toEqual([
      { id: "kq-1", title: "임종석", text: "본문", source: "p.jsonl", metadata: { lang: "ko", n: "3" } },
    ]);
  });
});

describe("splitIntoPieces", () => {
  it.each([
    // why: paragraphs are packed while they fit, and never exceed the limit
    ["packs short paragraphs", "a\n\nb\n\nc", 10, ["a\n\nb\n\nc"]],
    ["starts a new piece when the next paragraph does not fit", "aaaa\n\nbbbb", 6, ["aaaa", "bbbb"]],
    ["splits a long paragraph at sentences", "첫째 문장이다. 둘째 문장이다.", 10, ["첫째 문장이다.", "둘째 문장이다."]],
    ["cuts a sentence longer than the limit", "abcdefghij", 4, ["abcd", "efgh", "ij"]],
    ["whitespace only gives nothing", " \n\n \n", 10, []],
  ])("%s", (_why, text, max, expected) => {
    expect(splitIntoPieces(text, max)).toEqual(expected);
  });

  it("never splits a surrogate pair", () => {
    const pieces = splitIntoPieces("😀".repeat(5), 3);
    expect(pieces.join("")).toBe("😀".repeat(5));
    for (const p of pieces) expect(p.length).toBeLessThanOrEqual(3);
    for (const p of pieces) expect(/^(?:[\uD800-\uDBFF][\uDC00-\uDFFF])*$/.test(p)).toBe(true);
  });
});

describe("configuredCorpusRoots", () => {
  it.each([
    // why: no rag.corpus serves the bundled demo; a relative one resolves against the config's folder
    [{}, "/etc/app", packagePath("corpus")],
    [{ rag: { corpus: "docs" } }, "/etc/app", "/etc/app/docs"],
    [{ rag: { corpus: "/srv/docs" } }, "/etc/app", "/srv/docs"],
  ])("%j in %s → %s", (raw, baseDir, root) => {
    expect(configuredCorpusRoots(parseConfig(raw), baseDir)).toEqual([root]);
  });
});

describe("slugify and front matter", () => {
  it.each([
    ["제1조 (목적)", "제1조-목적"],
    ["Work Experience", "work-experience"],
    ["모아데이터(MoaData) 리드 (2023.01 – 현재)", "모아데이터-moadata-리드-2023-01-현재"],
    ["", "top"],
    ["!!!", "top"],
  ])("%s → %s", (heading, slug) => {
    expect(slugify(heading)).toBe(slug);
  });

  it("no front matter: the whole text is the body", () => {
    expect(splitFrontMatter("# x")).toEqual({ ok: true, data: {}, body: "# x", bodyLine: 1 });
  });
});

describe("adversarial documents load in one pass", () => {
  // why: corpus text is untrusted; a heading or line of trigger characters must not make the
  // loader backtrack (the regexes are also checked by recheck in intent-rules.test.ts).
  it("long runs of heading and front-matter characters", () => {
    const n = 200_000;
    const dir = tempCorpus({
      "a.md": `# ${" ".repeat(n)}x${" #".repeat(n)}\n\n${"-".repeat(n)}\n\n${"#".repeat(n)}\n`,
      "b.md": `---\n${"a: ".repeat(10)}\n---\n${"\n".repeat(n)}`,
    });
    const { chunks } = readCorpus(dir);
    expect(chunks.length).toBeGreaterThan(0);
  });
});

describeWithData("real corpora from the data folder", (dataDir) => {
  it("Korean statutes: one chunk per article, law title and article heading", () => {
    const root = dataFile(dataDir, "korean-statutes-legalize-kr", "sample_md");
    const { chunks, errors } = readCorpus(root);
    expect(errors).toEqual([]);
    const article = chunks.find((c) => c.id === "개인정보보호법/법률.md#제1조-목적-1");
    expect(article).toMatchObject({ title: "개인정보 보호법", section: "제1조 (목적)", agency: "개인정보보호위원회" });
    expect(article?.text).toMatch(/^이 법은/);
    // every chunk of a statute sits under an article-like heading or the addenda
    const sections = new Set(chunks.map((c) => c.section ?? ""));
    expect([...sections].filter((s) => !/^(제\d+조|부칙|별표|제\d+장|제\d+절|.*법률|.*시행령|.*시행규칙)/.test(s))).toEqual([]);
    expect(new Set(chunks.map((c) => c.id)).size).toBe(chunks.length);
  });

  it("KorQuAD passages: 964 chunks keyed by their own ids", () => {
    const chunks = loadCorpus(dataFile(dataDir, "rag-korquad-v1-dev", "corpus.jsonl"));
    expect(chunks).toHaveLength(964);
    expect(chunks[0]).toMatchObject({ id: "kq1dev-a000-p00", title: "임종석" });
  });
});
