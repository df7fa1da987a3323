/**
 * On every page, inline (its hash in the CSP, astro.config.mjs): `/`, or Ctrl+K (⌘K), opens the
 * search page, unless the reader is typing in a field. The header's search link says where.
 */
export const SEARCH_SHORTCUT =
  "addEventListener('keydown',function(e){var k=e.key,c=e.ctrlKey||e.metaKey;if(e.defaultPrevented||e.altKey||e.target.closest('input,textarea,select,[contenteditable]'))return;" +
  "if(k=='/'&&!c||(k=='k'||k=='K')&&c){var a=document.querySelector('[data-search-link]');a&&(e.preventDefault(),a.click())}})";
