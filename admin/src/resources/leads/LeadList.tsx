import { Alert, Button, Card, TablePagination, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Confirm, ListContextProvider, Title, useDataProvider, useList, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { LEADS_PAGE_SIZE, leadsCsv, leadsCsvFileName } from '@cvc/domain';
import { CRM_MESSAGES } from '../../crmMessages';
import type { Lead, LeadStatus } from '@cvc/domain';
import type { ConsoleDataProvider } from '../../providers';
import type { LeadPage, LeadsCursor } from '../../providers/leadsMethods';
import { untilUnmount } from '../../providers/untilUnmount';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ExportCsvButton } from '../../features/csv-export';
import { Confetti, announcedLeadIds, useLeadNotifications } from '../../features/leads-notifications';
import { filtersKey, isUnfiltered, type LeadFilters } from './leadFilters';
import { createArrivalFilter } from './newLeadIds';
import { LeadBulkActions } from './LeadBulkActions';
import { LeadsTable, type LeadRowActions } from './LeadsTable';
import { LeadToolbar } from './LeadToolbar';

const PER_PAGE = LEADS_PAGE_SIZE;
/** Typing in the search box starts a query once the staff member pauses. */
const SEARCH_DELAY_MS = 300;

/**
 * SPEC §2 leads page, paged on the server: page 1 is a live listener (new leads appear and are announced),
 * older pages are read once on demand from the last lead of the page before. Filters and search are query
 * constraints, so any lead among any number is reachable and a page costs one page of reads.
 */
