import { TextInput } from 'react-admin';
import { SCHEDULE_TEXTS as T } from '../../texts/schedule';

/**
 * The schedule, publication and withdrawal: each a São Paulo date and time, typed as the browser's datetime-local value and read on São
 * Paulo's clock by the domain (never the browser's zone). What was typed stays in the field when refused.
 */
export function PublishAtInput() {
  return (
    <>
      <TextInput
        source="publish_at"
        type="datetime-local"
        label={T.publishAt}
        helperText={T.publishAtHelp}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextInput
        source="unpublish_at"
        type="datetime-local"
        label={T.unpublishAt}
        helperText={T.unpublishAtHelp}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
