/**
 * [issue 12] The public record of a condominium `/annuaire/copropriete/:id` (spec 001 §7 coproannuairedetail):
 * identification, lots, buildings, syndic (a professional's name only, never a volunteer's identity), mandate,
 * annual update and cadastral parcels, with its place on the map when its address is located. A condominium that
 * is not (or no longer) published answers 404: the not-found message.
 */
import { lazy, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Table } from '@codegouvfr/react-dsfr/Table';
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { ficheAnnuaire } from '@registre/shared/routes/annuaire.routes';
import type { FichePublique } from '@registre/shared/schemas/annuaire';
import { useRequete } from '../../api/hooks.ts';
import { pageParId } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { jour, nombre, ouiNon } from './annuaire.ts';
import type { PointAnnuaire } from './Carte.tsx';
import { EnVue } from '../../components/EnVue.tsx';
import '../../components/carte.css';
import './annuaire.css';

const Carte = lazy(() => import('./Carte.tsx'));

export const MESSAGE_FICHE_INTROUVABLE =
  "Cette copropriété n'existe pas ou n'est pas publiée dans l'annuaire (seules les copropriétés immatriculées le sont).";

const LIBELLES_SYNDIC: Record<FichePublique['typeSyndic'], string> = {
  PROFESSIONNEL: 'Syndic professionnel',
  BENEVOLE: 'Syndic bénévole',
  AUCUN: 'Aucun syndic connu',
};
const LIBELLES_MANDAT: Record<FichePublique['statutMandat'], string> = {
  EN_COURS: 'En cours',
  EXPIRE: 'Expiré',
  AUCUN: 'Aucun mandat en cours',
};

/** The directory's search that led to a record (`state.retour`: `?recherche=…`), to go back to its results. */
export const retourAnnuaire = (etat: unknown): string => {
  const r = (etat as { retour?: unknown } | null)?.retour;
  return typeof r === 'string' && r.startsWith('?') ? r : '';
};

type Entree = readonly [string, ReactNode];

