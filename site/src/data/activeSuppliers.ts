import {
  COLLECTIONS,
  SUPPLIER_CATEGORIES,
  type Language,
  type Supplier,
  type SupplierCategory,
} from '@cvc/domain';
import { optionalTextField, textField } from './convert';
import { firestore } from './firestore';
import { inLanguage } from './inLanguage';

/** A supplier as the guide shows it, with the language its description and services are in. */
export type ShownSupplier = Supplier & { content_language: Language };

function isCategory(value: string): value is SupplierCategory {
  return (SUPPLIER_CATEGORIES as readonly string[]).includes(value);
}

/** The supplier guide: active suppliers (SPEC §4), featured first, then by name, in the page's language. */
export async function fetchActiveSuppliers(language: Language): Promise<ShownSupplier[]> {
  const { collection, db, getDocs, orderBy, query, where } = await firestore();
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.suppliers),
      where('status', '==', 'active'),
      orderBy('featured', 'desc'),
      orderBy('name', 'asc'),
    ),
  );
  return snapshot.docs.flatMap((stored) => {
    const doc = inLanguage('suppliers', stored, language);
    const category = textField(doc, 'category');
    const services: unknown = doc.get('services');
    // A supplier saved under a category the guide no longer knows could never be filtered to; skip it.
    if (!isCategory(category)) return [];
    return [
      {
        id: doc.id,
        name: textField(doc, 'name'),
        description: textField(doc, 'description'),
        category,
        services: Array.isArray(services) ? services.filter((s): s is string => typeof s === 'string') : [],
        website_url: optionalTextField(doc, 'website_url'),
        contact_email: optionalTextField(doc, 'contact_email'),
        contact_phone: optionalTextField(doc, 'contact_phone'),
        logo_url: optionalTextField(doc, 'logo_url'),
        featured: doc.get('featured') === true,
        status: 'active' as const,
        content_language: doc.language,
      },
    ];
  });
}
