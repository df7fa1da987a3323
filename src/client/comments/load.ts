// The comments' loader, on a post's page when the owner has comments on: nothing is requested from
// giscus until the reader presses "Show comments"; then giscus' client script comes, in the page's
// language and theme, and follows the theme button afterwards.
import { GISCUS_ORIGIN, giscusAttributes } from '../../capabilities/writing/giscus.ts';
import type { CommentsSettings } from '../../lib/owner/schema.ts';

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
  button.addEventListener(
    'click',
    () => {
      const settings = JSON.parse(button.dataset.commentsLoad ?? '{}') as CommentsSettings;
      const script = document.createElement('script');
      script.src = `${GISCUS_ORIGIN}/client.js`;
      script.async = true;
      script.crossOrigin = 'anonymous';
      for (const [name, value] of Object.entries(giscusAttributes(settings, root.lang, theme()))) script.setAttribute(name, value);
      const frame = button.closest('.comments')?.querySelector<HTMLElement>('.giscus');
      frame?.append(script);
      // The button's work is done: the comments take its place, and the keyboard's focus.
      button.remove();
      frame?.focus();
      followTheme();
    },
    { once: true },
  );
}
