import RestoreIcon from '@mui/icons-material/Restore';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useState } from 'react';
import type { ConsoleDataProvider } from '../../providers/consoleDataProvider';
import { AUDIT_LABELS } from '../../texts/audit';
import { entryTitle, type EntryData } from './auditFormat';

/**
 * "Restaurar" on an entry that keeps a version (content, not a lead's status nor a staff record), asked in the
 * console's own confirmation dialog.
 */
export function RestoreButton() {
  const entry = useRecordContext<EntryData & { id: string }>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!entry?.snapshot) return null;
  const restore = async () => {
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
      setAsking(false);
    }
  };
  return (
    <>
      <Button
        label={AUDIT_LABELS.restore}
        onClick={() => setAsking(true)}
        disabled={busy}
        aria-label={`${AUDIT_LABELS.restore} ${entryTitle(entry)}`.trim()}
      >
        <RestoreIcon />
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={AUDIT_LABELS.restore}
        content={AUDIT_LABELS.restoreConfirm}
        onConfirm={() => void restore()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
