import { useState } from 'react';
import type { Report } from '@cvc/domain';
import { CardGrid } from '../../components/Card';
import { HydrateNearViewport } from '../../components/HydrateNearViewport';
import { ReportCard } from '../../components/ReportCard';
import { ReportModal } from '../../components/lazyModals';
import { submitReportDownload } from '../../data/submit';
import { readReportsPage } from '../../data/pageReads';
import { ListPage } from '../../features/lists/ListPage';

/** Report cards open the report modal of the home page: download form when free, checkout when paid. */
export function ReportsListPage() {
  const [open, setOpen] = useState<Report | null>(null);
  return (
    <>
      <ListPage
        kind="reports"
        readPage={readReportsPage}
        renderItems={(items) => (
          <CardGrid $min="260px">
            {items.map((report, index) => (
              <HydrateNearViewport key={report.id}>
                <ReportCard report={report} onOpen={setOpen} first={index === 0} />
              </HydrateNearViewport>
            ))}
          </CardGrid>
        )}
      />
      <ReportModal report={open} onClose={() => setOpen(null)} submitDownload={submitReportDownload} />
    </>
  );
}
