import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { formatDateTimeBR, rsvpStatus } from '@cvc/domain';
import type { ConsoleDataProvider } from '../../providers/consoleDataProvider';
import { CRM_MESSAGES } from '../../crmMessages';
import type { DoorRow } from './checkIn';

/**
 * A confirmed guest's "Check-in" at the door, or "Desfazer check-in" once done; nothing for a waitlisted or
 * cancelled sign-up. Large enough to hit on a phone; its accessible name carries the guest's name.
 */
export function CheckInButton({ record }: { record: DoorRow }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [saving, setSaving] = useState(false);
  if (rsvpStatus(record.status) !== 'confirmed') return null;
  const checkedIn = Boolean(record.checked_in_at);
  const toggle = async () => {
    setSaving(true);
    try {
      await dataProvider.setCheckIn(record.id, !checkedIn);
      refresh();
    } catch (error) {
      console.error('check-in', error);
      notify(CRM_MESSAGES.checkInError, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const label = checkedIn ? CRM_MESSAGES.undoCheckIn : CRM_MESSAGES.checkIn;
  return (
    <Button
      variant={checkedIn ? 'outlined' : 'contained'}
      size="large"
      disabled={saving}
      onClick={toggle}
      aria-label={`${label}: ${record.name ?? ''}`}
      title={
        checkedIn
          ? `${CRM_MESSAGES.checkedInAt} ${formatDateTimeBR(record.checked_in_at ?? null)}`
          : undefined
      }
      sx={{ minHeight: 44 }}
    >
      {label}
    </Button>
  );
}
