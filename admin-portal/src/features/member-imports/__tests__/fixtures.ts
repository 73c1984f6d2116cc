import { jest } from '@jest/globals';
import { api } from '@alumni/shared';
import type { MemberImportResult } from '@alumni/shared/contracts';
import { ok } from '../../../test-utils';

/**
 * A dry run of a CSV whose first `created` rows would be created (each new account invited) and the next
 * one refused for `reason`; the rows listed are the first of them and the refused one.
 */
export function dryRunOf(created: number, reason: string): MemberImportResult {
  const refusedRow = created + 2;
  return {
    dry_run: true,
    format: 'csv',
    encoding: 'utf-8',
    rows_total: created + 1,
    created,
    updated: 0,
    unchanged: 0,
    refused: [{ row: refusedRow, reason }],
    invited: created,
    headers: ['first_name', 'email', 'membership_type'],
    mapping: { first_name: 'first_name', email: 'email', membership_type: 'membership_type' },
    rows: [
      { row: 2, action: 'create', name: 'রহিম', email: 'rahim@example.com', serial: 1, invited: true },
      {
        row: refusedRow,
        action: 'refuse',
        reason,
        name: 'Karim',
        email: 'karim@example.com',
        serial: null,
        invited: false,
      },
    ],
  };
}

/** The API answers no members to list and `result` to every upload; returns the upload's spy. */
export function answersImport(result: MemberImportResult) {
  jest.spyOn(api, 'get').mockResolvedValue(ok({ count: 0, results: [] }));
  return jest.spyOn(api, 'post').mockResolvedValue(ok(result));
}
