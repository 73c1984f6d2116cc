import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readJsonFile } from '../json-file';

describe("readJsonFile: a build's or the operators' JSON file, read again when it changes", () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'json-file-'));
  const file = path.join(folder, 'remotes.json');

  it('is null for a missing file, a broken one and one that holds no object', () => {
    expect(readJsonFile(file)).toBeNull();
    writeFileSync(file, '{"public_site": ');
    expect(readJsonFile(file)).toBeNull();
    writeFileSync(file, '"a string"');
    expect(readJsonFile(file)).toBeNull();
  });

  it('gives the file as it is now: a new content (a release) is read at the next call', () => {
    writeFileSync(file, '{"public_site":"/a.js"}');
    expect(readJsonFile(file)).toEqual({ public_site: '/a.js' });
    writeFileSync(file, '{"public_site":"/portals/b.js"}');
    expect(readJsonFile(file)).toEqual({ public_site: '/portals/b.js' });
  });
});
