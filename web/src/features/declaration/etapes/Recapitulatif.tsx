/**
 * Step recapitulatif: every block of the declaration read-only, one section per step with its "Modifier" link;
 * the submission buttons are the wizard's. [issue 11] The same read-only blocks show a condominium's record
 * (no "Modifier" link, headings one level down) and the financial step of an update whose exercise is locked.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Table } from '@codegouvfr/react-dsfr/Table';
import {
  EnergieUtilisee,
  EtiquetteEnergie,
  PeriodeConstruction,
  TypeChauffage,
  TypeJustifMandat,
} from '@registre/shared/domain/enums';
import { formaterAdresse, formaterAdresses } from '@registre/shared/domain/adresse';
import { TITRES_ETAPES, type CleEtape } from '@registre/shared/domain/copropriete/etapes';
import { CHAMPS_ARRETE, LIBELLES_TYPE_ARRETE, TYPES_ARRETE } from '@registre/shared/domain/copropriete/types';
import type { ImmatCoproprieteFormulaire } from '@registre/shared/schemas/copropriete/immatCopropriete';
import type { Doublon } from '@registre/shared/schemas/copropriete/api';
import { estGeolocalisee, libelleParcelle } from '../../../components/copropriete/geocodage.ts';
import { totalBatiments } from './DonneesTechniques.tsx';

type Valeur = string | number | boolean | null | undefined;

const ouiNon = (v: unknown) => (v === true || v === 'true' ? 'Oui' : v === false || v === 'false' ? 'Non' : undefined);
const texte = (v: Valeur) => (v === null || v === undefined || String(v).trim() === '' ? undefined : String(v));
const libelle = <T extends string>(labels: Record<T, string>, v: unknown) =>
  typeof v === 'string' && v in labels ? labels[v as T] : undefined;

function Ligne({ titre, valeur }: { titre: string; valeur: ReactNode }) {
  return (
    <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
      <dt className={fr.cx('fr-text--bold', 'fr-mb-0')}>{titre}</dt>
      <dd className={fr.cx('fr-mb-2w', 'fr-ml-0')}>{valeur ?? <span className={fr.cx('fr-hint-text')}>Non renseigné</span>}</dd>
    </div>
  );
}

function Section(props: { etape: CleEtape; lien?: string | null; niveau: 2 | 3; children: ReactNode }) {
  const id = `recap-${props.etape}`;
  const Titre = props.niveau === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={fr.cx('fr-mb-5w')}>
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--middle', 'fr-mb-2w')}>
        <Titre id={id} className={fr.cx(props.niveau === 2 ? 'fr-h4' : 'fr-h5', 'fr-col', 'fr-mb-0')}>
          {TITRES_ETAPES[props.etape]}
        </Titre>
        {props.lien && (
          <div className="fr-col-auto">
            <Link className={fr.cx('fr-link', 'fr-icon-edit-line', 'fr-link--icon-left')} to={props.lien}>
              Modifier<span className={fr.cx('fr-sr-only')}> : {TITRES_ETAPES[props.etape]}</span>
            </Link>
          </div>
        )}
      </div>
      {props.children}
    </section>
  );
}

/** A block the reader may not see (the financial data of a condominium, for some roles). */
const NonCommunique = () => <p className={fr.cx('fr-hint-text')}>Ces données ne vous sont pas communiquées.</p>;

const Liste = ({ children }: { children: ReactNode }) => (
  <dl className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>{children}</dl>
);

type Valeurs = ImmatCoproprieteFormulaire;

export function BlocInfoRattachement({ valeur: ir }: { valeur: NonNullable<Valeurs['infoRattachement']> }) {
  return (
    <Liste>
      <Ligne titre="Administrateur provisoire" valeur={ouiNon(ir.adminProvisoire)} />
      <Ligne titre="Type de justificatif" valeur={libelle(TypeJustifMandat.labels, ir.typeJustifMandat)} />
      <Ligne titre="Début du mandat" valeur={texte(ir.dateDebutMandat)} />
      <Ligne titre="Fin du mandat" valeur={texte(ir.dateFinMandat)} />
    </Liste>
  );
}

