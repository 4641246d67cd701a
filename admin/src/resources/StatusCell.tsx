import { PUBLICATION_STATUS_LABELS, type PublicationStatus } from '@cvc/domain';
import { FunctionField } from 'react-admin';

export function PublicationStatusCell() {
  return (
    <FunctionField
      source="status"
      render={(record: { status?: PublicationStatus }) =>
        record.status ? PUBLICATION_STATUS_LABELS[record.status] : ''
      }
    />
  );
}
