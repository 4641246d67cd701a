/** The report download callable, and where the site reaches it. */
export const REPORT_DOWNLOAD_FUNCTION = 'downloadReport';
export const REPORT_DOWNLOAD_PATH = '/api/report-download';
