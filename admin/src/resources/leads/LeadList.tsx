import {
  Alert,
  Button,
  Card,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TablePagination,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Confirm, Title, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { CRM_MESSAGES, LEADS_MAX } from '@cvc/domain';
import type { Lead, LeadStatus } from '@cvc/domain';
import { db } from '../../providers/firebase';
import { LoadingBlock } from '../../components/LoadingBlock';
import { Confetti, useLeadNotifications } from '../../features/leads-notifications';
import { filterLeads, type LeadFilters } from './filterLeads';
import { deleteLead, subscribeToLeads, updateLeadNotes, updateLeadStatus } from './leadsFeed';
import { LeadRow, type LeadRowActions } from './LeadRow';
import { LeadToolbar } from './LeadToolbar';

const PER_PAGE = 50;
const COLUMNS = ['Data', 'Nome', 'Contato', 'Empresa', 'Origem', 'Status', 'Notas', ''];

/** SPEC §2 leads page on a live listener: newest first, up to LEADS_MAX, with new-lead notifications. */
export function LeadList() {
  const notify = useNotify();
  const [leads, setLeads] = useState<Lead[]>();
  const [filters, setFilters] = useState<LeadFilters>({});
  // `?lead=<id>`: the new-lead alert email opens the list on that one lead.
  const [searchParams, setSearchParams] = useSearchParams();
  const focusedLead = searchParams.get('lead');
  const [page, setPage] = useState(0);
  const [toDelete, setToDelete] = useState<Lead | null>(null);

  useEffect(
    () =>
      subscribeToLeads(db, setLeads, (error) => {
        // SPEC §8: fetch failures are logged; the list stays empty.
        console.error('leads listener', error);
        setLeads((current) => current ?? []);
      }),
    [],
  );
  const ids = useMemo(() => leads?.map((lead) => lead.id), [leads]);
  const { confetti, highlighted, soundOn, toggleSound } = useLeadNotifications(ids);
  const rows = useMemo(
    () => filterLeads(leads ?? [], { ...filters, lead: focusedLead }),
    [leads, filters, focusedLead],
  );

  const actions: LeadRowActions = {
    changeStatus: (lead: Lead, status: LeadStatus) =>
      updateLeadStatus(db, lead.id, status).catch((error: unknown) => {
        console.error(error);
        notify(CRM_MESSAGES.leadStatusError, { type: 'error' });
      }),
    saveNotes: async (lead: Lead, notes: string) => {
      try {
        await updateLeadNotes(db, lead.id, notes);
        notify(CRM_MESSAGES.leadNotesSaved, { type: 'success' });
        return true;
      } catch (error) {
        console.error(error);
        notify(CRM_MESSAGES.leadNotesError, { type: 'error' });
        return false;
      }
    },
    askDelete: setToDelete,
  };

  async function confirmDelete() {
    const lead = toDelete;
    setToDelete(null);
    if (!lead) return;
    await deleteLead(db, lead.id).catch((error: unknown) => {
      console.error(error);
      notify(CRM_MESSAGES.leadDeleteError, { type: 'error' });
    });
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Leads" />
      {confetti && <Confetti />}
      <LeadToolbar
        filters={filters}
        onFilters={(next) => {
          setFilters(next);
          setPage(0);
        }}
        soundOn={soundOn}
        onToggleSound={toggleSound}
      />
      {focusedLead && (
        <Alert
          severity="info"
          sx={{ mx: 2, mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => setSearchParams({})}>
              Ver todos os leads
            </Button>
          }
        >
          Mostrando o lead do aviso por e-mail.
        </Alert>
      )}
      {leads === undefined ? (
        <LoadingBlock />
      ) : rows.length === 0 ? (
        <Typography sx={{ p: 4, textAlign: 'center' }}>{CRM_MESSAGES.leadsEmpty}</Typography>
      ) : (
        <>
          <Table size="small" aria-label="Leads">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column, i) => (
                  <TableCell key={i}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.slice(page * PER_PAGE, (page + 1) * PER_PAGE).map((lead) => (
                <LeadRow key={lead.id} lead={lead} highlighted={highlighted.has(lead.id)} actions={actions} />
              ))}
            </TableBody>
          </Table>
          {leads.length >= LEADS_MAX && (
            // Older leads are not lost, only outside the live window; say so rather than hide it.
            <Typography variant="body2" sx={{ px: 2, pt: 1, color: 'text.secondary' }}>
              Mostrando os {LEADS_MAX} leads mais recentes.
            </Typography>
          )}
          <TablePagination
            component="div"
            count={rows.length}
            page={page}
            rowsPerPage={PER_PAGE}
            rowsPerPageOptions={[PER_PAGE]}
            onPageChange={(_, next) => setPage(next)}
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
          />
        </>
      )}
      <Confirm
        isOpen={toDelete !== null}
        title="Excluir lead"
        content={CRM_MESSAGES.leadDeleteConfirm}
        confirm="Excluir"
        cancel="Cancelar"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Card>
  );
}
