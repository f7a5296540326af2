import { Navigate } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Tile } from '@codegouvfr/react-dsfr/Tile';
import * as institutionnels from '@registre/shared/routes/institutionnels.routes';
import type { z } from 'zod';
import type { charteSchema } from '@registre/shared/schemas/institutionnels';
import { useRequete } from '../../api/hooks.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { dateHeureFr } from '../../lib/format.ts';
import { Pictogramme } from '../../components/Pictogramme.tsx';
import { PAGES, peutOuvrir, tuilesAccueil, type PageRegistre } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { usePerimetre } from '../../features/perimetre/perimetre.ts';
import FichesMemo from '../../components/FichesMemo.tsx';

const CHARTE = '/institutionnels/charte-confidentialite';
/** The institutional services of spec 001 §2 ("Institutional: categorisation tool and raw data"). */
const RUBRIQUES_INSTITUTIONNELLES: readonly string[] = ['categorisation', 'donneesBrutes'];

/**
 * The institutional area's home (spec 001 §2 "institutionnels", "The institutional profile goes to
 * /institutionnels"): only once the confidentiality charter is accepted (otherwise the charter first). It shows
 * who the agent is for the register (`getauthattributes`), the geographic scope of the data they may use
 * (`getniveaugeographique`), the charter accepted, and the institutional services whose pages exist.
 */
export default function EspaceInstitutionnel() {
  const titre = usePageCourante()?.titre;
  const charte = useRequete(institutionnels.lireCharte);
  if (charte.data && !charte.data.acceptee) return <Navigate to={CHARTE} replace />;
  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      {charte.data ? <Espace charte={charte.data} /> : charte.isPending && <p role="status">Chargement de votre espace…</p>}
    </div>
  );
}

const AIDE = ['aide', 'registreEtMoi', 'questions'];

