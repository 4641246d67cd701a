import { PUBLIC_ROUTES } from '@cvc/domain';
import { definePageRoute } from '../../app/pageRoute';

// Its sections are Firestore data (logos, the latest news, opinions, reports, events), so it is rendered with them
// and paints whole; `?event=<id>` opens (and previews) one event.
export default definePageRoute({
  id: 'home',
  paths: [PUBLIC_ROUTES.home],
  render: 'request',
  cacheSeconds: 300,
  params: ['event'],
  module: 'HomePage',
  component: 'HomePage',
});
