import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';
import { CourseOfferInputs } from './CourseOfferInputs';
import { PrivacyInputs } from './PrivacyInputs';
import { SITE_SETTINGS_LABELS as L } from '../../texts/settings';
import { REQUIRED } from '../../components/required';
import { SETTINGS_TEXTS as T } from '../../texts/settings';

/**
 * Every external address of the public site, the course offers and the privacy notice's details; the domain
 * schema checks each on save.
 */
export function SiteSettingsInputs() {
  return (
    <>
      <TextInput source="radar_url" {...REQUIRED} label={L.radar_url} fullWidth />
      <TextInput source="guide_url" {...REQUIRED} label={L.guide_url} fullWidth />
      <TextInput source="press_url" {...REQUIRED} label={L.press_url} fullWidth />
      <TextInput
        source="executive_training_video_url"
        {...REQUIRED}
        label={L.executive_training_video_url}
        helperText={T.videoUrlHint}
        fullWidth
      />
      <ArrayInput source="media_links" label={L.media_links}>
        <SimpleFormIterator inline disableReordering>
          <TextInput source="outlet" {...REQUIRED} label={L['media_links.outlet']} />
          <TextInput source="url" {...REQUIRED} label={L['media_links.url']} sx={{ minWidth: 360 }} />
        </SimpleFormIterator>
      </ArrayInput>
      <CourseOfferInputs />
      <PrivacyInputs />
    </>
  );
}
