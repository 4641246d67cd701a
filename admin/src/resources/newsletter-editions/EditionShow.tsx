import { EditButton, FunctionField, Show, SimpleShowLayout, TopToolbar, useRecordContext } from 'react-admin';
import {
  EDITION_ITEM_KINDS,
  EDITION_STATUS_LABELS,
  LANGUAGES,
  formatDateTimeBR,
  introField,
  subjectField,
} from '@cvc/domain';
import { EditionItemsField } from './EditionItemsField';
import { EditionSendPanel } from './EditionSendPanel';
import { isDraft, type EditionRecord } from './editionRecord';
import { EDITION_LABELS } from '../../texts/newsletterEditions';

function EditionTitle() {
  const record = useRecordContext<EditionRecord>();
  return <>{`Edição: ${record?.subject_pt || EDITION_LABELS.noSubject}`}</>;
}

/** Editar only while a draft: the rules refuse changes to an edition sent or sending. */
function EditionShowActions() {
  const record = useRecordContext<EditionRecord>();
  return <TopToolbar>{record && isDraft(record) && <EditButton />}</TopToolbar>;
}

const text = (value: string | null | undefined) => value?.trim() || '—';

/** An edition as saved: its texts and items, then its preview, test and send, or the progress of its send. */
export function EditionShow() {
  return (
    <Show actions={<EditionShowActions />} title={<EditionTitle />}>
      <SimpleShowLayout>
        <FunctionField<EditionRecord>
          label={EDITION_LABELS.status}
          render={(record) => EDITION_STATUS_LABELS[record.status ?? 'draft']}
        />
        {LANGUAGES.flatMap((language) => [
          <FunctionField<EditionRecord>
            key={`subject-${language}`}
            label={EDITION_LABELS.subject(language)}
            render={(record) => text(record[subjectField(language)])}
          />,
          <FunctionField<EditionRecord>
            key={`intro-${language}`}
            label={EDITION_LABELS.intro(language)}
            sx={{ whiteSpace: 'pre-line' }}
            render={(record) => text(record[introField(language)])}
          />,
        ])}
        {EDITION_ITEM_KINDS.map((kind) => (
          <EditionItemsField key={kind} kind={kind} label={EDITION_LABELS.kinds[kind]} />
        ))}
        <FunctionField<EditionRecord>
          label={EDITION_LABELS.updatedAt}
          render={(record) => formatDateTimeBR(record.updated_at ?? record.created_at) || '—'}
        />
      </SimpleShowLayout>
      <EditionSendPanel />
    </Show>
  );
}
