import { useState } from 'react';
import { Confirm, useDelete, useNotify, useUpdate } from 'react-admin';
import type { Lead, LeadStatus } from '@cvc/domain';
import { CRM_MESSAGES } from '../../texts/crm';
import type { LeadRowActions } from './LeadsTable';

/**
 * Each row's status, notes and delete through react-admin's mutations, which refresh every cached page and
 * record of the lead; the delete asks first, in the Confirm this returns for the screen to place.
 */
export function useLeadRowActions() {
  const notify = useNotify();
  const [update] = useUpdate<Lead>();
  const [remove] = useDelete<Lead>();
  const [toDelete, setToDelete] = useState<Lead | null>(null);
  const failed = (message: string) => (error: unknown) => {
    console.error(error);
    notify(message, { type: 'error' });
  };

  const actions: LeadRowActions = {
    changeStatus: (lead: Lead, status: LeadStatus) =>
      void update(
        'leads',
        { id: lead.id, data: { status }, previousData: lead },
        { onError: failed(CRM_MESSAGES.leadStatusError) },
      ),
    saveNotes: async (lead: Lead, notes: string) => {
      try {
        // Blank notes are stored as null, as every other empty optional field.
        const data = { notes: notes.trim() === '' ? null : notes };
        await update('leads', { id: lead.id, data, previousData: lead }, { returnPromise: true });
        notify(CRM_MESSAGES.leadNotesSaved, { type: 'success' });
        return true;
      } catch (error) {
        failed(CRM_MESSAGES.leadNotesError)(error);
        return false;
      }
    },
    askDelete: setToDelete,
  };

  const confirmDelete = (
    <Confirm
      isOpen={toDelete !== null}
      title={CRM_MESSAGES.leadDeleteTitle}
      content={CRM_MESSAGES.leadDeleteConfirm}
      confirm={CRM_MESSAGES.delete}
      cancel="ra.action.cancel"
      onConfirm={() => {
        if (toDelete)
          void remove(
            'leads',
            { id: toDelete.id, previousData: toDelete },
            { onError: failed(CRM_MESSAGES.leadDeleteError) },
          );
        setToDelete(null);
      }}
      onClose={() => setToDelete(null)}
    />
  );
  return { actions, confirmDelete };
}
