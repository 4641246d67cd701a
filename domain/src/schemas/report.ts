import { z } from '../zod';
import { optionalText, optionalUrl, requiredText, requiredUrl } from './fields';
import { translationsField } from './translation';
import { VALIDATION_MESSAGES as MSG } from './messages';
import { publishAtField, scheduleOrder, unpublishAtField } from './schedule';

// Compared in cents with a tolerance, because 49.9 * 100 is 4990.000000000001 in floating point.
export function hasAtMostTwoDecimals(n: number): boolean {
  return Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
}

/** `report_files/{reportId}`: the file of a report, which only staff and the download function read. */
export const reportFileSchema = z.object({ pdf_url: requiredUrl() });
export type ReportFile = z.output<typeof reportFileSchema>;
/** The keys of a report form that are stored in its `report_files` document, not in `reports`. */
export const REPORT_FILE_FIELDS = ['pdf_url'] as const satisfies readonly (keyof ReportFile)[];

const common = {
  title: requiredText(),
  description: requiredText(),
  ...reportFileSchema.shape,
  cover_image_url: optionalUrl(),
  category: optionalText(),
  publish_at: publishAtField(),
  unpublish_at: unpublishAtField(),
  translations: translationsField('reports'),
};

/**
 * The staff form: the report and its file together. SPEC §5: a free report stores price and checkout_url as
 * null whatever the form held; a paid one needs both. The form's own behaviour (ticking free shows price 0) is
 * `withFreeReport`, and never reaches storage. The admin's data layer stores REPORT_FILE_FIELDS apart.
 */
export const reportSchema = z
  .discriminatedUnion(
    'is_free',
    [
      z.object({
        ...common,
        is_free: z.literal(true),
        price: z
          .unknown()
          .optional()
          .transform(() => null),
        checkout_url: z
          .unknown()
          .optional()
          .transform(() => null),
      }),
      z.object({
        ...common,
        is_free: z.literal(false),
        price: z
          .number({ error: MSG.priceRequired })
          .min(0, MSG.priceNegative)
          .refine(hasAtMostTwoDecimals, MSG.priceCents),
        checkout_url: requiredUrl(MSG.checkoutUrlRequired),
      }),
    ],
    { error: MSG.reportKind },
  )
  .superRefine(scheduleOrder);

export type ReportInput = z.input<typeof reportSchema>;
export type ReportData = z.output<typeof reportSchema>;

/**
 * Stored public report (`reports/{id}`), without its file. `published_at` is stamped by the data layer on
 * create; reports have no draft state.
 */
export type Report = {
  id: string;
  title: string;
  description: string;
  cover_image_url: string | null;
  category: string | null;
  is_free: boolean;
  price: number | null;
  checkout_url: string | null;
  published_at: Date | null;
  /** When it leaves the site by itself; absent on reports stored before it existed. */
  unpublish_at?: Date | null;
};

/** Form values after the free checkbox changes: ticking forces price 0 and clears the checkout URL. */
export function withFreeReport<T extends object>(
  values: T & { price?: unknown; checkout_url?: unknown },
  isFree: boolean,
): T & { is_free: boolean } {
  return isFree ? { ...values, is_free: true, price: 0, checkout_url: '' } : { ...values, is_free: false };
}
