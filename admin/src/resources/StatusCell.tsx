import type { PublicationStatus } from '@cvc/domain';
import { FunctionField } from 'react-admin';
import { publicationState } from '../features/schedule';

/** Rascunho, Publicado, or "Agendado para <data hora>" while a published item's time is ahead. */
export function PublicationStatusCell({ label }: { label?: string }) {
  return (
    <FunctionField
      source="status"
      label={label}
      sortable={false}
      render={(record: { status?: PublicationStatus; published_at?: Date | null }) =>
        publicationState(record, new Date())
      }
    />
  );
}
