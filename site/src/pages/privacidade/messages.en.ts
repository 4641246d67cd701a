import type { PrivacyMessages } from './messages.pt';

export const en: PrivacyMessages = {
  eyebrow: 'Privacy',
  title: 'Privacy Notice',
  lead: 'How the association handles the personal data you send through this site, under Brazil’s General Data Protection Law (LGPD, Lei 13.709/2018).',
  version: 'Version {{version}}',
  controllerTitle: 'Who the controller is',
  controllerText: 'The controller of your personal data, who decides how it is processed, is:',
  collectedTitle: 'What we collect, why, and on what legal basis',
  collectedIntro:
    'We only collect what you type into a form, and each form says what it is for before you send it:',
  forms: [
    {
      name: 'Membership, Trusted Advisor, Executive Training and the programme pages (Venture Lab, Revolution 2030)',
      data: 'name, e-mail, company, phone and, on some, position',
      purpose: 'to answer your contact or sign-up request',
      basis: 'steps prior to a contract, at the data subject’s request (art. 7, V)',
    },
    {
      name: 'Event sign-up',
      data: 'name, e-mail, company, position and phone',
      purpose: 'to record your sign-up, confirm it by e-mail and organise the event',
      basis: 'carrying out what you asked for by signing up (art. 7, V)',
    },
    {
      name: 'Report download',
      data: 'name, e-mail and company',
      purpose: 'to send you the report and know who reads it, to plan the next ones',
      basis: 'answering your request (art. 7, V) and the association’s legitimate interest (art. 7, IX)',
    },
  ],
  formLabels: { data: 'Data', purpose: 'Why', basis: 'Legal basis' },
  alsoRecorded:
    'With each form we also keep the site language (to reply in it), the version of this notice you were shown and your choice about marketing messages.',
  marketing:
    'Marketing messages (news, events, content) only with your consent (art. 7, I): a box of its own, optional and never ticked in advance. You may withdraw it at any time, through the unsubscribe link in every e-mail or by writing to the data protection officer.',
  recipientsTitle: 'Who receives the data',
  recipients: [
    'Google (Firebase), the processor hosting the site, the database and the functions that handle the forms; its servers may be outside Brazil, with the safeguards of LGPD art. 33.',
    'The e-mail (SMTP) provider that delivers the messages we send you.',
    'The association’s staff who handle your request. We neither sell nor hand data over to third parties.',
  ],
  retentionTitle: 'How long we keep it',
  retention: [
    'Contact requests and programme sign-ups: 2 years.',
    'Event sign-ups: 180 days after the event.',
    'Report downloads: 2 years.',
    'Copies of the e-mails we send: 90 days.',
  ],
  retentionNote: 'Once the period ends, records are deleted automatically (within about a day).',
  rightsTitle: 'Your rights',
  rightsIntro: 'Under the LGPD (art. 18) you may ask at any time for:',
  rights: [
    'confirmation that we process your data, and access to it;',
    'correction of incomplete, inaccurate or outdated data;',
    'anonymisation, blocking or deletion of unnecessary data or data processed unlawfully;',
    'portability of the data;',
    'deletion of the data processed with your consent;',
    'information on whom we share the data with and on the possibility of not consenting;',
    'withdrawal of consent.',
  ],
  rightsHow:
    'To exercise any of them, write to the data protection officer (below) from the e-mail address you used on the form. We answer within 15 days. You may also petition Brazil’s National Data Protection Authority (ANPD).',
  dpoTitle: 'Data protection officer (encarregado)',
  dpoText: 'The data protection officer (art. 41) is your channel to the association about your data:',
  securityTitle: 'Protection against abuse',
  security:
    'When Firebase App Check is on, the forms are protected by Google reCAPTCHA Enterprise, which looks at the browser’s interaction to tell people from bots, under Google’s privacy policy.',
  storageTitle: 'Cookies and browser storage',
  storage:
    'This site sets no cookies of its own. In your browser it keeps only the language you chose (the "language" key of localStorage), to open the site in it next time. When App Check is on and you begin a form, Firebase keeps a short-lived verification token in IndexedDB and Google reCAPTCHA sets the _GRECAPTCHA cookie on Google’s domain.',
  labels: { name: 'Name', address: 'Address', email: 'E-mail' },
};
