// [issue 24] Read before the first paint (index.html, a blocking script of a few bytes): a visitor who has accepted the
// cookies does not see the banner that a prerendered page carries, nor the page move when it goes (styles.css). The
// cookie's name is the shell's (COOKIE_CONSENTEMENT, src/shell/BanniereCookies.tsx, checked by its unit test).
if (document.cookie.split(';').some((c) => c.trim().startsWith('agreeCookies='))) {
  document.documentElement.setAttribute('data-consentement', '');
}
