import CleaningServices from '@mui/icons-material/CleaningServices';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';

/**
 * SPEC §2: empties local and session storage and reloads. The Firebase session lives in IndexedDB, so the user
 * stays signed in.
 */
export function clearCacheAndReload(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.location.reload();
}

/** The header's "Limpar cache", which asks first in the console's confirmation dialog. */
export function ClearCacheButton() {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const label = translate('cvc.clearCache');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => setAsking(true)}>
          <CleaningServices />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={asking}
        title="cvc.clearCache"
        content="cvc.clearCacheConfirm"
        onConfirm={clearCacheAndReload}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
