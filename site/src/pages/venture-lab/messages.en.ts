import type { VentureLabMessages } from './messages.pt';

export const en: VentureLabMessages = {
  pageTitle: 'Venture Lab',
  eyebrow: 'Corporate innovation program',
  title: 'Venture Lab',
  lead: 'From strategy to execution with startups: a six-stage program that turns real business challenges into innovation projects with measurable results.',
  facts: ['6 stages', 'Selected startups', 'Mentoring by the association'],
  join: 'I want to join',
  stagesTitle: 'The six stages of the program',
  stagesSubtitle: 'Each stage delivers a concrete result and prepares the next.',
  stages: {
    mapping: {
      title: 'Mapping',
      text: 'Survey of strategic challenges and of the areas with the greatest innovation potential.',
    },
    missionDesign: {
      title: 'Mission Design',
      text: 'Mission, goals and success criteria defined with the internal sponsors.',
    },
    scouting: {
      title: 'Scouting',
      text: "Search for and qualification of startups that fit the mission, backed by the association's network.",
    },
    acceleration: {
      title: 'Acceleration',
      text: 'Corporation and startups prepare together for a pilot with a clear scope and timeline.',
    },
    execution: {
      title: 'Execution',
      text: 'A pilot in a real environment, with weekly follow-up and shared indicators.',
    },
    evaluation: {
      title: 'Evaluation & Next Steps',
      text: 'Reading the results and deciding on scale, procurement, investment or a new mission.',
    },
  },
  casesTitle: 'Program cases',
  casesSubtitle: 'Corporations that have brought business challenges to the Venture Lab.',
  offerEyebrow: 'Applications open',
  offerTitle: 'Bring the Venture Lab to your company',
  offerText:
    'Limited places per cohort. Leave your details and our team will present the right format for your challenge.',
  formTitle: 'Venture Lab application',
  submit: 'Send application',
  successTitle: 'Application sent!',
  successText: 'We will contact you shortly to start your Venture Lab journey.',
  barLabel: 'Venture Lab application',
  barText: 'Venture Lab: applications open',
};
