/**
 * The read-only sections of the single validation page (spec 000 §3 "Validation page content"): the request, the
 * condominium, the declarant, the likely duplicates and why each matched, the addresses (reference first) and the
 * warnings the declarant confirmed; [issue 5] the mandate to validate beside the current one (attachment, renewal)
 * and the declared dissolution with a link to its proof.
 */
import { useState, type ReactNode } from 'react';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Tag } from '@codegouvfr/react-dsfr/Tag';
import {
  EtatCopropriete,
  StatutDeclaration,
  TypeImmat,
  TypeJustifMandat,
  TypeTeledeclarant,
} from '@registre/shared/domain/enums';
import { lien } from '@registre/shared/routes/documents.routes';
import { MOTIFS_DOUBLON, type Doublon, type PageValidation } from '@registre/shared/schemas/copropriete/api';
import type { MandatDto } from '@registre/shared/schemas/mandats';
import { appeler } from '../../api/client.ts';
import { TableauDonnees, type Colonne } from '../../components/TableauDonnees.tsx';
import {
  adressesOrdonnees,
  formaterDate,
  formaterNumero,
  libelleAvertissement,
  libelleProfil,
  libelleStatut,
  libelleTypeAdresse,
  libelleTypeDemande,
  nombre,
  ouiNon,
  severiteStatut,
  texte,
} from './demandes.ts';

type Entree = [string, ReactNode];

