import type { Course2030Messages } from './messages.pt';

export const en: Course2030Messages = {
  pageTitle: '2030 Tech Revolution',
  eyebrow: 'Online course with certificate',
  title: '2030 Revolução Tech',
  lead: 'In 3 hours, understand the technologies that will reshape business by 2030 and leave with frameworks ready to apply in your company.',
  facts: ['{{hours}} hours of content', 'Certificate', '100% online', 'Available from {{date}}'],
  presale: 'Pre-sale with limited seats',
  onSale: 'On sale · immediate access',
  price: '{{price}}',
  instalments_one: 'in cash or up to {{count}} instalment of {{each}}',
  instalments_other: 'in cash or up to {{count}} instalments of {{each}}',
  cta: 'Get my seat',
  newTab: '(opens in a new tab)',
  modulesTitle: 'Five modules, five frameworks',
  modulesSubtitle: 'Each module ends with a practical tool to take to your team.',
  framework: 'Framework',
  modules: {
    panorama: {
      title: '2030 overview',
      text: 'The game-changing technologies and what is already happening in Brazil.',
      framework: 'Exponential Technology Radar',
    },
    ai: {
      title: 'AI applied to business',
      text: 'From generative AI to agents: where the real gains and the risks are.',
      framework: 'AI Use Case Canvas',
    },
    data: {
      title: 'Data as a strategic asset',
      text: 'How to organise, protect and monetise data responsibly.',
      framework: 'Data Maturity Matrix',
    },
    openInnovation: {
      title: 'Open innovation and startups',
      text: 'Venture client, CVC and partnerships to speed up technology adoption.',
      framework: 'Venture Client Funnel',
    },
    leadership: {
      title: 'Leading the transformation',
      text: 'The skills leaders and teams need to build by 2030.',
      framework: '2030 Skills Map',
    },
  },
  deliverablesTitle: 'What you get',
  deliverables: {
    videos: 'Recorded video lessons',
    pdfs: 'Support PDFs for every module',
    checklist: 'Skills checklist',
    canvas: 'AI Canvas template',
    access: 'Immediate access after purchase',
    community: 'Access to the student community',
  },
  closingTitle: 'Ready for 2030?',
  closingPresaleText: 'Get your seat in the pre-sale at the launch price.',
  closingOnSaleText: 'Get your seat now and start the course right away.',
  barLabel: 'Buy the 2030 Revolução Tech course',
};
