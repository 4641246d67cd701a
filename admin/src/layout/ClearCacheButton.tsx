import CleaningServices from '@mui/icons-material/CleaningServices';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * SPEC §2: asks first, then empties local and session storage and reloads. The Firebase session lives in
 * IndexedDB, so the user stays signed in.
 */
export function clearCacheAndReload(confirm: (message: string) => boolean, message: string): boolean {
  if (!confirm(message)) return false;
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.location.reload();
  return true;
}

export function ClearCacheButton() {
  const translate = useTranslate();
  const label = translate('cvc.clearCache');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        onClick={() => clearCacheAndReload((m) => window.confirm(m), translate('cvc.clearCacheConfirm'))}
      >
        <CleaningServices />
      </IconButton>
    </Tooltip>
  );
}
