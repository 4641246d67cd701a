import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { PERMISSION_KEYS } from '@cvc/domain';
import { PERMISSION_KEY_LABELS } from '../../texts/crm';
import type { PermissionKey } from '@cvc/domain';
import { STAFF_FIELD_LABELS as L } from '../../texts/staff';
import { useTranslate } from 'react-admin';
import { STAFF_TEXTS as T } from '../../texts/staff';

export type StaffFormValues = {
  name: string;
  email: string;
  admin: boolean;
  keys: PermissionKey[];
  leadAlerts: boolean;
};

/** Alerts go only to who may open the lead: admins and holders of the `leads` key. */
export function mayReceiveLeadAlerts(values: Pick<StaffFormValues, 'admin' | 'keys'>): boolean {
  return values.admin || values.keys.includes('leads');
}

/**
 * Invite (email editable) or edit (email fixed) a member: name, admin role, the keys they hold, and whether
 * they get an email for each new lead.
 */
export function StaffFormDialog(props: {
  title: string;
  /** A message key or the text itself: react-admin's translate returns a text it has no key for. */
  submitLabel: string;
  initial: StaffFormValues;
  emailEditable: boolean;
  onSubmit: (values: StaffFormValues) => Promise<void>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [values, setValues] = useState(props.initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function toggleKey(key: PermissionKey, on: boolean) {
    setValues((v) => ({ ...v, keys: on ? [...v.keys, key] : v.keys.filter((k) => k !== key) }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit(values);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : props.onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} aria-label={props.title}>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label={L.name}
              required
              value={values.name}
              onChange={(e) => setValues({ ...values, name: e.target.value })}
            />
            <TextField
              label={L.email}
              type="email"
              required
              disabled={!props.emailEditable}
              value={values.email}
              onChange={(e) => setValues({ ...values, email: e.target.value })}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.admin}
                  onChange={(e) => setValues({ ...values, admin: e.target.checked })}
                />
              }
              label={L.role}
            />
            <FormGroup aria-label={L.permissions}>
              <FormLabel>{L.permissions}</FormLabel>
              {PERMISSION_KEYS.map((key) => (
                <FormControlLabel
                  key={key}
                  disabled={values.admin}
                  control={
                    <Checkbox
                      checked={values.admin || values.keys.includes(key)}
                      onChange={(e) => toggleKey(key, e.target.checked)}
                    />
                  }
                  label={PERMISSION_KEY_LABELS[key]}
                />
              ))}
            </FormGroup>
            <FormControlLabel
              disabled={!mayReceiveLeadAlerts(values)}
              control={
                <Checkbox
                  checked={mayReceiveLeadAlerts(values) && values.leadAlerts}
                  onChange={(e) => setValues({ ...values, leadAlerts: e.target.checked })}
                />
              }
              label={L.lead_alerts}
            />
            <FormHelperText sx={{ mt: '0 !important' }}>{T.leadAlertsHint}</FormHelperText>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(props.submitLabel)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
