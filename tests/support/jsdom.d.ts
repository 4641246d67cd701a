// jsdom (a root devDependency, the site's unit-test DOM) ships no types; the tests parse served HTML with it.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
