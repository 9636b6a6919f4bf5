/**
 * The static import graph of the TypeScript sources, read with the compiler's parser (no
 * regex): which bare packages a module and everything it imports (statically or through a
 * relative `import("./x.js")`) name, and whether each naming is type-only (erased at run time).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import ts from "typescript";

/** One import or re-export of a module. */
export interface ImportEdge {
  /** The importing file (absolute path). */
  from: string;
  specifier: string;
  /** `import type`, `export type`, or an `import("x")` type: erased from the JavaScript. */
  typeOnly: boolean;
}

/** Every import of one source file. */
export function importsOf(file: string): ImportEdge[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2023, true);
  const edges: ImportEdge[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const allTypes =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      edges.push({ from: file, specifier: node.moduleSpecifier.text, typeOnly: allTypes });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      edges.push({ from: file, specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteralLike(arg)) edges.push({ from: file, specifier: arg.text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      edges.push({ from: file, specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** The source file a relative specifier names (`./x.js` → `./x.ts`), or undefined for non-code files. */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base.replace(/\.js$/, ".ts"), `${base}.ts`, resolve(base, "index.ts")]) {
    if (candidate.endsWith(".ts") && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Every edge to a bare package from `entry` and all the source files it reaches. */
export function packageImportsReachable(entry: string): ImportEdge[] {
  const seen = new Set<string>();
  const todo = [resolve(entry)];
  const out: ImportEdge[] = [];
  while (todo.length > 0) {
    const file = todo.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const edge of importsOf(file)) {
      if (edge.specifier.startsWith(".")) {
        const next = resolveRelative(file, edge.specifier);
        if (next) todo.push(next);
      } else if (!edge.specifier.startsWith("node:")) out.push(edge);
    }
  }
  return out;
}
