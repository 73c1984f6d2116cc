import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { formatMonthYear } from '@alumni/shared/format';
import { LANGUAGE_NAMES } from '@alumni/shared/i18n';
import { fillText, useSession } from '@alumni/shared';
import { makeUser, screen, expectLinks } from '@alumni/shared/testing';
import { MEMBER_CATALOGS } from '../../../i18n/catalogs/member';
import { memberBn } from '../../../i18n/catalogs/member/bn';
import { memberEn } from '../../../i18n/catalogs/member/en';
import { mockGet, renderAt } from '../../../testing/fixtures';
import { education, job } from './records';

const reader = makeUser({
  language: 'bn',
  father_name: 'আব্দুল',
  educations: [education],
  job_experiences: [{ ...job, end_date: null, current: true }],
  contact_details: [],
});

beforeAll(() => MEMBER_CATALOGS.load('bn'));
beforeEach(() => useSession.getState().setUser(null));

describe('Profile page in Bangla', () => {
  it('shows sections, buttons, the ongoing job as বর্তমান and months in Bangla digits', async () => {
    mockGet({ '/auth/user/': reader });
    renderAt('/user/dashboard/profile', reader, { language: 'bn' });
    expect(await screen.findByRole('heading', { name: memberBn['profile.title'] })).toBeInTheDocument();
    for (const id of ['contacts.title', 'education.title', 'job.title', 'yourData.title'] as const) {
      expect(await screen.findByRole('heading', { name: memberBn[id] })).toBeInTheDocument();
    }
    expect(screen.getByText(memberBn['contacts.empty'])).toBeInTheDocument();
    expect(screen.getByText(fillText(memberBn['profile.father'], { name: 'আব্দুল' }))).toBeInTheDocument();
    expect(
      screen.getByText(`${formatMonthYear(job.start_date, 'bn')} – ${memberBn['profile.present']}`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`${formatMonthYear(education.start_date, 'bn')} – ${formatMonthYear(education.end_date, 'bn')}`),
    ).toBeInTheDocument();
    expect(formatMonthYear(education.start_date, 'bn')).toMatch(/২০০৪/);
    expectLinks([
      [memberBn['profile.updateProfile'], '/user/dashboard/profile/update'],
      [memberBn['education.add'], '/user/dashboard/profile/education/add'],
      [memberBn['yourData.delete'], '/user/dashboard/profile/delete-account'],
    ]);
    expect(screen.queryByText(memberEn['profile.updateProfile'])).not.toBeInTheDocument();
  });

  it('shows the language the mails and certificates are written in (issue 37 item 5)', async () => {
    mockGet({ '/auth/user/': reader });
    renderAt('/user/dashboard/profile', reader, { language: 'bn' });
    expect(
      await screen.findByText(fillText(memberBn['profile.language'], { language: LANGUAGE_NAMES.bn })),
    ).toBeInTheDocument();
  });

  it('and in English for a member who reads English', async () => {
    const english = makeUser({ language: 'en' });
    mockGet({ '/auth/user/': english });
    renderAt('/user/dashboard/profile', english);
    expect(await screen.findByText('E-mails in English')).toBeInTheDocument();
  });
});
