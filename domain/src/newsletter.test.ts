import { describe, expect, it } from 'vitest';
import { newsletterCsv, newsletterCsvFileName } from './csv';
import { subscriptionConfirmOutcome, subscriptionRequestOutcome } from './newsletter';

const now = new Date('2026-11-28T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('subscriptionRequestOutcome', () => {
  it('sends a confirmation for a new address', () => {
    expect(subscriptionRequestOutcome(null, false, now)).toBe('SEND_CONFIRMATION');
  });

  it('sends nothing to a suppressed address, whatever it holds', () => {
    expect(subscriptionRequestOutcome(null, true, now)).toBe('SUPPRESSED');
    expect(subscriptionRequestOutcome({ status: 'confirmed', confirmation_sent_at: null }, true, now)).toBe(
      'SUPPRESSED',
    );
  });

  it('sends nothing to a subscriber', () => {
    expect(
      subscriptionRequestOutcome({ status: 'confirmed', confirmation_sent_at: hoursAgo(500) }, false, now),
    ).toBe('ALREADY_CONFIRMED');
  });

  it('sends one confirmation a day at most: 23 h after the last, none; 24 h after, another', () => {
    expect(
      subscriptionRequestOutcome({ status: 'pending', confirmation_sent_at: hoursAgo(23) }, false, now),
    ).toBe('RECENTLY_SENT');
    expect(
      subscriptionRequestOutcome({ status: 'pending', confirmation_sent_at: hoursAgo(24) }, false, now),
    ).toBe('SEND_CONFIRMATION');
    expect(
      subscriptionRequestOutcome({ status: 'unsubscribed', confirmation_sent_at: hoursAgo(1) }, false, now),
    ).toBe('RECENTLY_SENT');
  });
});

describe('subscriptionConfirmOutcome', () => {
  it('confirms a pending request only', () => {
    expect(subscriptionConfirmOutcome({ status: 'pending' }, false)).toBe('CONFIRMED');
    expect(subscriptionConfirmOutcome({ status: 'confirmed' }, false)).toBe('ALREADY_CONFIRMED');
    expect(subscriptionConfirmOutcome({ status: 'unsubscribed' }, false)).toBe('NOT_PENDING');
    expect(subscriptionConfirmOutcome(null, false)).toBe('NOT_PENDING');
    expect(subscriptionConfirmOutcome({ status: 'pending' }, true)).toBe('NOT_PENDING');
  });
});

describe('newsletterCsv', () => {
  it('lists each subscription with its status in words and its dates', () => {
    const csv = newsletterCsv([
      {
        email: '=ana@x.com',
        status: 'confirmed',
        language: 'es',
        source: 'footer:/es/noticias',
        requested_at: new Date('2026-11-28T12:00:00Z'),
        confirmed_at: new Date('2026-11-28T12:05:00Z'),
      },
    ]);
    const [header, row] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('Email,Status,Idioma,Origem,Pedido em,Confirmado em');
    expect(row).toBe("'=ana@x.com,Confirmada,es,footer:/es/noticias,28/11/2026 09:00,28/11/2026 09:05");
    expect(newsletterCsvFileName(new Date('2026-11-28T12:00:00Z'))).toBe(
      'newsletter-inscritos-2026-11-28.csv',
    );
  });
});
