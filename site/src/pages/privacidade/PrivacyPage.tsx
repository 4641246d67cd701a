import styled from 'styled-components';
import { Container } from '../../components/Section';
import { PageBody, PageHero } from '../../features/layout/PageHero';
import { useSiteSettings } from '../../site-context/SiteSettings';
import { usePrivacyMessages } from './messages';

/**
 * /privacidade: the privacy notice. The text is ours, in three languages; who the controller and the
 * encarregado are, and the version, are the site settings staff keep, read with the page's render.
 */
export function PrivacyPage() {
  const { m, t } = usePrivacyMessages();
  const { privacy } = useSiteSettings();
  return (
    <>
      <PageHero eyebrow={m.eyebrow} title={m.title} subtitle={m.lead}>
        <Version>{t('version', { version: privacy.notice_version })}</Version>
      </PageHero>
      <PageBody>
        <Notice>
          <section aria-labelledby="controlador">
            <h2 id="controlador">{m.controllerTitle}</h2>
            <p>{m.controllerText}</p>
            <Facts>
              <dt>{m.labels.name}</dt>
              <dd>{privacy.controller_name}</dd>
              <dt>{m.labels.address}</dt>
              <dd>{privacy.controller_address}</dd>
              <dt>{m.labels.email}</dt>
              <dd>
                <a href={`mailto:${privacy.controller_email}`}>{privacy.controller_email}</a>
              </dd>
            </Facts>
          </section>

          <section aria-labelledby="dados">
            <h2 id="dados">{m.collectedTitle}</h2>
            <p>{m.collectedIntro}</p>
            {m.forms.map((form) => (
              <FormUse key={form.name}>
                <h3>{form.name}</h3>
                <Facts>
                  <dt>{m.formLabels.data}</dt>
                  <dd>{form.data}</dd>
                  <dt>{m.formLabels.purpose}</dt>
                  <dd>{form.purpose}</dd>
                  <dt>{m.formLabels.basis}</dt>
                  <dd>{form.basis}</dd>
                </Facts>
              </FormUse>
            ))}
            <p>{m.alsoRecorded}</p>
            <p>{m.marketing}</p>
          </section>

          <section aria-labelledby="destinatarios">
            <h2 id="destinatarios">{m.recipientsTitle}</h2>
            <ul>
              {m.recipients.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="retencao">
            <h2 id="retencao">{m.retentionTitle}</h2>
            <ul>
              {m.retention.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
            <p>{m.retentionNote}</p>
          </section>

          <section aria-labelledby="direitos">
            <h2 id="direitos">{m.rightsTitle}</h2>
            <p>{m.rightsIntro}</p>
            <ul>
              {m.rights.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
            <p>{m.rightsHow}</p>
          </section>

          <section aria-labelledby="encarregado">
            <h2 id="encarregado">{m.dpoTitle}</h2>
            <p>{m.dpoText}</p>
            <Facts>
              <dt>{m.labels.name}</dt>
              <dd>{privacy.dpo_name}</dd>
              <dt>{m.labels.email}</dt>
              <dd>
                <a href={`mailto:${privacy.dpo_email}`}>{privacy.dpo_email}</a>
              </dd>
            </Facts>
          </section>

          <section aria-labelledby="protecao">
            <h2 id="protecao">{m.securityTitle}</h2>
            <p>{m.security}</p>
          </section>

          <section aria-labelledby="cookies">
            <h2 id="cookies">{m.storageTitle}</h2>
            <p>{m.storage}</p>
          </section>
        </Notice>
      </PageBody>
    </>
  );
}

const Version = styled.p`
  font-size: 0.9rem !important;
  opacity: 0.85;
`;

const Notice = styled(Container)`
  display: grid;
  gap: 40px;
  max-width: 820px;
  section {
    display: grid;
    gap: 12px;
  }
  h2 {
    font-size: 1.4rem;
  }
  h3 {
    font-size: 1.05rem;
  }
  ul {
    display: grid;
    gap: 6px;
    padding-left: 20px;
    list-style: disc;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const FormUse = styled.div`
  display: grid;
  gap: 8px;
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  dt {
    font-weight: 600;
  }
`;
