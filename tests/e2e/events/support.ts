import type { Page } from '@playwright/test';
import { COLLECTIONS } from '@cvc/domain';
import { adminDb } from '../home/firestore';
import { uniqueSuffix } from '../../support/unique';

const written: string[] = [];

/** An enabled event days ahead, written as staff would; its id is unique to the spec run. */
export async function writeEvent(tag: string, fields: Record<string, unknown> = {}): Promise<string> {
  const id = `e2e-${tag}-${uniqueSuffix()}`;
  written.push(id);
  const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await adminDb()
    .collection(COLLECTIONS.events)
    .doc(id)
    .set({
      title: `Café com CVCs ${tag}`,
      description: 'Conversa aberta sobre investimento corporativo.',
      full_description: 'Uma manhã de conversa.\nCom café.',
      date,
      start_time: '08:30',
      end_time: '10:30',
      location: 'Av. Paulista, 1000 - São Paulo, SP',
      registration_url: null,
      image_url: null,
      sponsors: null,
      sponsor_logos: [],
      enabled: true,
      // Out a minute ago, as the console stamps an event saved without "Publicar em".
      published_at: new Date(Date.now() - 60_000),
      ...fields,
    });
  return id;
}

/** The sign-up's status as the functions left it, once they have given it one. */
export async function statusOf(email: string): Promise<string | undefined> {
  const snapshot = await adminDb().collection(COLLECTIONS.eventRsvp).where('email', '==', email).get();
  return snapshot.docs[0]?.get('status') as string | undefined;
}

/** Fills and sends the event page's sign-up form. */
export async function signUp(page: Page, name: string, email: string, submit = 'Confirmar inscrição') {
  const form = page.getByRole('region', { name: /Inscreva-se|Register|Inscríbase/ });
  await form.getByLabel(/^(Nome|Name)/).fill(name);
  await form.getByLabel(/^(E-mail|Email)/).fill(email);
  await form.getByLabel(/^(Empresa|Company)/).fill('Ipê Telecom');
  await form.getByLabel(/^(Cargo|Position|Job title)/).fill('Gerente');
  await form.getByLabel(/^(Telefone|Phone)/).fill('11 97777-6666');
  await form.getByRole('button', { name: submit }).click();
}

/** The schema.org block of the page's head. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}

/** Deletes the events this spec wrote, so the home's count of active events is the seed's for later specs. */
export async function removeWrittenEvents(): Promise<void> {
  const ids = written.splice(0);
  await Promise.all(ids.map((id) => adminDb().collection(COLLECTIONS.events).doc(id).delete()));
}
