import { Box, Tab, Tabs } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { AUDIT_LABELS } from '../../texts/audit';
import { HistoryTab } from './HistoryTab';

/**
 * An edit screen's two tabs: the form, and "Histórico" with the record's entries. The form stays mounted
 * (hidden) while the history shows, so unsaved changes survive a look at it.
 */
export function EditWithHistory({ children }: { children: ReactNode }) {
  const [tab, setTab] = useState(0);
  const id = useId();
  return (
    <Box>
      <Tabs value={tab} onChange={(_, next: number) => setTab(next)} aria-label={AUDIT_LABELS.history}>
        <Tab label={AUDIT_LABELS.edit} id={`${id}-tab-0`} aria-controls={`${id}-panel-0`} />
        <Tab label={AUDIT_LABELS.history} id={`${id}-tab-1`} aria-controls={`${id}-panel-1`} />
      </Tabs>
      <div role="tabpanel" id={`${id}-panel-0`} aria-labelledby={`${id}-tab-0`} hidden={tab !== 0}>
        {children}
      </div>
      <div role="tabpanel" id={`${id}-panel-1`} aria-labelledby={`${id}-tab-1`} hidden={tab !== 1}>
        {tab === 1 && <HistoryTab />}
      </div>
    </Box>
  );
}
