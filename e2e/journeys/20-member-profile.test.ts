import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { logIn, signUpMember, useSiteAndBrowser } from '../support/journey';

// A member fills a whole profile (picture, educations, a current job, contact links edited inline),
// fixes a wrong phone number, changes the password and signs in with the new one.
const ctx = useSiteAndBrowser();

const PASSWORD = 'Str0ng-Passw0rd';

/** Yes on the confirmation, wait for the result text, Close. */
async function confirmAndSee(page: Page, text: string) {
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.getByText(text, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByText(text, { exact: true }).waitFor({ state: 'detached' });
}

/** A small PNG drawn on a canvas in the page. */
async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#0e7770';
    g.fillRect(0, 0, 64, 64);
    g.fillStyle = '#f6b73c';
    g.beginPath();
    g.arc(32, 32, 20, 0, Math.PI * 2);
    g.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

const signUpNewMember = (page: Page, first: string) => signUpMember(page, { first, last: 'Karim', password: PASSWORD });

async function addEducation(
  page: Page,
  e: { institution: string; degree: string; field: string; start: string; end: string; description: string },
) {
  await page.getByRole('link', { name: 'Add Education' }).click();
  await page.getByRole('heading', { name: 'Add Education' }).waitFor();
  await page.getByLabel('Institution').fill(e.institution);
  await page.getByLabel('Degree').fill(e.degree);
  await page.getByLabel('Field of Study').fill(e.field);
  await page.getByLabel('Start Date').fill(e.start);
  await page.getByLabel('End Date').fill(e.end);
  await page.getByLabel('Description').fill(e.description);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await confirmAndSee(page, 'Education added successfully.');
  await page.waitForURL('**/user/dashboard/profile');
}

async function addContact(page: Page, platform: string, link: string) {
  await page.getByRole('button', { name: 'Add Contact' }).click();
  const form = page.getByRole('form', { name: 'Add contact link' });
  await form.getByLabel('Platform').fill(platform);
  await form.getByLabel(/^Link/).fill(link);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await confirmAndSee(page, 'Contact info added successfully.');
  await form.waitFor({ state: 'detached' });
}

describe('member profile', () => {
  it('fills a whole profile: picture, two educations, a current job, contact links added, edited inline and deleted', async () => {
    const { page, context, errors } = await ctx.open();
    await signUpNewMember(page, 'Sabina');
    await page.goto('/user/dashboard/profile');
    await page.getByRole('heading', { name: 'Sabina Karim' }).waitFor();

    // Picture: a PNG drawn in the page, previewed, uploaded; the profile and the nav avatar show it.
    await page.getByRole('link', { name: 'Update Picture' }).click();
    await page.getByRole('heading', { name: 'Update Profile Picture' }).waitFor();
    const png = await drawPng(page);
    await page.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: 'Preview of the chosen picture' }).waitFor();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await confirmAndSee(page, 'Profile picture updated successfully');
    await page.waitForURL('**/user/dashboard/profile');
    const picture = page.getByRole('img', { name: "Sabina Karim's profile picture" }).first();
    await picture.waitFor();
    assert.match((await picture.getAttribute('src')) ?? '', /\/media\//);
    const navAvatar = page.getByRole('button', { name: 'Account menu' }).locator('img[src*="/media/"]');
    await navAvatar.first().waitFor();
    const loaded = await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    assert.equal(loaded, true, 'the uploaded picture loads');

    // Two educations.
    await addEducation(page, {
      institution: 'Viqarunnisa Noon School',
      degree: 'SSC',
      field: 'Science',
      start: '2004-01-01',
      end: '2008-06-30',
      description: 'GPA 5.00',
    });
    await addEducation(page, {
      institution: 'Holy Cross College',
      degree: 'HSC',
      field: 'Science',
      start: '2008-07-01',
      end: '2010-06-30',
      description: 'GPA 5.00',
    });
    await page.getByRole('article', { name: 'Viqarunnisa Noon School' }).waitFor();
    await page.getByRole('article', { name: 'Holy Cross College' }).getByText('Jul 2008 – Jun 2010').waitFor();

    // A current job: the end date disappears, the profile says Present.
    await page.getByRole('link', { name: 'Add Job Experience' }).click();
    await page.getByLabel('Company').fill('BRAC Bank');
    await page.getByLabel('Title').fill('Analyst');
    await page.getByLabel('Location').fill('Dhaka');
    await page.getByLabel('Start Date').fill('2016-02-01');
    await page.getByLabel('Description').fill('Credit risk models.');
    await page.getByLabel('End Date').waitFor();
    await page.getByText('I currently work here').click();
    await page.getByLabel('End Date').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await confirmAndSee(page, 'Job experience added successfully.');
    await page.waitForURL('**/user/dashboard/profile');
    await page.getByRole('article', { name: 'Analyst at BRAC Bank' }).getByText('Feb 2016 – Present').waitFor();

    // Two contact links inline; edit one in place; delete the other.
    await addContact(page, 'LinkedIn', 'https://www.linkedin.com/in/sabina-karim');
    await addContact(page, 'GitHub', 'https://github.com/sabina');
    await page.getByRole('button', { name: 'Edit GitHub' }).click();
    const edit = page.getByRole('form', { name: 'Edit contact link GitHub' });
    await edit.getByLabel(/^Link/).fill('https://github.com/sabina-karim');
    await edit.getByRole('button', { name: 'Update' }).click();
    await confirmAndSee(page, 'Contact info updated successfully.');
    await page.getByRole('link', { name: 'https://github.com/sabina-karim' }).waitFor();
    await page.getByRole('button', { name: 'Delete LinkedIn' }).click();
    await confirmAndSee(page, 'Contact info deleted successfully.');
    await page.getByRole('link', { name: 'https://www.linkedin.com/in/sabina-karim' }).waitFor({ state: 'detached' });

    // It is all stored: a reload shows the same profile.
    await page.reload();
    await page.getByRole('article', { name: 'Analyst at BRAC Bank' }).waitFor();
    assert.equal(await page.getByRole('article', { name: /Viqarunnisa|Holy Cross/ }).count(), 2);
    assert.equal(await page.getByRole('link', { name: 'https://github.com/sabina-karim' }).count(), 1);
    assert.equal(await page.getByRole('link', { name: /linkedin/ }).count(), 0);
    assert.deepEqual(
      errors.filter((e) => !/401|Failed to load resource/.test(e)),
      [],
    );
    await context.close();
  });

  it('refuses a phone number of the wrong length, then saves name and phone', async () => {
    const { page, context } = await ctx.open();
    await signUpNewMember(page, 'Tania');
    await page.goto('/user/dashboard/profile/update');
    await page.getByLabel('First Name').fill('Tahmina');
    await page.getByLabel('Phone Number').fill('0171234');
    await page.getByLabel('Bio').fill('SSC 2010, architect.');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByText('The phone number needs to be 11 characters long').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Yes' }).count(), 0, 'nothing is sent');

    await page.getByLabel('Phone Number').fill('01898765432');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await confirmAndSee(page, 'Profile update successfully');
    await page.waitForURL('**/user/dashboard/profile');
    await page.getByRole('heading', { name: 'Tahmina Karim' }).waitFor();
    await page.getByText('01898765432').waitFor();
    await page.getByText('SSC 2010, architect.').waitFor();
    // The greeting reads the shared session, updated without a reload.
    await page.goto('/user/dashboard/home');
    await page.getByRole('heading', { name: 'Welcome, Tahmina Karim!' }).waitFor();
    await context.close();
  });

  it('changes the password, stays signed in, and signs in with the new one after logging out', async () => {
    const { page, context } = await ctx.open();
    const person = await signUpNewMember(page, 'Rumana');
    await page.goto('/user/dashboard/profile/update-password');
    const update = page.getByRole('button', { name: 'Update', exact: true });
    await page.getByLabel(/^Current Password/).fill(PASSWORD);
    await page.getByLabel(/^New Password/).fill('N3w-Secret-42');
    await page.getByLabel(/^Confirm Password/).fill('N3w-Secret-4');
    await page.getByText('Password does not match').waitFor();
    assert.equal(await update.isDisabled(), true);
    await page.getByLabel(/^Confirm Password/).fill('N3w-Secret-42');
    await page.getByText('Password does not match').waitFor({ state: 'detached' });
    await update.click();
    await confirmAndSee(page, 'Password changed successfully.');

    // This tab carries on with the fresh token.
    await page.goto('/user/dashboard/profile');
    await page.getByRole('heading', { name: 'Rumana Karim' }).waitFor();

    await page.getByRole('button', { name: 'Account menu' }).first().click();
    const logout = page.getByRole('menuitem', { name: 'Logout' });
    await logout.waitFor();
    // The menu hangs under the avatar in the bar that stays at the top: scrolling the page, in the same
    // frame, leaves it there (it once stayed in the page for a frame, and a quick click hit the bar).
    const [before, after, scrolled] = await logout.evaluate((item) => {
      const first = item.getBoundingClientRect().top;
      window.scrollBy(0, 300);
      return [first, item.getBoundingClientRect().top, window.scrollY];
    });
    assert.ok(scrolled > 0, 'the profile page scrolled');
    assert.equal(after, before, 'the menu stays under the avatar');
    await logout.click();
    await page.waitForURL((url) => url.pathname === '/');

    await logIn(page, person.email, PASSWORD);
    await page.getByText('Unable to log in with provided credentials.').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await logIn(page, person.email, 'N3w-Secret-42');
    await page.waitForURL('**/associations');
    await page.goto('/user/dashboard/profile');
    await page.getByRole('heading', { name: 'Rumana Karim' }).waitFor();
    await context.close();
  });
});
