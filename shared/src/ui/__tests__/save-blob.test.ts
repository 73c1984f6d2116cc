import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { saveDownload } from '../files';

describe('saveDownload', () => {
  let saved: { href: string; download: string }[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = jest.fn(() => 'blob:file-1');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('saves the file under the name the server gave', () => {
    const name = saveDownload(new Blob(['a,b']), 'attachment; filename="members-7.csv"', 'fallback.csv');
    expect(name).toBe('members-7.csv');
    expect(saved).toEqual([{ href: 'blob:file-1', download: 'members-7.csv' }]);
    expect(document.querySelector('a')).toBeNull();
  });

  it('uses the fallback name when the server gave none', () => {
    expect(saveDownload(new Blob(['{}']), undefined, 'my-data.zip')).toBe('my-data.zip');
    expect(saved).toEqual([{ href: 'blob:file-1', download: 'my-data.zip' }]);
  });
});
