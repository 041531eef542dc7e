// uPlot builds `new Intl.NumberFormat(navigator.language)` when it loads. A browser
// started under the POSIX locale (WebKit with LANG=C or C.UTF-8) reports "C", which
// is no language tag: Intl throws and no chart is drawn. Imported before uPlot, this
// gives such a browser a valid tag, the one Intl itself resolves to.
function ensureValidLanguage(nav: Navigator = navigator) {
  try {
    new Intl.NumberFormat(nav.language);
  } catch {
    Object.defineProperty(nav, 'language', {
      value: new Intl.NumberFormat().resolvedOptions().locale,
      configurable: true,
    });
  }
}
ensureValidLanguage();
