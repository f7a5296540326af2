/**
 * [issue 12] The public directory `/annuaire` (spec 001 §2, §3 "Directory", §4 "Geocode search in the directory",
 * §7 "Directory", §9): a search by address (geocoded, with the address choice modal) or by criteria (advanced
 * search), the results as a paginated table (10 per page) whose rows lead to the public records, the flags "not
 * geolocated" and "too many results", and a map of the results (MapLibre, loaded on demand) with a popup per
 * condominium. The search is kept in the page's address: back from a record shows the same results.
 */
import { lazy, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Accordion } from '@codegouvfr/react-dsfr/Accordion';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Pagination } from '@codegouvfr/react-dsfr/Pagination';
import { MAX_RESULTATS_ANNUAIRE, type LigneAnnuaire } from '@registre/shared/schemas/annuaire';
import { rechercherAnnuaire } from '@registre/shared/routes/annuaire.routes';
import { appeler, ErreurApi } from '../../api/client.ts';
import { TableauDonnees, type Colonne } from '../../components/TableauDonnees.tsx';
import { lienVers } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { RechercheAdresse } from './RechercheAdresse.tsx';
import { RechercheAvancee } from './RechercheAvancee.tsx';
import {
  TAILLE_PAGE_ANNUAIRE,
  adresseRecherche,
  corpsPage,
  formulaireDe,
  jour,
  lireRecherche,
  nombre,
  nombreCoproprietes,
  type EtatRecherche,
} from './annuaire.ts';
import type { PointAnnuaire } from './Carte.tsx';
import { EnVue } from '../../components/EnVue.tsx';
import '../../components/carte.css';
import './annuaire.css';

// MapLibre is a chunk of its own, loaded when the map comes near the viewport (EnVue)
const Carte = lazy(() => import('./Carte.tsx'));

export const lienFiche = (id: number) => lienVers('ficheAnnuaire', { id }) ?? `/annuaire/copropriete/${id}`;

const colonnes: Colonne<LigneAnnuaire>[] = [
  {
    cle: 'numero',
    titre: "Numéro d'immatriculation",
    rendu: (l) => (
      <Link to={lienFiche(l.idCopropriete)} state={{ retour: window.location.search }} className={fr.cx('fr-link')}>
        {l.numeroImmatriculation}
        {l.nom ? <span className={fr.cx('fr-sr-only')}> – {l.nom}</span> : null}
      </Link>
    ),
  },
  { cle: 'nom', titre: 'Nom', rendu: (l) => l.nom ?? '—' },
  { cle: 'adresse', titre: 'Adresse', rendu: (l) => l.adressePrincipale ?? '—' },
  { cle: 'statut', titre: 'Statut', rendu: (l) => l.statutCopropriete },
  { cle: 'rattachement', titre: 'Rattachement', rendu: (l) => l.statutRattachement ?? '—' },
  { cle: 'lots', titre: 'Lots', rendu: (l) => nombre(l.nombreLots) },
  { cle: 'batiments', titre: 'Bâtiments', rendu: (l) => nombre(l.nombreBatiments) },
  { cle: 'finMandat', titre: 'Fin de mandat', rendu: (l) => jour(l.dateFinMandat) },
  { cle: 'maj', titre: 'Mise à jour annuelle', rendu: (l) => l.majAnnuelle ?? '—' },
];

