import { COLLECTIONS, TRANSLATION_STATE_FIELD, TRANSLATIONS_FIELD, isTranslationLanguage } from '@cvc/domain';
import { consoleMessages } from '../../texts/catalogue';
import { RESOURCES, type ResourceConfig } from '../../providers/resources';
import { SITE_IDENTITY_LABELS, SITE_SETTINGS_LABELS } from '../../texts/settings';
import { STAFF_FIELD_LABELS } from '../../texts/staff';
import { TRANSLATION_TEXTS } from '../../texts/translations';

// The history names a field as its edit screen does, from the same source: the `resources.<name>.fields`
// messages react-admin labels the content forms with, and the modules the settings and Equipe forms take their
// labels from. A nested field of the settings is named by its own path ('privacy.dpo_email').

/** Collections edited outside the dataProvider's resources: staff records by the Equipe screen's callables. */
const SCREEN_OF: Record<string, string> = { [COLLECTIONS.adminUsers]: 'staff' };

/** Forms whose labels are written beside them rather than in the messages. */
const FORM_LABELS: Record<string, Readonly<Record<string, string>>> = {
  'site-settings': SITE_SETTINGS_LABELS,
  'site-identity': SITE_IDENTITY_LABELS,
  staff: STAFF_FIELD_LABELS,
};

const MESSAGES = consoleMessages.resources as Record<string, { fields?: Record<string, string> }>;

/**
 * The console resource whose screen edits a document of `collection`: the one over the whole collection (not a
 * slice such as the maintainers' page), or the one that keeps it as its private half (a report's file).
 */
export function resourceOfCollection(
  collection: string,
  table: Record<string, ResourceConfig> = RESOURCES,
): string | undefined {
  if (SCREEN_OF[collection]) return SCREEN_OF[collection];
  const entries = Object.entries(table);
  return (
    entries.find(([, config]) => config.collection === collection && !config.scope)?.[0] ??
    entries.find(([, config]) => config.privateFields?.collection === collection)?.[0]
  );
}

/** Every label of the form that edits `collection`, by field path. */
export function fieldLabelsOf(collection: string): Readonly<Record<string, string>> {
  const resource = resourceOfCollection(collection);
  if (!resource) return {};
  return FORM_LABELS[resource] ?? MESSAGES[resource]?.fields ?? {};
}

/** Fields a translation carries beside the original's: its address and the console's bookkeeping. */
const TRANSLATION_OWN_LABELS: Readonly<Record<string, string>> = {
  slug: TRANSLATION_TEXTS.slug,
  source_fingerprint: TRANSLATION_TEXTS.fingerprint,
  translated_at: TRANSLATION_TEXTS.translatedAt,
};

/**
 * A translation's field is named as the original's, after its tab ('Tradução em inglês: Título'); the states
 * map by language.
 */
function translationLabel(collection: string, path: string): string | undefined {
  const [field, language, ...rest] = path.split('.');
  if (!isTranslationLanguage(language))
    return field === TRANSLATION_STATE_FIELD && !language ? TRANSLATION_TEXTS.stateField : undefined;
  if (field === TRANSLATION_STATE_FIELD && rest.length === 0) {
    return `${TRANSLATION_TEXTS.stateField}: ${TRANSLATION_TEXTS.languages[language]}`;
  }
  if (field !== TRANSLATIONS_FIELD || rest.length !== 1) return undefined;
  const inner = rest[0]!;
  const label = fieldLabelsOf(collection)[inner] ?? TRANSLATION_OWN_LABELS[inner];
  return label && `${TRANSLATION_TEXTS.tab[language]}: ${label}`;
}

/** The label the edit screen gives the field at `path` of a `collection` document, if it has one. */
export function fieldLabel(collection: string, path: string): string | undefined {
  return fieldLabelsOf(collection)[path] ?? translationLabel(collection, path);
}
