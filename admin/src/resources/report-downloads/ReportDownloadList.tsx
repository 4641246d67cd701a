import { Typography } from '@mui/material';
import { Datagrid, FunctionField, List, TextField, TopToolbar } from 'react-admin';
import { formatDateTimeBR } from '@cvc/domain';
import { CRM_MESSAGES } from '../../texts/crm';
import type { ReportDownload } from '@cvc/domain';
import { ListGate } from '../../components/ListGate';
import { ExportListCsvButton } from '../../features/csv-export';
import { downloadsExporter } from './downloadsExport';

function DownloadsActions() {
  return (
    <TopToolbar>
      <ExportListCsvButton emptyMessage={CRM_MESSAGES.downloadsExportEmpty} />
    </TopToolbar>
  );
}

const Empty = () => <Typography sx={{ p: 4, textAlign: 'center' }}>{CRM_MESSAGES.downloadsEmpty}</Typography>;

/** SPEC §2 downloads page: report downloads newest first, with the CSV export. */
export function ReportDownloadList() {
  return (
    <List
      resource="report-downloads"
      title={CRM_MESSAGES.downloadsTitle}
      sort={{ field: 'downloaded_at', order: 'DESC' }}
      perPage={25}
      actions={<DownloadsActions />}
      empty={false}
      exporter={downloadsExporter}
    >
      <ListGate>
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />}>
          <TextField source="name" sortable={false} />
          <TextField source="email" sortable={false} />
          <TextField source="company" sortable={false} />
          <TextField source="report_title" sortable={false} />
          <FunctionField<ReportDownload>
            source="downloaded_at"
            render={(record) => formatDateTimeBR(record.downloaded_at)}
          />
        </Datagrid>
      </ListGate>
    </List>
  );
}
