// Stands in for stylis's vendor prefixer in the site's browser build (withoutVendorPrefixer.ts): loud, should
// anyone turn `enableVendorPrefixes` on, rather than silently unprefixed.
export function prefix(): never {
  throw new Error('Vendor prefixes are off in the site build: see site/build/withoutVendorPrefixer.ts');
}
