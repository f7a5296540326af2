/* The reference page of the web service for syndic software (/api/logiciels/v1/docs): Swagger UI over the
   service's OpenAPI document, served with the site. A file, not an inline script: the page's policy allows none.
   Swagger UI's markup is then made accessible (axe-core clean), and again after each of its renders: its operations
   are the page's main landmark, its other blocks named regions, its title the page's second level (the page has its
   own h1), its selects named, and the deep link inside each operation's toggle button no longer a second control. */
(function () {
  var cible = document.getElementById('reference');
  if (!cible || typeof window.SwaggerUIBundle !== 'function') return;

  function accessible() {
    cible.querySelectorAll('.info h1.title:not([aria-level])').forEach(function (h) {
      h.setAttribute('role', 'heading');
      h.setAttribute('aria-level', '2');
    });
    [
      ['.information-container', 'Présentation du service'],
      ['.scheme-container', 'Serveur et autorisation'],
      ['.models', 'Schémas'],
    ].forEach(function (r) {
      cible.querySelectorAll(r[0] + ':not([role])').forEach(function (e) {
        e.setAttribute('role', 'region');
        e.setAttribute('aria-label', r[1]);
      });
    });
    cible.querySelectorAll('.opblock-summary-control a[href]').forEach(function (a) {
      a.removeAttribute('href');
    });
    cible.querySelectorAll('select:not([aria-label])').forEach(function (s) {
      var ligne = s.closest('tr[data-param-name]');
      s.setAttribute(
        'aria-label',
        s.id === 'servers' ? 'Serveur' : ligne ? 'Valeur de ' + ligne.getAttribute('data-param-name') : 'Choix',
      );
    });
  }

  new MutationObserver(accessible).observe(cible, { childList: true, subtree: true });
  window.SwaggerUIBundle({
    url: cible.getAttribute('data-document'),
    domNode: cible,
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    displayRequestDuration: true,
    tryItOutEnabled: false,
    validatorUrl: null,
    syntaxHighlight: { activated: false },
  });
})();
