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

  it.each(pathFiles)('%s imports nothing but api-path', (file) => {
    const imports = [...readFileSync(path.join(dir, file), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports.filter((from) => from !== './api-path')).toEqual([]);
  });

  it('has one paths file per contract module', () => {
    const modules = readdirSync(dir).filter(
      (f) =>
        f.endsWith('.ts') &&
        !f.includes('.paths.') &&
        !['api-path.ts', 'common.ts', 'constants.ts', 'index.ts'].includes(f),
    );
    expect(modules.map((f) => f.replace('.ts', '.paths.ts')).sort()).toEqual(
      pathFiles.filter((f) => f !== 'api-path.ts').sort(),
    );
  });
});
