import { describe, expect, it } from 'vitest';
import { SUPPLIER_CATEGORIES } from '../labels/supplier';
import { eventSchema, sponsorLogoSchema } from './event';
import { supplierSchema } from './supplier';
import { failedPaths, messagesFor } from './test-helpers';

describe('supplierSchema', () => {
  const supplier = {
    name: 'Lima Advogados',
    description: 'Direito societário',
    category: SUPPLIER_CATEGORIES[0],
  };

  it('defaults to an active, not featured supplier with empty contacts as null', () => {
    expect(
      supplierSchema.parse({ ...supplier, website_url: '', contact_email: '', contact_phone: ' ' }),
    ).toEqual({
      ...supplier,
      services: [],
      website_url: null,
      contact_email: null,
      contact_phone: null,
      logo_url: null,
      featured: false,
      status: 'active',
    });
  });

  it('requires name, description and one of the seven categories', () => {
    expect(failedPaths(supplierSchema, {}).sort()).toEqual(['category', 'description', 'name']);
    expect(messagesFor(supplierSchema, { ...supplier, category: 'Bancos' }, 'category')).toEqual([
      'Selecione uma categoria',
    ]);
    for (const category of SUPPLIER_CATEGORIES) {
      expect(supplierSchema.safeParse({ ...supplier, category }).success).toBe(true);
    }
  });

  it('checks the optional website, email and logo', () => {
    expect(
      failedPaths(supplierSchema, { ...supplier, website_url: 'x', contact_email: 'x@', logo_url: 'y' }),
    ).toEqual(['website_url', 'contact_email', 'logo_url']);
  });

  it('keeps services, trimmed and without blanks, and the status', () => {
    const parsed = supplierSchema.parse({
      ...supplier,
      services: [' M&A ', '', 'Contratos'],
      status: 'inactive',
    });
    expect(parsed.services).toEqual(['M&A', 'Contratos']);
    expect(parsed.status).toBe('inactive');
    expect(failedPaths(supplierSchema, { ...supplier, status: 'paused' })).toEqual(['status']);
  });
});

describe('eventSchema', () => {
  const event = {
    title: 'CVC Summit',
    date: '2026-11-22',
    location: 'São Paulo',
    description: 'Encontro anual',
  };

  it('defaults to enabled with optional fields null and no sponsor logos', () => {
    expect(eventSchema.parse({ ...event, image_url: '', start_time: '' })).toEqual({
      ...event,
      full_description: null,
      image_url: null,
      registration_url: null,
      start_time: null,
      end_time: null,
      sponsors: null,
      sponsor_logos: [],
      enabled: true,
      publish_at: null,
      unpublish_at: null,
    });
  });

  it('requires title, date, location and short description', () => {
    expect(failedPaths(eventSchema, {}).sort()).toEqual(['date', 'description', 'location', 'title']);
  });

  it('takes the date as YYYY-MM-DD only', () => {
    expect(failedPaths(eventSchema, { ...event, date: '22/11/2026' })).toEqual(['date']);
    expect(failedPaths(eventSchema, { ...event, date: '2026-02-30' })).toEqual(['date']);
  });

  it('takes times as HH:MM', () => {
    const parsed = eventSchema.parse({ ...event, start_time: '19:00', end_time: '21:30:00' });
    expect([parsed.start_time, parsed.end_time]).toEqual(['19:00', '21:30']);
    expect(failedPaths(eventSchema, { ...event, start_time: '7pm', end_time: '25:00' })).toEqual([
      'start_time',
      'end_time',
    ]);
  });

  it('needs both name and logo URL for each sponsor logo', () => {
    const logo = { name: 'Empresa X', logo_url: 'https://x.com/logo.png' };
    expect(
      eventSchema.parse({ ...event, sponsors: 'Empresa X', sponsor_logos: [logo] }).sponsor_logos,
    ).toEqual([logo]);
    const message = 'Preencha o nome e a URL do logo do patrocinador';
    expect(messagesFor(sponsorLogoSchema, { name: 'X', logo_url: '' }, 'logo_url')).toEqual([message]);
    expect(messagesFor(sponsorLogoSchema, { name: '', logo_url: logo.logo_url }, 'name')).toEqual([message]);
    expect(failedPaths(eventSchema, { ...event, sponsor_logos: [{ name: 'X' }] })).toEqual([
      'sponsor_logos.0.logo_url',
    ]);
  });

  it('keeps enabled false', () => {
    expect(eventSchema.parse({ ...event, enabled: false }).enabled).toBe(false);
  });
});
