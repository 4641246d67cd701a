import DeleteIcon from '@mui/icons-material/PersonRemove';
import EditIcon from '@mui/icons-material/Edit';
import ResetFactorsIcon from '@mui/icons-material/PhonelinkErase';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button, Card, Chip, IconButton, Stack } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  Confirm,
  DataTable,
  DataTableBody,
  DataTableRow,
  ListContextProvider,
  Title,
  useDataProvider,
  useGetIdentity,
  useGetList,
  useList,
  useNotify,
  useRecordContext,
  type DataTableBodyProps,
  type DataTableRowProps,
  type SortPayload,
} from 'react-admin';
import {
  SECOND_FACTOR_LABELS,
  formatDateBR,
  formatDateTimeBR,
  type SecondFactorKind,
  type StaffSecurity,
} from '@cvc/domain';
import { CRM_MESSAGES, PERMISSION_KEY_LABELS } from '../../texts/crm';
import type { StaffInviteResult } from '@cvc/domain';
import { LoadingBlock } from '../../components/LoadingBlock';
import { useLiveFirstPage } from '../../features/live-list';
import type { ConsoleDataProvider } from '../../providers';
import { InviteResultDialog } from './InviteResultDialog';
import { StaffFormDialog, mayReceiveLeadAlerts, type StaffFormValues } from './StaffFormDialog';
import { byName, toStaffMember, type StaffMember } from './staffMember';
import { staffErrorMessage } from './staffApi';
import { STAFF_TEXTS as T } from '../../texts/staff';

/** The whole team in one read: a team, not a customer list. */
const TEAM = { perPage: 1000, sort: { field: 'id', order: 'ASC' } satisfies SortPayload, filter: {} };

type Editing = { mode: 'invite' } | { mode: 'edit'; member: StaffMember };

/** Runs a callable and turns its failure into the server's Portuguese message for the dialog to show. */
async function withMessage<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(staffErrorMessage(error));
  }
}

/** Each row names its member, so a row can be found by e-mail (tests, and the admin's own browser search). */
function StaffRow(props: DataTableRowProps) {
  const member = useRecordContext<StaffMember>();
  return <DataTableRow {...props} data-staff-email={member?.email} />;
}

function StaffBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={StaffRow} />;
}

function StaffAccess() {
  const member = useRecordContext<StaffMember>();
  if (!member) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {member.admin ? (
        <Chip size="small" color="primary" label={T.admin} />
      ) : (
        member.keys.map((key) => <Chip key={key} size="small" label={PERMISSION_KEY_LABELS[key]} />)
      )}
      {member.leadAlerts && <Chip size="small" variant="outlined" label={T.leadAlerts} />}
    </Stack>
  );
}

type Row = StaffMember & { security?: StaffSecurity };

/** The member's second factors (kind and enrolment day), or that none is enrolled yet. */
function StaffFactors() {
  const member = useRecordContext<Row>();
  if (!member) return null;
  if (!member.security) return <>…</>;
  if (member.security.factors.length === 0)
    return <Chip size="small" variant="outlined" label={T.noFactor} />;
  return (
    <Stack sx={{ gap: 0.5 }}>
      {member.security.factors.map((factor, index) => (
        <span key={index}>
          {SECOND_FACTOR_LABELS[factor.kind as SecondFactorKind] ?? factor.kind}
          {factor.enrolled_at ? T.since(formatDateBR(new Date(factor.enrolled_at))) : ''}
          {factor.approved ? '' : T.unconfirmed}
        </span>
      ))}
    </Stack>
  );
}

function StaffLastSignIn() {
  const member = useRecordContext<Row>();
  if (!member?.security) return null;
  const at = member.security.last_sign_in_at;
  return <>{at ? formatDateTimeBR(new Date(at)) : T.never}</>;
}

function StaffActions({
  onEdit,
  onRemove,
  onResetFactors,
  selfUid,
}: {
  onEdit: (m: StaffMember) => void;
  onRemove: (m: StaffMember) => void;
  onResetFactors: (m: StaffMember) => void;
  selfUid: string | undefined;
}) {
  const member = useRecordContext<StaffMember>();
  if (!member) return null;
  return (
    <>
      <IconButton aria-label={T.edit(member.email)} onClick={() => onEdit(member)}>
        <EditIcon />
      </IconButton>
      {/* Nobody resets their own factor here: it would let a session drop the factor it signed in with. */}
      {member.id !== selfUid && (
        <IconButton aria-label={T.resetFactorsOf(member.email)} onClick={() => onResetFactors(member)}>
          <ResetFactorsIcon />
        </IconButton>
      )}
      <IconButton aria-label={T.removeOf(member.email)} color="error" onClick={() => onRemove(member)}>
        <DeleteIcon />
      </IconButton>
    </>
  );
}

/**
 * The team on react-admin's list context: the `staff` resource read whole and kept live (changes made by
 * another admin show at once), with each member's factors and last sign-in from Auth beside it.
 */