export function BlocIdentification({ valeur: id }: { valeur: Valeurs['identification'] }) {
  const parcelles = id.parcelle ?? [];
  const secondaires = id.adresseSecondaire ?? [];
  return (
    <>
      <Liste>
        <Ligne titre="Nom de la copropriété" valeur={texte(id.nomCopropriete)} />
        <Ligne titre="Date du règlement de copropriété" valeur={texte(id.dateReglementCopropriete)} />
        <Ligne
          titre="Adresse de référence"
          valeur={
            id.adressePrincipale?.libelle ? (
              <>
                {formaterAdresse(id.adressePrincipale)}{' '}
                <Badge as="span" small severity={estGeolocalisee(id.adressePrincipale) ? 'success' : 'warning'}>
                  {estGeolocalisee(id.adressePrincipale) ? 'Géolocalisée' : 'Non géolocalisée'}
                </Badge>
              </>
            ) : undefined
          }
        />
        <Ligne titre="Adresses secondaires" valeur={formaterAdresses(secondaires) || 'Aucune'} />
        <Ligne titre="Nombre total de lots" valeur={texte(id.nbLots)} />
        <Ligne titre="Lots d'habitation, de bureaux ou de commerces" valeur={texte(id.nbLotsHabBurCom)} />
        <Ligne titre="Lots d'habitation" valeur={texte(id.nbLotsHab)} />
        <Ligne titre="Lots de stationnement" valeur={texte(id.nbLotsStationnement)} />
        <Ligne titre="Syndicat principal" valeur={ouiNon(id.syndicatPrincipal)} />
        {ouiNon(id.syndicatPrincipal) === 'Non' && (
          <Ligne titre="Copropriété principale" valeur={texte(id.numImmatriculationCoproprietePrincipale)} />
        )}
        <Ligne titre="Syndicat coopératif" valeur={ouiNon(id.syndicatCooperatif)} />
        <Ligne titre="Résidence-services" valeur={ouiNon(id.residenceService)} />
        <Ligne titre="SIRET du syndicat" valeur={texte(id.siret)} />
        <Ligne
          titre="ASL / AFUL / unions de syndicats"
          valeur={`${texte(id.nbAsl) ?? 0} / ${texte(id.nbAful) ?? 0} / ${texte(id.nbUnionsSyndicats) ?? 0}`}
        />
      </Liste>
      {parcelles.length > 0 && (
        <Table
          caption="Parcelles cadastrales"
          bordered
          headers={['Parcelle', 'Localisation']}
          data={parcelles.map((p) => [libelleParcelle(p), estGeolocalisee(p) ? 'Géolocalisée' : 'Non géolocalisée'])}
        />
      )}
    </>
  );
}

export function BlocProcedures({ valeur: pr }: { valeur: Valeurs['procedures'] }) {
  return (
    <Liste>
      {TYPES_ARRETE.map((t) => {
        const { liste, drapeau } = CHAMPS_ARRETE[t];
        const arretes = pr[liste] ?? [];
        const ouvert = ouiNon(pr[drapeau]);
        return (
          <Ligne
            key={t}
            titre={LIBELLES_TYPE_ARRETE[t]}
            valeur={
              ouvert === 'Oui'
                ? arretes
                    .map(
                      (a) =>
                        `du ${texte(a.dateArrete) ?? '?'}${texte(a.dateMainLevee) ? `, mainlevée le ${a.dateMainLevee}` : ''}`,
                    )
                    .join(' ; ') || 'Oui'
                : ouvert
            }
          />
        );
      })}
      <Ligne
        titre="Mandat ad hoc"
        valeur={
          ouiNon(pr.flagMandatAdhoc) === 'Oui'
            ? `Nommé le ${texte(pr.mandatAdHoc?.dateNomination) ?? '?'}${texte(pr.mandatAdHoc?.dateFinMission) ? `, fin de mission le ${pr.mandatAdHoc?.dateFinMission}` : ''}`
            : ouiNon(pr.flagMandatAdhoc)
        }
      />
      <Ligne
        titre="Ordonnance de carence"
        valeur={
          ouiNon(pr.flagOrdonnanceCarence) === 'Oui'
            ? `Rendue le ${texte(pr.ordonnanceCarence?.dateOrdonnance) ?? '?'}`
            : ouiNon(pr.flagOrdonnanceCarence)
        }
      />
    </Liste>
  );
}

export function BlocDonneesFinancieres({ valeur: df }: { valeur: Valeurs['donneesFinancieres'] }) {
  const inconnues = df.donneesFinancieresInconnues === true || df.donneesFinancieresInconnues === 'true';
  if (inconnues) return <p>Aucune donnée financière n'est déclarée.</p>;
  return (
    <Liste>
      <Ligne titre="Début de l'exercice" valeur={texte(df.dateDebutExercice)} />
      <Ligne titre="Clôture des comptes" valeur={texte(df.dateClotureComptes)} />
      <Ligne titre="Comptes à approuver" valeur={ouiNon(df.comptesNonApprouves)} />
      <Ligne titre="Assemblée générale d'approbation" valeur={texte(df.dateAg)} />
      <Ligne titre="Premier exercice comptable" valeur={ouiNon(df.premierExerciceComptable)} />
      <Ligne titre="Charges courantes (€)" valeur={texte(df.chargesOperationsCourantes)} />
      <Ligne titre="Charges exceptionnelles (€)" valeur={texte(df.chargesOperationsExceptionnelles)} />
      <Ligne titre="Dettes fournisseurs (€)" valeur={texte(df.montantDettes)} />
      <Ligne titre="Fonds de travaux (€)" valeur={texte(df.montantFondTravaux)} />
      <Ligne titre="Impayés des copropriétaires (€)" valeur={texte(df.montantImpayesCoproprietaires)} />
      <Ligne titre="Copropriétaires débiteurs de plus de 300 €" valeur={texte(df.nbCoproprietairesImpayes)} />
      <Ligne titre="Personnel employé" valeur={ouiNon(df.presenceEmployes)} />
    </Liste>
  );
}

