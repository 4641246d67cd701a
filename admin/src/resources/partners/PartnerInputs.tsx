import { NumberInput, TextInput } from 'react-admin';

/**
 * SPEC §5 partner form, shared by the partner, maintainer and participant pages (each forces its own type in
 * providers/domainRules). An empty logo URL fails with 'URL do Logo é obrigatória' from the domain schema.
 */
export function PartnerInputs() {
  return (
    <>
      <TextInput source="name" fullWidth />
      <TextInput source="logo_url" fullWidth />
      <TextInput source="website_url" fullWidth />
      <NumberInput source="display_order" min={0} step={1} />
    </>
  );
}
