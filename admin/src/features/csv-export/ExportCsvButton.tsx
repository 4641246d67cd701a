import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { CRM_MESSAGES } from '@cvc/domain';
import { downloadTextFile } from './downloadFile';

/**
 * 'Exportar CSV': builds the file on click. `build` returns null when there is nothing to export, and the
 * button then says so instead of saving an empty file (SPEC §7).
 */
export function ExportCsvButton(props: {
  build: () => Promise<{ csv: string; fileName: string } | null>;
  emptyMessage: string;
}) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const file = await props.build();
      if (file) downloadTextFile(file.csv, file.fileName);
      else notify(props.emptyMessage, { type: 'warning' });
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
