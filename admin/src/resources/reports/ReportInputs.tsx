import { TextInput } from 'react-admin';
import { ReportPriceInputs } from './ReportPriceInputs';
import { REQUIRED } from '../../components/required';
import { PublishAtInput } from '../../features/schedule';
import { TranslatedInputs } from '../translations';

/** SPEC §5: title, description and PDF URL required; cover and category optional; then free or paid. */
export function ReportInputs() {
  return (
    <TranslatedInputs collection="reports">
      <TextInput source="title" {...REQUIRED} fullWidth />
      <TextInput source="description" {...REQUIRED} multiline minRows={3} fullWidth />
      <TextInput source="pdf_url" {...REQUIRED} fullWidth />
      <TextInput source="cover_image_url" fullWidth />
      <TextInput source="category" />
      <ReportPriceInputs />
      <PublishAtInput />
    </TranslatedInputs>
  );
}
