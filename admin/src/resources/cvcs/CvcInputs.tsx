import { NumberInput, TextInput } from 'react-admin';
import { REQUIRED } from '../../components/required';

/**
 * One CVC of the directory behind /api/cvc-info and the market totals (crawler key), shared by create and
 * edit. The lookup key is not a field: the save derives it from the name.
 */
export function CvcInputs() {
  return (
    <>
      <TextInput source="name" {...REQUIRED} fullWidth />
      <TextInput source="sector" {...REQUIRED} fullWidth />
      <NumberInput source="portfolio_startups" {...REQUIRED} min={0} step={1} />
      <NumberInput source="investments" {...REQUIRED} min={0} step={1} />
      <TextInput source="main_stage" {...REQUIRED} />
    </>
  );
}
