import {
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CHART_COLORS } from '../../layout/theme';
import type { Figures } from './dashboardFigures';

// Out of sight but read by screen readers (the usual clip pattern).
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

type Props = {
  /** The block's heading, also the table's caption. */
  title: string;
  /** What a row is (the table's first column header). */
  rowHeader: string;
  figures: Figures;
  /** Bars stacked per row (leads per week by source). */
  stacked?: boolean;
  /** Long row labels (event and report names) read better on horizontal bars. */
  horizontal?: boolean;
};

/**
 * One Painel block: heading, total, bar chart and the same figures as a table. The table is always in the page
 * for screen readers (the chart's SVG is hidden from them); "Ver tabela" shows it to everyone.
 */
export function FiguresCard({ title, rowHeader, figures, stacked, horizontal }: Props) {
  const translate = useTranslate();
  const [showTable, setShowTable] = useState(false);
  const headingId = useId();
  // Empty when nothing moved: a total of none can still have a history (every subscriber gone since).
  const empty = figures.series.every((s) => s.data.every((n) => n === 0));
  const bandAxis = [{ scaleType: 'band' as const, data: figures.rows }];
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography data-testid="dashboard-total">
          {translate('cvc.dashboard.total', { total: figures.total.toLocaleString('pt-BR') })}
        </Typography>
        {empty ? (
          <Typography color="text.secondary">{translate('cvc.dashboard.empty')}</Typography>
        ) : (
          // Hidden from screen readers and out of the tab order (the charts' own keyboard focus): the table
          // below carries the same figures.
          <Box aria-hidden="true" inert>
            <BarChart
              height={horizontal ? Math.max(160, 48 * figures.rows.length + 60) : 300}
              layout={horizontal ? 'horizontal' : 'vertical'}
              colors={CHART_COLORS}
              xAxis={horizontal ? undefined : bandAxis}
              yAxis={horizontal ? [{ ...bandAxis[0], width: 200 }] : undefined}
              series={figures.series.map((s) => ({ ...s, ...(stacked ? { stack: 'total' } : {}) }))}
              hideLegend={figures.series.length < 2}
              skipAnimation
            />
          </Box>
        )}
        <div>
          <Button size="small" onClick={() => setShowTable(!showTable)} aria-expanded={showTable}>
            {translate(showTable ? 'cvc.dashboard.hideTable' : 'cvc.dashboard.showTable')}
          </Button>
        </div>
        <Table size="small" sx={showTable ? undefined : visuallyHidden}>
          <caption style={showTable ? visuallyHidden : undefined}>{title}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {rowHeader}
              </TableCell>
              {figures.series.map((s) => (
                <TableCell key={s.id} component="th" scope="col" align="right">
                  {s.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {figures.rows.map((row, i) => (
              <TableRow key={row}>
                <TableCell component="th" scope="row">
                  {row}
                </TableCell>
                {figures.series.map((s) => (
                  <TableCell key={s.id} align="right">
                    {s.data[i]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
