import { z } from '../zod';
import { SUPPLIER_CATEGORIES, SUPPLIER_STATUSES } from '../labels/supplier';
import { optionalEmail, optionalText, optionalUrl, requiredText, textList } from './fields';
import { translationsField } from './translation';
import { VALIDATION_MESSAGES as MSG } from './messages';

export const supplierSchema = z.object({
  name: requiredText(),
  description: requiredText(),
  category: z.enum(SUPPLIER_CATEGORIES, { error: MSG.category }),
  services: textList(),
  website_url: optionalUrl(),
  contact_email: optionalEmail(),
  contact_phone: optionalText(),
  logo_url: optionalUrl(),
  // Featured suppliers are listed first in the guide.
  featured: z.boolean().default(false),
  status: z.enum(SUPPLIER_STATUSES).default('active'),
  translations: translationsField('suppliers'),
});

export type SupplierInput = z.input<typeof supplierSchema>;
export type SupplierData = z.output<typeof supplierSchema>;
export type Supplier = SupplierData & { id: string };
