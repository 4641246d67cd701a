import { TextInput } from 'react-admin';
import { Typography } from '@mui/material';
import { SITE_SETTINGS_LABELS as L } from '../../texts/settings';
import { REQUIRED } from '../../components/required';
import { SETTINGS_TEXTS as T } from '../../texts/settings';

/**
 * Who the privacy notice names (LGPD): the controller and the encarregado, and the notice's version. Every
 * form records the version shown, so a new one is set when the notice's terms change.
 */
export function PrivacyInputs() {
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {T.privacy}
      </Typography>
      <TextInput
        source="privacy.controller_name"
        {...REQUIRED}
        label={L['privacy.controller_name']}
        fullWidth
      />
      <TextInput
        source="privacy.controller_address"
        {...REQUIRED}
        label={L['privacy.controller_address']}
        fullWidth
      />
      <TextInput
        source="privacy.controller_email"
        {...REQUIRED}
        label={L['privacy.controller_email']}
        fullWidth
      />
      <TextInput source="privacy.dpo_name" {...REQUIRED} label={L['privacy.dpo_name']} fullWidth />
      <TextInput
        source="privacy.dpo_email"
        {...REQUIRED}
        label={L['privacy.dpo_email']}
        helperText={T.dpoEmailHint}
        fullWidth
      />
      <TextInput
        source="privacy.notice_version"
        {...REQUIRED}
        label={L['privacy.notice_version']}
        helperText={T.noticeVersionHint}
      />
    </>
  );
}
