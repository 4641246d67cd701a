import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { fetchRelatedRecords, useDataProvider, useListContext, useNotify } from 'react-admin';
import { CRM_MESSAGES } from '@cvc/domain';

/** Far above any real list of sign-ups or downloads; the export reads the current filter in one query. */
const EXPORT_LIMIT = 10_000;

/**
 * 'Exportar CSV' for a react-admin list: reads every record of the current filter and sort and hands them to
 * the list's `exporter`, as react-admin's ExportButton does. Unlike that button (disabled on an empty list),
 * it says why nothing was saved (SPEC §7 'Blocked with an alert when the list is empty').
 */
export function ExportListCsvButton({ emptyMessage }: { emptyMessage: string }) {
  const { exporter, filter, filterValues, resource, sort } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const { data } = await dataProvider.getList(resource, {
        sort,
        filter: { ...filterValues, ...filter },
        pagination: { page: 1, perPage: EXPORT_LIMIT },
      });
      if (data.length === 0) notify(emptyMessage, { type: 'warning' });
      else if (exporter) await exporter(data, fetchRelatedRecords(dataProvider), dataProvider, resource);
    } catch (error) {
      console.error('CSV export', error);
      notify('Erro ao exportar CSV', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={run} disabled={busy}>
      {CRM_MESSAGES.exportCsv}
    </Button>
  );
}
