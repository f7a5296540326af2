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
import {
  CHEMIN_TUTORIELS,
  cheminAccueil,
  pageParId,
  peutOuvrir,
  profilAccueil,
  sectionsAccueil,
  tuilesAccueil,
  type ProfilAccueil,
  type TuileAccueil,
} from '../../lib/navigation/index.ts';

// only the syndics see it: loaded then, with its route's schemas, not by every visitor of the home page (issue 15)
const TableauDeBordSyndic = lazy(() => import('./TableauDeBordSyndic.tsx').then((m) => ({ default: m.TableauDeBordSyndic })));
// [issue 14] the tutorials page's cards, with the tutorials' texts
const CartesTutoriels = lazy(() => import('../../features/tutoriels/CartesTutoriels.tsx'));
// [issue 14] only the syndics and the notaries see it (the condominium list's schemas come with it)
const TableauCoproprietes = lazy(() => import('./TableauCoproprietes.tsx').then((m) => ({ default: m.TableauCoproprietes })));
// [issue 14] only the keepers see it (the indicators' schemas come with it)
const TableauDeBordTeneur = lazy(() => import('./TableauDeBordTeneur.tsx').then((m) => ({ default: m.TableauDeBordTeneur })));
// [issue 14] the memo sheets of the visitor's profile (the route's schemas come with it)
const FichesMemoDuProfil = lazy(() => import('../../components/FichesMemo.tsx').then((m) => ({ default: m.FichesMemoDuProfil })));

/**
 * Home page by profile (spec 001 §2 "Home pages by profile"). Which sections show, and which tiles, is decided in the
 * route table (`sectionsAccueil`, `tuilesAccueil`, tested against the spec's rules); each section below renders one:
 * the information message, the activation banner, the video highlight, the syndic board (four counters), the
 * keepers' indicator dashboard, the action tiles, the account tiles, the table of the latest condominiums with
 * « Voir toutes les copropriétés », the tutorial cards and the link cards to the help.
 */
export default function Accueil() {
  const { statut, compte, visiteur } = useSession();
  const info = useRequete(infoMessage, {}, { staleTime: 5 * 60_000 });
  const message = info.data?.response?.trim();
  const chargement = statut === 'chargement';
  // [issue 24] while the session is read, the visitor's home (anonymous until known): the build prerenders it, and
  // the page does not grow above what the visitor already reads once the session is known
  const sections = sectionsAccueil(visiteur);
  const a = (s: ReturnType<typeof sectionsAccueil>[number]) => sections.includes(s);
  const tuiles = tuilesAccueil(visiteur);
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
        {/* [section messageInfo] */}
        {message && (
          <CallOut title="Information" titleAs="h2" iconId="fr-icon-information-line" className={fr.cx('fr-mb-4w')}>
            {message}
          </CallOut>
        )}

        {/* [section activation] */}
        {a('activation') && (
          <Notice
            className={fr.cx('fr-mb-4w')}
            title="Votre compte est en attente d'activation."
            description="Saisissez le code d'activation reçu par courrier (envoyé sous 15 jours) pour immatriculer et gérer vos copropriétés."
            // an internal link: the same window (the Notice opens a new one by default)
            link={{ linkProps: { to: '/compte/activation', target: '_self', rel: undefined }, text: 'Activer mon compte' }}
          />
        )}

        {/* [section video] the highlight of the video tutorials (the videos are on their page) */}
        {a('video') && (
          <CallOut
            title="Découvrir le registre en vidéo"
            titleAs="h2"
            iconId="fr-icon-play-circle-line"
            className={fr.cx('fr-mb-4w')}
            buttonProps={{ linkProps: { to: CHEMIN_TUTORIELS }, children: 'Voir les tutoriels vidéo' }}
          >
            Quelques minutes pour comprendre comment créer un compte, immatriculer une copropriété et la mettre à jour chaque
            année, sous-titrées et transcrites.
          </CallOut>
        )}

        {/* [section tableauDeBordSyndic] */}
        {a('tableauDeBordSyndic') && (
          <Suspense fallback={null}>
            <TableauDeBordSyndic listeDisponible={listeDisponible} />
          </Suspense>
        )}

        {/* [section tableauDeBordTeneur] */}
        {a('tableauDeBordTeneur') && (
          <Suspense fallback={null}>
            <TableauDeBordTeneur />
          </Suspense>
        )}

        {/* [section tuiles] */}
        {a('tuiles') && (
          <Tuiles
            id="accueil-services"
            titre={compte ? 'Vos services' : 'Accès rapides'}
            testId="tuiles-accueil"
            tuiles={tuiles.filter((t) => t.section === 'actions')}
          />
        )}

        {/* [section compte] */}
        {a('compte') && (
          <Tuiles
            id="accueil-compte"
            titre="Votre compte"
            testId="tuiles-compte"
            tuiles={tuiles.filter((t) => t.section === 'compte')}
          />
        )}

        {/* [section tableauCoproprietes] */}
        {a('tableauCoproprietes') && (
          <Suspense fallback={null}>
            <TableauCoproprietes />
          </Suspense>
        )}

        {/* [section tutoriels] the tutorial cards for this kind of visitor (the tutorials page's own cards) */}
        {a('tutoriels') && (
          <Suspense fallback={null}>
            <CartesTutoriels ids={TUTORIELS_PAR_PROFIL[profilAccueil(visiteur)]} />
          </Suspense>
        )}

        {/* [issue 14] the memo sheets of this profile: visitors, syndics by type, notaries (none for the keepers) */}
        {!chargement && (
          <Suspense fallback={null}>
            <FichesMemoDuProfil profil={compte?.profil} />
          </Suspense>
        )}

        {/* [section liens] */}
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

/** The tutorials each kind of visitor is shown (ids of the tutorials page; all for the visitor not signed in). */
const TUTORIELS_PAR_PROFIL: Partial<Record<ProfilAccueil, readonly string[]>> = {
  administrateurTeledeclarant: ['immatriculer-une-copropriete', 'faire-la-mise-a-jour-annuelle', 'rechercher-dans-l-annuaire'],
  gestionnaireTeledeclarant: ['immatriculer-une-copropriete', 'faire-la-mise-a-jour-annuelle', 'rechercher-dans-l-annuaire'],
  notaire: ['immatriculer-une-copropriete', 'rechercher-dans-l-annuaire'],
  collaborateurNotaire: ['rechercher-dans-l-annuaire'],
};

function Tuiles({ id, titre, testId, tuiles }: { id: string; titre: string; testId: string; tuiles: readonly TuileAccueil[] }) {
  return (
    <section aria-labelledby={id} className={fr.cx('fr-mb-6w')}>
      <h2 id={id}>{titre}</h2>
      <ul className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-raw-list')} data-testid={testId}>
        {tuiles.map((t) => (
          <li key={t.id} className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
            <Tile
              title={t.tuile.titre}
              titleAs="h3"
              desc={t.tuile.description}
              linkProps={{ to: t.chemin }}
              enlargeLinkOrButton
              pictogram={<Pictogramme nom={t.tuile.pictogramme} />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
