import { expect, test } from '../../support/test';
import { COLLECTIONS } from '@cvc/domain';
import { docsByEmail, uniqueEmail } from '../home/firestore';

// The site sends the language the visitor reads it in, and the acknowledgement comes back in that language.

test('a visitor reading in English asks to join and gets the acknowledgement in English', async ({
  page,
  inbox,
}) => {
  const email = uniqueEmail('lead-en');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Join us' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Grace <i>Hopper</i>');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Company').fill('Navy Labs');
  await dialog.getByLabel('Phone').fill('+55 11 98888-7777');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('status')).toContainText('Request sent!');

  await expect.poll(() => docsByEmail(COLLECTIONS.leads, email)).toHaveLength(1);
  expect((await docsByEmail(COLLECTIONS.leads, email))[0]).toMatchObject({ language: 'en' });
  const mail = await inbox.waitFor((m) => m.to.includes(email.toLowerCase()));
  expect(mail.subject).toBe('We received your interest in joining the CVC Association');
  expect(mail.text).toContain('Hello, Grace <i>Hopper</i>,');
  expect(mail.html).not.toContain('<i>Hopper</i>');
});
