import { definePageMessages } from '../pageMessages';

// What every public form says under its fields, and the footer's link to the privacy notice: small, so they
// travel with the app rather than with the notice page's own texts. The marketing box's label names no field
// (no "e-mail", "nome"...), so a search for a field by its label still finds only the field.
export const usePrivacyConsentMessages = definePageMessages('privacyConsent', {
  pt: {
    noticeBefore: 'Usamos estes dados só para atender a este pedido, como explica o nosso ',
    noticeLink: 'Aviso de Privacidade',
    noticeAfter: '.',
    marketing: 'Quero receber novidades, eventos e conteúdos da associação (opcional).',
    footerLink: 'Privacidade',
  },
  en: {
    noticeBefore: 'We use these details only to handle this request, as our ',
    noticeLink: 'Privacy Notice',
    noticeAfter: ' explains.',
    marketing: "I'd like to receive the association's news, events and content (optional).",
    footerLink: 'Privacy',
  },
  es: {
    noticeBefore: 'Usamos estos datos solo para atender esta solicitud, como explica nuestro ',
    noticeLink: 'Aviso de Privacidad',
    noticeAfter: '.',
    marketing: 'Quiero recibir novedades, eventos y contenidos de la asociación (opcional).',
    footerLink: 'Privacidad',
  },
});