export function BlocDonneesTechniques({ valeur: dt }: { valeur: Valeurs['donneesTechniques'] }) {
  return (
    <>
      <Table
        caption="Bâtiments par étiquette énergétique"
        bordered
        headers={[...EtiquetteEnergie.list.map((e) => e.libelle), 'Total']}
        data={[
          [
            ...EtiquetteEnergie.values.map((e) => texte(dt.classementEnergetique?.[e] as Valeur) ?? '0'),
            String(totalBatiments(dt.classementEnergetique as Record<string, unknown>) ?? '—'),
          ],
        ]}
      />
      <Liste>
        <Ligne titre="Type de chauffage" valeur={libelle(TypeChauffage.labels, dt.typeChauffage)} />
        {(dt.typeChauffage === 'COLLECTIF' || dt.typeChauffage === 'MIXTE') && (
          <>
            <Ligne titre="Réseau de chaleur urbain" valeur={ouiNon(dt.chauffageCollectifUrbain)} />
            {ouiNon(dt.chauffageCollectifUrbain) === 'Non' && (
              <Ligne
                titre="Énergie du chauffage collectif"
                valeur={libelle(EnergieUtilisee.labels, dt.energieChauffageCollectifNonUrbain)}
              />
            )}
          </>
        )}
        <Ligne titre="Période de construction" valeur={libelle(PeriodeConstruction.labels, dt.periodeConstruction)} />
        <Ligne titre="Année de construction" valeur={texte(dt.anneeConstruction)} />
        <Ligne titre="Ascenseurs" valeur={texte(dt.nbAscenseurs)} />
        <Ligne titre="Plan pluriannuel inscrit à l'ordre du jour" valeur={ouiNon(dt.pptInscritAG)} />
        {ouiNon(dt.pptInscritAG) === 'Oui' && <Ligne titre="Plan pluriannuel adopté" valeur={ouiNon(dt.ppt)} />}
        {ouiNon(dt.ppt) === 'Oui' && <Ligne titre="Date d'adoption" valeur={texte(dt.pptDate)} />}
      </Liste>
    </>
  );
}

/**
 * Every block of a declaration. `lien` gives each section its "Modifier" link (none without it); a block may be
 * null (not communicated to this reader).
 */
export function Recapitulatif(props: {
  valeurs: { [B in keyof Valeurs]?: Valeurs[B] | null };
  etapes: readonly CleEtape[];
  lien?: (etape: CleEtape) => string | null;
  doublons?: Doublon[] | null;
  doublonsConserves?: boolean;
  /** level of the sections' headings: 2 in the wizard, 3 under a heading of the page */
  niveauTitre?: 2 | 3;
}) {
  const { valeurs: v, lien } = props;
  const niveau = props.niveauTitre ?? 2;
  const section = (etape: CleEtape, contenu: ReactNode) => (
    <Section etape={etape} lien={lien?.(etape)} niveau={niveau}>
      {contenu}
    </Section>
  );
  const ir = v.infoRattachement;
  return (
    <>
      {props.etapes.includes('infos-rattachement') && ir && section('infos-rattachement', <BlocInfoRattachement valeur={ir} />)}
      {section('identification', v.identification ? <BlocIdentification valeur={v.identification} /> : <NonCommunique />)}
      {section('procedures', v.procedures ? <BlocProcedures valeur={v.procedures} /> : <NonCommunique />)}
      {section(
        'donnees-financieres',
        v.donneesFinancieres ? <BlocDonneesFinancieres valeur={v.donneesFinancieres} /> : <NonCommunique />,
      )}
      {section(
        'donnees-techniques',
        v.donneesTechniques ? <BlocDonneesTechniques valeur={v.donneesTechniques} /> : <NonCommunique />,
      )}
      {props.doublons && props.doublons.length > 0 && (
        <Section etape="doublons" lien={lien?.('doublons')} niveau={niveau}>
          <p>
            {props.doublons.length} copropriété{props.doublons.length > 1 ? 's' : ''} déjà immatriculée
            {props.doublons.length > 1 ? 's ressemblent' : ' ressemble'} à celle-ci.{' '}
            {props.doublonsConserves
              ? 'Vous avez indiqué qu’il ne s’agit pas de la même copropriété : votre demande sera vérifiée par le teneur du registre, avec une réponse sous un jour ouvré.'
              : ''}
          </p>
        </Section>
      )}
    </>
  );
}
