import { Alert, Box, Button, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { PlainTextField } from '../components/PlainTextField';
import { looksLikeEmail, passwordResetOutcome, type PasswordResetOutcome } from './passwordResetOutcome';

export interface PasswordResetFormProps {
  initialEmail: string;
  sendReset: (email: string) => Promise<void>;
  onBack: () => void;
}

/** "Esqueci minha senha": asks Auth to email a reset link, with the same answer for any well-formed address. */
export function PasswordResetForm({ initialEmail, sendReset, onBack }: PasswordResetFormProps) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<PasswordResetOutcome | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('reset-email') ?? '').trim();
    if (!looksLikeEmail(email)) {
      setOutcome('invalidEmail');
      return;
    }
    setBusy(true);
    setOutcome(null);
    const error = await sendReset(email).then(
      () => null,
      (caught: unknown) => caught ?? 'failed',
    );
    setOutcome(passwordResetOutcome(error));
    setBusy(false);
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, '& label.Mui-focused': { color: 'primary.dark' } }}
    >
      <Typography variant="h5" component="h1">
        {translate('cvc.passwordReset.title')}
      </Typography>
      <Typography variant="body2">{translate('cvc.passwordReset.intro')}</Typography>
      {outcome === 'sent' ? (
        <Alert severity="success" role="status">
          {translate('cvc.passwordReset.sent')}
        </Alert>
      ) : (
        outcome && (
          <Alert severity="error" variant="filled" role="alert">
            {translate(`cvc.passwordReset.${outcome}`)}
          </Alert>
        )
      )}
      <PlainTextField
        id="reset-email"
        name="reset-email"
        type="email"
        label={translate('cvc.passwordReset.email')}
        defaultValue={initialEmail}
        required
        autoFocus
        autoComplete="username"
        error={outcome === 'invalidEmail'}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {translate(busy ? 'cvc.passwordReset.submitting' : 'cvc.passwordReset.submit')}
      </Button>
      <Button variant="text" onClick={onBack}>
        {translate('cvc.passwordReset.back')}
      </Button>
    </Box>
  );
}
