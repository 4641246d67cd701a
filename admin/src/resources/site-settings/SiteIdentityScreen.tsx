import { SITE_IDENTITY_DEFAULTS, SITE_IDENTITY_DOC_ID, siteIdentitySchema } from '@cvc/domain';
import { zodValidator } from '../../components/zodValidator';
import { IdentityInputs } from './IdentityInputs';
import { SingleDocumentScreen } from './SingleDocumentScreen';
import { SETTINGS_TEXTS as T } from '../../texts/settings';

const validate = zodValidator(siteIdentitySchema);

/** The association's name, address, leaders and logo lists; a new project starts from the values the site shows. */
export function SiteIdentityScreen() {
  return (
    <SingleDocumentScreen
      resource="site-identity"
      id={SITE_IDENTITY_DOC_ID}
      title={T.identityTitle}
      validate={validate}
      defaultValues={SITE_IDENTITY_DEFAULTS}
    >
      <IdentityInputs />
    </SingleDocumentScreen>
  );
}
