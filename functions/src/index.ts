// Every deployed function lives in its own file and is re-exported here.
import './shared/options';

export { health } from './public/health';
export { sitePage } from './render/sitePage';
export { sitemap } from './render/sitemap';
export { keepNewsSlugs, keepOpinionSlugs } from './articles/keepPreviousSlugs';
export { articlePreview } from './articles/articlePreview';
export { inviteStaff } from './staff/inviteStaff';
export { updateStaff } from './staff/updateStaff';
export { removeStaff } from './staff/removeStaff';
export { personalData } from './privacy/personalData';
export { downloadReport } from './public/downloadReport';
export { fetchMarketIntelligence } from './public/fetchMarketIntelligence';
export { fetchCvcInfo } from './public/fetchCvcInfo';
export { eventCalendar } from './events/eventCalendar';
export { syncStaffClaims } from './staff/syncStaffClaims';
export { sendMail } from './mail/sendMail';
export { releaseVisitorMail } from './mail/releaseVisitorMail';
export { admitHeldMail } from './mail/admitHeldMail';
export { unsubscribe } from './mail/unsubscribe';
export { receiveLead } from './leads/receiveLead';
export { confirmEventRsvp } from './events/confirmEventRsvp';
export { refuseSignUp } from './staff/refuseSignUp';
export { countLeadStats } from './stats/countLeadStats';
export { countRsvpStats } from './stats/countRsvpStats';
export { countDownloadStats } from './stats/countDownloadStats';
