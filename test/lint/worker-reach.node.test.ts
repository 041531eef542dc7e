// The lint holds each import of import/pipeline/ to worker-safe folders; this walks what
// the parsing worker actually loads, import by import from its entry (type-only imports
// vanish in the bundle and are skipped), so a worker-safe file that pulls in a page
// module further down is caught too.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const ENTRY = 'src/import/pipeline/parse.worker.ts';
const options: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
};

/** The specifiers a file loads at run time: value imports, re-exports and import(). */
function loadedSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.phaseModifier === ts.SyntaxKind.TypeKeyword ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every project file the worker loads, and every package it names. */
function workerReach() {
  const files = new Set<string>();
  const packages = new Set<string>();
  const stack = [resolve(root, ENTRY)];
  while (stack.length > 0) {
    const file = stack.pop();
    if (file === undefined || files.has(file)) continue;
    files.add(file);
    for (const specifier of loadedSpecifiers(file)) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier.split('?')[0] ?? specifier);
        continue;
      }
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      if (resolved === undefined) throw new Error(`${file}: cannot resolve ${specifier}`);
      stack.push(resolved.resolvedFileName);
    }
  }
  return { files: [...files].map((f) => relative(root, f)).sort(), packages: [...packages] };
}

describe("what the import's worker loads", () => {
  const { files, packages } = workerReach();

  it('reaches the pipeline, not the page', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(
      files.filter((f) => f.startsWith('src/import/') && !f.startsWith('src/import/pipeline/')),
    ).toEqual([]);
    expect(files.filter((f) => f.endsWith('.tsx'))).toEqual([]);
    expect(files.filter((f) => /^src\/(ui|app|mocks)\//.test(f))).toEqual([]);
  });

  it('loads no React or page library', () => {
    expect(
      packages.filter((p) => /^(react|react-dom|@tanstack|react-hook-form|wouter)(\/|$)/.test(p)),
    ).toEqual([]);
  });
});
