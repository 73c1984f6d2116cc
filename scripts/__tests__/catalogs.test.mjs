// node --import tsx --test scripts/__tests__/catalogs.test.mjs: the lint check of the translation catalogs.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { checkCatalogs, compareCatalogs } from '../catalogs.mjs';

describe('the catalogs check', () => {
  let base;
  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), 'catalogs-'));
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  };

  it('finds a key present in one language and missing in the other, in any package', async () => {
    write(
      'member-portal/src/i18n/catalogs/member/en.ts',
      "export const en = { 'a.title': 'Title', 'a.save': 'Save' };\n",
    );
    write(
      'member-portal/src/i18n/catalogs/member/bn.ts',
      "export const bn = { 'a.title': 'শিরোনাম', 'a.extra': 'বাড়তি' };\n",
    );
    const { folders, problems } = await checkCatalogs(base);
    assert.equal(folders.length, 1);
    assert.deepEqual(problems, [
      'member-portal/src/i18n/catalogs/member: "a.save" is in en but missing in bn',
      'member-portal/src/i18n/catalogs/member: "a.extra" is in bn but missing in en',
    ]);
  });

  it('finds a lost placeholder and an empty text; a whole catalog passes', () => {
    assert.deepEqual(compareCatalogs({ en: { hi: 'Hello {name},', x: 'X' }, bn: { hi: 'প্রিয়,', x: ' ' } }), [
      '"x" is empty in bn',
      '"hi" in bn has placeholders {}, en {name}',
    ]);
    assert.deepEqual(compareCatalogs({ en: { hi: 'Hello {name},' }, bn: { hi: 'প্রিয় {name},' } }), []);
    assert.deepEqual(compareCatalogs({ en: { hi: 'Hello' } }), ['no bn catalog']);
  });

  it("passes on the repository's own catalogs", async () => {
    const { folders, problems } = await checkCatalogs();
    assert.ok(folders.length >= 3);
    assert.deepEqual(problems, []);
  });
});
