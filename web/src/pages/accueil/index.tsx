import { lazy, Suspense } from 'react';
import { fr } from '@codegouvfr/react-dsfr';
import { CallOut } from '@codegouvfr/react-dsfr/CallOut';
import { Card } from '@codegouvfr/react-dsfr/Card';
import { Notice } from '@codegouvfr/react-dsfr/Notice';
import { Tile } from '@codegouvfr/react-dsfr/Tile';
import { Navigate } from 'react-router-dom';
import { infoMessage } from '@registre/shared/routes/public.routes';
import { useRequete } from '../../api/hooks.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { Pictogramme } from '../../components/Pictogramme.tsx';
import { cheminAccueil, pageExiste, pageParId, peutOuvrir, routeMontee, tuilesAccueil } from '../../routes.tsx';

// only the syndics see it: loaded then, with its route's schemas, not by every visitor of the home page (issue 15)
const TableauDeBordSyndic = lazy(() => import('./TableauDeBordSyndic.tsx').then((m) => ({ default: m.TableauDeBordSyndic })));

/**
 * Home page by profile (spec 001 §2 "Home pages by profile"): the information message, the activation banner,
 * the tiles of the pages this visitor may open (from the route table) and link cards to the help.
 * [issue 11] Syndic profiles (MAJ_COPROPRIETE_ANNUELLE) see their board: four counters and its buttons.
 */
export default function Accueil() {
  const { statut, compte, visiteur } = useSession();
  const info = useRequete(infoMessage, {}, { staleTime: 5 * 60_000 });
  const message = info.data?.response?.trim();
  const tuiles = statut === 'chargement' ? [] : tuilesAccueil(visiteur);
  const activation = compte?.authorities.includes('ATTENTE_ACTIVATION_TELE') && pageExiste('/compte/activation');
  // spec 001 §2: "Syndic profiles load the board counters"
  const tableauDeBord =
    statut === 'connecte' &&
    visiteur.autorites.includes('MAJ_COPROPRIETE_ANNUELLE') &&
    routeMontee('coproprietes.tableauDeBordSyndic');
  const pageListe = pageParId('coproprietes');
  const listeDisponible = pageListe !== undefined && peutOuvrir(pageListe, visiteur);
  // spec 001 §2: "The institutional profile goes to /institutionnels" (once that page exists)
  const accueil = cheminAccueil(visiteur);
  if (statut === 'connecte' && accueil !== '/') return <Navigate to={accueil} replace />;

  return (
    <>
      <div className="accueil-hero">
        <div className={fr.cx('fr-container', 'fr-py-6w')}>
          {compte ? (
            <>
              <h1>
                Bonjour {compte.prenom} {compte.nom}
              </h1>
              <p className={fr.cx('fr-text--lead', 'fr-mb-0')}>
                Vous êtes connecté(e) au registre national des copropriétés en tant que <strong>{compte.libelleProfil}</strong>.
              </p>
            </>
          ) : (
            <>
              <h1>Registre national d'immatriculation des copropriétés</h1>
              <p className={fr.cx('fr-text--lead')}>
                Depuis la loi ALUR du 24 mars 2014, chaque syndicat de copropriétaires d'un immeuble à usage d'habitation est
                immatriculé au registre et tient ses informations à jour chaque année.
              </p>
              <p className={fr.cx('fr-mb-0')}>
                Syndics professionnels et bénévoles, notaires et teneurs du registre y déclarent les copropriétés ; chacun peut
                consulter l'annuaire et les statistiques publiques du parc.
              </p>
            </>
          )}
        </div>
      </div>

      <div className={fr.cx('fr-container', 'fr-py-4w')}>
        {message && (
          <CallOut title="Information" titleAs="h2" iconId="fr-icon-information-line" className={fr.cx('fr-mb-4w')}>
            {message}
          </CallOut>
        )}

        {activation && (
          <Notice
            className={fr.cx('fr-mb-4w')}
            title="Votre compte est en attente d'activation."
            description="Saisissez le code d'activation reçu par courrier (envoyé sous 15 jours) pour immatriculer et gérer vos copropriétés."
            // an internal link: the same window (the Notice opens a new one by default)
            link={{ linkProps: { to: '/compte/activation', target: '_self', rel: undefined }, text: 'Activer mon compte' }}
          />
        )}

        {tableauDeBord && (
          <Suspense fallback={null}>
            <TableauDeBordSyndic listeDisponible={listeDisponible} />
          </Suspense>
        )}

        {tuiles.length > 0 && (
          <section aria-labelledby="accueil-services" className={fr.cx('fr-mb-6w')}>
            <h2 id="accueil-services">{compte ? 'Vos services' : 'Accès rapides'}</h2>
            <ul className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-raw-list')} data-testid="tuiles-accueil">
              {tuiles.map((p) => (
                <li key={p.id} className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
                  <Tile
                    title={p.tuile!.titre}
                    titleAs="h3"
                    desc={p.tuile!.description}
                    linkProps={{ to: p.chemin }}
                    enlargeLinkOrButton
                    pictogram={<Pictogramme nom={p.tuile!.pictogramme} />}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="accueil-comprendre">
          <h2 id="accueil-comprendre">Comprendre le registre</h2>
          <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
            <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
              <Card
                title="Qu'est-ce que le registre ?"
                titleAs="h3"
                desc="Sa raison d'être, les informations qu'il contient et ce qui en est rendu public."
                linkProps={{ to: '/aide#le-registre' }}
                enlargeLink
                size="small"
              />
            </div>
            <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
              <Card
                title="Qui doit immatriculer sa copropriété ?"
                titleAs="h3"
                desc="Les copropriétés concernées, les déclarants et les obligations de mise à jour."
                linkProps={{ to: '/aide#obligations' }}
                enlargeLink
                size="small"
              />
            </div>
            <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
              <Card
                title="Créer un compte et immatriculer"
                titleAs="h3"
                desc="Les étapes pour ouvrir un compte de télédéclarant puis déclarer une copropriété."
                linkProps={{ to: '/aide#creer-un-compte' }}
                enlargeLink
                size="small"
              />
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
