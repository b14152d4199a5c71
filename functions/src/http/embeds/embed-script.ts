// embed.js (issue 17 item 4): the one-line snippet's script. A job board pastes
//   <script src="https://ORIGIN/embed.js" data-rmi="managers/ID" async></script>
// and the script puts the widget's iframe right after that tag, then keeps the iframe as tall as the
// widget says it is (postMessage from the widget, accepted only from our origin and only from the
// iframe it created). Plain ES5, no dependencies, no cookies, no globals; safe to include many times
// (each tag is handled once) and with async or defer.

/** What data-rmi accepts: a kind and one of our ids (functions/src/domain/shared/doc-id.ts). */
export const DATA_RMI_PATTERN = '^(interviewers|managers|companies)\\/([A-Za-z0-9_-]{1,128})$';

/** The iframe's height before the widget reports its own, and the bounds of what it may report. */
export const INITIAL_HEIGHT = 132;
const MIN_HEIGHT = 40;
const MAX_HEIGHT = 600;

/** The script, for the site's public origin (it frames the widget from there and trusts only it). */
export function embedScript(origin: string): string {
  return `/* Rate My Interviewer rating widget: ${origin}/embed.js */
(function () {
  'use strict';
  var ORIGIN = ${JSON.stringify(origin)};
  var PATTERN = new RegExp(${JSON.stringify(DATA_RMI_PATTERN)});
  var frames = [];
  var tags = document.querySelectorAll('script[data-rmi]');
  for (var i = 0; i < tags.length; i++) {
    var tag = tags[i];
    if (tag.hasAttribute('data-rmi-ready')) continue;
    tag.setAttribute('data-rmi-ready', '');
    var match = PATTERN.exec(tag.getAttribute('data-rmi') || '');
    if (!match) {
      if (window.console) console.warn('Rate My Interviewer: data-rmi must be "interviewers/ID", "managers/ID" or "companies/ID".');
      continue;
    }
    var theme = tag.getAttribute('data-theme');
    var frame = document.createElement('iframe');
    frame.src = ORIGIN + '/embed/' + match[1] + '/' + match[2] +
      (theme === 'light' || theme === 'dark' ? '?theme=' + theme : '');
    frame.title = 'Rating on Rate My Interviewer';
    frame.loading = 'lazy';
    frame.setAttribute('scrolling', 'no');
    frame.style.border = '0';
    frame.style.display = 'block';
    frame.style.width = '100%';
    frame.style.maxWidth = '420px';
    frame.style.height = '${INITIAL_HEIGHT}px';
    frame.style.colorScheme = 'normal';
    tag.parentNode.insertBefore(frame, tag.nextSibling);
    frames.push(frame);
  }
  if (frames.length === 0) return;
  window.addEventListener('message', function (event) {
    if (event.origin !== ORIGIN) return;
    var data = event.data;
    if (!data || data.type !== 'rmi-embed-height' || typeof data.height !== 'number' || !isFinite(data.height)) return;
    for (var j = 0; j < frames.length; j++) {
      if (frames[j].contentWindow === event.source) {
        frames[j].style.height = Math.max(${MIN_HEIGHT}, Math.min(${MAX_HEIGHT}, Math.ceil(data.height))) + 'px';
      }
    }
  });
})();
`;
}
