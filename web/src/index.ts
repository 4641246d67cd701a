// The site's HTTP surface, shared by the site, its server render, the functions, the console, the build scripts
// and the tests: every path a browser, a mail or Hosting uses (the pages', the endpoints' and the functions they
// reach, the console's), the renderer's contract, language addresses, head tags, page shells, security headers,
// an event's links, the schema.org data of the association and its articles, and the App Check header and
// browser set-up. Business rules stay in @cvc/domain.
export * from './languages';
export * from './content-language';
export * from './page-shells';
export * from './security-headers';
export * from './head-tags';
export * from './site-renderer';
export * from './app-check';
export * from './event-links';
export * from './organization-json-ld';
export * from './article-json-ld';
export * from './public-routes';
export * from './site-search-entry';
export * from './endpoints';
export * from './feeds';
export * from './site-endpoints/mail-release';
export * from './site-endpoints/newsletter-subscribe';
export * from './site-endpoints/market-intelligence';
export * from './site-endpoints/cvc-info';
export * from './site-endpoints/report-download';
export * from './console-paths';
export * from './app-check-client';
