import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** SPEC §2: a spinner with 'Carregando...' wherever the console waits (auth state, lists, the index). */
export function LoadingBlock() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, p: 6 }}>
      {/* The text beside it says what the status is; an unnamed progressbar would be read as nothing. */}
      <CircularProgress size={28} aria-hidden />
      <Typography>{translate('cvc.loading')}</Typography>
    </Box>
  );
}

/** Full-height variant for the moments before the layout exists. */
export function LoadingPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <LoadingBlock />
    </Box>
  );
}
