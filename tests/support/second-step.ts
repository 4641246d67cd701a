import { expect, type Page } from '@playwright/test';
import { phoneDigits, smsFor } from './second-factor';
import type { SmtpInbox } from './smtp-inbox';

/** Where a member reads the code that confirms a new phone: their inbox (the test's SMTP server). */
export type MailedCodes = { inbox: SmtpInbox; email: string };

let enrolments = 0;

/**
 * A phone of its own for each enrolment a run makes, so a code is never read from another test's SMS: a digit
 * for the worker (Playwright's TEST_PARALLEL_INDEX), then a count that only grows within the worker.
 */
export function enrolmentPhone(): string {
  enrolments += 1;
  const worker = 6 + (Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 4);
  return `+55119${worker}${String((Date.now() + enrolments) % 10_000_000).padStart(7, '0')}`;
}

/**
 * The code of the SMS this page asked for: the session id the Auth emulator returned to the page's own start
 * request (a sign-in or an enrolment). Another worker may sign in with the same phone meanwhile; its code is
 * for its own session.
 */
async function codeSentToThisPage(page: Page, phone: string | undefined): Promise<string> {
  const starts = (await page.requests()).filter((request) =>
    /\/accounts\/mfa(SignIn|Enrollment):start/.test(request.url()),
  );
  const response = await starts.at(-1)?.response();
  if (!response) throw new Error('the page asked the Auth emulator for no SMS code');
  const body = (await response.json()) as {
    phoneResponseInfo?: { sessionInfo: string };
    phoneSessionInfo?: { sessionInfo: string };
  };
  const sessionInfo = body.phoneResponseInfo?.sessionInfo ?? body.phoneSessionInfo?.sessionInfo;
  if (!sessionInfo) throw new Error(`no session in the SMS start answer: ${JSON.stringify(body)}`);
  const sent = await smsFor(sessionInfo);
  if (phone) expect(sent.phoneNumber, 'the phone the SMS went to').toBe(phoneDigits(phone));
  return sent.code;
}

/**
 * The code the server mailed to confirm a new phone, from the newest such mail to the member: typed on the
 * console's last step.
 */
export async function confirmByMail(page: Page, mail: MailedCodes): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Confirme pelo seu e-mail' })).toBeVisible();
  await expect(page.getByText('Enviamos um código de 6 dígitos para')).toBeVisible();
  const codeMails = () =>
    mail.inbox.messages.filter(
      (received) =>
        received.to.includes(mail.email.toLowerCase()) && / é o código para confirmar/.test(received.subject),
    );
  await expect.poll(() => codeMails().length, { timeout: 60_000 }).toBeGreaterThan(0);
  await page.getByLabel('Código do e-mail').fill(codeMails().at(-1)!.subject.slice(0, 6));
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
}

/**
 * The console's second step after a right password, as a member does it: the SMS code of their enrolled phone
 * (read from the Auth emulator, the member's phone here), or at a first sign-in the enrolment of a phone and its
 * code, then the code mailed to confirm it (`mail`, the member's inbox). Returns the phone the account now has
 * when it was enrolled here.
 */
export async function passSecondStep(
  page: Page,
  phone?: string,
  mail?: MailedCodes,
): Promise<string | undefined> {
  const codeField = page.getByLabel('Código de verificação');
  const phoneField = page.getByLabel('Celular com DDD');
  await expect(codeField.or(phoneField)).toBeVisible();
  if (await phoneField.isVisible()) {
    const enrolled = enrolmentPhone();
    await phoneField.fill(enrolled);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText('Enviamos um código por SMS para')).toBeVisible();
    await codeField.fill(await codeSentToThisPage(page, enrolled));
    await page.getByRole('button', { name: 'Cadastrar e entrar' }).click();
    if (!mail) throw new Error('a new phone is confirmed by a mailed code: pass the member inbox');
    await confirmByMail(page, mail);
    await leavePointer(page);
    return enrolled;
  }
  await expect(page.getByText('Enviamos um código por SMS para')).toBeVisible();
  await codeField.fill(await codeSentToThisPage(page, phone));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await leavePointer(page);
  return undefined;
}

/**
 * The pointer rests where the step's last button was, over whatever the console then draws there; a spec's
 * axe check must not depend on which control that happens to hover.
 */
async function leavePointer(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
}
