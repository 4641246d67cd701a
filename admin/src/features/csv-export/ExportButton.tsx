import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { CRM_MESSAGES } from '../../texts/crm';

/**
 * 'Exportar CSV': runs `save` on click, which resolves false when there was nothing to export; the button then
 * says so instead of saving an empty file (SPEC §7), and reports a failure instead of failing silently.
 */
export function ExportButton({ save, emptyMessage }: { save: () => Promise<boolean>; emptyMessage: string }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      if (!(await save())) notify(emptyMessage, { type: 'warning' });
    } catch (error) {
      console.error('CSV export', error);
      notify(CRM_MESSAGES.exportFailed, { type: 'error' });
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