function Section({ id, titre, children }: { id: string; titre: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titre`} className={fr.cx('fr-mb-5w')}>
      <h2 id={`${id}-titre`} className={fr.cx('fr-h4')}>
        {titre}
      </h2>
      {children}
    </section>
  );
}

function Liste({ entrees, testId }: { entrees: readonly Entree[]; testId?: string }) {
  return (
    <dl className={`fiche-annuaire ${fr.cx('fr-grid-row', 'fr-grid-row--gutters')}`} data-testid={testId}>
      {entrees.map(([t, v]) => (
        <div key={t} className={fr.cx('fr-col-12', 'fr-col-sm-6', 'fr-col-lg-4')}>
          <dt className={fr.cx('fr-mb-0')}>{t}</dt>
          <dd className={fr.cx('fr-mb-0')}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function FicheAnnuaire() {
  const { id: idParam = '' } = useParams();
  const id = Number(idParam);
  const valide = Number.isInteger(id) && id > 0;
  const titre = usePageCourante()?.titre ?? "Fiche publique d'une copropriété";
  const requete = useRequete(ficheAnnuaire, { params: { id }, erreursGerees: [400, 404] }, { enabled: valide, retry: false });
  const annuaire = pageParId('annuaire');
  const retour = retourAnnuaire(useLocation().state);

  let contenu: ReactNode;
  if (!valide || (requete.isError && (requete.error.status === 404 || requete.error.status === 400)))
    contenu = (
      <Alert
        severity="error"
        as="h2"
        title="Copropriété introuvable"
        description={MESSAGE_FICHE_INTROUVABLE}
        data-testid="fiche-introuvable"
      />
    );
  else if (requete.isPending) contenu = <p role="status">Chargement…</p>;
  else if (requete.isError)
    contenu = <Alert severity="error" as="h2" title="Fiche indisponible" description={requete.error.message} />;
  else contenu = <Contenu fiche={requete.data} />;

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{requete.data ? (requete.data.nom ?? `Copropriété ${requete.data.numeroImmatriculation}`) : titre}</h1>
      {contenu}
      {annuaire && (
        <p className={fr.cx('fr-mt-4w')}>
          <Link
            className={fr.cx('fr-link', 'fr-icon-arrow-left-line', 'fr-link--icon-left')}
            // back to the results that led here (their search), else the empty directory
            to={`${annuaire.chemin}${retour}`}
          >
            Retour à l'annuaire
          </Link>
        </p>
      )}
    </div>
  );
}

function Contenu({ fiche: f }: { fiche: FichePublique }) {
  const naviguer = useNavigate();
  const points = useMemo<PointAnnuaire[]>(
    () =>
      f.x !== null && f.y !== null
        ? [{ id: f.idCopropriete, x: f.x, y: f.y, nom: f.nom, numero: f.numeroImmatriculation, adresse: f.adressePrincipale }]
        : [],
    [f],
  );
  const secondaire = f.syndicatPrincipal === false || Boolean(f.numeroImmatriculationPrincipale);
  return (
    <>
      <p className={fr.cx('fr-mb-4w')}>
        <Badge severity="info" noIcon className={fr.cx('fr-mr-1w')}>
          {f.statutCopropriete}
        </Badge>
        <span>
          N° d'immatriculation <strong>{formaterImmatriculation(f.numeroImmatriculation)}</strong>
        </span>
      </p>

      <Section id="fiche-identification" titre="Identification">
        <Liste
          testId="fiche-identification"
          entrees={[
            ["Numéro d'immatriculation", f.numeroImmatriculation],
            ['Nom', f.nom ?? '—'],
            ['Statut', f.statutCopropriete],
            ["Date d'immatriculation", jour(f.dateImmatriculation)],
            ['Adresse principale', f.adressePrincipale ?? '—'],
            ['Code postal et commune', [f.codePostal, f.commune].filter(Boolean).join(' ') || '—'],
            ['Code INSEE de la commune', f.codeInsee ?? '—'],
            [
              'Adresses secondaires',
              f.adressesSecondaires.length ? (
                <ul className={fr.cx('fr-mb-0')}>
                  {f.adressesSecondaires.map((a) => (
                    <li key={a}>{a}</li>
                  ))}
                </ul>
              ) : (
                'Aucune'
              ),
            ],
            ['Syndicat', secondaire ? 'Syndicat secondaire' : f.syndicatPrincipal ? 'Syndicat principal' : 'Non renseigné'],
            ...(f.numeroImmatriculationPrincipale
              ? ([['Copropriété principale', f.numeroImmatriculationPrincipale]] as const)
              : []),
            ['Syndicat coopératif', ouiNon(f.syndicatCooperatif)],
            ['Résidence service', ouiNon(f.residenceService)],
          ]}
        />
      </Section>

      <Section id="fiche-lots" titre="Lots">
        <Liste
          entrees={[
            ['Nombre total de lots', nombre(f.nombreLots)],
            ["Lots à usage d'habitation, de bureaux ou de commerces", nombre(f.nombreLotsPrincipaux)],
            ["Lots à usage d'habitation", nombre(f.nombreLotsHabitation)],
            ['Lots de stationnement', nombre(f.nombreLotsStationnement)],
          ]}
        />
      </Section>

      <Section id="fiche-batiments" titre="Bâtiments">
        <Liste
          entrees={[
            ['Nombre de bâtiments', nombre(f.nombreBatiments)],
            ['Période de construction', f.periodeConstruction ?? 'Non renseignée'],
          ]}
        />
      </Section>

      <Section id="fiche-syndic" titre="Syndic">
        <Liste
          testId="fiche-syndic"
          entrees={[
            ['Type de syndic', LIBELLES_SYNDIC[f.typeSyndic]],
            ...(f.typeSyndic === 'PROFESSIONNEL' ? ([['Nom du syndic', f.nomSyndicProfessionnel ?? '—']] as const) : []),
          ]}
        />
        {f.typeSyndic === 'BENEVOLE' && (
          <p className={fr.cx('fr-text--sm', 'fr-mt-1w')}>L'identité d'un syndic bénévole n'est jamais publiée.</p>
        )}
      </Section>

      <Section id="fiche-mandat" titre="Mandat">
        <Liste
          entrees={[
            ['Mandat', LIBELLES_MANDAT[f.statutMandat]],
            ['Rattachement', f.statutRattachement ?? '—'],
            ['Fin du mandat', jour(f.dateFinMandat)],
          ]}
        />
      </Section>

      <Section id="fiche-maj" titre="Mise à jour annuelle">
        <Liste entrees={[['Mise à jour annuelle', f.majAnnuelle ?? 'Non renseignée']]} />
      </Section>

      <Section id="fiche-parcelles" titre="Parcelles cadastrales">
        {f.parcelles.length ? (
          <Table
            caption="Parcelles cadastrales de la copropriété"
            noCaption
            bordered
            headers={['Code INSEE', 'Préfixe', 'Section', 'Numéro']}
            data={f.parcelles.map((p) => [p.codeInsee ?? '—', p.prefixe || '000', p.section ?? '—', p.numero ?? '—'])}
          />
        ) : (
          <p>Aucune parcelle publiée.</p>
        )}
      </Section>

      {points.length > 0 && (
        <Section id="fiche-carte" titre="Sur la carte">
          <EnVue className="annuaire-carte__carte" chargement="Chargement de la carte…">
            <Carte
              titre={`Emplacement de la copropriété ${f.nom ?? f.numeroImmatriculation}`}
              points={points}
              lien={(idCopro) => `/annuaire/copropriete/${idCopro}`}
              naviguer={naviguer}
              zoomPoint={16}
            />
          </EnVue>
        </Section>
      )}
    </>
  );
}