function Espace({ charte }: { charte: z.infer<typeof charteSchema> }) {
  const { visiteur } = useSession();
  const attributs = useRequete(institutionnels.attributsClavis);
  const niveau = useRequete(institutionnels.niveauGeographiqueClavis);
  const nomService = useRequete(institutionnels.nomServiceClavis, {}, { staleTime: 60 * 60_000 });
  const a = attributs.data;
  const perimetre = usePerimetre(niveau.data);

  const services = PAGES.filter(
    (p) => p.menu && RUBRIQUES_INSTITUTIONNELLES.includes(p.menu.rubrique) && !p.chemin.includes('/:') && peutOuvrir(p, visiteur),
  );
  // the help pages, and any other home tile the agent may open
  const autres = [...PAGES.filter((p) => AIDE.includes(p.id)), ...tuilesAccueil(visiteur).map((t) => t.page)].filter(
    (p, i, toutes) => !services.includes(p) && p.id !== 'institutionnels' && toutes.indexOf(p) === i,
  );

  const identite: [string, string, string | null | undefined][] = a
    ? [
        ['nom', 'Nom', `${a.prenom} ${a.nom}`.trim()],
        ['email', 'Adresse électronique', a.email],
        ['service', 'Service', a.service],
        ['siret', "SIRET de l'organisme", a.siret],
        ['login', 'Identifiant dans le registre', a.login],
        [
          'connexion',
          'Connexion',
          a.statut === 'AUTHENTICATED_CLAVIS'
            ? `Par ${nomService.data ?? 'ProConnect'} (connexion institutionnelle)`
            : 'Compte institutionnel du registre (identifiant et mot de passe)',
        ],
      ]
    : [];

  return (
    <>
      {a && (
        <p className={fr.cx('fr-text--lead')}>
          Bonjour {a.prenom} {a.nom}. Cet espace réunit les services du registre ouverts aux agents publics, pour les copropriétés
          de votre périmètre géographique.
        </p>
      )}

      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-mb-4w')}>
        <section aria-labelledby="espace-identite" className={fr.cx('fr-col-12', 'fr-col-md-6')} data-testid="attributs-agent">
          <div className={`${fr.cx('fr-p-3w')} fr-background-alt--grey`}>
            <h2 id="espace-identite" className={fr.cx('fr-h5')}>
              Votre identité d'agent
            </h2>
            {attributs.isPending ? (
              <p role="status">Chargement…</p>
            ) : (
              <dl className="fiche">
                {identite
                  .filter(([, , v]) => v)
                  .map(([cle, libelle, valeur]) => (
                    <div key={cle} className={fr.cx('fr-mb-1w')}>
                      <dt className={fr.cx('fr-text--bold')}>{libelle}</dt>
                      <dd data-champ={cle}>{valeur}</dd>
                    </div>
                  ))}
              </dl>
            )}
          </div>
        </section>
        <section aria-labelledby="espace-perimetre" className={fr.cx('fr-col-12', 'fr-col-md-6')} data-testid="perimetre-agent">
          <div className={`${fr.cx('fr-p-3w')} fr-background-alt--grey`}>
            <h2 id="espace-perimetre" className={fr.cx('fr-h5')}>
              Votre périmètre géographique
            </h2>
            {perimetre ? (
              <>
                <dl className="fiche">
                  <div className={fr.cx('fr-mb-1w')}>
                    <dt className={fr.cx('fr-text--bold')}>Niveau</dt>
                    <dd data-champ="niveau">{perimetre.libelleNiveau}</dd>
                  </div>
                  <div className={fr.cx('fr-mb-1w')}>
                    <dt className={fr.cx('fr-text--bold')}>Territoire</dt>
                    <dd data-champ="territoire">{perimetre.territoire}</dd>
                  </div>
                </dl>
                <p className={fr.cx('fr-text--sm', 'fr-mb-0')}>
                  Les données du registre que vous consultez et téléchargez sont limitées à ce territoire. Il est attribué par
                  votre fournisseur d'identité : s'il ne correspond pas à vos missions, adressez-vous à votre administrateur.
                </p>
              </>
            ) : (
              niveau.isPending && <p role="status">Chargement…</p>
            )}
          </div>
        </section>
      </div>

      <section aria-labelledby="espace-services" className={fr.cx('fr-mb-4w')}>
        <h2 id="espace-services">Vos services</h2>
        <Tuiles pages={services} testId="services-institutionnels" />
        {autres.length > 0 && <Tuiles pages={autres} testId="tuiles-aide" />}
      </section>

      {/* [issue 14] the institutions' memo sheets (access, charter, categorisation tool, raw data) */}
      <FichesMemo categorie="INSTITUTION" titre="Fiches mémo" />

      <section aria-labelledby="espace-charte">
        <h2 id="espace-charte" className={fr.cx('fr-h4')}>
          Charte de confidentialité
        </h2>
        <p data-testid="charte-acceptee">
          Vous avez accepté la charte de confidentialité (version {charte.versionAcceptee ?? charte.version})
          {charte.dateAcceptation ? ` le ${dateHeureFr(charte.dateAcceptation)}` : ''}. Elle encadre l'usage des données du
          registre : usages autorisés, confidentialité, protection des données personnelles et sanctions.
        </p>
        <Button priority="secondary" linkProps={{ to: CHARTE }} iconId="fr-icon-file-text-line">
          Relire la charte de confidentialité
        </Button>
      </section>
    </>
  );
}

function Tuiles({ pages, testId }: { pages: readonly PageRegistre[]; testId: string }) {
  return (
    <ul className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-raw-list', 'fr-mb-2w')} data-testid={testId}>
      {pages.map((p) => (
        <li key={p.id} className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-4')}>
          <Tile
            title={p.tuile?.titre ?? p.titre}
            titleAs="h3"
            desc={p.tuile?.description}
            linkProps={{ to: p.chemin }}
            enlargeLinkOrButton
            pictogram={p.tuile ? <Pictogramme nom={p.tuile.pictogramme} /> : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
