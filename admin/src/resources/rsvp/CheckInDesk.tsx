import { Box, List, ListItem, ListItemText, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useListContext } from 'react-admin';
import { RSVP_STATUS_LABELS, rsvpStatus } from '@cvc/domain';
import { CRM_MESSAGES } from '../../texts/crm';
import { CheckInButton } from './CheckInButton';
import { doorCounts, matchingGuests, type DoorRow } from './checkIn';

// An event's guests are a few hundred at most: the desk reads them all once and searches in the browser, so
// each letter typed at the door costs no read.
const GUESTS_MAX = 1000;
const SHOWN_MAX = 50;

/** The door: with an event chosen, its counts, a search by name or e-mail and a check-in button per guest. */
export function CheckInDesk() {
  const { filterValues } = useListContext();
  const eventId = typeof filterValues.event_id === 'string' ? filterValues.event_id : '';
  const [typed, setTyped] = useState('');
  const { data = [] } = useGetList<DoorRow & { company?: string }>(
    'rsvp',
    {
      filter: { event_id: eventId },
      pagination: { page: 1, perPage: GUESTS_MAX },
      sort: { field: 'created_at', order: 'ASC' },
    },
    { enabled: eventId !== '' },
  );
  if (!eventId) {
    return <Typography sx={{ px: 2, py: 1 }}>{CRM_MESSAGES.checkInPickEvent}</Typography>;
  }
  const counts = doorCounts(data);
  const matches = matchingGuests(data, typed);
  return (
    <Paper component="section" aria-label={CRM_MESSAGES.checkIn} sx={{ p: 2, m: { xs: 0, sm: 1 } }}>
      <Typography component="p" sx={{ mb: 1 }}>
        {`${RSVP_STATUS_LABELS.confirmed}: ${counts.confirmed} · ${RSVP_STATUS_LABELS.waitlisted}: ${counts.waitlisted} · ${RSVP_STATUS_LABELS.cancelled}: ${counts.cancelled} · ${CRM_MESSAGES.checkIn}: ${counts.checkedIn}`}
      </Typography>
      <TextField
        type="search"
        label={CRM_MESSAGES.checkInSearch}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        fullWidth
        autoComplete="off"
      />
      {matches.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{CRM_MESSAGES.checkInNoMatch}</Typography>
      ) : (
        <List aria-label={CRM_MESSAGES.checkInGuests}>
          {matches.slice(0, SHOWN_MAX).map((guest) => (
            <ListItem key={guest.id} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                primary={guest.name}
                secondary={`${guest.email ?? ''} · ${RSVP_STATUS_LABELS[rsvpStatus(guest.status)]}`}
              />
              <Box>
                <CheckInButton record={guest} />
              </Box>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
