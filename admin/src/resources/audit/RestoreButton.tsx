import RestoreIcon from '@mui/icons-material/Restore';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useState } from 'react';
import type { ConsoleDataProvider } from '../../providers/consoleDataProvider';
import { AUDIT_LABELS } from './auditLabels';
import { entryTitle, type EntryData } from './auditFormat';

/** "Restaurar" on an entry that keeps a version (content, not a lead's status nor a staff record). */
export function RestoreButton() {
  const entry = useRecordContext<EntryData & { id: string }>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!entry?.snapshot) return null;
  const restore = async () => {
    if (!window.confirm(AUDIT_LABELS.restoreConfirm)) return;
    setBusy(true);
    try {
      await dataProvider.restoreVersion(String(entry.id));
      notify(AUDIT_LABELS.restored, { type: 'success' });
      refresh();
    } catch (error) {
      const denied = (error as { code?: string }).code === 'permission-denied';
      notify(AUDIT_LABELS.restoreFailed, {
        type: 'error',
        messageArgs: { error: denied ? AUDIT_LABELS.restoreRefused : String((error as Error).message) },
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label={AUDIT_LABELS.restore}
      onClick={restore}
      disabled={busy}
      aria-label={`${AUDIT_LABELS.restore} ${entryTitle(entry)}`.trim()}
    >
      <RestoreIcon />
    </Button>
  );
}
