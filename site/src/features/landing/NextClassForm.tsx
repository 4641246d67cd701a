import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LeadInput, LeadSource } from '@cvc/domain';
import { Button } from '../../components/Button';
import { LazyLandingLeadForm } from './LazyLandingLeadForm';

export interface NextClassFormProps {
  source: LeadSource;
  submit: (lead: LeadInput) => Promise<void>;
  expanded: boolean;
  onExpand: () => void;
}

/**
 * A course whose sign-ups have closed: says so in the visitor's language, with no price and no checkout, and
 * still takes the visitor's details (the page's own lead form and source) to tell them of the next class.
 */
export function NextClassForm({ source, submit, expanded, onExpand }: NextClassFormProps) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{t('courseOffer.closedTitle')}</h2>
      <p>{t('courseOffer.closedText')}</p>
      {expanded ? (
        <LazyLandingLeadForm
          source={source}
          submit={submit}
          submitLabel={t('courseOffer.notifySubmit')}
          success={
            <Notified>
              <strong>{t('courseOffer.notifiedTitle')}</strong>
              <p>{t('courseOffer.notifiedText')}</p>
            </Notified>
          }
        />
      ) : (
        <Button $variant="accent" $size="lg" $block onClick={onExpand}>
          {t('courseOffer.notifyMe')}
        </Button>
      )}
    </>
  );
}

const Notified = styled.div`
  display: grid;
  gap: 8px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.successSoft};
  text-align: center;
  strong {
    color: ${({ theme }) => theme.colors.success};
    font-size: 1.2rem;
  }
`;
