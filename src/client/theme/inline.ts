/**
 * The theme's browser code, small enough to inline (about 0.6 KB together). Kept as text so
 * each page's Content-Security-Policy can allow exactly these scripts by their hashes
 * (astro.config.mjs): no 'unsafe-inline'.
 */

import { LANGUAGE_HINT } from './language-hint.ts';

/** In <head>, before the first paint: the theme chosen with the button, so the page never flashes the other one. */
export const THEME_INIT =
  "try{var t=localStorage.getItem('theme');if(t=='light'||t=='dark')document.documentElement.dataset.theme=t}catch{}";

/**
 * After the button: pressed means the dark theme, whether chosen or the system's. A click
 * flips the theme and keeps the choice; the button shows only once this has run.
 */
const THEME_TOGGLE = [
  '(()=>{',
  "var b=document.querySelector('[data-theme-toggle]'),r=document.documentElement,m=matchMedia('(prefers-color-scheme: dark)');",
  "function d(){return r.dataset.theme?r.dataset.theme=='dark':m.matches}",
  "function s(){b.setAttribute('aria-pressed',d())}",
  "b.addEventListener('click',function(){r.dataset.theme=d()?'light':'dark';try{localStorage.setItem('theme',r.dataset.theme)}catch{}s()});",
  "m.addEventListener('change',s);s();b.hidden=!1})()",
].join('');

/**
 * Every inline script of the theme, for the pages and the CSP's script hashes: the toggle's also
 * shows the language hint on a site in several languages (language-hint.ts).
 */
export const themeScripts = (inSeveralLanguages: boolean): [init: string, toggle: string] => [
  THEME_INIT,
  inSeveralLanguages ? THEME_TOGGLE + LANGUAGE_HINT : THEME_TOGGLE,
];
