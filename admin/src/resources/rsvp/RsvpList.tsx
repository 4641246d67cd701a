import { Typography } from '@mui/material';
import {
  Datagrid,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { MISSING_EVENT_TITLE, RSVP_STATUS_LABELS, formatDateTimeBR, rsvpStatus } from '@cvc/domain';
import { CRM_MESSAGES } from '../../texts/crm';
import type { EventRsvp } from '@cvc/domain';
import { ListGate } from '../../components/ListGate';
import { ExportListCsvButton } from '../../features/csv-export';
import { rsvpExporter } from './rsvpExport';
import { CheckInButton } from './CheckInButton';
import { CheckInDesk } from './CheckInDesk';

function RsvpActions() {
  return (
    <TopToolbar>
      <ExportListCsvButton emptyMessage={CRM_MESSAGES.rsvpExportEmpty} />
    </TopToolbar>
  );
}

const filters = [
  <ReferenceInput
    key="event"
    source="event_id"
    reference="events"
    sort={{ field: 'date', order: 'DESC' }}
    perPage={200}
    alwaysOn
  >
    <SelectInput
      label={CRM_MESSAGES.rsvpEvent}
      optionText="title"
      emptyText={CRM_MESSAGES.allEvents}
      sx={{ minWidth: 260 }}
    />
  </ReferenceInput>,
];

const Empty = () => <Typography sx={{ p: 4, textAlign: 'center' }}>{CRM_MESSAGES.rsvpEmpty}</Typography>;

/**
 * SPEC §2 sign-ups page: newest first with their event, filter by event, CSV export, delete; each sign-up's
 * status, and the door's check-in (the desk above the list once an event is chosen, usable on a phone).
 */
export function RsvpList() {
  return (
    <List
      resource="rsvp"
      title={CRM_MESSAGES.rsvpTitle}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      filters={filters}
      actions={<RsvpActions />}
      empty={false}
      exporter={rsvpExporter}
    >
      <ListGate>
        <CheckInDesk />
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />}>
          <TextField source="name" sortable={false} />
          <TextField source="email" sortable={false} />
          <TextField source="company" sortable={false} />
          <TextField source="position" sortable={false} />
          <TextField source="phone" sortable={false} />
          {/* A deleted event's sign-ups stay: the cell says so, as the CSV export does. */}
          <ReferenceField
            source="event_id"
            reference="events"
            link={false}
            sortable={false}
            empty={MISSING_EVENT_TITLE}
          >
            <TextField source="title" />
          </ReferenceField>
          <FunctionField<EventRsvp>
            source="created_at"
            render={(record) => formatDateTimeBR(record.created_at)}
          />
          <FunctionField<EventRsvp & { status?: unknown }>
            label={CRM_MESSAGES.rsvpStatus}
            render={(record) => RSVP_STATUS_LABELS[rsvpStatus(record.status)]}
          />
          <FunctionField<EventRsvp & { status?: unknown; checked_in_at?: Date | null }>
            label={CRM_MESSAGES.checkIn}
            render={(record) => (
              <>
                {formatDateTimeBR(record.checked_in_at ?? null)} <CheckInButton record={record} />
              </>
            )}
          />
          <DeleteWithConfirmButton
            label={CRM_MESSAGES.delete}
            confirmTitle={CRM_MESSAGES.rsvpDeleteTitle}
            confirmContent={CRM_MESSAGES.rsvpDeleteConfirm}
            mutationMode="pessimistic"
            // SPEC §8: a failed sign-up delete is only logged.
            mutationOptions={{ onError: (error) => console.error('rsvp delete', error) }}
          />
        </Datagrid>
      </ListGate>
    </List>
  );
}
