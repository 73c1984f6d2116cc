import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { apiPath } from '../api-path';
import { membershipTypePaths, paymentPaths, userPaths } from '../index';

describe('apiPath', () => {
  it('fills the params in order and keeps the pattern the API registers', () => {
    expect(membershipTypePaths.one(7, 12)).toBe('/associations/7/membership-types/12/');
    expect(membershipTypePaths.one.pattern).toBe('/associations/:id/membership-types/:mid/');
    expect(userPaths.me()).toBe('/auth/user/');
  });

  it('encodes each param, so text from an address cannot reach another route', () => {
    expect(userPaths.publicProfile('7/../../auth/user')).toBe('/users/7%2F..%2F..%2Fauth%2Fuser/');
    expect(paymentPaths.sslCommerzResult('fail', 'TXN 1?x')).toBe('/payments/sslcommerz/fail/TXN%201%3Fx');
  });

  it('reads a param up to the next slash or the end', () => {
    const csv = apiPath('/associations/:id/memberships/export.csv');
    expect(csv(3)).toBe('/associations/3/memberships/export.csv');
  });
});

describe('path files', () => {
  // The session store (in the @alumni/shared singleton) and first pages import them: zod must not come along.
  const dir = path.join(__dirname, '..');
  const pathFiles = readdirSync(dir).filter((f) => f.endsWith('.paths.ts') || f === 'api-path.ts');

  // `import type` (the schemas' types a path declares) is dropped by the build: only the others load code.
  it.each(pathFiles)('%s imports nothing but api-path at run time', (file) => {
    const source = readFileSync(path.join(dir, file), 'utf8');
    const imports = [...source.matchAll(/^import (?!type )[^;]*?from '([^']+)'/gms)].map((m) => m[1]);
    expect(imports.filter((from) => from !== './api-path')).toEqual([]);
  });

  it('has one paths file per contract module', () => {
    const modules = readdirSync(dir).filter(
      (f) =>
        f.endsWith('.ts') &&
        !f.includes('.paths.') &&
        // Pieces several contracts share (a user summary, common fields, an error body's message) have no paths
        // of their own, nor the native forms' echo (the web server's pages, not the API).
        ![
          'api-path.ts',
          'common.ts',
          'constants.ts',
          'index.ts',
          'user-summary.ts',
          'server-message.ts',
          'native-forms.ts',
        ].includes(f),
    );
    expect(modules.map((f) => f.replace('.ts', '.paths.ts')).sort()).toEqual(
      pathFiles.filter((f) => f !== 'api-path.ts').sort(),
    );
  });
});
