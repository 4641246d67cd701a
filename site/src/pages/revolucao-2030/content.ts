// The hosted checkout every call to action opens is the course offer's, a site setting (course_2030_offer).
export const MODULE_KEYS = ['panorama', 'ai', 'data', 'openInnovation', 'leadership'] as const;
export const DELIVERABLE_KEYS = ['videos', 'pdfs', 'checklist', 'canvas', 'access', 'community'] as const;
