// The browser's half of the bridge (ui-bridge.ts): messages to and from the host's
// window, the document's size as the host should frame it, and the host's theme and style variables.
import type { McpUiHostContext, McpUiSizeChangedNotification } from '@modelcontextprotocol/ext-apps';
import type { Port } from './ui-bridge.ts';

/** The window that framed this document; messages from any other source are ignored. */
export function windowPort(host: Window): Port {
  return {
    // The host's origin is unknown to a sandboxed document (it is often opaque), as in ext-apps' own transport.
    post: (message) => host.postMessage(message, '*'),
    listen(onMessage) {
      const listener = (event: MessageEvent) => {
        if (event.source === host) onMessage(event.data);
      };
      window.addEventListener('message', listener);
      return () => window.removeEventListener('message', listener);
    },
  };
}

/** Tells the host the document's size whenever it changes, once per frame at most (as ext-apps' App does). */
export function reportSize(send: (size: McpUiSizeChangedNotification['params']) => void): () => void {
  let pending = false;
  let last = { width: 0, height: 0 };
  const measure = () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      const root = document.documentElement;
      const height = root.style.height;
      root.style.height = 'max-content';
      const size = { width: Math.ceil(window.innerWidth), height: Math.ceil(root.getBoundingClientRect().height) };
      root.style.height = height;
      if (size.width === last.width && size.height === last.height) return;
      last = size;
      send(size);
    });
  };
  measure();
  const observer = new ResizeObserver(measure);
  observer.observe(document.documentElement);
  observer.observe(document.body);
  return () => observer.disconnect();
}

/** The host's theme and CSS variables, on the root element (the names ext-apps' helpers use). */
export function applyHostContext({ theme, styles }: McpUiHostContext) {
  const root = document.documentElement;
  if (theme) {
    root.dataset.theme = theme;
    root.style.colorScheme = theme;
  }
  for (const [name, value] of Object.entries(styles?.variables ?? {})) if (value !== undefined) root.style.setProperty(name, value);
}
