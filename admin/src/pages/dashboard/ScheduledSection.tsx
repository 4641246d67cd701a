import {
  Alert,
  Box,
  Card,
  CardContent,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { SCHEDULE_WEEKS, can, type StaffClaims } from '@cvc/domain';
import { useId, useMemo } from 'react';
import { useCreatePath, useGetList, usePermissions } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingBlock } from '../../components/LoadingBlock';
import { SCHEDULE_CALENDAR_TEXTS as T } from '../../texts/scheduleCalendar';
import {
  SCHEDULED_QUERY,
  leavingQuery,
  scheduleDays,
  type ScheduleKind,
  type ScheduledRecord,
} from './scheduleCalendar';

/** One kind's two reads, made only for the holders of its key (the rules refuse the others the list). */
function useKindSchedule(kind: ScheduleKind, claims: StaffClaims | null | undefined, now: Date) {
  const enabled = can(claims, kind);
  const leaving = useMemo(() => leavingQuery(now), [now]);
  const scheduledRead = useGetList<ScheduledRecord>(kind, SCHEDULED_QUERY, { enabled, retry: false });
  const leavingRead = useGetList<ScheduledRecord>(kind, leaving, { enabled, retry: false });
  return { kind, enabled, reads: [scheduledRead, leavingRead] as const };
}

/**
 * The Painel's Agendados: the news, opinions, reports and events that come out or leave the site in the next weeks, by
 * São Paulo day, each kind only for the holders of its key. `now` is the Painel's, chosen once per view.
 */
export function ScheduledSection({ now }: { now: Date }) {
  const { permissions: claims } = usePermissions<StaffClaims | null>();
  const headingId = useId();
  const periodId = useId();
  const createPath = useCreatePath();
  const kinds = [
    useKindSchedule('news', claims, now),
    useKindSchedule('opinions', claims, now),
    useKindSchedule('reports', claims, now),
    useKindSchedule('events', claims, now),
  ].filter((kind) => kind.enabled);
  if (kinds.length === 0) return null;

  const reads = kinds.flatMap((kind) => kind.reads);
  const failed = reads.some((read) => read.error);
  const loading = reads.some((read) => read.isPending);
  const days =
    failed || loading
      ? []
      : scheduleDays(
          kinds.map(({ kind, reads: [scheduled, leaving] }) => ({
            kind,
            scheduled: scheduled.data ?? [],
            leaving: leaving.data ?? [],
          })),
          now,
          T.untitled,
        );

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {T.title}
        </Typography>
        <Typography id={periodId} color="text.secondary">
          {T.period(SCHEDULE_WEEKS)}
        </Typography>
        {failed ? (
          <Alert severity="error">{T.failed}</Alert>
        ) : loading ? (
          <LoadingBlock />
        ) : days.length === 0 ? (
          <Typography>{T.empty(SCHEDULE_WEEKS)}</Typography>
        ) : (
          // Narrow screens scroll the table sideways rather than squeeze its titles.
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby={headingId} aria-describedby={periodId}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {T.time}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {T.kind}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {T.item}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {T.change}
                  </TableCell>
                </TableRow>
              </TableHead>
              {/* One row group per São Paulo day, named by its heading row. */}
              {days.map((day) => (
                <TableBody key={day.day}>
                  <TableRow>
                    <TableCell component="th" scope="rowgroup" colSpan={4} sx={{ fontWeight: 600 }}>
                      {day.label}
                    </TableCell>
                  </TableRow>
                  {day.entries.map((entry) => (
                    <TableRow key={`${entry.change}-${entry.kind}-${entry.id}`}>
                      <TableCell>{entry.time}</TableCell>
                      <TableCell>{T.kinds[entry.kind]}</TableCell>
                      <TableCell component="th" scope="row">
                        <Link
                          component={RouterLink}
                          to={createPath({ resource: entry.kind, id: entry.id, type: 'edit' })}
                        >
                          {entry.title}
                        </Link>
                      </TableCell>
                      <TableCell>{entry.change === 'publishes' ? T.publishes : T.leaves}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              ))}
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