export function LeadList() {
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [filters, setFilters] = useState<LeadFilters>({});
  const [search, setSearch] = useState(filters.search);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(filters.search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filters.search]);
  const key = filtersKey({ ...filters, search });
  // Recomputed only when the query changes, so the listener is not reopened on every keystroke.
  const applied = useMemo(
    () => Object.fromEntries(JSON.parse(key) as [string, string][]) as LeadFilters,
    [key],
  );

  // `?lead=<id>`: the new-lead alert email opens the list on that one lead, read by its id.
  const [searchParams, setSearchParams] = useSearchParams();
  const focusedId = searchParams.get('lead');
  const [focused, setFocused] = useState<Lead | null>();

  // The page belongs to its query: a new filter shows page 1 in the same render, so no stale page is read.
  const [position, setPosition] = useState({ key, page: 0 });
  const page = position.key === key ? position.page : 0;
  const [firstPage, setFirstPage] = useState<LeadPage>();
  const [olderPage, setOlderPage] = useState<LeadPage>();
  /** ends[n]: the last lead of page n, where page n + 1 starts. */
  const [ends, setEnds] = useState<LeadsCursor[]>([]);
  const [reloads, setReloads] = useState(0);
  const [toDelete, setToDelete] = useState<Lead | null>(null);

  useEffect(() => {
    setEnds([]);
    setFirstPage(undefined);
    return untilUnmount(
      dataProvider.subscribeToLeads(applied, PER_PAGE, setFirstPage, (error) => {
        // SPEC §8: fetch failures are logged; the list stays empty.
        console.error('leads listener', error);
        setFirstPage({ leads: [], next: null });
      }),
    );
  }, [dataProvider, applied]);

  const start = page > 0 ? (page === 1 ? firstPage?.next : ends[page - 1]) : undefined;
  useEffect(() => {
    if (page === 0 || !start) return;
    let current = true;
    dataProvider
      .readLeadsAfter(applied, start, PER_PAGE)
      .then((read) => current && setOlderPage(read))
      .catch((error: unknown) => {
        console.error('leads page', error);
        if (current) setOlderPage({ leads: [], next: null });
      });
    return () => {
      current = false;
    };
    // `start` changes with each snapshot of page 1; the page is re-read only when asked for (page, reloads).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, applied, reloads]);

  useEffect(() => {
    if (!focusedId) return setFocused(undefined);
    let current = true;
    dataProvider
      .readLead(focusedId)
      .then((lead) => current && setFocused(lead))
      .catch((error: unknown) => {
        console.error('lead', error);
        if (current) setFocused(null);
      });
    return () => {
      current = false;
    };
  }, [dataProvider, focusedId, reloads]);

  // Only the unfiltered newest page announces arrivals; a filtered view would call old leads new.
  const [arrivals] = useState(createArrivalFilter);
  const unfiltered = isUnfiltered(applied) && !focusedId;
  const ids = useMemo(() => {
    if (!unfiltered || !firstPage) return undefined;
    const worthAChime = new Set(announcedLeadIds(firstPage.leads));
    return arrivals(firstPage.leads).filter((id) => worthAChime.has(id));
  }, [unfiltered, firstPage, arrivals]);
  const { confetti, highlighted, soundOn, toggleSound } = useLeadNotifications(ids);

  const shown = focusedId
    ? focused === undefined
      ? undefined
      : { leads: focused ? [focused] : [], next: null }
    : page === 0
      ? firstPage
      : olderPage;
  const rows = shown?.leads;
  // The page's rows as react-admin's list context: the table, its selection and the bulk toolbar read it.
  const list = useList<Lead>({ data: rows, isPending: rows === undefined, perPage: PER_PAGE });
  const { onUnselectItems } = list;
  const reload = () => {
    // Page 1 follows its listener; an older page or the focused lead is read again after a write.
    if (page > 0 || focusedId) setReloads((n) => n + 1);
  };

  function goTo(next: number) {
    if (next > page && shown?.next && page > 0) {
      const last = shown.next;
      setEnds((known) => Object.assign([...known], { [page]: last }));
    }
    setOlderPage(undefined);
    onUnselectItems();
    setPosition({ key, page: next });
  }

  const actions: LeadRowActions = {
    changeStatus: (lead: Lead, status: LeadStatus) =>
      dataProvider
        .update('leads', { id: lead.id, data: { status }, previousData: lead })
        .then(reload)
        .catch((error: unknown) => {
          console.error(error);
          notify(CRM_MESSAGES.leadStatusError, { type: 'error' });
        }),
    saveNotes: async (lead: Lead, notes: string) => {
      try {
        // Blank notes are stored as null, as every other empty optional field.
        const data = { notes: notes.trim() === '' ? null : notes };
        await dataProvider.update('leads', { id: lead.id, data, previousData: lead });
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
    await dataProvider
      .delete('leads', { id: lead.id, previousData: lead })
      .then(reload)
      .catch((error: unknown) => {
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
          onUnselectItems();
        }}
        soundOn={soundOn}
        onToggleSound={toggleSound}
      >
        <ExportCsvButton
          emptyMessage={CRM_MESSAGES.leadsExportEmpty}
          build={async () => {
            const leads = await dataProvider.readAllLeads(applied);
            return leads.length ? { csv: leadsCsv(leads), fileName: leadsCsvFileName(new Date()) } : null;
          }}
        />
      </LeadToolbar>
      {focusedId && (
        <Alert
          severity="info"
          sx={{ mx: 2, mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => setSearchParams({})}>
              Ver todos os leads
            </Button>
          }
        >
          {focused === null ? CRM_MESSAGES.leadNotFound : 'Mostrando o lead do aviso por e-mail.'}
        </Alert>
      )}
      {rows === undefined ? (
        <LoadingBlock />
      ) : rows.length === 0 ? (
        <Typography sx={{ p: 4, textAlign: 'center' }}>{CRM_MESSAGES.leadsEmpty}</Typography>
      ) : (
        <ListContextProvider value={list}>
          <LeadsTable
            actions={actions}
            highlighted={highlighted}
            bulkActions={<LeadBulkActions onDone={reload} />}
          />
        </ListContextProvider>
      )}
      {!focusedId && rows !== undefined && (page > 0 || rows.length > 0) && (
        <TablePagination
          component="div"
          // The total is not counted (a count reads an index entry per lead); -1 says "more than this".
          count={shown?.next ? -1 : page * PER_PAGE + rows.length}
          page={page}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[PER_PAGE]}
          onPageChange={(_, next) => goTo(next)}
          labelDisplayedRows={({ from, to, count }) =>
            count === -1 ? `${from}–${to} de mais de ${to}` : `${from}–${to} de ${count}`
          }
        />
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
