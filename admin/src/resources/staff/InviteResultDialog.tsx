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
 * Shown once after an invite. With mail on, the member got the password-setting link by email and the dialog
 * only says so; otherwise it shows the one-time password and the link, which nothing can show again.
 */
export function InviteResultDialog({ result, onClose }: { result: StaffInviteResult; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Convite criado</DialogTitle>
      <DialogContent>
        {result.emailed ? (
          <Alert severity="success" sx={{ mt: 1 }}>
            Enviamos a {result.email} um e-mail com o link para definir a senha. Depois de defini-la, o membro
            entra no painel com este e-mail.
          </Alert>
        ) : (
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
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
