// The part of jsdom (a root devDependency, without @types) the sitemap test uses: its DOMParser,
// a maintained XML parser that reports malformed XML as a <parsererror> document.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { DOMParser: typeof DOMParser };
  }
}
