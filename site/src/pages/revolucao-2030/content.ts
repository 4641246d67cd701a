/**
 * Hosted checkout of the payment provider (SPEC §7 "External link"): every call to action of the page opens it
 * in a new tab. One constant, so a new checkout link is a one-line change.
 */
export const COURSE_2030_CHECKOUT_URL = 'https://pay.hotmart.com/revolucao-tech-2030?checkoutMode=10';

export const MODULE_KEYS = ['panorama', 'ai', 'data', 'openInnovation', 'leadership'] as const;
export const DELIVERABLE_KEYS = ['videos', 'pdfs', 'checklist', 'canvas', 'access', 'community'] as const;
