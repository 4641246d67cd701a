import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export function PageLoading() {
  const { t } = useTranslation();
  return <Loading role="status">{t('common.loading')}</Loading>;
}

const Loading = styled.p`
  min-height: 60vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.muted};
`;
