/*
 * Every message and label the shared zod contracts can answer with (shared/src/contracts) is in a catalog, so a
 * Bangla request never gets an English sentence: the contracts' texts are read from their source (string and
 * template literals that read as a sentence or a label) and each is looked up as the API looks its answers up.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createMessageMatcher } from '@alumni/shared/i18n';
import ts from 'typescript';
import { API_CATALOGS, API_EN } from '../catalogs/api';

const CONTRACTS = path.resolve(__dirname, '../../../../shared/src/contracts');

/** A literal's text, a template's `${x}` written as the catalog's `{x}`. */
function textOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return (
      node.head.text +
      node.templateSpans.map((span) => `{${span.expression.getText().replace(/\W/g, '')}}${span.literal.text}`).join('')
    );
  return null;
}

/**
 * The texts a person could read: several words, starting with a capital (or a `{label}`), or a parameter's
 * message (`page must be a whole number`); no import path.
 */
function contractTexts(source: string, file = 'contract.ts'): string[] {
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    const text = textOf(node);
    if (
      text !== null &&
      / /.test(text) &&
      (/^[A-Z{]/.test(text) || /^[a-z_]+ (must|is|can) /.test(text)) &&
      !ts.isImportDeclaration(node.parent)
    )
      texts.push(text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true));
  return texts;
}

describe("the contracts' messages", () => {
  const matcher = createMessageMatcher(API_EN);
  const files = readdirSync(CONTRACTS).filter((name) => name.endsWith('.ts'));
  const texts = files.flatMap((name) =>
    contractTexts(readFileSync(path.join(CONTRACTS, name), 'utf8'), name).map((text) => ({ name, text })),
  );

  it('finds the texts in a contract the way it is written', () => {
    const found = contractTexts(
      "const a = z.string({ error: 'Title is required' }).max(5, `${label} must be at most ${max} characters`);\nimport x from 'Some path here';",
    );
    expect(found).toEqual(['Title is required', '{label} must be at most {max} characters']);
    expect(texts.length).toBeGreaterThan(200);
  });

  it('are each in the catalog, with a Bangla text', () => {
    // A placeholder's value stands in as a word, as a real answer carries one.
    const missing = texts.filter(({ text }) => {
      const match = matcher.find(text.replace(/\{\w+\}/g, 'Name'));
      return !match || !API_CATALOGS.bn[match.id];
    });
    expect(missing).toEqual([]);
  });
});
