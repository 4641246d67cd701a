import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, test } from '../../support/test';
import { COLLECTIONS } from '@cvc/domain';
import { adminDb } from './firestore';

// "Adicionar ao calendário" in the event modal: the .ics the browser downloads opens on the event's own date
// and times, and the Google Calendar link carries the same ones.
const EVENT_ID = 'event-04';
const TITLE = 'Workshop: estruturando o comitê de investimento';

/** The seeded event's date, which the seed sets relative to today. */
async function seededEvent() {
  const data = (await adminDb().collection(COLLECTIONS.events).doc(EVENT_ID).get()).data();
  if (!data) throw new Error(`${EVENT_ID} is not seeded`);
  return data as { date: string; start_time: string; end_time: string; location: string };
}

test('the .ics download and the Google Calendar link carry the event date and São Paulo times', async ({
  page,
}) => {
  const event = await seededEvent();
  const compact = event.date.replace(/-/g, '');
  await page.goto('/');
  await page.getByRole('button', { name: `Ver detalhes: ${TITLE}` }).click();
  const dialog = page.getByRole('dialog', { name: TITLE });

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Adicionar ao calendário' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`evento-${EVENT_ID}.ics`);
  const calendar = new ICAL.Component(ICAL.parse(await readFile(await download.path(), 'utf8')));
  const component = calendar.getFirstSubcomponent('vevent')!;
  const vevent = new ICAL.Event(component);
  expect(vevent.summary).toBe(TITLE);
  expect(vevent.location).toBe(event.location);
  expect(vevent.startDate.toString()).toBe(`${event.date}T${event.start_time}:00`);
  expect(vevent.endDate.toString()).toBe(`${event.date}T${event.end_time}:00`);
  expect(component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Sao_Paulo');

  const google = dialog.getByRole('link', { name: /Google Agenda/ });
  await expect(google).toHaveAttribute('target', '_blank');
  const href = new URL((await google.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(href.searchParams.get('text')).toBe(TITLE);
  const hhmm = (time: string) => time.replace(':', '');
  expect(href.searchParams.get('dates')).toBe(
    `${compact}T${hhmm(event.start_time)}00/${compact}T${hhmm(event.end_time)}00`,
  );
  expect(href.searchParams.get('ctz')).toBe('America/Sao_Paulo');
});
