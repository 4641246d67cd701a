import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { buyButtonLabel, PUBLIC_TEXT_MAX as MAX, type Report, type ReportDownloadInput } from '@cvc/domain';
import { Button, ButtonLink } from './Button';
import { Badge } from './Card';
import { reportCover } from './fallbackImages';
import { emptyValues, Form, FormError, FormFields, type FieldSpec } from './FormFields';
import { Modal } from './Modal';
import { useSubmission } from './useSubmission';
import { Honeypot } from './Honeypot';

export interface ReportModalProps {
  report: Report | null;
  onClose: () => void;
  /** Records the download and resolves to the file's address (the public report does not hold it). */
  submitDownload: (download: ReportDownloadInput) => Promise<string>;
}

type DownloadField = 'name' | 'email' | 'company';

/** Free reports: name, e-mail and company, then the PDF opens in a new tab. Paid: checkout in a new tab. */
export function ReportModal({ report, onClose, submitDownload }: ReportModalProps) {
  return (
    <Modal open={report !== null} onClose={onClose} title={report?.title ?? ''} size="md">
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
        {report.category && <Category>{report.category}</Category>}
        <Description>{report.description}</Description>
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
  const fields: FieldSpec<DownloadField>[] = [
    { name: 'name', label: t('lead.name'), autoComplete: 'name', maxLength: MAX.name },
    { name: 'email', label: t('lead.email'), type: 'email', autoComplete: 'email', maxLength: MAX.email },
    { name: 'company', label: t('lead.company'), autoComplete: 'organization', maxLength: MAX.company },
  ];
  const [values, setValues] = useState(() => emptyValues(fields));
  const downloadAndOpen = useCallback(
    async (download: ReportDownloadInput) => {
      const pdfUrl = await submitDownload(download);
      window.open(pdfUrl, '_blank', 'noopener');
    },
    [submitDownload],
  );
  const { status, problems, run, honeypot } = useSubmission(
    downloadAndOpen,
    fields.map(({ name }) => name),
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await run({ ...values, report_id: report.id })) === 'success') onClose();
  };

  const submitting = status === 'submitting';
  return (
    <Form onSubmit={onSubmit}>
      <h3>{t('reportModal.formTitle')}</h3>
      <Honeypot {...honeypot} />
      <FormFields
        fields={fields}
        values={values}
        disabled={submitting}
        problems={problems}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
      />
      {status === 'failure' && <FormError role="alert">{t('reportModal.error')}</FormError>}
      <Button type="submit" $size="lg" $block disabled={submitting}>
        {submitting ? t('reportModal.submitting') : t('reports.download')}
      </Button>
    </Form>
  );
}

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
