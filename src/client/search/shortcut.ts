/**
 * On every page, inline (its hash in the CSP, astro.config.mjs): `/`, or Ctrl+K (⌘K), opens the
 * search page, unless the reader is typing in a field. The header's search link says where.
 */
export const SEARCH_SHORTCUT =
  "addEventListener('keydown',function(e){var t=e.target,k=e.key;if(e.defaultPrevented||e.altKey||t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))return;" +
  "if(k=='/'&&!e.ctrlKey&&!e.metaKey||(k=='k'||k=='K')&&(e.ctrlKey||e.metaKey)){var a=document.querySelector('[data-search-link]');if(a){e.preventDefault();a.click()}}})";
