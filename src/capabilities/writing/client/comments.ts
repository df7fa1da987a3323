// The comments' loader, on a post's page when the owner has comments on: nothing is requested from
// giscus until the reader presses "Show comments"; then giscus' client script comes, in the page's
// language and theme, and follows the theme button afterwards.
import { GISCUS_ORIGIN, giscusAttributes } from '../giscus.ts';
import type { CommentsSettings } from '../giscus.ts';

const root = document.documentElement;
/** The site's theme as giscus names it: the one chosen with the button, else the system's. */
const theme = () => (root.dataset.theme === 'light' || root.dataset.theme === 'dark' ? root.dataset.theme : 'preferred_color_scheme');

/** Tells giscus' frame the theme the site now shows. */
function followTheme() {
  new MutationObserver(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe.giscus-frame');
    frame?.contentWindow?.postMessage({ giscus: { setConfig: { theme: theme() } } }, GISCUS_ORIGIN);
  }).observe(root, { attributes: true, attributeFilter: ['data-theme'] });
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-comments-load]')) {
  button.addEventListener('click', () => {
    if (button.closest('.comments')?.querySelector('.giscus script')) return;
    const settings = JSON.parse(button.dataset.commentsLoad ?? '{}') as CommentsSettings;
    const script = document.createElement('script');
    script.src = `${GISCUS_ORIGIN}/client.js`;
    script.async = true;
    script.crossOrigin = 'anonymous';
    for (const [name, value] of Object.entries(giscusAttributes(settings, root.lang, theme()))) script.setAttribute(name, value);
    const section = button.closest('.comments');
    const status = section?.querySelector<HTMLElement>('[role="status"]');
    // If giscus cannot be reached, the reader can try again.
    script.addEventListener('error', () => {
      script.remove();
      if (status) status.textContent = status.dataset.failed ?? '';
      button.hidden = false;
      button.focus();
    });
    section?.querySelector('.giscus')?.append(script);
    // The button's work is done: the keyboard's focus goes to the comments' heading, and the status says they load.
    button.hidden = true;
    if (status) status.textContent = status.dataset.loading ?? '';
    // giscus' frame speaks once it shows: the status has said its part.
    addEventListener('message', function shown(event) {
      if (event.origin !== GISCUS_ORIGIN || !status) return;
      status.textContent = '';
      removeEventListener('message', shown);
    });
    section?.querySelector<HTMLElement>('h2')?.focus();
    followTheme();
  });
}
