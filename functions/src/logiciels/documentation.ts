/**
 * [issue 25] The web service's own documents: its OpenAPI 3.1 document (derived from the route declarations, like
 * the register's whole document) and its reference page, rendered in the browser by Swagger UI from that document.
 * Swagger UI is served with the site (`/reference-api/`, copied from `swagger-ui-dist` by the SPA's build), never
 * from a third-party CDN; the page's policy allows the site's own scripts and the token endpoint, nothing else.
 */
import { logiciels as r, ROUTES } from '@registre/shared/routes/index';
import { documentOpenApi } from '@registre/shared/routes/openapi';
import { GUIDE_LOGICIELS } from '@registre/shared/domain/logiciels/probleme';
import { config } from '../platform/config.ts';
import { implementer, ReponseHttp } from '../platform/http.ts';
import { echapperHtml } from '@registre/shared/securite/html';

const DESCRIPTION = `Le service web du Registre national des copropriétés pour les logiciels de gestion des syndics :
les copropriétés de l'établissement, leur fiche, leur immatriculation, leurs mises à jour annuelles (une à une ou par
lots de 500) et le suivi des demandes. Chaque écriture applique les règles des formulaires du registre.

Authentification : OAuth 2.0 client credentials (RFC 6749 §4.4), avec l'identifiant et le secret d'un accès logiciel
créé par l'administrateur principal de l'établissement dans « Mon établissement ». Guide des éditeurs :
${GUIDE_LOGICIELS}.`;

let document: { version: string; corps: unknown } | undefined;
/** The document of the service's routes (built once per version: the routes do not change in a running Lambda). */
export function documentLogiciels() {
  const c = config();
  if (document?.version !== c.APP_VERSION)
    document = {
      version: c.APP_VERSION,
      corps: documentOpenApi(
        ROUTES.filter((x) => x.logiciel),
        c.APP_VERSION,
        {
          titre: 'Registre national des copropriétés — service web des logiciels de syndic (v1)',
          description: DESCRIPTION,
          serveurs: [c.APP_URL],
          urlJeton: c.LOGICIELS_URL_JETON,
        },
      ),
    };
  return document.corps as Record<string, unknown>;
}

function page(urlJeton: string | undefined): string {
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Référence du service web des logiciels de syndic — Registre national des copropriétés</title>
<link rel="stylesheet" href="/reference-api/swagger-ui.css">
<link rel="stylesheet" href="/reference-api/reference.css">
</head>
<body>
<header class="entete">
<p class="entete__titre">Registre national des copropriétés</p>
<nav aria-label="Liens utiles"><ul>
<li><a href="${GUIDE_LOGICIELS}">Guide des éditeurs de logiciels</a></li>
<li><a href="/api/logiciels/v1/openapi.json">Document OpenAPI (JSON)</a></li>
<li><a href="/">Accueil du registre</a></li>
</ul></nav>
</header>
<section class="presentation" aria-labelledby="titre">
<h1 id="titre">Référence du service web des logiciels de syndic (v1)</h1>
${urlJeton ? `<p>Jetons d'accès : <code>${echapperHtml(urlJeton)}</code> (client credentials).</p>` : ''}
<noscript><p>Cette page a besoin de JavaScript. Le document OpenAPI se lit aussi directement : <a href="/api/logiciels/v1/openapi.json">openapi.json</a>.</p></noscript>
</section>
<!-- Swagger UI renders here; its list of operations is the page's main landmark -->
<div id="reference" data-document="/api/logiciels/v1/openapi.json"></div>
<script src="/reference-api/swagger-ui-bundle.js"></script>
<script src="/reference-api/init.js"></script>
</body>
</html>`;
}

export const implementations = [
  implementer(r.openapi, async () => documentLogiciels()),
  implementer(r.documentation, async () => {
    const urlJeton = config().LOGICIELS_URL_JETON;
    const jeton = urlJeton ? ` ${new URL(urlJeton).origin}` : '';
    return new ReponseHttp(200, page(urlJeton), {
      'content-security-policy': `default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'${jeton}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'cache-control': 'public, max-age=300',
    });
  }),
];
