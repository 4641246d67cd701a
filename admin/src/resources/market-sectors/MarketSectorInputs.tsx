import { NumberInput, TextInput } from 'react-admin';

/** One sector of the home page's market intelligence band (crawler key). */
export function MarketSectorInputs() {
  return (
    <>
      <TextInput source="name" fullWidth />
      <NumberInput source="cvcs" min={0} step={1} />
      <NumberInput source="maturity" min={0} max={100} />
      <NumberInput source="percentage" min={0} max={100} />
    </>
  );
}
