import MailIcon from '@mui/icons-material/MailOutlined';
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { Language } from '@cvc/domain';
import { LanguageSelect } from '../../components/LanguageSelect';
import { askEdition } from './editionCalls';
import { SEND_MESSAGES } from '../../texts/newsletterEditions';
import { useEditionCall } from './useEditionCall';

/** "Enviar teste": the saved edition, in the chosen language, to the member's own address. */
export function EditionTestMail({ id }: { id: string }) {
  const notify = useNotify();
  const { run, busy, error } = useEditionCall();
  const [language, setLanguage] = useState<Language>('pt');

  async function sendTest() {
    const result = await run((provider) => askEdition(provider, id, 'test', language));
    if (result) notify(SEND_MESSAGES.testSent(result.to), { type: 'success' });
  }

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <LanguageSelect label={SEND_MESSAGES.testLanguage} value={language} onChange={setLanguage} />
        <Button variant="outlined" startIcon={<MailIcon />} disabled={busy} onClick={() => void sendTest()}>
          {SEND_MESSAGES.test}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
