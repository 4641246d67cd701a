import { useTranslation } from 'react-i18next';
import type { EventRsvpInput } from '@cvc/domain';
import { Button } from './Button';
import { contactFields } from './contactFields';
import { PublicForm } from './PublicForm';

interface RsvpFormProps {
  eventId: string;
  submit: (rsvp: EventRsvpInput) => Promise<void>;
  onSuccess: () => void;
  /** The modal's way back to the details; the event page shows the form beside them and needs none. */
  onBack?: () => void;
}

/** Event sign-up: all five fields required; a failure shows the inline message of SPEC §8 and keeps the data. */
export function RsvpForm({ eventId, submit, onSuccess, onBack }: RsvpFormProps) {
  const { t } = useTranslation();
  return (
    <PublicForm
      fields={contactFields(['name', 'email', 'company', 'position', 'phone'], (name) => t(`lead.${name}`))}
      send={(values) => submit({ ...values, event_id: eventId })}
      submitLabel={t('events.rsvpSubmit')}
      submittingLabel={t('lead.submitting')}
      failure={{ inline: t('events.rsvpError') }}
      onSent={onSuccess}
      besideSubmit={
        onBack
          ? (sending) => (
              <Button $variant="ghost" onClick={onBack} disabled={sending}>
                <span aria-hidden="true">←</span> {t('trustedAdvisor.back')}
              </Button>
            )
          : undefined
      }
    />
  );
}
