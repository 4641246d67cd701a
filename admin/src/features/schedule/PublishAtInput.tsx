import { TextInput } from 'react-admin';

export const PUBLISH_AT_LABEL = 'Publicar em (horário de São Paulo)';
export const PUBLISH_AT_HELP =
  'Vazio: publica ao salvar como Publicado. Uma data e hora futuras agendam: o item só aparece no site nesse momento.';

export const UNPUBLISH_AT_LABEL = 'Retirar do site em (horário de São Paulo)';
export const UNPUBLISH_AT_HELP = 'Opcional: nesse momento o item sai do site sozinho. Vazio: fica no site.';

/**
 * The schedule, publication and withdrawal: each a São Paulo date and time, typed as the browser's datetime-local value and read on São
 * Paulo's clock by the domain (never the browser's zone). What was typed stays in the field when refused.
 */
export function PublishAtInput() {
  return (
    <>
      <TextInput
        source="publish_at"
        type="datetime-local"
        label={PUBLISH_AT_LABEL}
        helperText={PUBLISH_AT_HELP}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextInput
        source="unpublish_at"
        type="datetime-local"
        label={UNPUBLISH_AT_LABEL}
        helperText={UNPUBLISH_AT_HELP}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
