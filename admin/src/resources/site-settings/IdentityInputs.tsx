import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';
import { SITE_IDENTITY_LABELS as L } from '../../texts/settings';
import { REQUIRED } from '../../components/required';
import { SETTINGS_TEXTS as T } from '../../texts/settings';

function LogoListInput({ source }: { source: 'venture_lab_cases' | 'training_partners' }) {
  return (
    <ArrayInput source={source} label={L[source]}>
      <SimpleFormIterator inline>
        <TextInput source="name" {...REQUIRED} label={L['logos.name']} />
        <TextInput source="logo_url" {...REQUIRED} label={L['logos.logo_url']} sx={{ minWidth: 360 }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** The association's pages on other sites (LinkedIn, Instagram, YouTube…): the home names them to search engines. */
function ProfilesInput() {
  return (
    <ArrayInput source="profiles" label={L.profiles} helperText={T.profilesHint}>
      <SimpleFormIterator inline>
        <TextInput source="url" {...REQUIRED} label={L['profiles.url']} sx={{ minWidth: 420 }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/**
 * Who the association is where visitors see it: its name and postal address (the footer of every email), the
 * president and vice-president (home and Formação Executiva), the logos of the Venture Lab cases and the
 * training partners, and its profiles on other sites. The role titles are the site's own texts, translated there.
 */
export function IdentityInputs() {
  return (
    <>
      <TextInput source="association.name" {...REQUIRED} label={L['association.name']} fullWidth />
      <TextInput
        source="association.postal_address"
        {...REQUIRED}
        label={L['association.postal_address']}
        helperText={T.postalAddressHint}
        fullWidth
      />
      <TextInput
        source="leadership.president.name"
        {...REQUIRED}
        label={L['leadership.president.name']}
        fullWidth
      />
      <TextInput
        source="leadership.president.photo_url"
        {...REQUIRED}
        label={L['leadership.president.photo_url']}
        fullWidth
      />
      <TextInput
        source="leadership.vice_president.name"
        {...REQUIRED}
        label={L['leadership.vice_president.name']}
        fullWidth
      />
      <TextInput
        source="leadership.vice_president.photo_url"
        {...REQUIRED}
        label={L['leadership.vice_president.photo_url']}
        fullWidth
      />
      <LogoListInput source="venture_lab_cases" />
      <LogoListInput source="training_partners" />
      <ProfilesInput />
    </>
  );
}
