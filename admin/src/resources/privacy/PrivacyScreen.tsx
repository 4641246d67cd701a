import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Confirm, Title, useDataProvider } from 'react-admin';
import type { PersonalDataAction, PersonalDataResult } from '@cvc/domain';
import { LoadingBlock } from '../../components/LoadingBlock';
import { downloadTextFile } from '../../features/csv-export';
import type { ConsoleDataProvider } from '../../providers';
import { staffErrorMessage } from '../staff/staffApi';
import { HeldRecords } from './HeldRecords';
import { exportFileName } from './privacyLabels';
import { PRIVACY_TEXTS as T } from '../../texts/privacy';

const total = (result: PersonalDataResult) => result.records.length;

/**
 * Privacidade: an admin answers a person's request (LGPD art. 18). Search an address to see everything held on
 * it, download that as JSON, or erase it after confirming. The server does the finding and the deleting.
 */
export function PrivacyScreen() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState<PersonalDataAction | null>(null);
  const [found, setFound] = useState<PersonalDataResult | null>(null);
  const [erased, setErased] = useState<PersonalDataResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function run(action: PersonalDataAction, address: string) {
    setBusy(action);
    setError(null);
    try {
      const result = await dataProvider.personalData({ email: address, action });
      setFound(action === 'export' ? result : null);
      setErased(action === 'erase' ? result : null);
    } catch (failure) {
      setError(staffErrorMessage(failure));
    } finally {
      setBusy(null);
    }
  }

  function search(event: FormEvent) {
    event.preventDefault();
    void run('export', email);
  }

  function download(result: PersonalDataResult) {
    const file = { ...result, exported_at: new Date().toISOString() };
    downloadTextFile(JSON.stringify(file, null, 2), exportFileName(result.email), 'application/json');
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={T.title} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body2">{T.intro}</Typography>
          <Stack component="form" direction="row" spacing={1} onSubmit={search} sx={{ alignItems: 'center' }}>
            <TextField
              label={T.email}
              type="email"
              size="small"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              sx={{ minWidth: 320 }}
            />
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy !== null}>
              {T.search}
            </Button>
          </Stack>
          {busy && <LoadingBlock />}
          {error && <Alert severity="error">{error}</Alert>}
          {erased && <Alert severity="success">{T.erased(total(erased), erased.email)}</Alert>}
          {found && (
            <>
              <Typography component="h2" variant="h6">
                {T.heldAbout(found.email)}
              </Typography>
              {total(found) === 0 && found.kept.length === 0 ? (
                <Alert severity="info">{T.nothingHeld}</Alert>
              ) : (
                <HeldRecords result={found} />
              )}
              <Stack direction="row" spacing={1}>
                <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => download(found)}>
                  {T.download}
                </Button>
                <Button
                  variant="contained"
                  color="error"
                  startIcon={<DeleteForeverIcon />}
                  disabled={busy !== null || total(found) === 0}
                  onClick={() => setConfirming(true)}
                >
                  {T.erase}
                </Button>
              </Stack>
            </>
          )}
        </Stack>
      </CardContent>
      <Confirm
        isOpen={confirming && found !== null}
        title={T.eraseTitle}
        content={T.eraseContent(found ? total(found) : 0, found?.email ?? '')}
        confirm={T.eraseConfirm}
        confirmColor="warning"
        cancel="ra.action.cancel"
        onConfirm={() => {
          setConfirming(false);
          if (found) void run('erase', found.email);
        }}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
