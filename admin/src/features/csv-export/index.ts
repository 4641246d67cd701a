export { downloadTextFile } from './downloadFile';
export { ExportCsvButton } from './ExportCsvButton';
export { ExportListCsvButton } from './ExportListCsvButton';
