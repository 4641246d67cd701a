import Delete from '@mui/icons-material/Delete';
import { Alert, Box, Button, IconButton, TextField, Typography } from '@mui/material';
import { VALIDATION_MESSAGES, SPONSOR_LOGOS_MAX, sponsorLogoSchema, type SponsorLogo } from '@cvc/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  ArrayInput,
  SimpleFormIterator,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';

/** The form's current value of this line (the iterator's record context holds the saved record instead). */
function useLogo(): SponsorLogo | undefined {
  const { source } = useSimpleFormIterator();
  const { index } = useSimpleFormIteratorItem();
  return useWatch<Record<string, SponsorLogo | undefined>>({ name: `${source}.${index}` });
}

/** One added logo, shown as it will appear (the image) with its name and URL. */
function SponsorLogoLine() {
  const logo = useLogo();
  if (!logo) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 0.5 }}>
      <Box component="img" src={logo.logo_url} alt="" sx={{ height: 32, width: 64, objectFit: 'contain' }} />
      <Box>
        <Typography variant="body2">{logo.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {logo.logo_url}
        </Typography>
      </Box>
    </Box>
  );
}

/** The iterator's remove button, named after its logo so a screen reader tells the buttons apart. */
function RemoveSponsorLogo() {
  const translate = useTranslate();
  const logo = useLogo();
  const { remove } = useSimpleFormIteratorItem();
  return (
    <IconButton
      aria-label={`${translate('cvc.sponsors.remove')} ${logo?.name ?? ''}`}
      onClick={() => remove()}
    >
      <Delete />
    </IconButton>
  );
}

/**
 * The iterator's add button: a name and a logo URL are added together, checked by the domain schema (SPEC §5
 * alert 'Preencha o nome e a URL do logo do patrocinador'), and never beyond SPONSOR_LOGOS_MAX.
 */
function AddSponsorLogo() {
  const translate = useTranslate();
  const { add, total } = useSimpleFormIterator();
  const [name, setName] = useState('');
  const [logoUrl, setLogoUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function addLogo() {
    const parsed = sponsorLogoSchema.safeParse({ name, logo_url: logoUrl });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    if (total >= SPONSOR_LOGOS_MAX) return setProblem(VALIDATION_MESSAGES.tooManyItems(SPONSOR_LOGOS_MAX));
    add(parsed.data);
    setName('');
    setLogoUrl('');
    setProblem(null);
  }

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {problem && (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          label={translate('cvc.sponsors.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          size="small"
          label={translate('cvc.sponsors.logoUrl')}
          value={logoUrl}
          onChange={(event) => setLogoUrl(event.target.value)}
        />
        <Button variant="outlined" onClick={addLogo}>
          {translate('cvc.sponsors.add')}
        </Button>
      </Box>
    </Box>
  );
}

/** SPEC §5 sponsor logos on react-admin's ArrayInput: added with both fields, removed one by one. */
export function SponsorLogosInput() {
  const translate = useTranslate();
  return (
    <ArrayInput
      source="sponsor_logos"
      label="resources.events.fields.sponsor_logos"
      defaultValue={[]}
      aria-label={translate('resources.events.fields.sponsor_logos')}
    >
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        getItemLabel={false}
        addButton={<AddSponsorLogo />}
        removeButton={<RemoveSponsorLogo />}
        // react-admin shows the remove buttons on hover only; keyboard users must reach them too.
        sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
      >
        <SponsorLogoLine />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
