import DeleteIcon from '@mui/icons-material/PersonRemove';
import EditIcon from '@mui/icons-material/Edit';
import ResetFactorsIcon from '@mui/icons-material/PhonelinkErase';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button, Card, Chip, IconButton, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Confirm,
  DataTable,
  DataTableBody,
  DataTableRow,
  ListContextProvider,
  Title,
  useDataProvider,
  useGetIdentity,
  useList,
  useNotify,
  useRecordContext,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import {
  SECOND_FACTOR_LABELS,
  formatDateBR,
  formatDateTimeBR,
  type SecondFactorKind,
  type StaffSecurity,
} from '@cvc/domain';
import { CRM_MESSAGES, PERMISSION_KEY_LABELS } from '../../crmMessages';
import type { StaffInviteResult } from '@cvc/domain';
import { LoadingBlock } from '../../components/LoadingBlock';
import { untilUnmount } from '../../providers/untilUnmount';
import type { ConsoleDataProvider } from '../../providers';
import { InviteResultDialog } from './InviteResultDialog';
import { StaffFormDialog, mayReceiveLeadAlerts, type StaffFormValues } from './StaffFormDialog';
import type { StaffMember } from '../../providers/staffMethods';
import { staffErrorMessage } from './staffApi';

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
        <Chip size="small" color="primary" label="Administrador" />
      ) : (
        member.keys.map((key) => <Chip key={key} size="small" label={PERMISSION_KEY_LABELS[key]} />)
      )}
      {member.leadAlerts && <Chip size="small" variant="outlined" label="Alertas de leads" />}
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
    return <Chip size="small" variant="outlined" label="Não cadastrado" />;
  return (
    <Stack sx={{ gap: 0.5 }}>
      {member.security.factors.map((factor, index) => (
        <span key={index}>
          {SECOND_FACTOR_LABELS[factor.kind as SecondFactorKind] ?? factor.kind}
          {factor.enrolled_at ? ` · desde ${formatDateBR(new Date(factor.enrolled_at))}` : ''}
          {factor.approved ? '' : ' · não confirmado por e-mail'}
        </span>
      ))}
    </Stack>
  );
}

function StaffLastSignIn() {
  const member = useRecordContext<Row>();
  if (!member?.security) return null;
  const at = member.security.last_sign_in_at;
  return <>{at ? formatDateTimeBR(new Date(at)) : 'Nunca'}</>;
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
      <IconButton aria-label={`Editar ${member.email}`} onClick={() => onEdit(member)}>
        <EditIcon />
      </IconButton>
      {/* Nobody resets their own factor here: it would let a session drop the factor it signed in with. */}
      {member.id !== selfUid && (
        <IconButton
          aria-label={`Redefinir segundo fator de ${member.email}`}
          onClick={() => onResetFactors(member)}
        >
          <ResetFactorsIcon />
        </IconButton>
      )}
      <IconButton aria-label={`Remover ${member.email}`} color="error" onClick={() => onRemove(member)}>
        <DeleteIcon />
      </IconButton>
    </>
  );
}

/**
 * The team on react-admin's list context, fed by the live listener rather than a query: admin_users is a
 * team, not a customer list, and changes made by another admin show at once.
 */
