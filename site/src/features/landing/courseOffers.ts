import {
  course2030Open,
  executiveTrainingOpen,
  type Course2030Offer,
  type ExecutiveTrainingOffer,
} from '@cvc/domain';
import { useSiteSettings, useSiteSettingsReady } from '../../site-context/SiteSettings';

export interface CourseOffers {
  /** False while the settings are read in the browser: the offer's block keeps its space, showing nothing. */
  ready: boolean;
  training: { offer: ExecutiveTrainingOffer; open: boolean };
  course2030: { offer: Course2030Offer; open: boolean };
}

/**
 * The two courses as staff set them, and whether each still takes sign-ups today in São Paulo. Read at render:
 * a page rendered per request and its hydration compute the same day (the CDN keeps a page five minutes).
 */
export function useCourseOffers(): CourseOffers {
  const settings = useSiteSettings();
  const ready = useSiteSettingsReady();
  const now = new Date();
  const training = settings.executive_training_offer;
  const course2030 = settings.course_2030_offer;
  return {
    ready,
    training: { offer: training, open: executiveTrainingOpen(training, now) },
    course2030: { offer: course2030, open: course2030Open(course2030, now) },
  };
}
