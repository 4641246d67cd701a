// Every deployed function lives in its own file and is re-exported here.
import './options';

export { health } from './health';
export { articlePreview } from './articlePreview';
export { sitemap } from './sitemap';
