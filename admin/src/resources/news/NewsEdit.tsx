import { newsSchema } from '@cvc/domain';
import { PreviewButton } from '../../components/PreviewButton';
import { ResourceEdit } from '../ResourceForms';
import { NewsInputs } from './NewsInputs';

export function NewsEdit() {
  return (
    <ResourceEdit actions={<PreviewButton kind="news" />} schema={newsSchema}>
      <NewsInputs />
    </ResourceEdit>
  );
}
