import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { addDays, today } from '../src/lib/business-dates';
import { sendDueReminders } from '../src/modules/reminders/reminders.service';
import { authHeader, createUser, drivers, type TestApp } from './helpers';
import { mailsSince } from './support/account-mail';
import { createMembership, createMembershipType, LIFE_MEMBER, updateUser } from './support/association-fixtures';
import { createMailingCastApp, type Caller, type Cast } from './support/cast';
import { API, approveOffline, payFor } from './support/fixtures';
import type { TestSmtpServer } from './support/smtp';

const PASSWORD = 'Sign-up-Passw0rd';
const BANGLA = { 'accept-language': 'bn' };

describe.each(drivers)("mail in the member's language (%s)", (driver) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let cast: Cast;
  let typeId: number;

  beforeAll(async () => {
    ({ smtp, t, cast } = await createMailingCastApp({ driver }));
    typeId = await createMembershipType(t.database, cast.associationId, LIFE_MEMBER);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const me = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: `${API}/auth/user/`, headers })).json<{ language: string }>();

  it('keeps the language of the sign-up and mails the verification link in it', async () => {
    for (const [headers, language, subject, greeting] of [
      [BANGLA, 'bn', 'অ্যালামনাই কানেক্টের জন্য আপনার ইমেইল ঠিকানা নিশ্চিত করুন', 'শুভেচ্ছা,'],
      [{}, 'en', 'Confirm your e-mail address for Alumni Connect', 'Hello,'],
    ] as const) {
      const email = `lang.${language}.${Date.now()}@example.com`;
      const before = smtp.received.length;
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/auth/registration/`,
        headers,
        payload: { email, password1: PASSWORD, password2: PASSWORD },
      });
      expect(response.statusCode).toBe(201);
      const [mail] = await mailsSince(t.app, smtp, before);
      expect(mail.subject).toBe(subject);
      expect(mail.text?.startsWith(greeting)).toBe(true);
      expect(String(mail.html)).toContain(`<html lang="${language}">`);
      const access = response.json<{ access: string }>().access;
      expect(await me({ authorization: `Bearer ${access}` })).toMatchObject({ language });
    }
  });

  it('lets the member change the language on the profile; a password reset mail follows it', async () => {
    const user = await createUser(t.database);
    const headers = await authHeader(t.app, user.id);
    const patch = (language: unknown) =>
      t.app.inject({ method: 'PATCH', url: `${API}/auth/user/`, headers, payload: { language } });
    const wrong = await patch('fr');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_ERROR', language: ['Choose English (en) or Bangla (bn)'] });
    expect((await patch('bn')).json()).toMatchObject({ language: 'bn' });
    expect(await me(headers)).toMatchObject({ language: 'bn' });

    const before = smtp.received.length;
    const reset = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/password/reset/`,
      payload: { email: user.email },
    });
    expect(reset.statusCode).toBe(200);
    const [mail] = await mailsSince(t.app, smtp, before);
    expect(mail.subject).toBe('অ্যালামনাই কানেক্টে নতুন পাসওয়ার্ড ঠিক করুন');
    expect(mail.text).toContain(`${user.email} ঠিকানার অ্যালামনাই কানেক্ট অ্যাকাউন্টের জন্য নতুন পাসওয়ার্ড চাওয়া হয়েছে`);
    expect(mail.text).toContain('অ্যালামনাই কানেক্ট\n');
  });

  it('mails the approval and the certificate in Bangla to a member who reads Bangla, amounts in Bangla digits', async () => {
    const member = await createUser(t.database);
    await updateUser(t.database, member.id, { first_name: 'রহিম', last_name: 'উদ্দিন', language: 'bn' });
    const caller: Caller = { id: member.id, email: member.email, headers: await authHeader(t.app, member.id) };
    const before = smtp.received.length;
    const paid = await payFor(t.app, caller, cast.associationId, typeId, true);
    const approved = await approveOffline(t.app, cast.associationAdmin, paid.id);
    expect(approved.statusCode).toBe(200);
    const mails = (await mailsSince(t.app, smtp, before)).filter((m) => m.text?.includes('প্রিয় রহিম'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Cast Association One-এ আপনার সদস্যপদ অনুমোদিত হয়েছে');
    expect(mails[0].text).toContain('আপনার টাকা ১০,০০০.০০ অফলাইন পেমেন্ট');
    expect(mails[0].text).toMatch(/সদস্য নম্বর: LM-\d{4}/);

    const id = approved.json<{ membership: { id: number } }>().membership.id;
    const from = smtp.received.length;
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/memberships/${id}/get-certificate/`,
      headers: { ...caller.headers, ...BANGLA },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'সনদটি আপনার ইমেইলে পাঠানো হয়েছে। ডাউনলোড করতে ইমেইলটি দেখুন।' });
    const certificateMail = await simpleParser(smtp.received[from]);
    expect(certificateMail.subject).toBe('আপনার সদস্যপদের সনদ — Cast Association One');
    expect(certificateMail.text).toMatch(/^প্রিয় রহিম উদ্দিন,\n\nCast Association One-এর Life Member সদস্যপদের সনদ/);
    expect(certificateMail.attachments[0].content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('tells of a changed password in Bangla, in Bangladesh time with Bangla digits', async () => {
    const user = await createUser(t.database);
    await updateUser(t.database, user.id, { language: 'bn' });
    const before = smtp.received.length;
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/password/change/`,
      headers: { ...(await authHeader(t.app, user.id)), ...BANGLA },
      payload: { old_password: user.password, new_password1: 'New-Passw0rd-9', new_password2: 'New-Passw0rd-9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'পাসওয়ার্ড সফলভাবে বদলানো হয়েছে।' });
    const [mail] = await mailsSince(t.app, smtp, before);
    expect(mail.subject).toBe('আপনার অ্যালামনাই কানেক্ট পাসওয়ার্ড বদলানো হয়েছে');
    expect(mail.text).toMatch(
      /ঠিকানার অ্যালামনাই কানেক্ট অ্যাকাউন্টের পাসওয়ার্ড বদলানো হয়েছে, সময়: [০-৯]{1,2} [^ ]+, [০-৯]{4}, [০-৯]{2}:[০-৯]{2} \(বাংলাদেশ সময়\)।/,
    );
  });

  it('sends a renewal reminder in Bangla to a member who reads Bangla, in English to one who reads English', async () => {
    const end = addDays(today(), 7);
    for (const language of ['bn', 'en'] as const) {
      const user = await createUser(t.database);
      await updateUser(t.database, user.id, { first_name: 'Karim', last_name: 'Ahmed', language });
      await createMembership(t.database, {
        userId: user.id,
        associationId: cast.associationId,
        typeId,
        serial: language === 'bn' ? 901 : 902,
        start_date: addDays(end, -365),
        end_date: end,
      });
    }
    await t.app.db.updateTable('associations').set({ reminders_enabled: true }).execute();
    const before = smtp.received.length;
    const deps = { db: t.app.db, mailOutbox: t.app.mailOutbox, publicOrigin: 'https://alumni.example.org' };
    expect(await sendDueReminders(deps, new Date())).toEqual({ sent: 2 });
    await t.app.mailOutbox.flush();
    const subjects = (await mailsSince(t.app, smtp, before)).map((m) => m.subject).sort();
    const [year, month, day] = end.split('-');
    const bnEnd = `${day}/${month}/${year}`.replace(/[0-9]/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]);
    expect(subjects).toEqual(
      [
        `Cast Association One-এ আপনার সদস্যপদের মেয়াদ শেষ হবে ${bnEnd}`,
        `Your Cast Association One membership ends on ${day}/${month}/${year}`,
      ].sort(),
    );
  });
});
