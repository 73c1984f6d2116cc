import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { MEMBER_IMPORT_FIELD_LABELS, MEMBER_IMPORT_FIELDS } from '@alumni/shared/contracts';
import { screen } from '@alumni/shared/testing';
import { ADMIN_EVENTS_CATALOGS } from '../../../i18n/catalogs/admin-events';
import { ok, renderAdminAt, signInAdmin } from '../../../test-utils';
import { makeEvent } from './fixtures';

beforeEach(signInAdmin);

describe('the admin-events catalog on an English page', () => {
  it('never fetches the Bangla texts', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok({ count: 1, results: [makeEvent(1)] }));
    renderAdminAt('/admin/dashboard/associations/7/events');
    expect(await screen.findByText('Winter Reunion')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New event' })).toBeInTheDocument();
    expect(ADMIN_EVENTS_CATALOGS.isLoaded('bn')).toBe(false);
  });

  it("names the import's fields in English as the contract does", () => {
    for (const field of MEMBER_IMPORT_FIELDS) {
      expect(ADMIN_EVENTS_CATALOGS.en[`imports.field.${field}`]).toBe(MEMBER_IMPORT_FIELD_LABELS[field]);
    }
  });
});
