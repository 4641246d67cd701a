import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { buyButtonLabel, type Report, type ReportDownloadInput } from '@cvc/domain';
import { ButtonLink } from './Button';
import { Badge } from './Card';
import { contactFields } from './contactFields';
import { reportCover } from './fallbackImages';
import { ContentInLanguage, UntranslatedNote } from './ContentInLanguage';
import { Modal } from './Modal';
import { openPendingTab } from './pendingTab';
import { PublicForm } from './PublicForm';

export interface ReportModalProps {
  report: Report | null;
  onClose: () => void;
  /** Records the download and resolves to the file's address (the public report does not hold it). */
  submitDownload: (download: ReportDownloadInput) => Promise<string>;
}

/**
 * Free reports: name, e-mail and company, then the PDF opens in a new tab (or, where the browser refuses the
 * tab, the dialog offers the file's link). Paid: checkout in a new tab.
 */
export function ReportModal({ report, onClose, submitDownload }: ReportModalProps) {
  return (
    <Modal
      open={report !== null}
      onClose={onClose}
      title={
        report && (
          <ContentInLanguage item={report} as="span">
            {report.title}
          </ContentInLanguage>
        )
      }
      size="md"
    >
      {/* Keyed by report so each opening starts with an empty form. */}
      {report && (
        <ReportDetails key={report.id} report={report} onClose={onClose} submitDownload={submitDownload} />
      )}
    </Modal>
  );
}

function ReportDetails({ report, onClose, submitDownload }: ReportModalProps & { report: Report }) {
  const { t } = useTranslation();
  return (
    <Layout>
      <img src={reportCover(report)} alt="" width={160} height={214} />
      <div>
        <Badge $tone={report.is_free ? 'success' : 'accent'}>
          {report.is_free ? t('reports.free') : t('reports.paid')}
        </Badge>
        {report.category && (
          <ContentInLanguage item={report} as={Category}>
            {report.category}
          </ContentInLanguage>
        )}
        <UntranslatedNote item={report} />
        <ContentInLanguage item={report} as={Description}>
          {report.description}
        </ContentInLanguage>
        {report.is_free ? (
          <DownloadForm report={report} onClose={onClose} submitDownload={submitDownload} />
        ) : (
          <ButtonLink
            href={report.checkout_url ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            $variant="accent"
            $size="lg"
          >
            {buyButtonLabel(report.price ?? 0)}
          </ButtonLink>
        )}
      </div>
    </Layout>
  );
}

function DownloadForm({ report, onClose, submitDownload }: ReportModalProps & { report: Report }) {
  const { t } = useTranslation();
  // The file's address when the browser refused the tab: the dialog then shows it as a link.
  const refusedTabUrl = useRef<string | null>(null);
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  if (fileUrl) {
    return (
      <Ready role="status">
        <p>{t('reportModal.ready')}</p>
        <ButtonLink href={fileUrl} target="_blank" rel="noopener" $variant="accent" $size="lg">
          {t('reportModal.open')}
        </ButtonLink>
      </Ready>
    );
  }
  const fields = contactFields(['name', 'email', 'company'], (name) => t(`lead.${name}`));
  return (
    <PublicForm
      heading={<h3>{t('reportModal.formTitle')}</h3>}
      fields={fields}
      send={async (values) => {
        // A field of spaces only passes the browser's check but not the schema's: no tab for a sure refusal.
        const blank = fields.some(({ name, required = true }) => required && !values[name].trim());
        const tab = blank ? null : openPendingTab(); // before any await: still in the click's gesture
        try {
          const pdfUrl = await submitDownload({ ...values, report_id: report.id });
          if (tab) tab.go(pdfUrl);
          else refusedTabUrl.current = pdfUrl;
        } catch (error) {
          // Nothing to show in it: the dialog says what failed and keeps the typed data.
          tab?.close();
          throw error;
        }
      }}
      submitLabel={t('reports.download')}
      submittingLabel={t('reportModal.submitting')}
      failure={{ inline: t('reportModal.error') }}
      onSent={() => (refusedTabUrl.current ? setFileUrl(refusedTabUrl.current) : onClose())}
    />
  );
}

const Ready = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
`;

const Layout = styled.div`
  display: grid;
  gap: 20px;
  img {
    width: 120px;
    border-radius: ${({ theme }) => theme.radius.sm};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  @media (min-width: 560px) {
    grid-template-columns: 160px 1fr;
    img {
      width: 160px;
    }
  }
  h3 {
    font-size: 1rem;
  }
`;

const Category = styled.span`
  margin-left: 8px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  font-weight: 600;
`;

const Description = styled.p`
  margin: 12px 0 20px;
  color: ${({ theme }) => theme.colors.muted};
`;
