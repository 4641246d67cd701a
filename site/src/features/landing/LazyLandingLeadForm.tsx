import { lazy } from 'react';

/**
 * The landings' lead form, loaded the first time a visitor opens it: every landing shows an offer card first and
 * the form only after a click, so its fields, checks and sending stay out of the page's code. The pages open it
 * in a transition, so the card stays on screen while the form's code arrives, and the form then replaces it.
 */
export const LazyLandingLeadForm = lazy(() =>
  import('./LandingLeadForm').then((module) => ({ default: module.LandingLeadForm })),
);
