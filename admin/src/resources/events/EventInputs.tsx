import { DateInput, NumberInput, RadioButtonGroupInput, TextInput } from 'react-admin';
import { EVENT_ENABLED_LABELS } from '@cvc/domain';
import { SponsorLogosInput } from './SponsorLogosInput';
import { REQUIRED } from '../../components/required';
import { PublishAtInput } from '../../features/schedule';
import { TranslatedInputs } from '../translations';

// Habilitado / Desabilitado as two radio buttons; the stored value stays a boolean.
const ENABLED_CHOICES = [
  { id: 'true', name: EVENT_ENABLED_LABELS.enabled },
  { id: 'false', name: EVENT_ENABLED_LABELS.disabled },
];

/** SPEC §5 event form: title, date, location and short description required; the rest optional. */
export function EventInputs() {
  return (
    <TranslatedInputs collection="events">
      <TextInput source="title" {...REQUIRED} fullWidth />
      <DateInput source="date" {...REQUIRED} />
      <TextInput source="start_time" type="time" slotProps={{ inputLabel: { shrink: true } }} />
      <TextInput source="end_time" type="time" slotProps={{ inputLabel: { shrink: true } }} />
      <TextInput source="location" {...REQUIRED} fullWidth />
      <TextInput source="description" {...REQUIRED} multiline minRows={2} fullWidth />
      <TextInput source="full_description" multiline minRows={5} fullWidth />
      <TextInput source="image_url" fullWidth />
      <TextInput source="registration_url" fullWidth />
      <TextInput source="sponsors" fullWidth />
      <SponsorLogosInput />
      {/* Seats: a full event puts new sign-ups on its waitlist; empty means no limit. */}
      <NumberInput source="capacity" min={1} step={1} helperText="resources.events.hints.capacity" />
      <RadioButtonGroupInput
        source="enabled"
        choices={ENABLED_CHOICES}
        format={(value: unknown) => (value === false ? 'false' : 'true')}
        parse={(value: string) => value === 'true'}
      />
      <PublishAtInput />
    </TranslatedInputs>
  );
}
