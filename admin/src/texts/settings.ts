import { MEDIA_LINKS_MAX, PROFILE_URLS_MAX, SITE_LOGOS_MAX } from '@cvc/domain';

// The labels of the two settings forms, by the stored field's path: the forms (SiteSettingsInputs,
// CourseOfferInputs, PrivacyInputs, IdentityInputs) and the change history (audit/fieldLabels.ts) both read
// them here, so a field is called the same on its form and in Histórico.

const EXECUTIVE = 'Formação Executiva';
const COURSE_2030 = '2030 Revolução Tech';

/** `site_settings/{id}`: the site's external addresses, the course offers and the privacy notice's details. */
export const SITE_SETTINGS_LABELS = {
  radar_url: 'Radar CVC (URL)',
  guide_url: 'Guia CVC (URL)',
  press_url: 'Imprensa (URL)',
  executive_training_video_url: 'Vídeo da Formação Executiva (URL de incorporação)',
  media_links: `Na imprensa (até ${MEDIA_LINKS_MAX})`,
  'media_links.outlet': 'Veículo',
  'media_links.url': 'URL da matéria',
  'executive_training_offer.start_date': 'Início da turma',
  'executive_training_offer.end_date': 'Encerramento da turma',
  'executive_training_offer.signup_until': 'Último dia de inscrições',
  'executive_training_offer.price_brl': `Preço à vista de ${EXECUTIVE} (R$, inteiro)`,
  'executive_training_offer.max_instalments': `Parcelas máximas de ${EXECUTIVE}`,
  'executive_training_offer.checkout_url': `Checkout de ${EXECUTIVE} (URL)`,
  'course_2030_offer.available_from': 'Disponível a partir de',
  'course_2030_offer.sales_until': 'Último dia de vendas',
  'course_2030_offer.price_brl': `Preço à vista de ${COURSE_2030} (R$, inteiro)`,
  'course_2030_offer.max_instalments': `Parcelas máximas de ${COURSE_2030}`,
  'course_2030_offer.checkout_url': `Checkout de ${COURSE_2030} (URL)`,
  'privacy.controller_name': 'Controlador: nome (razão social)',
  'privacy.controller_address': 'Controlador: endereço',
  'privacy.controller_email': 'Controlador: e-mail de contato',
  'privacy.dpo_name': 'Encarregado (DPO): nome',
  'privacy.dpo_email': 'Encarregado (DPO): e-mail',
  'privacy.notice_version': 'Versão do aviso de privacidade',
} as const satisfies Record<string, string>;

const logoList = (label: string) => `${label} (até ${SITE_LOGOS_MAX})`;

/** `site_identity/{id}`: the association's name and address, its leaders and the two logo lists. */
export const SITE_IDENTITY_LABELS = {
  'association.name': 'Nome da associação (rodapé dos e-mails)',
  'association.postal_address': 'Endereço postal (rodapé dos e-mails)',
  'leadership.president.name': 'Presidente: nome',
  'leadership.president.photo_url': 'Presidente: URL da foto',
  'leadership.vice_president.name': 'Vice-presidente: nome',
  'leadership.vice_president.photo_url': 'Vice-presidente: URL da foto',
  venture_lab_cases: logoList('Venture Lab: logos dos cases'),
  training_partners: logoList('Formação Executiva: logos dos parceiros'),
  'logos.name': 'Nome (texto alternativo)',
  'logos.logo_url': 'URL do logo',
  profiles: `Perfis da associação em outros sites (até ${PROFILE_URLS_MAX})`,
  'profiles.url': 'URL do perfil',
} as const satisfies Record<string, string>;

/**
 * A settings screen whose read failed for another reason than "not created yet": it offers a retry, never a form
 * of defaults that would replace the stored document (SingleDocumentScreen).
 */
/** The settings screens' own words: titles, sections and the hints under their fields. */
export const SETTINGS_TEXTS = {
  settingsTitle: 'Configurações do site',
  identityTitle: 'Associação e liderança',
  executiveTraining: 'Formação Executiva: turma em oferta',
  course2030: 'Curso 2030 Revolução Tech',
  enrolmentEndsHint: "Depois deste dia a página mostra 'Inscrições encerradas' e recolhe interessados",
  privacy: 'Privacidade (LGPD)',
  dpoEmailHint: 'Para onde os titulares escrevem para exercer os seus direitos',
  noticeVersionHint:
    'Ex.: 2026-11-25. Mude-a quando o aviso mudar: cada formulário registra a versão mostrada',
  postalAddressHint: 'Impresso no rodapé de todo e-mail enviado',
  profilesHint:
    'LinkedIn, Instagram, YouTube…: a página inicial os indica aos buscadores como perfis da associação',
  videoUrlHint: 'https://www.youtube-nocookie.com/embed/…',
} as const;

export const SINGLE_DOCUMENT_TEXTS = {
  failed: 'Não foi possível carregar este formulário. Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',
} as const;
