import { TextInput } from 'react-admin';
import { Typography } from '@mui/material';

/**
 * Who the privacy notice names (LGPD): the controller and the encarregado, and the notice's version. Every
 * form records the version shown, so a new one is set when the notice's terms change.
 */
export function PrivacyInputs() {
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Privacidade (LGPD)
      </Typography>
      <TextInput source="privacy.controller_name" label="Controlador: nome (razão social)" fullWidth />
      <TextInput source="privacy.controller_address" label="Controlador: endereço" fullWidth />
      <TextInput source="privacy.controller_email" label="Controlador: e-mail de contato" fullWidth />
      <TextInput source="privacy.dpo_name" label="Encarregado (DPO): nome" fullWidth />
      <TextInput
        source="privacy.dpo_email"
        label="Encarregado (DPO): e-mail"
        helperText="Para onde os titulares escrevem para exercer os seus direitos"
        fullWidth
      />
      <TextInput
        source="privacy.notice_version"
        label="Versão do aviso de privacidade"
        helperText="Ex.: 2026-11-25. Mude-a quando o aviso mudar: cada formulário registra a versão mostrada"
      />
    </>
  );
}
