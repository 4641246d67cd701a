import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatBRL, type Report } from '@cvc/domain';
import { Badge, CardBody, CardMeta, CardOpenButton, CardText, CardTitle, OpenableCard } from './Card';
import { ContentInLanguage, UntranslatedNote } from './ContentInLanguage';
import { coverLoading } from './coverLoading';
import { reportCover } from './fallbackImages';
import { formatShortDate } from '../i18n/longDate';
import { useLanguage } from '../i18n/useLanguage';

/** Report teaser; the whole card opens the report modal. `first`: the first card of its list (coverLoading). */
export function ReportCard({
  report,
  onOpen,
  first = false,
}: {
  report: Report;
  onOpen: (report: Report) => void;
  first?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <OpenableCard>
      <Cover>
        <img src={reportCover(report)} alt="" width={300} height={400} {...coverLoading(first)} />
      </Cover>
      <CardBody>
        <Row>
          <Badge $tone={report.is_free ? 'success' : 'accent'}>
            {report.is_free ? t('reports.free') : formatBRL(report.price ?? 0)}
          </Badge>
          {report.category && (
            <ContentInLanguage item={report} as={CardMeta}>
              {report.category}
            </ContentInLanguage>
          )}
        </Row>
        <UntranslatedNote item={report} />
        <ContentInLanguage item={report}>
          <CardTitle>
            <CardOpenButton
              type="button"
              onClick={() => onOpen(report)}
              aria-label={`${t('reports.open')}: ${report.title}`}
            >
              {report.title}
            </CardOpenButton>
          </CardTitle>
          <CardText>{report.description}</CardText>
        </ContentInLanguage>
        <CardMeta>{formatShortDate(report.published_at, language)}</CardMeta>
      </CardBody>
    </OpenableCard>
  );
}

const Cover = styled.div`
  height: 250px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.soft};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: top;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;
