import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Section';
import { Link } from '../../components/Link';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Wrapper>
      <Container>
        <Code aria-hidden="true">404</Code>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <ButtonLink as={Link} to="/" $size="lg">
          {t('notFound.home')}
        </ButtonLink>
      </Container>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  padding: 96px 0;
  text-align: center;
  h1 {
    font-size: clamp(1.8rem, 4vw, 2.6rem);
  }
  p {
    margin: 12px 0 28px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Code = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-size: 4rem;
  font-weight: 800;
  line-height: 1;
`;
