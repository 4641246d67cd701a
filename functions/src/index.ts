// Every deployed function lives in its own file and is re-exported here.
import './options';

export { health } from './health';
export { sitePage } from './sitePage';
export { sitemap } from './sitemap';
export { inviteStaff } from './inviteStaff';
export { updateStaff } from './updateStaff';
export { removeStaff } from './removeStaff';
export { downloadReport } from './downloadReport';
export { fetchMarketIntelligence } from './fetchMarketIntelligence';
export { fetchCvcInfo } from './fetchCvcInfo';
export { eventCalendar } from './eventCalendar';
export { syncStaffClaims } from './syncStaffClaims';
export { sendMail } from './sendMail';
export { receiveLead } from './receiveLead';
export { confirmEventRsvp } from './confirmEventRsvp';
export { refuseSignUp } from './refuseSignUp';
export { countLeadStats } from './countLeadStats';
export { countRsvpStats } from './countRsvpStats';
export { countDownloadStats } from './countDownloadStats';
