import { NumberInput, TextInput } from 'react-admin';
import { REQUIRED } from '../../components/required';

/** One sector of the home page's market intelligence band (crawler key). */
export function MarketSectorInputs() {
  return (
    <>
      <TextInput source="name" {...REQUIRED} fullWidth />
      <NumberInput source="cvcs" {...REQUIRED} min={0} step={1} />
      <NumberInput source="maturity" {...REQUIRED} min={0} max={100} />
      <NumberInput source="percentage" {...REQUIRED} min={0} max={100} />
    </>
  );
}
