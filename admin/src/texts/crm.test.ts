import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '@cvc/domain';
import { CRM_MESSAGES, PERMISSION_KEY_LABELS } from './crm';

describe('CRM messages', () => {
  it('holds the exact SPEC §8 texts', () => {
    expect(CRM_MESSAGES.leadStatusError).toBe('Erro ao atualizar lead');
    expect(CRM_MESSAGES.leadNotesError).toBe('Erro ao salvar notas');
    expect(CRM_MESSAGES.leadDeleteError).toBe('Erro ao excluir lead');
    expect(CRM_MESSAGES.leadDeleteConfirm).toBe('Tem certeza que deseja excluir este lead?');
    expect(CRM_MESSAGES.rsvpEmpty).toBe('Nenhuma inscrição encontrada');
    expect(CRM_MESSAGES.rsvpExportEmpty).toBe('Nenhuma inscrição para exportar');
    expect(CRM_MESSAGES.rsvpDeleteConfirm).toBe('Tem certeza que deseja excluir esta inscrição?');
    expect([CRM_MESSAGES.soundOn, CRM_MESSAGES.soundOff]).toEqual(['Som ON', 'Som OFF']);
  });

  it('labels every permission key, in the same order', () => {
    expect(Object.keys(PERMISSION_KEY_LABELS)).toEqual([...PERMISSION_KEYS]);
  });
});
