import { NumberInput, TextInput, useResourceContext } from 'react-admin';
import { PartnerTypeInput } from './PartnerTypeInput';
import { REQUIRED } from '../../components/required';

/**
 * SPEC §5 partner form, shared by the partner, maintainer and participant pages. Only the Partners screen,
 * which lists every type, edits the type; the other two force their own in providers/domainRules. An empty
 * logo URL fails with 'URL do Logo é obrigatória' from the domain schema.
 */
export function PartnerInputs() {
  const resource = useResourceContext();
  return (
    <>
      <TextInput source="name" {...REQUIRED} fullWidth />
      <TextInput source="logo_url" {...REQUIRED} fullWidth />
      <TextInput source="website_url" fullWidth />
      <NumberInput source="display_order" min={0} step={1} />
      {resource === 'partners' && <PartnerTypeInput />}
    </>
  );
}
