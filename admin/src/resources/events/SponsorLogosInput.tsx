import Delete from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { sponsorLogoSchema, type SponsorLogo } from '@cvc/domain';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';

/**
 * SPEC §5 sponsor logos: a name and a logo URL are added together (otherwise the alert 'Preencha o nome e a
 * URL do logo do patrocinador', from the domain schema); each logo can be removed on its own.
 */
export function SponsorLogosInput() {
  const translate = useTranslate();
  const { field } = useInput<SponsorLogo[]>({ source: 'sponsor_logos', defaultValue: [] });
  const logos: SponsorLogo[] = Array.isArray(field.value) ? field.value : [];
  const [name, setName] = useState('');
  const [logoUrl, setLogoUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function add() {
    const parsed = sponsorLogoSchema.safeParse({ name, logo_url: logoUrl });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    field.onChange([...logos, parsed.data]);
    setName('');
    setLogoUrl('');
    setProblem(null);
  }

  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, width: '100%' }}
    >
      <Typography component="legend" variant="subtitle2">
        {translate('resources.events.fields.sponsor_logos')}
      </Typography>
      <List dense aria-label={translate('resources.events.fields.sponsor_logos')}>
        {logos.map((logo, index) => (
          <ListItem
            key={`${logo.logo_url}-${index}`}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`${translate('cvc.sponsors.remove')} ${logo.name}`}
                onClick={() => field.onChange(logos.filter((_, i) => i !== index))}
              >
                <Delete />
              </IconButton>
            }
          >
            <Box
              component="img"
              src={logo.logo_url}
              alt=""
              sx={{ height: 32, width: 64, objectFit: 'contain', mr: 2 }}
            />
            <ListItemText primary={logo.name} secondary={logo.logo_url} />
          </ListItem>
        ))}
      </List>
      {problem && (
        <Alert severity="warning" role="alert" sx={{ mb: 1 }}>
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
        <Button variant="outlined" onClick={add}>
          {translate('cvc.sponsors.add')}
        </Button>
      </Box>
    </Box>
  );
}
