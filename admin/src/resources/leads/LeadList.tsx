import { Alert, Button, Card, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import {
  ListBase,
  ListContextProvider,
  Pagination,
  Title,
  useGetOne,
  useList,
  useListContext,
  type SortPayload,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { LEADS_PAGE_SIZE, leadsCsv, leadsCsvFileName } from '@cvc/domain';
import type { Lead } from '@cvc/domain';
import { CRM_MESSAGES } from '../../texts/crm';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ExportListCsvButton, downloadTextFile } from '../../features/csv-export';
import { useLiveFirstPage } from '../../features/live-list';
import { Confetti, announcedLeadIds, useLeadNotifications } from '../../features/leads-notifications';
import { isUnfiltered, type LeadFilters } from './leadFilters';
import { createArrivalFilter } from './newLeadIds';
import { LeadBulkActions } from './LeadBulkActions';
import { LeadsTable } from './LeadsTable';
import { LeadToolbar } from './LeadToolbar';
import { useLeadRowActions } from './useLeadRowActions';

const NEWEST_FIRST: SortPayload = { field: 'created_at', order: 'DESC' };
/** Typing in the search box starts a query once the staff member pauses. */
const SEARCH_DELAY_MS = 300;

/**
 * SPEC §2 leads page on react-admin's list controller, paged on the server by cursors (getList answers
 * whether a next page exists; nothing is counted). Its first page is live: a lead sent from the site shows up
 * and is announced. `?lead=<id>`, the new-lead alert email's link, shows that one lead instead.
 */
export function LeadList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const focusedId = searchParams.get('lead');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={CRM_MESSAGES.leadsTitle} />
      {focusedId ? (
        <FocusedLead id={focusedId} onShowAll={() => setSearchParams({})} />
      ) : (
        <ListBase<Lead>
          resource="leads"
          perPage={LEADS_PAGE_SIZE}
          sort={NEWEST_FIRST}
          debounce={SEARCH_DELAY_MS}
          exporter={exportLeads}
        >
          <LeadListView />
        </ListBase>
      )}
    </Card>
  );
}

/** The CSV export of the current filter: every matching lead, not just the page. */
function exportLeads(leads: Lead[]) {
  downloadTextFile(leadsCsv(leads), leadsCsvFileName(new Date()));
}

function LeadListView() {
  const list = useListContext<Lead>();
  const { data, isPending, page, filterValues, setFilters, onUnselectItems } = list;
  // The fields show what was typed at once; the list follows once typing pauses (react-admin's debounce).
  const [filters, setShownFilters] = useState<LeadFilters>(filterValues as LeadFilters);
  useLiveFirstPage('leads', { filter: filterValues, sort: NEWEST_FIRST, perPage: LEADS_PAGE_SIZE });

  // Only the unfiltered newest page announces arrivals; a filtered view would call old leads new.
  const [arrivals] = useState(createArrivalFilter);
  const newest = page === 1 && isUnfiltered(filterValues as LeadFilters) ? data : undefined;
  const ids = useMemo(() => {
    if (!newest) return undefined;
    const worthAChime = new Set(announcedLeadIds(newest));
    return arrivals(newest).filter((id) => worthAChime.has(id));
  }, [newest, arrivals]);
  const { confetti, highlighted, soundOn, toggleSound } = useLeadNotifications(ids);
  const { actions, confirmDelete } = useLeadRowActions();

  return (
    <>
      {confetti && <Confetti />}
      <LeadToolbar
        filters={filters}
        onFilters={(next) => {
          setShownFilters(next);
          // Typing waits for a pause; a menu or a date applies at once.
          setFilters(next, undefined, next.q !== filters.q);
          onUnselectItems();
        }}
        soundOn={soundOn}
        onToggleSound={toggleSound}
      >
        <ExportListCsvButton emptyMessage={CRM_MESSAGES.leadsExportEmpty} />
      </LeadToolbar>
      {isPending ? (
        <LoadingBlock />
      ) : !data?.length && page === 1 ? (
        <Typography sx={{ p: 4, textAlign: 'center' }}>{CRM_MESSAGES.leadsEmpty}</Typography>
      ) : (
        <LeadsTable actions={actions} highlighted={highlighted} bulkActions={<LeadBulkActions />} />
      )}
      <Pagination rowsPerPageOptions={[]} />
      {confirmDelete}
    </>
  );
}

/** The lead of the alert email's link, wherever it sits in the list, read by its id. */
function FocusedLead({ id, onShowAll }: { id: string; onShowAll: () => void }) {
  const { data: lead, isPending, error } = useGetOne<Lead>('leads', { id }, { retry: false });
  const list = useList<Lead>({ data: lead ? [lead] : [], isPending });
  const { actions, confirmDelete } = useLeadRowActions();
  return (
    <>
      <Alert
        severity="info"
        sx={{ m: 2, mb: 1 }}
        action={
          <Button color="inherit" size="small" onClick={onShowAll}>
            {CRM_MESSAGES.leadsShowAll}
          </Button>
        }
      >
        {error ? CRM_MESSAGES.leadNotFound : CRM_MESSAGES.leadFocused}
      </Alert>
      {isPending ? (
        <LoadingBlock />
      ) : (
        lead && (
          <ListContextProvider value={list}>
            <LeadsTable actions={actions} />
          </ListContextProvider>
        )
      )}
      {confirmDelete}
    </>
  );
}
