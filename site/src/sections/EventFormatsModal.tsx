import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Modal } from '../components/Modal';

export interface EventFormatsModalProps {
  open: boolean;
  onClose: () => void;
}

/** The two event formats: the itinerant series and the flagship annual meeting. */
export function EventFormatsModal({ open, onClose }: EventFormatsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('eventFormats.title')}>
      <Formats>
        {(['itinerant', 'flagship'] as const).map((format) => (
          <div key={format}>
            <h3>{t(`eventFormats.${format}.title`)}</h3>
            <p>{t(`eventFormats.${format}.text`)}</p>
          </div>
        ))}
      </Formats>
    </Modal>
  );
}

const Formats = styled.div`
  display: grid;
  gap: 14px;
  div {
    padding: 16px 18px;
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.soft};
  }
  h3 {
    margin-bottom: 6px;
    font-size: 1.05rem;
  }
`;
