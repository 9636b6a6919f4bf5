/**
 * Reading Markdown the way GitHub renders it, for the documentation tests: fenced code
 * blocks, relative links with their anchors, and a type-check of TypeScript snippets
 * against the package's own sources (the `rampart/*` paths of tsconfig.json).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import ts from "typescript";
import { PACKAGE_ROOT } from "../../src/core/index.js";

/** One fenced code block: its info-string language (`ts`, `sh`, … or "") and its text. */
export interface FencedBlock {
  lang: string;
  code: string;
}

/** The fenced (```) code blocks of a Markdown text, in order. */
export function fencedBlocks(markdown: string): FencedBlock[] {
  return [...markdown.matchAll(/^```([^\n`]*)\n([\s\S]*?)^```[ \t]*$/gm)].map((m) => ({ lang: (m[1] ?? "").trim(), code: m[2] ?? "" }));
}

/** The text without fenced blocks and inline code spans (links inside code are not links). */
function prose(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, "").replace(/(`+)[\s\S]*?\1/g, "");
}

/**
 * GitHub's heading anchors: lower case, punctuation other than `-` and `_` dropped, spaces
 * to `-`; a repeated heading gets `-1`, `-2` … (github-slugger's rules for ASCII text).
 */
export function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const outsideFences = markdown.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, "");
  for (const m of outsideFences.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = (m[1] ?? "")
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  for (const m of markdown.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(m[1] as string);
  return anchors;
}

/** A relative link of a Markdown file: its target as written, the file it names, what is wrong with it. */
export interface RelativeLink {
  target: string;
  file?: string;
  problem?: string;
}

/** Every relative link (`[text](target)`, not inside code) of `markdown`, read from `path`, checked. */
export function markdownLinks(markdown: string, path: string): RelativeLink[] {
  const links: RelativeLink[] = [];
  for (const m of prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = m[1] as string;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
    const [filePart, anchor] = target.split("#", 2) as [string, string | undefined];
    const file = filePart === "" ? path : resolve(dirname(path), decodeURIComponent(filePart));
    const link: RelativeLink = { target, file };
    if (!existsSync(file)) link.problem = `${target}: no such file`;
    else if (anchor !== undefined) {
      if (!statSync(file).isFile() || !file.endsWith(".md")) link.problem = `${target}: an anchor into a file that is not Markdown`;
      else if (!headingAnchors(readFileSync(file, "utf8")).has(anchor)) link.problem = `${target}: no heading with anchor #${anchor}`;
    }
    links.push(link);
  }
  return links;
}

/**
 * What the snippets leave to the reader ("your model", "the session you opened"), declared
 * with the type the package expects there. A declaration is added only to a snippet that
 * uses the name without defining it.
 */
const AMBIENT: Record<string, string> = {
  answer: "declare const answer: string;",
  modelTokens: "declare function modelTokens(): AsyncIterable<string>;",
  res: "declare const res: { write(chunk: string): void };",
  question: "declare const question: string;",
  chunks: "declare const chunks: string[];",
  yourModel: 'declare const yourModel: Parameters<typeof import("ai").wrapLanguageModel>[0]["model"];',
  session: 'declare const session: import("rampart/firewall").Session;',
  firewall: 'declare const firewall: import("rampart/firewall").Firewall;',
  agentTools: 'declare const agentTools: ReturnType<typeof import("@openai/agents").tool>[];',
  langchainTools: 'declare const langchainTools: ReturnType<typeof import("langchain").tool>[];',
  model: 'declare const model: string;',
  retriever: 'declare const retriever: Parameters<typeof import("rampart/langchain").neutralizingRetriever>[0];',
  callModel: "declare function callModel(system: string, user: string): AsyncIterable<string>;",
  jwtKey: "declare const jwtKey: Uint8Array;",
  bearerToken: "declare const bearerToken: string;",
  userMessage: "declare const userMessage: string;",
  retrievedText: "declare const retrievedText: string;",
};

function prelude(code: string): string {
  const defines = (name: string) => new RegExp(`\\b(?:const|let|var|function|class)\\s+${name}\\b|import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`).test(code);
  return Object.entries(AMBIENT)
    .filter(([name]) => new RegExp(`\\b${name}\\b`).test(code) && !defines(name))
    .map(([, decl]) => decl)
    .join("\n");
}

/**
 * Type-checks each snippet as its own module beside the tests (so `rampart/*` resolves to the
 * sources through tsconfig.json's paths) and returns one line per diagnostic:
 * `snippet N line L: message` (L counted in the snippet), none when all compile.
 */
export function checkSnippets(snippets: readonly string[]): string[] {
  const configPath = join(PACKAGE_ROOT, "tsconfig.json");
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n")); } });
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  const files = new Map<string, { text: string; offset: number }>();
  snippets.forEach((code, i) => {
    const head = prelude(code);
    files.set(join(PACKAGE_ROOT, "test", "docs", `__readme_snippet_${i + 1}.ts`), { text: `${head}\n${code}\nexport {};\n`, offset: head.split("\n").length });
  });
  const host = ts.createCompilerHost(parsed.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, lang, onError, create) => {
    const v = files.get(resolve(name));
    return v ? ts.createSourceFile(name, v.text, lang, true) : getSourceFile(name, lang, onError, create);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => files.has(resolve(name)) || fileExists(name);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => files.get(resolve(name))?.text ?? readFile(name);
  const program = ts.createProgram({ rootNames: [...files.keys()], options: { ...parsed.options, noEmit: true }, host });
  const problems: string[] = [];
  [...files.entries()].forEach(([name, { offset }], i) => {
    const sf = program.getSourceFile(name);
    if (!sf) throw new Error(`snippet ${i + 1} was not loaded`);
    for (const d of [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)]) {
      const line = d.start === undefined ? 0 : sf.getLineAndCharacterOfPosition(d.start).line + 1 - offset;
      problems.push(`snippet ${i + 1} line ${line}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
    }
  });
  return problems;
}
