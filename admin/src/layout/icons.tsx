import Article from '@mui/icons-material/Article';
import Assessment from '@mui/icons-material/Assessment';
import BarChart from '@mui/icons-material/BarChart';
import Business from '@mui/icons-material/Business';
import Download from '@mui/icons-material/Download';
import Event from '@mui/icons-material/Event';
import ForwardToInbox from '@mui/icons-material/ForwardToInbox';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Groups from '@mui/icons-material/Groups';
import Handshake from '@mui/icons-material/Handshake';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import Person from '@mui/icons-material/Person';
import PersonSearch from '@mui/icons-material/PersonSearch';
import RateReview from '@mui/icons-material/RateReview';
import Storefront from '@mui/icons-material/Storefront';
import TravelExplore from '@mui/icons-material/TravelExplore';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import type { ComponentType } from 'react';

/** One icon per area, for the sidebar: the resource definitions carry none, so no icon weighs on the login page. */
export const AREA_ICONS: Record<string, ComponentType> = {
  news: Article,
  opinions: RateReview,
  columnists: Person,
  reports: Assessment,
  leads: PersonSearch,
  rsvp: EventAvailable,
  downloads: Download,
  newsletter: MarkEmailRead,
  newsletterEditions: ForwardToInbox,
  partners: Handshake,
  maintainers: VolunteerActivism,
  participants: Groups,
  suppliers: Storefront,
  events: Event,
  crawler: TravelExplore,
  business: Business,
  dashboard: BarChart,
};
