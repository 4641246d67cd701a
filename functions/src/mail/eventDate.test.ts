import { afterAll, expect, it } from 'vitest';
import { eventDay, eventHours } from './eventDate';

it('writes the day as each language does, from the stored text alone', () => {
  expect(eventDay('2026-12-03', 'pt')).toBe('3 de dezembro de 2026');
  expect(eventDay('2026-12-03', 'en')).toBe('December 3, 2026');
  expect(eventDay('2026-03-22', 'es')).toBe('22 de marzo de 2026');
  expect(eventDay('2026-13-01', 'pt')).toBe('2026-13-01');
});

it('gives the hours in Brasília time, or nothing without a start', () => {
  expect(eventHours('19:00', '21:30', 'pt')).toBe('19:00 - 21:30 (horário de Brasília)');
  expect(eventHours('09:00', null, 'en')).toBe('09:00 (Brasília time)');
  expect(eventHours(null, '21:00', 'es')).toBe('');
});

const originalZone = process.env.TZ;
afterAll(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

it.each(['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
  'keeps the stored day in a runtime in %s',
  (zone) => {
    process.env.TZ = zone;
    expect(eventDay('2026-12-31', 'en')).toBe('December 31, 2026');
    expect(eventDay('2027-01-01', 'pt')).toBe('1 de janeiro de 2027');
  },
);