/** A list of label / value pairs, two or three a row on wide screens. */
export function Fiche({ entrees, testId }: { entrees: readonly Entree[]; testId?: string }) {
  return (
    <dl className={`fiche ${fr.cx('fr-grid-row', 'fr-grid-row--gutters')}`} data-testid={testId}>
      {entrees.map(([t, v]) => (
        <div key={t} className={fr.cx('fr-col-12', 'fr-col-sm-6', 'fr-col-lg-4')}>
          <dt className={fr.cx('fr-text--bold', 'fr-mb-0')}>{t}</dt>
          <dd className={fr.cx('fr-mb-0')}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

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

export function SectionDemande({ page }: { page: PageValidation }) {
  const d = page.demande;
  return (
    <Section id="section-demande" titre="La demande">
      <Fiche
        testId="fiche-demande"
        entrees={[
          ['Type de demande', libelleTypeDemande(d.typeDemande)],
          [
            'Statut',
            <Badge key="s" small noIcon severity={severiteStatut(d.statut)} as="span">
              {libelleStatut(d)}
            </Badge>,
          ],
          ['Date de la demande', formaterDate(d.dateDemande)],
          [
            'Échéance',
            <>
              {formaterDate(d.echeance)}{' '}
              {d.horsDelai && (
                <Badge small severity="error" as="span">
                  Hors délai
                </Badge>
              )}
            </>,
          ],
          ['Profil du demandeur', libelleProfil(d.profilDemandeur)],
          ['Demandeur', texte(d.nomDemandeur)],
          ['Doublons potentiels', String(d.nbDoublons)],
          ...(d.affecteeTeneur
            ? ([['Affectée au teneur du registre', texte(d.raisonAffectationTeneur ?? 'Oui')]] as Entree[])
            : []),
        ]}
      />
    </Section>
  );
}

export function SectionCopropriete({ page }: { page: PageValidation }) {
  const c = page.copropriete;
  const identification = c.immatCopropriete?.identification ?? {};
  const mandat = c.immatCopropriete?.infoRattachement ?? null;
  const parcelles = identification.parcelle ?? [];
  const typeJustif = mandat?.typeJustifMandat;
  return (
    <Section id="section-copropriete" titre="La copropriété">
      <Fiche
        testId="fiche-copropriete"
        entrees={[
          ['Nom', texte(c.nomCopropriete ?? identification.nomCopropriete)],
          ["Numéro d'immatriculation", formaterNumero(c.immatriculation) ?? 'Attribué à la validation'],
          ['Statut', EtatCopropriete.labels[c.etat] ?? c.etat],
          ["Parcours d'immatriculation", TypeImmat.labels[c.typeImmat] ?? c.typeImmat],
          [
            'Date du règlement de copropriété',
            formaterDate(c.dateReglementCopropriete ?? identification.dateReglementCopropriete),
          ],
          ['Nombre total de lots', nombre(c.nbLots ?? identification.nbLots)],
          ["Lots à usage d'habitation, de bureaux ou de commerces", nombre(identification.nbLotsHabBurCom)],
          ["Dont lots à usage d'habitation", nombre(identification.nbLotsHab)],
          ['Lots de stationnement', nombre(identification.nbLotsStationnement)],
          ['Nombre de bâtiments', nombre(c.nbBatiments)],
          ['Syndicat coopératif', ouiNon(identification.syndicatCooperatif)],
          ['Résidence service', ouiNon(identification.residenceService)],
          ['Syndicat principal', ouiNon(identification.syndicatPrincipal)],
          [
            'Copropriété principale',
            formaterNumero(
              typeof identification.numImmatriculationCoproprietePrincipale === 'string'
                ? identification.numImmatriculationCoproprietePrincipale
                : null,
            ) ?? '—',
          ],
          [
            'ASL / AFUL / unions de syndicats',
            [identification.nbAsl, identification.nbAful, identification.nbUnionsSyndicats].map(nombre).join(' / '),
          ],
          ['SIRET du syndicat', texte(identification.siret)],
        ]}
      />
      {mandat && (
        <>
          <h3 className={fr.cx('fr-h6', 'fr-mt-3w')}>Mandat du syndic</h3>
          <Fiche
            testId="fiche-mandat"
            entrees={[
              ['Début du mandat', formaterDate(mandat.dateDebutMandat)],
              ['Fin du mandat', formaterDate(mandat.dateFinMandat)],
              ['Administrateur provisoire', ouiNon(mandat.adminProvisoire)],
              [
                'Justificatif',
                typeJustif && typeJustif in TypeJustifMandat.labels
                  ? TypeJustifMandat.labels[typeJustif as keyof typeof TypeJustifMandat.labels]
                  : texte(typeJustif),
              ],
              ['Fichier', texte(mandat.nomFichierJustifMandat)],
            ]}
          />
        </>
      )}
      <h3 className={fr.cx('fr-h6', 'fr-mt-3w')}>Parcelles cadastrales</h3>
      <TableauDonnees
        titre="Parcelles cadastrales de la copropriété"
        titreVisible={false}
        colonnes={[
          {
            cle: 'commune',
            titre: 'Commune',
            rendu: (p) =>
              [p.codePostal, p.commune].filter(Boolean).join(' ') + (p.communeAbsorbee ? ` (${p.communeAbsorbee})` : '') || '—',
          },
          { cle: 'insee', titre: 'Code INSEE', rendu: (p) => texte(p.codeInsee) },
          { cle: 'prefixe', titre: 'Préfixe', rendu: (p) => texte(p.prefixe) },
          { cle: 'section', titre: 'Section', rendu: (p) => texte(p.section) },
          { cle: 'numero', titre: 'Numéro', rendu: (p) => texte(p.numero) },
          { cle: 'geo', titre: 'Géolocalisée', rendu: (p) => <BadgeGeolocalisation geolocalisee={p.geolocalisee} /> },
        ]}
        lignes={parcelles.map((p, rang) => ({ ...p, rang }))}
        cle={(p) => String(p.rang)}
        vide="Aucune parcelle déclarée."
      />
    </Section>
  );
}

function BadgeGeolocalisation({ geolocalisee }: { geolocalisee: unknown }) {
  const oui = geolocalisee === true || geolocalisee === 'true';
  return (
    <Badge small severity={oui ? 'success' : 'warning'} as="span">
      {oui ? 'Géolocalisée' : 'Non géolocalisée'}
    </Badge>
  );
}

export function SectionDeclarant({ page }: { page: PageValidation }) {
  const d = page.declarant;
  const type = d.type && d.type in TypeTeledeclarant.labels ? TypeTeledeclarant.labels[d.type as 'PRO'] : texte(d.type);
  return (
    <Section id="section-declarant" titre="Le déclarant">
      <Fiche
        testId="fiche-declarant"
        entrees={[
          ['Raison sociale', texte(d.raisonSociale)],
          ['SIRET', texte(d.siret)],
          ['Type', type],
          ['Numéro de télédéclarant', d.idTeledeclarant === null ? '—' : String(d.idTeledeclarant)],
          ['Adresse électronique', texte(d.email)],
          ['Utilisateur', texte(d.utilisateur)],
        ]}
      />
    </Section>
  );
}

export const COLONNES_DOUBLONS: Colonne<Doublon>[] = [
  { cle: 'immat', titre: "N° d'immatriculation", rendu: (d) => formaterNumero(d.immatriculation) ?? 'Non immatriculée' },
  { cle: 'nom', titre: 'Nom', rendu: (d) => texte(d.nomCopropriete) },
  { cle: 'adresse', titre: 'Adresse de référence', rendu: (d) => texte(d.adresseReference) },
  { cle: 'date', titre: 'Date de la copropriété', rendu: (d) => formaterDate(d.dateReglementCopropriete) },
  { cle: 'lots', titre: 'Lots', rendu: (d) => nombre(d.nbLots) },
  { cle: 'batiments', titre: 'Bâtiments', rendu: (d) => nombre(d.nbBatiments) },
  { cle: 'representant', titre: 'Représentant légal', rendu: (d) => texte(d.representantLegal) },
  { cle: 'statut', titre: 'Statut', rendu: (d) => EtatCopropriete.labels[d.etat] ?? d.etat },
  {
    cle: 'motifs',
    titre: 'Motifs du rapprochement',
    rendu: (d) => (
      <ul className={fr.cx('fr-tags-group')} aria-label="Motifs du rapprochement">
        {d.motifs.map((m) => (
          <li key={m}>
            <Tag small>{MOTIFS_DOUBLON[m] ?? m}</Tag>
          </li>
        ))}
      </ul>
    ),
  },
];

export function SectionDoublons({ page }: { page: PageValidation }) {
  const n = page.doublons.length;
  return (
    <Section id="section-doublons" titre={`Doublons potentiels (${n})`}>
      {n > 0 && (
        <p>
          {n > 1 ? `Ces ${n} copropriétés ressemblent` : 'Cette copropriété ressemble'} à la copropriété déclarée : vérifiez qu'il
          s'agit bien d'autres copropriétés avant de valider.
        </p>
      )}
      <TableauDonnees
        titre="Doublons potentiels de la copropriété déclarée"
        titreVisible={false}
        colonnes={COLONNES_DOUBLONS}
        lignes={page.doublons}
        cle={(d) => String(d.idCopropriete)}
        defilableAuClavier
        vide="Aucun doublon potentiel."
      />
    </Section>
  );
}

export function SectionAdresses({ page }: { page: PageValidation }) {
  return (
    <Section id="section-adresses" titre="Adresses">
      <TableauDonnees
        titre="Adresses de la copropriété"
        titreVisible={false}
        colonnes={[
          { cle: 'type', titre: 'Type', rendu: (a) => libelleTypeAdresse(a.type) },
          { cle: 'libelle', titre: 'Adresse', rendu: (a) => texte(a.libelle) },
          { cle: 'geo', titre: 'Géolocalisation', rendu: (a) => <BadgeGeolocalisation geolocalisee={a.geolocalisee} /> },
          { cle: 'insee', titre: 'Code INSEE', rendu: (a) => texte(a.codeInsee) },
          { cle: 'rnb', titre: 'Identifiant RNB', rendu: (a) => texte(a.idRnb) },
        ]}
        lignes={adressesOrdonnees(page.adresses).map((a, rang) => ({ ...a, rang }))}
        cle={(a) => String(a.rang)}
        vide="Aucune adresse."
      />
    </Section>
  );
}

export function SectionAvertissements({ page }: { page: PageValidation }) {
  return (
    <Section id="section-avertissements" titre="Avertissements confirmés par le déclarant">
      {page.confirmations.length === 0 ? (
        <p>Le déclarant n'a eu aucun avertissement à confirmer.</p>
      ) : (
        <ul data-testid="avertissements-confirmes">
          {page.confirmations.map((c) => (
            <li key={c}>{libelleAvertissement(c)}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/* ---------- [issue 5] attachment, renewal, dissolution ---------- */

const libelleJustifMandat = (t: string | null) =>
  t && t in TypeJustifMandat.labels ? TypeJustifMandat.labels[t as keyof typeof TypeJustifMandat.labels] : texte(t);

function FicheMandat({ titre, mandat, testId }: { titre: string; mandat: MandatDto | null | undefined; testId: string }) {
  return (
    <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
      <h3 className={fr.cx('fr-h6')}>{titre}</h3>
      {mandat ? (
        <dl className="fiche" data-testid={testId}>
          {(
            [
              ['Syndic', texte(mandat.raisonSociale)],
              ['Numéro de télédéclarant', String(mandat.idTeledeclarant)],
              ['Statut', StatutDeclaration.labels[mandat.statut] ?? mandat.statut],
              ['Début du mandat', formaterDate(mandat.dateDebut)],
              ['Fin du mandat', formaterDate(mandat.dateFin)],
              ['Administrateur provisoire', ouiNon(mandat.adminProvisoire)],
              ['Type de justificatif', libelleJustifMandat(mandat.typeJustif)],
              ['Fichier', mandat.nomFichier ? mandat.nomFichier : 'Sans justificatif'],
            ] as Entree[]
          ).map(([t, v]) => (
            <div key={t} className={fr.cx('fr-mb-1w')}>
              <dt className={fr.cx('fr-text--bold', 'fr-mb-0')}>{t}</dt>
              <dd className={fr.cx('fr-mb-0')}>{v}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p data-testid={testId}>Aucun.</p>
      )}
    </div>
  );
}

/** Attachment and renewal: the mandate to validate next to the current mandate it would replace. */
export function SectionMandats({ page }: { page: PageValidation }) {
  const type = page.demande.typeDemande;
  if (type !== 'RATTACHEMENT' && type !== 'RENOUVELLEMENT') return null;
  return (
    <Section id="section-mandats" titre="Les mandats">
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
        <FicheMandat
          titre={type === 'RENOUVELLEMENT' ? 'Nouveau mandat à valider' : 'Mandat à valider'}
          mandat={page.mandat}
          testId="fiche-mandat-a-valider"
        />
        <FicheMandat
          titre={type === 'RENOUVELLEMENT' ? 'Mandat renouvelé (en cours)' : 'Mandat en cours de la copropriété'}
          mandat={page.mandatPrecedent}
          testId="fiche-mandat-precedent"
        />
      </div>
    </Section>
  );
}

/** The proof of a request: a link valid five minutes, asked for when the keeper wants to open it. */
export function LienJustificatif({ idDocument, nomFichier }: { idDocument: string; nomFichier: string | null }) {
  const [url, setUrl] = useState<string | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  const [attente, setAttente] = useState(false);
  const nom = nomFichier ?? 'justificatif.pdf';
  const ouvrir = async () => {
    setErreur(null);
    setAttente(true);
    try {
      const r = await appeler(lien, { params: { idDocument }, erreursGerees: [404] });
      setUrl(r.url);
      const fenetre = window.open(r.url, '_blank');
      if (fenetre) fenetre.opener = null;
    } catch (e) {
      setErreur(e instanceof Error ? e.message : 'Le justificatif ne peut pas être ouvert.');
    } finally {
      setAttente(false);
    }
  };
  return (
    <>
      <Button size="small" priority="secondary" iconId="fr-icon-file-pdf-line" onClick={() => void ouvrir()} disabled={attente}>
        {`Ouvrir le justificatif « ${nom} »`}
      </Button>
      {url && (
        <p className={fr.cx('fr-text--sm', 'fr-mt-1w', 'fr-mb-0')}>
          <a href={url} target="_blank" rel="noopener noreferrer" data-testid="lien-justificatif">
            {`Lien vers « ${nom} » (valable 5 minutes, nouvelle fenêtre)`}
          </a>
        </p>
      )}
      {erreur && <Alert severity="error" small description={erreur} className={fr.cx('fr-mt-1w')} role="alert" />}
    </>
  );
}

/** Dissolution: what was declared, the proof, and the current mandate it ends. */
export function SectionDissolution({ page }: { page: PageValidation }) {
  const d = page.dissolution;
  if (page.demande.typeDemande !== 'DISSOLUTION') return null;
  return (
    <Section id="section-dissolution" titre="La dissolution déclarée">
      {d ? (
        <>
          <Fiche
            testId="fiche-dissolution"
            entrees={[
              ['Motif', d.libelleMotif],
              ...(d.autreMotif ? ([['Motif précisé', d.autreMotif]] as Entree[]) : []),
              ['Fait générateur', d.libelleFaitGenerateur],
              ['Date du fait générateur', formaterDate(d.dateFaitGenerateur)],
              ['Type de justificatif', d.libelleTypeJustif],
              ['Date de la demande', formaterDate(d.dateDemande)],
              ['Déclarant', `${texte(d.declarant)} (${libelleProfil(d.profilDeclarant)})`],
              ['Déclarée le', formaterDate(d.dateDeclaration)],
              ['Justificatif', <LienJustificatif key="j" idDocument={d.idDocument} nomFichier={d.nomFichier} />],
            ]}
          />
          <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-mt-2w')}>
            <FicheMandat
              titre="Mandat en cours (archivé si la dissolution est validée)"
              mandat={page.mandatPrecedent}
              testId="fiche-mandat-precedent"
            />
          </div>
        </>
      ) : (
        <p>La dissolution déclarée est introuvable.</p>
      )}
    </Section>
  );
}
