import { SITE_SETTINGS_DOC_ID, SITE_SETTINGS_PLACEHOLDERS, siteSettingsSchema } from '@cvc/domain';
import { zodValidator } from '../../components/zodValidator';
import { SingleDocumentScreen } from './SingleDocumentScreen';
import { SiteSettingsInputs } from './SiteSettingsInputs';
import { SETTINGS_TEXTS as T } from '../../texts/settings';

const validate = zodValidator(siteSettingsSchema);

/** The site's external addresses, course offers and privacy settings; a new project starts from the placeholders. */
export function SiteSettingsScreen() {
  return (
    <SingleDocumentScreen
      resource="site-settings"
      id={SITE_SETTINGS_DOC_ID}
      title={T.settingsTitle}
      validate={validate}
      defaultValues={SITE_SETTINGS_PLACEHOLDERS}
    >
      <SiteSettingsInputs />
    </SingleDocumentScreen>
  );
}
