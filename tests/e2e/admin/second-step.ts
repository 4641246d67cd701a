import { expect, type Page } from '@playwright/test';
import { latestCodeFor, verificationCodes } from '../../support/second-factor';

let enrolments = 0;

/** A phone of its own for each enrolment a run makes, so a code is never read from another test's SMS. */
export function enrolmentPhone(): string {
  enrolments += 1;
  return `+55119${String(60_000_000 + ((Date.now() + enrolments) % 10_000_000)).padStart(8, '0')}`;
}

/** The code the emulator sent last to `phone`, or its newest code when the phone is not known here. */
async function codeSentTo(phone: string | undefined): Promise<string> {
  if (phone) return latestCodeFor(phone);
  const newest = (await verificationCodes()).at(-1);
  if (!newest) throw new Error('the Auth emulator sent no code');
  return newest.code;
}

/**
 * The console's second step after a right password, as a member does it: the SMS code of their enrolled phone
 * (read from the Auth emulator, the member's phone here), or at a first sign-in the enrolment of a phone and its
 * code. Returns the phone the account now has when it was enrolled here.
 */
export async function passSecondStep(page: Page, phone?: string): Promise<string | undefined> {
  const codeField = page.getByLabel('Código de verificação');
  const phoneField = page.getByLabel('Celular com DDD');
  await expect(codeField.or(phoneField)).toBeVisible();
  if (await phoneField.isVisible()) {
    const enrolled = enrolmentPhone();
    await phoneField.fill(enrolled);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText('Enviamos um código por SMS para')).toBeVisible();
    await codeField.fill(await codeSentTo(enrolled));
    await page.getByRole('button', { name: 'Cadastrar e entrar' }).click();
    await leavePointer(page);
    return enrolled;
  }
  await expect(page.getByText('Enviamos um código por SMS para')).toBeVisible();
  await codeField.fill(await codeSentTo(phone));
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
