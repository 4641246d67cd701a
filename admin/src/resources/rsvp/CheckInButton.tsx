import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { formatDateTimeBR, rsvpStatus } from '@cvc/domain';
import type { ConsoleDataProvider } from '../../providers/consoleDataProvider';
import { CRM_MESSAGES } from '../../texts/crm';
import type { DoorRow } from './checkIn';

/**
 * A confirmed guest's "Check-in" at the door, or "Desfazer check-in" once done; nothing for a waitlisted or
 * cancelled sign-up. Large enough to hit on a phone; its accessible name carries the guest's name.
 */
export function CheckInButton({ record }: { record: DoorRow }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const checkIn = useMutation({
    mutationFn: (checkedIn: boolean) => dataProvider.setCheckIn(record.id, checkedIn),
    // The door's list and the sign-ups list read the guest again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rsvp'] }),
    onError: (error) => {
      console.error('check-in', error);
      notify(CRM_MESSAGES.checkInError, { type: 'error' });
    },
  });
  if (rsvpStatus(record.status) !== 'confirmed') return null;
  const checkedIn = Boolean(record.checked_in_at);
  const label = checkedIn ? CRM_MESSAGES.undoCheckIn : CRM_MESSAGES.checkIn;
  return (
    <Button
      variant={checkedIn ? 'outlined' : 'contained'}
      size="large"
      disabled={checkIn.isPending}
      onClick={() => checkIn.mutate(!checkedIn)}
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
