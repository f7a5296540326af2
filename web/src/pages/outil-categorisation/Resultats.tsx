/** The categorisation tool's results: the grouping (table and map) and the detailed rows. */
import { lazy } from 'react';
import { Suspense, useMemo, useState } from 'react';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Pagination } from '@codegouvfr/react-dsfr/Pagination';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { EtatCopropriete } from '@registre/shared/domain/enums';
import { TYPES_SYNDIC } from '@registre/shared/domain/annuaire/projection';
import { LIBELLES_STATUT_MAJ } from '@registre/shared/schemas/annuaire';
import {
  LIBELLES_PROCEDURE,
  LIBELLES_REGROUPEMENT,
  LIBELLES_STATUT_MANDAT,
  NIVEAUX_REGROUPEMENT,
  TAILLE_PAGE_CATEGORISATION,
  type LigneResultatCategorisation,
  type NiveauRegroupement,
  type RegroupementCategorisation,
} from '@registre/shared/schemas/categorisation';
import * as exporter from '@registre/shared/routes/categorisationExports.routes';
import { telecharger } from '../../api/telechargement.ts';
import { TableauDonnees, type Tri } from '../../components/TableauDonnees.tsx';
import { nombreFr } from '../../lib/format.ts';
import { LIGNES_PAR_PAGE, euros, pourcent } from './criteres.ts';

const CarteRegroupement = lazy(() => import('./CarteRegroupement.tsx'));

/* ---------------------------------------------------------------------------------------------------------- */

