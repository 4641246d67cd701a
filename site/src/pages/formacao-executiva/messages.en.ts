import type { TrainingMessages } from './messages.pt';

export const en: TrainingMessages = {
  pageTitle: 'Executive Training in CVC',
  eyebrow: '{{month}} class · limited places',
  eyebrowClosed: '{{month}} class · sign-ups closed',
  title: 'Executive Training in Corporate Venture Capital',
  lead: "The association's program for executives who lead or will lead CVC initiatives: strategy, structuring, investment and portfolio management with the people who do it in Brazil.",
  facts: [
    '{{hours}} hours',
    '{{weeks}} weeks',
    'Hybrid format',
    'Starts {{start}}',
    'In-person closing in {{city}} on {{end}}',
  ],
  offerEyebrow: 'Sign-ups open until {{date}}',
  offerTitle: 'Secure your place in the {{month}} class',
  price: '{{price}} in cash',
  instalments_one: 'or up to {{count}} card instalment',
  instalments_other: 'or up to {{count}} card instalments',
  signUp: 'Sign me up',
  formTitle: 'Executive Training sign-up',
  submit: 'Send sign-up',
  receivedTitle: 'Sign-up received!',
  receivedText:
    'We have your details. Complete the payment to secure your place; our team will also contact you.',
  payNow: 'Pay now',
  newTab: '(opens in a new tab)',
  benefitsTitle: 'Why take the program',
  benefits: [
    {
      title: 'The whole of CVC',
      text: 'From investment thesis to exit, with real cases of Brazilian corporations.',
    },
    {
      title: 'Practitioner faculty',
      text: 'CVC managers, lawyers and investors who work on deals every day.',
    },
    {
      title: 'Executive network',
      text: 'A class of innovation leaders from large companies across the country.',
    },
    { title: 'A rising career', text: 'CVC professionals in Brazil earn salaries above {{salary}}/month.' },
  ],
  curriculumTitle: 'Curriculum',
  curriculum: [
    'Corporate venture strategy and thesis',
    'Vehicle structures and governance',
    'Deal flow, due diligence and startup valuation',
    'Term sheets, negotiation and investment agreements',
    'Portfolio management, venture client and exits',
  ],
  audienceTitle: 'Who it is for',
  audience: [
    'Executives who lead or will set up a CVC unit',
    'Innovation, strategy, M&A and finance directors',
    'Board members and partners of managers serving corporations',
  ],
  quoteTitle: 'A word from the president',
  quote:
    'Training executives is the fastest way to mature corporate venturing in Brazil. This class brings together those who will lead that change.',
  quoteRole: 'President of the association',
  partnersTitle: 'Program partners',
  mediaTitle: 'In the press',
  videoTitle: 'Meet the program',
  playVideo: 'Watch the presentation video',
  barLabel: 'Executive Training sign-up',
  barText: 'Executive Training in CVC · sign up by {{date}}',
};
