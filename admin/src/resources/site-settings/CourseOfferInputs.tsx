import { DateInput, NumberInput, TextInput } from 'react-admin';
import { Typography } from '@mui/material';
import { SITE_SETTINGS_LABELS as L } from '../../texts/settings';
import { REQUIRED } from '../../components/required';
import { SETTINGS_TEXTS as T } from '../../texts/settings';

// No min/max on the inputs: the browser would block the save with its own message; the domain schema's
// messages name the bounds.
function OfferTerms({ offer }: { offer: 'executive_training_offer' | 'course_2030_offer' }) {
  return (
    <>
      <NumberInput source={`${offer}.price_brl`} {...REQUIRED} label={L[`${offer}.price_brl`]} step={1} />
      <NumberInput
        source={`${offer}.max_instalments`}
        {...REQUIRED}
        label={L[`${offer}.max_instalments`]}
        step={1}
      />
      <TextInput
        source={`${offer}.checkout_url`}
        {...REQUIRED}
        label={L[`${offer}.checkout_url`]}
        fullWidth
      />
    </>
  );
}

/**
 * The two courses the site sells. The landing pages and the home's program badge follow these: after the
 * last sign-up day (São Paulo) a page says sign-ups are closed and takes interest in the next class instead.
 */
export function CourseOfferInputs() {
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {T.executiveTraining}
      </Typography>
      <DateInput
        source="executive_training_offer.start_date"
        {...REQUIRED}
        label={L['executive_training_offer.start_date']}
      />
      <DateInput
        source="executive_training_offer.end_date"
        {...REQUIRED}
        label={L['executive_training_offer.end_date']}
      />
      <DateInput
        source="executive_training_offer.signup_until"
        {...REQUIRED}
        label={L['executive_training_offer.signup_until']}
        helperText={T.enrolmentEndsHint}
      />
      <OfferTerms offer="executive_training_offer" />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {T.course2030}
      </Typography>
      <DateInput
        source="course_2030_offer.available_from"
        {...REQUIRED}
        label={L['course_2030_offer.available_from']}
      />
      <DateInput
        source="course_2030_offer.sales_until"
        {...REQUIRED}
        label={L['course_2030_offer.sales_until']}
        helperText={T.enrolmentEndsHint}
      />
      <OfferTerms offer="course_2030_offer" />
    </>
  );
}
