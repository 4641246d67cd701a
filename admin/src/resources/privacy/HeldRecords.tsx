import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { PersonalDataRecord, PersonalDataResult } from '@cvc/domain';
import { collectionLabel, recordSummary } from './privacyLabels';
import { PRIVACY_TEXTS as T } from '../../texts/privacy';

function RecordsTable({ name, records }: { name: string; records: PersonalDataRecord[] }) {
  const label = collectionLabel(name);
  return (
    <section aria-label={label}>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {label} ({records.length})
      </Typography>
      {records.length > 0 && (
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{T.document}</TableCell>
              <TableCell>{T.summary}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {records.map((record) => (
              <TableRow key={record.id} data-record={`${record.collection}/${record.id}`}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{record.id}</TableCell>
                <TableCell>{recordSummary(record)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

/** What is held, collection by collection (the empty ones too, so the admin sees each was searched). */
export function HeldRecords({ result }: { result: PersonalDataResult }) {
  return (
    <div>
      {Object.keys(result.counts).map((name) => (
        <RecordsTable
          key={name}
          name={name}
          records={result.records.filter((record) => record.collection === name)}
        />
      ))}
      {result.kept.length > 0 && <RecordsTable name={result.kept[0]!.collection} records={result.kept} />}
    </div>
  );
}
