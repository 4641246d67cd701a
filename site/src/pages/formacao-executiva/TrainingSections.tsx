import styled from 'styled-components';
import { EXECUTIVE_TRAINING, formatReais } from '@cvc/domain';
import { Section } from '../../components/Section';
import { media } from '../../styles/theme';
import { useSiteSettings } from '../../site-context/SiteSettings';
import { useTrainingMessages } from './messages';
import { VideoFacade } from './VideoFacade';

/** Benefits, curriculum, audience, video, president quote, partner logos and press links. */
export function TrainingSections() {
  const { m, t, language } = useTrainingMessages();
  const settings = useSiteSettings();
  return (
    <>
      <Section title={m.benefitsTitle}>
        <Grid>
          {m.benefits.map((benefit, index) => (
            <li key={benefit.title}>
              <h3>{benefit.title}</h3>
              <p>
                {t(`benefits.${index}.text`, {
                  salary: formatReais(EXECUTIVE_TRAINING.claimedMonthlySalaryBRL, language),
                })}
              </p>
            </li>
          ))}
        </Grid>
      </Section>
      <Section tone="soft" title={m.curriculumTitle}>
        <Columns>
          <Numbered>
            {m.curriculum.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Numbered>
          <div>
            <h3>{m.audienceTitle}</h3>
            <Checks>
              {m.audience.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Checks>
          </div>
        </Columns>
      </Section>
      <Section title={m.videoTitle}>
        <VideoFacade
          src={settings.executive_training_video_url}
          title={m.videoTitle}
          playLabel={m.playVideo}
        />
      </Section>
      <Section tone="dark" title={m.quoteTitle}>
        <Quote>
          <img src={settings.leadership.president.photo_url} alt="" width={88} height={88} loading="lazy" />
          <div>
            <p>“{m.quote}”</p>
            <footer>
              <strong>{settings.leadership.president.name}</strong> · {m.quoteRole}
            </footer>
          </div>
        </Quote>
      </Section>
      <Section title={m.partnersTitle}>
        <Logos>
          {settings.training_partners.map((partner) => (
            <li key={partner.name}>
              <img src={partner.logo_url} alt={partner.name} width={180} height={72} loading="lazy" />
            </li>
          ))}
        </Logos>
        <h3>{m.mediaTitle}</h3>
        <Press>
          {settings.media_links.map((item) => (
            <li key={item.url}>
              <a href={item.url} target="_blank" rel="noopener noreferrer">
                {item.outlet} ↗<span className="visually-hidden"> {m.newTab}</span>
              </a>
            </li>
          ))}
        </Press>
      </Section>
    </>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    display: grid;
    align-content: start;
    gap: 8px;
    padding: 24px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 32px;
  ${media.md} {
    grid-template-columns: 1.3fr 1fr;
  }
  h3 {
    margin-bottom: 12px;
  }
`;

const Numbered = styled.ol`
  display: grid;
  gap: 10px;
  margin: 0;
  padding-left: 1.4rem;
  font-weight: 600;
`;

const Checks = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li::before {
    content: '✓ ';
    color: ${({ theme }) => theme.colors.success};
    font-weight: 700;
  }
`;

const Quote = styled.blockquote`
  display: flex;
  gap: 24px;
  align-items: flex-start;
  margin: 0;
  img {
    flex: none;
    width: 88px;
    height: 88px;
    border-radius: 50%;
  }
  p {
    color: #fff;
    font-size: clamp(1.15rem, 2.4vw, 1.5rem);
    line-height: 1.5;
  }
  footer {
    margin-top: 12px;
    color: #c7d2e6;
  }
`;

const Logos = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 16px;
  margin: 0 0 40px;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    display: grid;
    place-items: center;
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const Press = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  margin: 12px 0 48px;
  padding: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
