import { SITE_LOGOS_MAX } from '@cvc/domain';
import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';

function LogoListInput({ source, label }: { source: string; label: string }) {
  return (
    <ArrayInput source={source} label={`${label} (até ${SITE_LOGOS_MAX})`}>
      <SimpleFormIterator inline>
        <TextInput source="name" label="Nome (texto alternativo)" />
        <TextInput source="logo_url" label="URL do logo" sx={{ minWidth: 360 }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/**
 * Who the association is where visitors see it: its name and postal address (the footer of every email), the
 * president and vice-president (home and Formação Executiva) and the logos of the Venture Lab cases and the
 * training partners. The role titles are the site's own texts, translated there.
 */
export function IdentityInputs() {
  return (
    <>
      <TextInput source="association.name" label="Nome da associação (rodapé dos e-mails)" fullWidth />
      <TextInput
        source="association.postal_address"
        label="Endereço postal (rodapé dos e-mails)"
        helperText="Impresso no rodapé de todo e-mail enviado"
        fullWidth
      />
      <TextInput source="leadership.president.name" label="Presidente: nome" fullWidth />
      <TextInput source="leadership.president.photo_url" label="Presidente: URL da foto" fullWidth />
      <TextInput source="leadership.vice_president.name" label="Vice-presidente: nome" fullWidth />
      <TextInput
        source="leadership.vice_president.photo_url"
        label="Vice-presidente: URL da foto"
        fullWidth
      />
      <LogoListInput source="venture_lab_cases" label="Venture Lab: logos dos cases" />
      <LogoListInput source="training_partners" label="Formação Executiva: logos dos parceiros" />
    </>
  );
}