export function Regroupement({
  groupes,
  niveau,
  changerNiveau,
  calculer,
  occupe,
  pagePleine,
}: {
  groupes: RegroupementCategorisation | null;
  niveau: NiveauRegroupement;
  changerNiveau: (n: NiveauRegroupement) => void;
  calculer: () => void;
  occupe: boolean;
  pagePleine: boolean;
}) {
  const [tri, setTri] = useState<Tri | null>({ champ: 'nombre', sens: 'desc' });
  const lignes = useMemo(() => {
    const l = [...(groupes?.groupes ?? [])];
    if (!tri) return l;
    const s = tri.sens === 'asc' ? 1 : -1;
    return l.sort((a, b) => {
      const va = a[tri.champ as 'code' | 'nom' | 'nombre' | 'lots'];
      const vb = b[tri.champ as 'code' | 'nom' | 'nombre' | 'lots'];
      return (typeof va === 'number' ? va - (vb as number) : String(va).localeCompare(String(vb), 'fr')) * s;
    });
  }, [groupes, tri]);
  return (
    <section aria-labelledby="repartition" className={fr.cx('fr-mb-6w')} data-testid="resultats-regroupes">
      <h3 id="repartition">Répartition par territoire</h3>
      {pagePleine && (
        <Alert
          severity="info"
          small
          className={fr.cx('fr-mb-2w')}
          description={`Plus de ${nombreFr(TAILLE_PAGE_CATEGORISATION)} copropriétés répondent à vos critères : la liste ci-dessous n'en montre que les ${nombreFr(TAILLE_PAGE_CATEGORISATION)} premières, la répartition les compte toutes.`}
        />
      )}
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-grid-row--bottom')}>
        <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
          <Select
            label="Regrouper par"
            nativeSelectProps={{ value: niveau, onChange: (e) => changerNiveau(e.target.value as NiveauRegroupement) }}
          >
            {NIVEAUX_REGROUPEMENT.map((n) => (
              <option key={n} value={n}>
                {LIBELLES_REGROUPEMENT[n]}
              </option>
            ))}
          </Select>
        </div>
        {!groupes && (
          <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
            <Button type="button" iconId="fr-icon-bar-chart-box-line" onClick={calculer} disabled={occupe}>
              Afficher la répartition
            </Button>
          </div>
        )}
      </div>
      {groupes && (
        <>
          <p data-testid="total-regroupe">
            <strong>{nombreFr(groupes.total)}</strong> copropriété{groupes.total > 1 ? 's' : ''} au total.
          </p>
          <TableauDonnees
            titre={`Copropriétés par ${LIBELLES_REGROUPEMENT[groupes.regroupement].toLowerCase()}`}
            colonnes={[
              { cle: 'code', titre: 'Code', rendu: (g) => g.code || '—', tri: 'code' },
              { cle: 'nom', titre: LIBELLES_REGROUPEMENT[groupes.regroupement], rendu: (g) => g.nom, tri: 'nom' },
              { cle: 'nombre', titre: 'Copropriétés', rendu: (g) => nombreFr(g.nombre), tri: 'nombre' },
              { cle: 'lots', titre: 'Lots', rendu: (g) => nombreFr(g.lots), tri: 'lots' },
            ]}
            lignes={lignes}
            cle={(g) => g.code || 'non-renseigne'}
            tri={{ courant: tri, changer: setTri }}
            vide="Aucune copropriété ne répond à ces critères."
          />
          {groupes.total > 0 && (
            <Suspense fallback={<p role="status">Chargement de la carte…</p>}>
              <CarteRegroupement regroupement={groupes} />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}

export function Detail({
  lignes,
  pagePleine,
  page,
  cochees,
  cocher,
}: {
  lignes: LigneResultatCategorisation[];
  pagePleine: boolean;
  page: number;
  cochees: ReadonlySet<string>;
  cocher: (immat: string, oui: boolean) => void;
}) {
  const pages = Math.max(1, Math.ceil(lignes.length / LIGNES_PAR_PAGE));
  const courante = Math.min(page, pages);
  const visibles = lignes.slice((courante - 1) * LIGNES_PAR_PAGE, courante * LIGNES_PAR_PAGE);
  const etats = EtatCopropriete.labels as Record<string, string>;
  const syndics = Object.fromEntries(TYPES_SYNDIC.map((t) => [t.code, t.libelle]));
  return (
    <section aria-labelledby="liste" data-testid="resultats-detailles">
      <h3 id="liste">Liste des copropriétés</h3>
      <p data-testid="nombre-resultats">
        {pagePleine
          ? `Les ${nombreFr(lignes.length)} premières copropriétés (par région).`
          : `${nombreFr(lignes.length)} copropriété${lignes.length > 1 ? 's' : ''} répond${lignes.length > 1 ? 'ent' : ''} à vos critères.`}
      </p>
      <TableauDonnees
        titre="Copropriétés répondant aux critères"
        titreVisible={false}
        defilableAuClavier
        colonnes={[
          {
            cle: 'choix',
            titre: 'Sélection',
            rendu: (l) => {
              const rang = lignes.indexOf(l) + 1;
              return (
                <div className={fr.cx('fr-checkbox-group', 'fr-checkbox-group--sm')}>
                  <input
                    type="checkbox"
                    id={`choix-${l.numeroImmatriculation}`}
                    checked={cochees.has(l.numeroImmatriculation)}
                    onChange={(e) => cocher(l.numeroImmatriculation, e.target.checked)}
                  />
                  <label className={fr.cx('fr-label')} htmlFor={`choix-${l.numeroImmatriculation}`}>
                    <span className={fr.cx('fr-sr-only')}>Sélectionner la ligne {rang}</span>
                  </label>
                </div>
              );
            },
          },
          { cle: 'immat', titre: 'Immatriculation', rendu: (l) => l.numeroImmatriculation },
          { cle: 'nom', titre: 'Nom', rendu: (l) => l.nom ?? '—' },
          { cle: 'adresse', titre: 'Adresse', rendu: (l) => l.adresse ?? '—' },
          { cle: 'dep', titre: 'Département', rendu: (l) => l.codeDepartement ?? '—' },
          { cle: 'lots', titre: 'Lots', rendu: (l) => (l.nombreLots === null ? '—' : nombreFr(l.nombreLots)) },
          { cle: 'etat', titre: 'État', rendu: (l) => etats[l.etat] ?? l.etat },
          { cle: 'syndic', titre: 'Syndic', rendu: (l) => syndics[l.typeSyndic] ?? l.typeSyndic },
          { cle: 'mandat', titre: 'Mandat', rendu: (l) => LIBELLES_STATUT_MANDAT[l.statutMandat] },
          {
            cle: 'maj',
            titre: 'Mise à jour annuelle',
            rendu: (l) => (l.statutMajAnnuelle ? (LIBELLES_STATUT_MAJ as Record<string, string>)[l.statutMajAnnuelle] : '—'),
          },
          {
            cle: 'procedures',
            titre: 'Procédures',
            rendu: (l) => l.procedures.map((p) => LIBELLES_PROCEDURE[p]).join(', ') || '—',
          },
          { cle: 'impayes', titre: 'Impayés / charges', rendu: (l) => pourcent(l.tauxImpayes) },
          { cle: 'dettes', titre: 'Dettes', rendu: (l) => euros(l.montantDettes) },
          { cle: 'fiche', titre: 'Fiche', rendu: (l) => <BoutonFiche immatriculation={l.numeroImmatriculation} /> },
        ]}
        lignes={visibles}
        cle={(l) => String(l.idCopropriete)}
        vide="Aucune copropriété ne répond à ces critères."
      />
      <p role="status" data-testid="lignes-selectionnees">
        {cochees.size > 1 ? `${cochees.size} lignes sélectionnées` : `${cochees.size} ligne sélectionnée`}
      </p>
      {pages > 1 && (
        <Pagination
          className={fr.cx('fr-mt-2w')}
          count={pages}
          defaultPage={courante}
          getPageLinkProps={(n) => ({ to: { search: `?page=${n}` } })}
        />
      )}
    </section>
  );
}

/** One condominium's fact sheet (PDF), downloaded through the API (the session's token). */
function BoutonFiche({ immatriculation }: { immatriculation: string }) {
  const [occupe, setOccupe] = useState(false);
  return (
    <Button
      size="small"
      priority="tertiary"
      iconId="fr-icon-file-pdf-line"
      disabled={occupe}
      onClick={() => {
        setOccupe(true);
        void telecharger(exporter.ficheRapport, { body: { immatriculation } }, `fiche-copropriete-${immatriculation}.pdf`)
          .catch(() => undefined)
          .finally(() => setOccupe(false));
      }}
    >
      <span className={fr.cx('fr-sr-only')}>Fiche de la copropriété {immatriculation}, </span>PDF
    </Button>
  );
}
