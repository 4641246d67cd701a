import { marketSectorSchema } from '@cvc/domain';
import { ResourceCreate } from '../ResourceForms';
import { MarketSectorInputs } from './MarketSectorInputs';

export function MarketSectorCreate() {
  return (
    <ResourceCreate schema={marketSectorSchema}>
      <MarketSectorInputs />
    </ResourceCreate>
  );
}
