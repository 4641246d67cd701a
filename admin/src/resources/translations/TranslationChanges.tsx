import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import {
  ListBase,
  RecordContextProvider,
  useListContext,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import { formatDateTimeBR, type TranslatedCollection, type TranslationLanguage } from '@cvc/domain';
import { LoadingBlock } from '../../components/LoadingBlock';
import { resourceConfig } from '../../providers/resources';
import { AuditChanges } from '../audit/AuditChanges';
import { AUDIT_LABELS } from '../../texts/audit';
import { TRANSLATION_TEXTS as T } from '../../texts/translations';
import { changesSince, type Entry } from './changesSince';

function ChangeList({
  collection,
  language,
}: {
  collection: TranslatedCollection;
  language: TranslationLanguage;
}) {
  const { data, isPending } = useListContext<Entry>();
  if (isPending) return <LoadingBlock />;
  const changes = changesSince(data ?? [], collection, language);
  if (changes.length === 0) return <Typography variant="body2">{T.noChangesFound}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: '1.2em' }}>
      {changes.map((entry) => (
        <li key={entry.id}>
          <Typography variant="body2" component="span">
            {formatDateTimeBR(entry.at ?? null)} {T.by(entry.by_email ?? AUDIT_LABELS.system)}
          </Typography>
          <RecordContextProvider value={entry}>
            <AuditChanges />
          </RecordContextProvider>
        </li>
      ))}
    </Box>
  );
}

/** The item's history since its translation, as Histórico shows it, limited to the translated fields. */
export function TranslationChanges({
  collection,
  language,
  since,
}: {
  collection: TranslatedCollection;
  language: TranslationLanguage;
  since: Date | null;
}) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const headingId = useId();
  if (!record || !resource) return null;
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {T.changesSince}
      </Typography>
      <ListBase
        resource="audit"
        filter={{
          collection: resourceConfig(resource).collection,
          doc_id: String(record.id),
          ...(since ? { 'at@gte': since } : {}),
        }}
        sort={{ field: 'at', order: 'DESC' }}
        perPage={25}
        disableSyncWithLocation
        // The edit page has already checked the key, as for its Histórico tab.
        disableAuthentication
      >
        <ChangeList collection={collection} language={language} />
      </ListBase>
    </section>
  );
}
