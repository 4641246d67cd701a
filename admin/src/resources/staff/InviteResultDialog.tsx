import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import type { StaffInviteResult } from '@cvc/domain';
import { STAFF_TEXTS as T } from '../../texts/staff';

/**
 * Shown once after an invite. With mail on, the member got the password-setting link by email and the dialog
 * only says so; otherwise it shows the one-time password and the link, which nothing can show again.
 */
export function InviteResultDialog({ result, onClose }: { result: StaffInviteResult; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{T.invited}</DialogTitle>
      <DialogContent>
        {result.emailed ? (
          <Alert severity="success" sx={{ mt: 1 }}>
            {T.invitedByMail(result.email)}
          </Alert>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="info">{T.inviteByHand(result.email)}</Alert>
            {result.oneTimePassword && (
              <TextField
                label={T.oneTimePassword}
                value={result.oneTimePassword}
                slotProps={{ htmlInput: { readOnly: true } }}
              />
            )}
            <TextField
              label={T.resetLink}
              value={result.resetLink}
              multiline
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {T.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
