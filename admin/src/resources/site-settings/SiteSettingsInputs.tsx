import { MEDIA_LINKS_MAX } from '@cvc/domain';
import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';
import { CourseOfferInputs } from './CourseOfferInputs';
import { PrivacyInputs } from './PrivacyInputs';

/**
 * Every external address of the public site, the course offers and the privacy notice's details; the domain
 * schema checks each on save.
 */
export function SiteSettingsInputs() {
  return (
    <>
      <TextInput source="radar_url" label="Radar CVC (URL)" fullWidth />
      <TextInput source="guide_url" label="Guia CVC (URL)" fullWidth />
      <TextInput source="press_url" label="Imprensa (URL)" fullWidth />
      <TextInput
        source="executive_training_video_url"
        label="Vídeo da Formação Executiva (URL de incorporação)"
        helperText="https://www.youtube-nocookie.com/embed/…"
        fullWidth
      />
      <ArrayInput source="media_links" label={`Na imprensa (até ${MEDIA_LINKS_MAX})`}>
        <SimpleFormIterator inline disableReordering>
          <TextInput source="outlet" label="Veículo" />
          <TextInput source="url" label="URL da matéria" sx={{ minWidth: 360 }} />
        </SimpleFormIterator>
      </ArrayInput>
      <CourseOfferInputs />
      <PrivacyInputs />
    </>
  );
}
