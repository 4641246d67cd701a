import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Section } from '../components/Section';
import { ANCHORS } from '../content/links';
import { media } from '../styles/theme';

export function About() {
  const { t } = useTranslation();
  const paragraphs = t('about.paragraphs', { returnObjects: true }) as string[];
  const stats = t('about.stats', { returnObjects: true }) as { value: string; label: string }[];
  return (
    <Section id={ANCHORS.about} eyebrow={t('about.eyebrow')} title={t('about.title')}>
      <Layout>
        <Text>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Text>
        <Stats>
          {stats.map(({ value, label }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Stats>
      </Layout>
    </Section>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 32px;
  ${media.md} {
    grid-template-columns: 3fr 2fr;
    align-items: center;
  }
`;

const Text = styled.div`
  display: grid;
  gap: 16px;
  font-size: 1.08rem;
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 12px;
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: 18px 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.soft};
    text-align: center;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.primary};
    font-size: clamp(1.5rem, 4vw, 2.2rem);
    font-weight: 800;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8rem;
  }
`;
