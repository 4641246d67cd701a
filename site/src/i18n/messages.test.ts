import { expect, it } from 'vitest';
import { EVENT_CLOSED_LABEL, FREE_REPORT_LABEL } from '@cvc/domain';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';
import { messageLeaves, placeholders, shareUntranslated } from '../test/messageLeaves';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

it('gives the home page every key in all three languages', () => {
  expect(keys(en).sort()).toEqual(keys(pt).sort());
  expect(keys(es).sort()).toEqual(keys(pt).sort());
});

it('translates the home page into English and Spanish with the same placeholders', () => {
  const ptLeaves = messageLeaves(pt);
  for (const other of [en, es]) {
    const leaves = messageLeaves(other);
    expect(shareUntranslated(ptLeaves, leaves)).toBeLessThan(0.5);
    for (const [key, text] of ptLeaves)
      expect(placeholders(leaves.get(key) ?? ''), key).toEqual(placeholders(text));
  }
});

it('keeps the exact Portuguese error texts of SPEC §8', () => {
  expect(pt.lead.error).toBe('Erro ao enviar solicitação. Por favor, tente novamente.');
  expect(pt.reportModal.error).toBe('Erro ao processar seu cadastro. Tente novamente.');
  expect(pt.events.rsvpError).toBe('Erro ao enviar inscrição. Tente novamente.');
  expect(pt.events.copied).toBe('Link copiado para a área de transferência!');
  expect(pt.market.noData).toBe('Nenhum dado disponível');
  expect(pt.news.empty).toBe('Nenhuma notícia disponível no momento.');
  expect(pt.opinion.empty).toBe('Nenhum artigo de opinião disponível no momento.');
  expect(pt.reports.empty).toBe('Nenhum report disponível no momento.');
  expect(pt.lead.submitting).toBe('Enviando...');
  expect(pt.trustedAdvisor.back).toBe('Voltar');
  expect(pt.events.closed).toBe('Evento Encerrado');
});

it('shows the labels the console shares as the console does', () => {
  expect(pt.events.closed).toBe(EVENT_CLOSED_LABEL);
  expect(pt.reports.free).toBe(FREE_REPORT_LABEL);
});
