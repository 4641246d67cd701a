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

/**
 * Shown once after an invite: the one-time password (for a new account) and the link with which the member
 * chooses their own password. Neither is stored anywhere the console can show again.
 */
export function InviteResultDialog({ result, onClose }: { result: StaffInviteResult; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Convite criado</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info">
            Envie estes dados a {result.email}. Eles não serão mostrados novamente.
          </Alert>
          {result.oneTimePassword && (
            <TextField
              label="Senha provisória"
              value={result.oneTimePassword}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          )}
          <TextField
            label="Link para definir a senha"
            value={result.resetLink}
            multiline
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
