export { downloadTextFile } from './downloadFile';
export { ExportCsvButton } from './ExportCsvButton';
