import { TextInput } from 'react-admin';
import { ReportPriceInputs } from './ReportPriceInputs';

/** SPEC §5: title, description and PDF URL required; cover and category optional; then free or paid. */
export function ReportInputs() {
  return (
    <>
      <TextInput source="title" fullWidth />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <TextInput source="pdf_url" fullWidth />
      <TextInput source="cover_image_url" fullWidth />
      <TextInput source="category" />
      <ReportPriceInputs />
    </>
  );
}
