import { useTranslation } from 'react-i18next';
import { LEAD_SOURCE } from '@cvc/domain';
import { LeadFormModal, type LeadModalProps } from './LeadModal';

/** Interest in the executive training (source 'executive_training'), with the position an executive holds. */
export function ExecutiveTrainingModal(props: LeadModalProps) {
  const { t } = useTranslation();
  return (
    <LeadFormModal
      {...props}
      title={t('executiveTrainingLead.title')}
      intro={t('executiveTrainingLead.intro')}
      source={LEAD_SOURCE.executiveTraining}
      withPosition
    />
  );
}