function StaffTable({
  onEdit,
  onRemove,
  onResetFactors,
}: {
  onEdit: (m: StaffMember) => void;
  onRemove: (m: StaffMember) => void;
  onResetFactors: (m: StaffMember) => void;
}) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { identity } = useGetIdentity();
  const { data: records } = useGetList('staff', {
    pagination: { page: 1, perPage: TEAM.perPage },
    sort: TEAM.sort,
  });
  useLiveFirstPage('staff', TEAM);
  // Factors and last sign-ins live in Auth: one callable, read again whenever the team's queries are.
  const { data: security } = useQuery({
    queryKey: ['staff', 'security'],
    queryFn: async () =>
      new Map((await dataProvider.staffSecurity({})).members.map((member) => [member.uid, member])),
  });
  const rows = useMemo(
    () =>
      records
        ?.map(toStaffMember)
        .sort(byName)
        .map((member): Row => ({ ...member, security: security?.get(member.id) })),
    [records, security],
  );
  const list = useList<Row>({ data: rows, isPending: !rows, perPage: TEAM.perPage });
  if (!rows) return <LoadingBlock />;
  return (
    <ListContextProvider value={list}>
      <DataTable
        resource="staff"
        aria-label={T.table}
        body={StaffBody}
        bulkActionButtons={false}
        rowClick={false}
        empty={false}
      >
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="email" disableSort />
        <DataTable.Col source="access" render={() => <StaffAccess />} />
        <DataTable.Col source="factors" render={() => <StaffFactors />} />
        <DataTable.Col source="last_sign_in" render={() => <StaffLastSignIn />} />
        <DataTable.Col label="" cellSx={() => ({ whiteSpace: 'nowrap' })}>
          <StaffActions
            onEdit={onEdit}
            onRemove={onRemove}
            onResetFactors={onResetFactors}
            selfUid={identity?.id === undefined ? undefined : String(identity.id)}
          />
        </DataTable.Col>
      </DataTable>
    </ListContextProvider>
  );
}

/**
 * A staff callable as a mutation: its failure carries the server's message, and success reads the team again,
 * without waiting for that read to say so (the notice and the invite's dialog show as soon as the call answers).
 */
function useStaffCall<Req, Res>(call: (request: Req) => Promise<Res>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Req) => withMessage(() => call(request)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

/** Equipe: invite members with a set of keys, change their keys, remove their access. Admins only. */
export function StaffList() {
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [invited, setInvited] = useState<StaffInviteResult | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const invite = useStaffCall(dataProvider.inviteStaff);
  const update = useStaffCall(dataProvider.updateStaff);
  const remove = useStaffCall(dataProvider.removeStaff);
  const resetFactors = useStaffCall(dataProvider.resetStaffFactors);

  /** The form dialog shows a failure beside its fields: the error goes back to it. */
  async function save(values: StaffFormValues) {
    const request = {
      name: values.name,
      role: values.admin ? ('admin' as const) : null,
      permissions: values.keys,
      lead_alerts: mayReceiveLeadAlerts(values) && values.leadAlerts,
    };
    if (editing?.mode === 'edit') {
      await update.mutateAsync({ uid: editing.member.id, ...request });
      notify(T.updated, { type: 'success' });
    } else {
      setInvited(await invite.mutateAsync({ email: values.email, ...request }));
    }
    setEditing(null);
  }

  const failed = (error: Error) => notify(error.message, { type: 'error' });

  function confirmRemove() {
    if (removing)
      remove.mutate(
        { uid: removing.id },
        { onSuccess: () => notify(T.removed, { type: 'success' }), onError: failed },
      );
    setRemoving(null);
  }

  function confirmResetFactors() {
    if (resetting)
      resetFactors.mutate(
        { uid: resetting.id },
        {
          onSuccess: () => notify(T.factorsReset, { type: 'success' }),
          onError: failed,
        },
      );
    setResetting(null);
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={T.title} />
      <Stack direction="row" sx={{ p: 2, justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          onClick={() => setEditing({ mode: 'invite' })}
        >
          {T.invite}
        </Button>
      </Stack>
      <StaffTable
        onEdit={(member) => setEditing({ mode: 'edit', member })}
        onRemove={setRemoving}
        onResetFactors={setResetting}
      />
      {editing && (
        <StaffFormDialog
          title={editing.mode === 'invite' ? T.invite : T.editTitle}
          submitLabel={editing.mode === 'invite' ? T.inviteSubmit : 'ra.action.save'}
          emailEditable={editing.mode === 'invite'}
          initial={
            editing.mode === 'invite'
              ? { name: '', email: '', admin: false, keys: [], leadAlerts: false }
              : { ...editing.member, keys: editing.member.keys }
          }
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
      {invited && <InviteResultDialog result={invited} onClose={() => setInvited(null)} />}
      <Confirm
        isOpen={removing !== null}
        title={T.removeTitle}
        content={CRM_MESSAGES.staffRemoveConfirm}
        confirm={T.remove}
        cancel="ra.action.cancel"
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
      <Confirm
        isOpen={resetting !== null}
        title={T.resetTitle(resetting?.name || resetting?.email || '')}
        content={CRM_MESSAGES.staffResetFactorsConfirm}
        confirm={T.reset}
        cancel="ra.action.cancel"
        onConfirm={confirmResetFactors}
        onClose={() => setResetting(null)}
      />
    </Card>
  );
}
