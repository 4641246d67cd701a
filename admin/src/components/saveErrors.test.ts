import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../providers/i18nProvider';
import { saveErrorMessage } from './saveErrors';

const t = (key: string, options?: object) => i18nProvider.translate(key, options);

describe('SPEC §8 save failure texts', () => {
  it('reports a refusal from the database as a create or update failure', () => {
    const refused = new FirebaseError('permission-denied', 'Missing or insufficient permissions.');
    expect(saveErrorMessage(refused, 'create', 'news', t)).toBe(
      'Erro ao criar: Missing or insufficient permissions.',
    );
    expect(saveErrorMessage(refused, 'update', 'news', t)).toBe(
      'Erro ao atualizar: Missing or insufficient permissions.',
    );
  });

  it('names the entity for anything unexpected, with Erro desconhecido when there is no message', () => {
    expect(saveErrorMessage(new Error('boom'), 'create', 'news', t)).toBe('Erro ao salvar notícia: boom');
    expect(saveErrorMessage(new Error(''), 'update', 'opinions', t)).toBe(
      'Erro ao salvar opinião: Erro desconhecido',
    );
    expect(saveErrorMessage('x', 'update', 'events', t)).toBe('Erro ao salvar evento: Erro desconhecido');
    for (const [resource, noun] of [
      ['columnists', 'colunista'],
      ['reports', 'relatório'],
      ['partners', 'parceiro'],
      ['maintainers', 'mantenedor'],
      ['participants', 'participante'],
      ['suppliers', 'fornecedor'],
    ]) {
      expect(saveErrorMessage(new Error('m'), 'create', resource!, t)).toBe(`Erro ao salvar ${noun}: m`);
    }
  });

  it('keeps the delete confirmations and failure texts of SPEC §8', () => {
    expect(t('cvc.entities.news.confirmDelete')).toBe('Tem certeza que deseja excluir esta notícia?');
    expect(t('cvc.entities.events.confirmDelete')).toBe('Tem certeza que deseja excluir este evento?');
    expect(t('cvc.entities.reports.confirmDelete')).toBe('Tem certeza?');
    expect(t('cvc.entities.partners.confirmDelete')).toBe('Tem certeza?');
    expect(t('cvc.entities.suppliers.confirmDelete')).toBe('Tem certeza?');
    expect(t('cvc.entities.columnists.deleteFailed')).toBe('Erro ao excluir colunista');
    expect(t('cvc.entities.participants.deleteFailed')).toBe('Erro ao excluir participante');
    // Only logged for these.
    expect(t('cvc.entities.reports.deleteFailed')).toBe('');
    expect(t('cvc.entities.events.deleteFailed')).toBe('');
  });
});