export default function Annuaire() {
  const titre = usePageCourante()?.titre ?? 'Annuaire des copropriétés';
  const naviguer = useNavigate();
  const [query, setQuery] = useSearchParams();
  const { etat, page } = useMemo(() => lireRecherche(query), [query]);
  const avancee = etat?.corps.isRechercheAvancee === true;
  const [avanceeOuverte, setAvanceeOuverte] = useState(avancee);
  const formulaireAvance = useMemo(() => formulaireDe(etat), [etat]);

  const lancer = (e: EtatRecherche) => setQuery(adresseRecherche(e, 1));
  const resultats = useQuery({
    queryKey: [rechercherAnnuaire.id, etat?.corps ?? null, page],
    queryFn: ({ signal }) => appeler(rechercherAnnuaire, { body: corpsPage(etat!.corps, page), signal, erreursGerees: [400] }),
    enabled: etat !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

  const total = resultats.data?.totalItems ?? 0;
  const affichables = Math.min(total, MAX_RESULTATS_ANNUAIRE);
  const pages = Math.max(1, Math.ceil(affichables / TAILLE_PAGE_ANNUAIRE));
  const lignes = useMemo(() => resultats.data?.ligneRechercheCoproprieteDTOList ?? [], [resultats.data]);
  const points = useMemo<PointAnnuaire[]>(
    () =>
      lignes
        .filter((l) => l.x !== null && l.y !== null)
        .map((l) => ({
          id: l.idCopropriete,
          x: l.x!,
          y: l.y!,
          nom: l.nom,
          numero: l.numeroImmatriculation,
          adresse: l.adressePrincipale,
        })),
    [lignes],
  );

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      <p className={fr.cx('fr-text--lead')}>
        Retrouvez une copropriété immatriculée au registre : son numéro d'immatriculation, ses lots, son syndic professionnel, son
        mandat et sa mise à jour annuelle.
      </p>

      <section aria-labelledby="annuaire-recherche-simple" className={fr.cx('fr-mb-3w')}>
        <h2 id="annuaire-recherche-simple" className={fr.cx('fr-h5')}>
          Rechercher par adresse
        </h2>
        <RechercheAdresse initiale={avancee ? '' : (etat?.libelle ?? '')} lancer={lancer} />
      </section>

      <Accordion
        label="Recherche avancée"
        titleAs="h2"
        expanded={avanceeOuverte}
        onExpandedChange={(ouvert) => setAvanceeOuverte(ouvert)}
        className={fr.cx('fr-mb-4w')}
      >
        <RechercheAvancee initiale={formulaireAvance} lancer={lancer} reinitialiser={() => setQuery(adresseRecherche(null))} />
      </Accordion>

      {etat && (
        <section aria-labelledby="annuaire-resultats" aria-busy={resultats.isFetching} data-testid="resultats-annuaire">
          <h2 id="annuaire-resultats" className={fr.cx('fr-h4')} aria-live="polite">
            {resultats.isPending || resultats.isPlaceholderData
              ? 'Recherche en cours…'
              : resultats.isError
                ? 'Recherche impossible'
                : `${nombreCoproprietes(total)} trouvée${total > 1 ? 's' : ''}${pages > 1 ? ` – page ${Math.min(page, pages)} sur ${pages}` : ''}`}
          </h2>
          {resultats.isError && (
            <Alert
              severity="error"
              small
              className={fr.cx('fr-mb-2w')}
              description={
                resultats.error instanceof ErreurApi
                  ? resultats.error.message
                  : 'La recherche a échoué : veuillez réessayer plus tard.'
              }
            />
          )}
          {resultats.data?.nonGeolocalisee && (
            <Alert
              severity="info"
              small
              className={fr.cx('fr-mb-2w')}
              data-testid="alerte-non-geolocalisee"
              description={`L'adresse${etat.libelle ? ` « ${etat.libelle} »` : ''} n'a pas pu être localisée : les copropriétés de la voie et de la commune saisies sont listées, sans tenir compte du numéro ni de la carte.`}
            />
          )}
          {resultats.data && !resultats.data.nonGeolocalisee && !resultats.data.adresseExacte && (
            <Alert
              severity="info"
              small
              className={fr.cx('fr-mb-2w')}
              data-testid="alerte-adresse-proche"
              description={`Aucune copropriété n'est immatriculée à l'adresse${etat.libelle ? ` « ${etat.libelle} »` : ''} : voici les copropriétés les plus proches dans la même voie.`}
            />
          )}
          {resultats.data?.tropDeResultats && (
            <Alert
              severity="warning"
              small
              className={fr.cx('fr-mb-2w')}
              data-testid="alerte-trop-de-resultats"
              description={`Plus de ${MAX_RESULTATS_ANNUAIRE} copropriétés correspondent à cette recherche : seules les ${MAX_RESULTATS_ANNUAIRE} premières sont listées. Précisez votre recherche.`}
            />
          )}
          {resultats.data && (
            <TableauDonnees
              titre="Copropriétés trouvées"
              titreVisible={false}
              colonnes={colonnes}
              lignes={lignes}
              cle={(l) => String(l.idCopropriete)}
              vide="Aucune copropriété immatriculée ne correspond à cette recherche."
            />
          )}
          {pages > 1 && (
            <Pagination
              className={fr.cx('fr-mt-2w')}
              count={pages}
              defaultPage={Math.min(page, pages)}
              getPageLinkProps={(n) => ({ to: { search: adresseRecherche(etat, n).toString() } })}
            />
          )}

          {resultats.data && lignes.length > 0 && (
            <section aria-labelledby="annuaire-carte" className={fr.cx('fr-mt-4w')}>
              <h2 id="annuaire-carte" className={fr.cx('fr-h5')}>
                Carte des résultats
              </h2>
              <p className={fr.cx('fr-text--sm')}>
                {points.length === lignes.length
                  ? 'Chaque copropriété de cette page est placée sur la carte.'
                  : `${points.length} des ${lignes.length} copropriétés de cette page ont une adresse localisée et figurent sur la carte.`}{' '}
                Au clavier : Tab parcourt les copropriétés et les groupes de la carte, Entrée ouvre la fenêtre d'une copropriété
                ou zoome sur un groupe ; la carte elle-même se déplace avec les flèches et se zoome avec + et −.
              </p>
              <EnVue className="annuaire-carte__carte" chargement="Chargement de la carte…">
                <Carte
                  titre="Carte des copropriétés trouvées"
                  points={points}
                  lien={lienFiche}
                  naviguer={(chemin) => naviguer(chemin, { state: { retour: window.location.search } })}
                  zone
                />
              </EnVue>
            </section>
          )}
        </section>
      )}
    </div>
  );
}
