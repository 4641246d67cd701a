import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { AUDIT_LABELS } from '../../texts/audit';
import { changeLines, entryTitle, type EntryData, type Part } from './auditFormat';

// Hidden from sight, read out: an added or removed run is announced, not told by its colour or its line alone.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const MARKS = {
  added: { component: 'ins', bgcolor: '#d8f0dc', textDecoration: 'underline' },
  removed: { component: 'del', bgcolor: '#fbe0e0', textDecoration: 'line-through' },
} as const;

/** A run of text or a list item, marked as added (<ins>) or removed (<del>) when the change did. */
function Marked({ part }: { part: Part }) {
  if (!part.change) return <>{part.text}</>;
  const { component, ...style } = MARKS[part.change];
  return (
    <Box component={component} sx={{ ...style, color: 'inherit' }}>
      <Box component="span" sx={visuallyHidden}>
        [{AUDIT_LABELS[part.change]}:{' '}
      </Box>
      {part.text}
      <Box component="span" sx={visuallyHidden}>
        ]
      </Box>
    </Box>
  );
}

/** The changed fields of an entry, one line each, under the labels of the item's form. */
export function AuditChanges() {
  const entry = useRecordContext<EntryData & { id: string }>();
  if (!entry) return null;
  if (entry.action === 'delete') {
    // The deleted document's own name, so a person can tell which one to bring back.
    return (
      <span>
        {AUDIT_LABELS.deletedWhole} {entryTitle(entry)}
      </span>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: '1.2em' }}>
      {changeLines(entry).map((line) => (
        <li key={line.path}>
          <strong>{line.label}</strong>
          {line.kind === 'value' &&
            (line.before === undefined ? `: ${line.after}` : `: ${line.before} → ${line.after}`)}
          {line.kind === 'words' && (
            <>
              {': '}
              <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                {line.parts.map((part, index) => (
                  <Marked key={index} part={part} />
                ))}
              </Box>
            </>
          )}
          {line.kind === 'list' && (
            <Box component="ul" sx={{ m: 0, pl: '1.2em' }}>
              {line.items.length === 0 && <li>—</li>}
              {line.items.map((item, index) => (
                <li key={index}>
                  <Marked part={item} />
                </li>
              ))}
            </Box>
          )}
        </li>
      ))}
    </Box>
  );
}
