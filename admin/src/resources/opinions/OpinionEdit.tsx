import { opinionSchema } from '@cvc/domain';
import { PreviewButton } from '../../components/PreviewButton';
import { ResourceEdit } from '../ResourceForms';
import { OpinionInputs } from './OpinionInputs';

export function OpinionEdit() {
  return (
    <ResourceEdit actions={<PreviewButton kind="opinion" />} schema={opinionSchema}>
      <OpinionInputs />
    </ResourceEdit>
  );
}
