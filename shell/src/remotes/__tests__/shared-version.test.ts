import { describe, expect, it } from '@jest/globals';
import { assertSharedCompatible, majorOf, SharedVersionMismatchError } from '../shared-version';

describe('assertSharedCompatible', () => {
  it('accepts a remote built against an older or newer shared of the same major', () => {
    expect(() => assertSharedCompatible('admin_portal', { sharedVersion: '1.0.0' }, '1.4.2')).not.toThrow();
    expect(() => assertSharedCompatible('admin_portal', { sharedVersion: '1.5.0' }, '1.0.0')).not.toThrow();
  });

  it('refuses another major and says what to do', () => {
    const attempt = () => assertSharedCompatible('admin_portal', { sharedVersion: '2.0.0' }, '1.0.0');
    expect(attempt).toThrow(SharedVersionMismatchError);
    expect(attempt).toThrow(
      'Not mounting remote "admin_portal": it was built with @alumni/shared 2.0.0, this shell provides 1.0.0',
    );
    expect(attempt).toThrow('against @alumni/shared 1.x, or roll it back');
  });

  it('does not judge without build info or with dev placeholders', () => {
    expect(() => assertSharedCompatible('admin_portal', undefined, '1.0.0')).not.toThrow();
    expect(() => assertSharedCompatible('admin_portal', { sharedVersion: '0.0.0-dev' }, '1.0.0')).not.toThrow();
    expect(() => assertSharedCompatible('admin_portal', { sharedVersion: '2.0.0' }, '0.0.0-dev')).not.toThrow();
  });

  it('reads majors', () => {
    expect(majorOf('10.2.3')).toBe(10);
    expect(majorOf('x')).toBeNull();
  });
});
