/**
 * The language hint's browser code, in the theme's script after the header (Header.astro) on a
 * site in several languages: a visitor whose browser prefers another of the site's languages
 * (by primary subtag, in the browser's order, before the page's own; escaped, so no browser
 * language can break the selector) sees the hint that links
 * this page in it, before the first paint (nothing moves), until they dismiss it (kept in
 * localStorage, as the theme is). No redirect: the choice stays the visitor's. It follows the
 * theme's toggle code in one <script>; the leading ";" keeps the two statements apart.
 */
export const LANGUAGE_HINT = [
  ";(()=>{var k='lang-hint',p=document.documentElement.lang.split('-')[0];",
  'try{if(localStorage[k])return}catch{return}',
  "for(var x of navigator.languages){x=x.split('-')[0];if(x==p)return;",
  "let e=document.querySelector('.language-hint[lang|=\"'+CSS.escape(x)+'\"]');",
  'if(e){e.hidden=!1;e.lastElementChild.onclick=()=>{e.hidden=!0;try{localStorage[k]=1}catch{}};return}}})()',
].join('');
