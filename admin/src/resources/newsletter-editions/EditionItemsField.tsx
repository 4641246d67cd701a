import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext } from 'react-admin';
import { EDITION_ITEM_FIELDS, formatDateBR, type EditionItemKind } from '@cvc/domain';
import type { ConsoleDataProvider } from '../../providers';
import type { EditionRecord } from './editionRecord';
import { PICKER_MESSAGES } from '../../texts/newsletterEditions';

/** The items of one kind the edition holds, in its order, by title and date; one read each. */
export function EditionItemsField({ kind }: { kind: EditionItemKind; label?: string }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const record = useRecordContext<EditionRecord>();
  const ids = record?.[EDITION_ITEM_FIELDS[kind]] ?? [];
  const items = useQuery({
    queryKey: ['newsletter-editions', 'items', kind, ids],
    queryFn: () => dataProvider.editionItems(kind, ids),
    enabled: ids.length > 0,
  });
  if (ids.length === 0) return <Typography variant="body2">—</Typography>;
  if (!items.data)
    return <Typography variant="body2">{items.isError ? PICKER_MESSAGES.failed : '…'}</Typography>;
  return (
    <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
      {ids.map((id) => {
        const item = items.data.find((read) => read.id === id);
        const date = formatDateBR(item?.date);
        return (
          <li key={id}>
            {item
              ? `${item.title || PICKER_MESSAGES.untitled}${date ? ` · ${date}` : ''}`
              : PICKER_MESSAGES.unavailable}
          </li>
        );
      })}
    </Typography>
  );
}
