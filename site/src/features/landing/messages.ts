import { definePageMessages } from '../../i18n/pageMessages';

// The campaign and Venture Lab forms (SPEC §5 labels, SPEC §8 failure text).
export const useLandingFormMessages = definePageMessages('landingForm', {
  pt: {
    name: 'Nome Completo',
    email: 'E-mail',
    company: 'Empresa',
    position: 'Cargo',
    phone: 'Telefone',
    submitting: 'Enviando...',
    error: 'Erro ao enviar formulário. Tente novamente.',
  },
  en: {
    name: 'Full name',
    email: 'E-mail',
    company: 'Company',
    position: 'Position',
    phone: 'Phone',
    submitting: 'Sending...',
    error: 'Error sending the form. Please try again.',
  },
  es: {
    name: 'Nombre completo',
    email: 'Correo electrónico',
    company: 'Empresa',
    position: 'Cargo',
    phone: 'Teléfono',
    submitting: 'Enviando...',
    error: 'Error al enviar el formulario. Inténtelo de nuevo.',
  },
});
