import {
  DeleteWithConfirmButton,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { TRANSLATION_LANGUAGES, isTranslatedCollection, translationOf } from '@cvc/domain';
import { TRANSLATION_TEXTS } from '../texts/translations';

/** What a delete takes with the item: its English and Spanish versions live in its own document. */
function translationsGoingWith(resource: string, record: Record<string, unknown> | undefined): string {
  if (!record || !isTranslatedCollection(resource)) return '';
  const languages = TRANSLATION_LANGUAGES.filter((language) => translationOf(record, language));
  if (languages.length === 0) return '';
  return TRANSLATION_TEXTS.deletedWith(
    languages.map((language) => TRANSLATION_TEXTS.languageNames[language]).join(TRANSLATION_TEXTS.and),
  );
}

/**
 * Delete with the SPEC §8 confirmation of this entity. On failure, entities with a failure text show it;
 * the others (reports, partners, suppliers, events) only log, as the SPEC says.
 */
export function DeleteRowButton({ redirect = false }: { redirect?: string | false }) {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const failure = translate(`cvc.entities.${resource}.deleteFailed`, { _: '' });
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={redirect}
      confirmTitle={translate(`cvc.entities.${resource}.confirmDelete`)}
      confirmContent={translationsGoingWith(resource, record)}
      mutationOptions={{
        onError: (error: unknown) => {
          console.error(`delete ${resource}`, error);
          if (failure) notify(failure, { type: 'error' });
        },
      }}
    />
  );
}
