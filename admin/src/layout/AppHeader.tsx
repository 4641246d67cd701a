import Logout from '@mui/icons-material/Logout';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Button, Typography } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, useLogout, useTranslate } from 'react-admin';
import { ClearCacheButton } from './ClearCacheButton';

/** SPEC §2 header: page title, welcome text, Ver Site (the public site, outside /admin) and Sair. */
export function AppHeader() {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <AppBar
      userMenu={false}
      color="primary"
      alwaysOn
      // react-admin's spinner is a progressbar without a name (axe: aria-progressbar-name); it passes this one on.
      toolbar={<LoadingIndicator aria-label={translate('ra.page.loading')} />}
    >
      <TitlePortal />
      <Typography variant="body2" sx={{ display: { xs: 'none', md: 'block' }, mx: 2, opacity: 0.85 }}>
        {translate('cvc.welcome')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button color="inherit" href="/" startIcon={<OpenInNew />}>
          {translate('cvc.viewSite')}
        </Button>
        <ClearCacheButton />
        <Button color="inherit" onClick={() => logout()} startIcon={<Logout />}>
          {translate('cvc.logout')}
        </Button>
      </Box>
    </AppBar>
  );
}
