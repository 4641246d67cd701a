import { maturityLabel } from '@cvc/domain';
import { FunctionField, NumberField, TextField } from 'react-admin';
import { ResourceList } from '../../components/ResourceList';

export function MarketSectorList() {
  return (
    <ResourceList sort={{ field: 'cvcs', order: 'DESC' }}>
      <TextField source="name" />
      <NumberField source="cvcs" />
      <FunctionField
        source="maturity"
        render={(record: { maturity?: number }) =>
          `${record.maturity ?? 0} · ${maturityLabel(record.maturity ?? 0)}`
        }
      />
      <NumberField source="percentage" />
    </ResourceList>
  );
}
