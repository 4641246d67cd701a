import { withFreeReport } from '@cvc/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { REQUIRED } from '../../components/required';

/**
 * SPEC §4 free/paid toggle: ticking Gratuito forces price 0 and clears the checkout URL (domain
 * withFreeReport); a paid report shows price (≥ 0, step 0.01) and checkout URL, both required on save.
 */
export function ReportPriceInputs() {
  const { getValues, setValue } = useFormContext();
  const isFree = useWatch({ name: 'is_free' }) !== false;
  return (
    <>
      <BooleanInput
        source="is_free"
        onChange={(event: { target: { checked: boolean } }) => {
          const next = withFreeReport(getValues(), event.target.checked);
          setValue('price', next.price, { shouldDirty: true });
          setValue('checkout_url', next.checkout_url, { shouldDirty: true });
        }}
      />
      {!isFree && (
        <>
          <NumberInput source="price" {...REQUIRED} min={0} step={0.01} />
          <TextInput source="checkout_url" {...REQUIRED} fullWidth />
        </>
      )}
    </>
  );
}
