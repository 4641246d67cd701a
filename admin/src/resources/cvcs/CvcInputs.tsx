import { NumberInput, TextInput } from 'react-admin';

/**
 * One CVC of the directory behind /api/cvc-info and the market totals (crawler key), shared by create and
 * edit. The lookup key is not a field: the save derives it from the name.
 */
export function CvcInputs() {
  return (
    <>
      <TextInput source="name" fullWidth />
      <TextInput source="sector" fullWidth />
      <NumberInput source="portfolio_startups" min={0} step={1} />
      <NumberInput source="investments" min={0} step={1} />
      <TextInput source="main_stage" />
    </>
  );
}
