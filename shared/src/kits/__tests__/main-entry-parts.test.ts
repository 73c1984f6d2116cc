/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
const { KIT_PARTS } = require('../../../build/kits.cjs') as { KIT_PARTS: string[] };

const SRC = path.resolve(__dirname, '../..');

/** The modules a file imports when it is evaluated: static value imports and re-exports, not types, not import(). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      const named = statement.importClause?.namedBindings;
      const allTypes =
        named && ts.isNamedImports(named) && !statement.importClause?.name && named.elements.length > 0
          ? named.elements.every((element) => element.isTypeOnly)
          : false;
      if (!allTypes) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

function resolveLocal(from: string, request: string): string | null {
  const base = path.resolve(path.dirname(from), request);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (/\.(ts|tsx|cjs)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every package module reached from `entry` by static imports, with the file that imports it first. */
function reachedPackages(entry: string): Map<string, string> {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.cjs')) continue;
    for (const request of staticImports(file)) {
      if (request.startsWith('.')) {
        const local = resolveLocal(file, request);
        if (local) queue.push(local);
      } else if (!packages.has(request)) packages.set(request, path.relative(SRC, file));
    }
  }
  return packages;
}

describe("@alumni/shared's main entry", () => {
  // It is loaded with every page's first use (the shell provides it): a Chakra part it imports statically loads
  // with it, however rarely the part is shown (FormDialog once brought the dialog part: +26 KB gzip on `/`).
  it('imports no Chakra part statically: those load with the code that shows them', () => {
    const reached = reachedPackages(path.join(SRC, 'index.ts'));
    const parts = KIT_PARTS.filter((part) => reached.has(part)).map((part) => `${part} (from ${reached.get(part)})`);
    expect(parts).toEqual([]);
    // The walk does reach the kit itself, so an empty list is not a walk that went nowhere.
    expect(reached.has('@chakra-ui/react')).toBe(true);
  });

  it('would see a part imported by a module it re-exports', () => {
    const reached = reachedPackages(path.join(SRC, 'form-dialog', 'index.ts'));
    expect(reached.has('@chakra-ui/react/dialog')).toBe(true);
  });
});
