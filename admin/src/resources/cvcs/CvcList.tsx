import { NumberField, TextField } from 'react-admin';
import { ResourceList } from '../../components/ResourceList';

export function CvcList() {
  return (
    <ResourceList sort={{ field: 'name', order: 'ASC' }}>
      <TextField source="name" />
      <TextField source="sector" />
      <NumberField source="portfolio_startups" />
      <NumberField source="investments" />
      <TextField source="main_stage" sortable={false} />
    </ResourceList>
  );
}
