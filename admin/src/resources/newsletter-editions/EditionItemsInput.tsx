import { Box, Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CheckboxGroupInput, useDataProvider, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { EDITION_ITEM_FIELDS, formatDateBR, type EditionItemKind } from '@cvc/domain';
import type { ConsoleDataProvider } from '../../providers';
import { editionChoices, inChoiceOrder, type EditionChoice } from './editionChoices';
import type { EditionRecord } from './editionRecord';
import { EDITION_LABELS, PICKER_MESSAGES } from '../../texts/newsletterEditions';
import { useLastSentAt } from './useLastSentAt';

function ChoiceLabel({ choice }: { choice: EditionChoice }) {
  if (choice.unavailable) return <span>{PICKER_MESSAGES.unavailable}</span>;
  const date = formatDateBR(choice.date);
  return (
    <span>
      {choice.title || PICKER_MESSAGES.untitled}
      {date && (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {` · ${date}`}
        </Box>
      )}
      {choice.isNew && <Chip size="small" label={PICKER_MESSAGES.isNew} sx={{ ml: 1 }} />}
    </span>
  );
}

/**
 * One kind's items as labelled checkboxes: what is published (events: upcoming), newest first, and what the
 * saved edition already holds; at most EDITION_ITEMS_MAX ticked, the rest then disabled.
 */
export function EditionItemsInput({ kind }: { kind: EditionItemKind }) {
  const source = EDITION_ITEM_FIELDS[kind];
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const record = useRecordContext<EditionRecord>();
  const storedIds = record?.[source] ?? [];
  const selected = (useWatch({ name: source }) as string[] | null | undefined) ?? [];
  const since = useLastSentAt();
  const offered = useQuery({
    queryKey: ['newsletter-editions', 'choices', kind],
    queryFn: () => dataProvider.editionItemChoices(kind),
  });
  const offeredIds = new Set(offered.data?.map((item) => item.id));
  const olderIds = storedIds.filter((id) => !offeredIds.has(id));
  const stored = useQuery({
    queryKey: ['newsletter-editions', 'items', kind, olderIds],
    queryFn: () => dataProvider.editionItems(kind, olderIds),
    enabled: offered.isSuccess && olderIds.length > 0,
  });
  const choices = editionChoices({
    offered: offered.data ?? [],
    storedIds,
    stored: olderIds.length === 0 ? [] : stored.data,
    selected,
    since,
  });
  const help = offered.isError
    ? PICKER_MESSAGES.failed
    : offered.isSuccess && choices.length === 0
      ? PICKER_MESSAGES.nothing
      : kind === 'events'
        ? PICKER_MESSAGES.eventsHelp
        : PICKER_MESSAGES.help;

  return (
    <CheckboxGroupInput
      source={source}
      label={EDITION_LABELS.kinds[kind]}
      choices={choices}
      isPending={offered.isPending}
      optionText={(choice: EditionChoice) => <ChoiceLabel choice={choice} />}
      translateChoice={false}
      row={false}
      parse={(ids: string[]) => inChoiceOrder(ids, choices)}
      helperText={help}
    />
  );
}
