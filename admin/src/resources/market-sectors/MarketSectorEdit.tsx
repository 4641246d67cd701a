import { marketSectorSchema } from '@cvc/domain';
import { ResourceEdit } from '../ResourceForms';
import { MarketSectorInputs } from './MarketSectorInputs';

export function MarketSectorEdit() {
  return (
    <ResourceEdit schema={marketSectorSchema}>
      <MarketSectorInputs />
    </ResourceEdit>
  );
}