function StaffTable({
  onEdit,
  onRemove,
  onResetFactors,
  securityVersion,
}: {
  onEdit: (m: StaffMember) => void;
  onRemove: (m: StaffMember) => void;
  onResetFactors: (m: StaffMember) => void;
  /** Bumped after a reset, so the factors column is read again. */
  securityVersion: number;
}) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { identity } = useGetIdentity();
  const [staff, setStaff] = useState<StaffMember[]>();
  const [security, setSecurity] = useState<Map<string, StaffSecurity>>();
  // Factors and last sign-ins live in Auth: read once per visit (and after a reset), not per snapshot.
  const memberCount = staff?.length ?? 0;
  useEffect(() => {
    let current = true;
    dataProvider.staffSecurity({}).then(
      ({ members }) => current && setSecurity(new Map(members.map((member) => [member.uid, member]))),
      (error: unknown) => console.error('staff security', error),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, memberCount, securityVersion]);
  useEffect(
    () =>
      untilUnmount(
        dataProvider.subscribeToStaff(setStaff, (error) => {
          console.error('staff listener', error);
          setStaff((current) => current ?? []);
        }),
      ),
    [dataProvider],
  );
  const rows = staff?.map((member): Row => ({ ...member, security: security?.get(member.id) }));
  const list = useList<Row>({ data: rows, isPending: !staff, perPage: 1000 });
  if (!staff) return <LoadingBlock />;
  return (
    <ListContextProvider value={list}>
      <DataTable
        resource="staff"
        aria-label="Equipe"
        body={StaffBody}
        bulkActionButtons={false}
        rowClick={false}
        empty={false}
      >
        <DataTable.Col source="name" label="Nome" disableSort />
        <DataTable.Col source="email" label="E-mail" disableSort />
        <DataTable.Col label="Acesso" render={() => <StaffAccess />} />
        <DataTable.Col label="Segundo fator" render={() => <StaffFactors />} />
        <DataTable.Col label="Último acesso" render={() => <StaffLastSignIn />} />
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

/** Equipe: invite members with a set of keys, change their keys, remove their access. Admins only. */
export function StaffList() {
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [invited, setInvited] = useState<StaffInviteResult | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const [securityVersion, setSecurityVersion] = useState(0);

  async function save(values: StaffFormValues) {
    const request = {
      name: values.name,
      role: values.admin ? ('admin' as const) : null,
      permissions: values.keys,
      lead_alerts: mayReceiveLeadAlerts(values) && values.leadAlerts,
    };
    if (editing?.mode === 'edit') {
      await withMessage(() => dataProvider.updateStaff({ uid: editing.member.id, ...request }));
      notify('Permissões atualizadas', { type: 'success' });
    } else {
      setInvited(await withMessage(() => dataProvider.inviteStaff({ email: values.email, ...request })));
    }
    setEditing(null);
  }

  async function confirmRemove() {
    const member = removing;
    setRemoving(null);
    if (!member) return;
    await withMessage(() => dataProvider.removeStaff({ uid: member.id })).then(
      () => notify('Acesso removido', { type: 'success' }),
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  }

  async function confirmResetFactors() {
    const member = resetting;
    setResetting(null);
    if (!member) return;
    await withMessage(() => dataProvider.resetStaffFactors({ uid: member.id })).then(
      () => {
        notify('Segundo fator redefinido. O membro foi avisado por e-mail.', { type: 'success' });
        setSecurityVersion((version) => version + 1);
      },
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Equipe" />
      <Stack direction="row" sx={{ p: 2, justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          onClick={() => setEditing({ mode: 'invite' })}
        >
          Convidar membro
        </Button>
      </Stack>
      <StaffTable
        onEdit={(member) => setEditing({ mode: 'edit', member })}
        onRemove={setRemoving}
        onResetFactors={setResetting}
        securityVersion={securityVersion}
      />
      {editing && (
        <StaffFormDialog
          title={editing.mode === 'invite' ? 'Convidar membro' : 'Editar permissões'}
          submitLabel={editing.mode === 'invite' ? 'Convidar' : 'Salvar'}
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
        title="Remover acesso"
        content={CRM_MESSAGES.staffRemoveConfirm}
        confirm="Remover"
        cancel="Cancelar"
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
      <Confirm
        isOpen={resetting !== null}
        title={`Redefinir o segundo fator de ${resetting?.name || resetting?.email || ''}?`}
        content={CRM_MESSAGES.staffResetFactorsConfirm}
        confirm="Redefinir"
        cancel="Cancelar"
        onConfirm={confirmResetFactors}
        onClose={() => setResetting(null)}
      />
    </Card>
  );
}
