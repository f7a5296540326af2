/**
 * [issue 13] The condominium fact sheet of the institutions' categorisation tool (spec 001 §7 "Categorisation":
 * `download-single-fiche-copropriete/{immat}`, `download-rapport-for-copropriete`, `download-zip-fiche-copropriete`):
 * what the register knows of one condominium, in four chapters as the synthesis report (lots, legal organisation,
 * technical data, financial data) after its identification and procedures. Pure: data in, labelled text out; the
 * PDF is drawn by functions/src/exports/fichePdf.ts. A volunteer syndic is never named (the charter entitles the
 * institutions to the register's data, not to a private person's identity: data minimisation).
 */
import { TYPES_SYNDIC, type SyndicPublic } from '../annuaire/projection.ts';
import { EnergieUtilisee, EtatCopropriete, EtiquetteEnergie, PeriodeConstruction, TypeChauffage } from '../enums.ts';
import { formaterAdresse } from '../adresse.ts';
import { formaterParcelleCommune } from '../parcelle.ts';
import { dateIsoVersFr } from '../valeurs.ts';
import { impayesAtteignentSeuilAdHoc, seuilImpayesMandatAdHoc } from './constantes.ts';
import { LIBELLES_MAJ_ANNUELLE, type StatutMajAnnuelle } from './majAnnuelle.ts';
import { CHAMPS_ARRETE, LIBELLES_TYPE_ARRETE, TYPES_ARRETE, type Adresse, type ImmatCopropriete } from './types.ts';

export interface DonneesFiche {
  immatriculation: string;
  etat: (typeof EtatCopropriete.values)[number];
  /** ISO instant or day */
  dateImmatriculation: string | null;
  /** as the directory names it: a professional's name, never a volunteer's identity */
  syndic: SyndicPublic;
  mandat: { debut: string | null; fin: string | null } | null;
  statutMajAnnuelle: StatutMajAnnuelle | null;
  dateDerniereMajAnnuelle: string | null;
  blocs: ImmatCopropriete;
}

export interface SectionFiche {
  titre: string;
  lignes: [libelle: string, valeur: string][];
}

const NR = 'Non renseigné';
const jour = (iso: string | null | undefined) => (iso ? dateIsoVersFr(iso.slice(0, 10)) : NR);
const ouiNon = (b: boolean | null | undefined) => (b === true ? 'Oui' : b === false ? 'Non' : NR);
/** Thousands separated by a plain space (the PDF standard fonts have no narrow no-break space). */
export const nombreFr = (n: number, decimales = 0) =>
  n.toLocaleString('fr-FR', { maximumFractionDigits: decimales }).replace(/[\u202f\u00a0]/g, ' ');
const nombre = (n: number | null | undefined) => (n === null || n === undefined ? NR : nombreFr(n));
const euros = (n: number | null | undefined) => (n === null || n === undefined ? NR : `${nombreFr(n, 2)} €`);
const pourcent = (x: number) => `${nombreFr(x * 100, 1)} %`;

/** The address as every page and PDF writes it (`formaterAdresse`: the postcode and town once, issue 27). */
export const adresseTexte = (a: Adresse | null | undefined): string => formaterAdresse(a) || NR;

/** The share of the sums due that is unpaid, and whether it reaches the ad hoc mandate threshold (spec 000 §9). */
export function ratioImpayes(blocs: ImmatCopropriete): { ratio: number; seuil: number; atteint: boolean } | null {
  const f = blocs.donneesFinancieres;
  const charges = (f.chargesOperationsCourantes ?? 0) + (f.chargesOperationsExceptionnelles ?? 0);
  const nbLots = blocs.identification.nbLots;
  if (f.donneesFinancieresInconnues || charges <= 0 || f.montantImpayesCoproprietaires === null || nbLots === null) return null;
  return {
    ratio: f.montantImpayesCoproprietaires / charges,
    seuil: seuilImpayesMandatAdHoc(nbLots),
    atteint: impayesAtteignentSeuilAdHoc({ nbLots, montantImpayes: f.montantImpayesCoproprietaires, charges }),
  };
}

export function sectionsFiche(d: DonneesFiche): SectionFiche[] {
  const { identification: id, procedures: p, donneesFinancieres: f, donneesTechniques: t } = d.blocs;
  const syndic = TYPES_SYNDIC.find((x) => x.code === d.syndic.type)!.libelle;
  const sections: SectionFiche[] = [
    {
      titre: 'Identification',
      lignes: [
        ["Numéro d'immatriculation", d.immatriculation],
        ['Nom', id.nomCopropriete ?? NR],
        ['Adresse de référence', adresseTexte(id.adressePrincipale)],
        ...id.adresseSecondaire.map((a, i): [string, string] => [`Adresse complémentaire ${i + 1}`, adresseTexte(a)]),
        ['Statut', EtatCopropriete.labels[d.etat]],
        ["Date d'immatriculation", jour(d.dateImmatriculation)],
        ['Date du règlement de copropriété', jour(id.dateReglementCopropriete)],
        ['Parcelles cadastrales', id.parcelle.length ? id.parcelle.map((x) => formaterParcelleCommune(x, ', ')).join(' ; ') : NR],
      ],
    },
    {
      titre: 'Lots',
      lignes: [
        ['Nombre total de lots', nombre(id.nbLots)],
        ["Lots à usage d'habitation, de bureaux ou de commerces", nombre(id.nbLotsHabBurCom)],
        ["Lots à usage d'habitation", nombre(id.nbLotsHab)],
        ['Lots de stationnement', nombre(id.nbLotsStationnement)],
      ],
    },
    {
      titre: 'Organisation juridique',
      lignes: [
        ['Type de syndic', syndic],
        ...(d.syndic.type === 'PROFESSIONNEL' && d.syndic.nom ? [['Syndic', d.syndic.nom] as [string, string]] : []),
        ['Début du mandat en cours', jour(d.mandat?.debut)],
        ['Fin du mandat en cours', d.mandat ? jour(d.mandat.fin) : 'Aucun mandat en cours'],
        ['Mise à jour annuelle', d.statutMajAnnuelle ? LIBELLES_MAJ_ANNUELLE[d.statutMajAnnuelle] : NR],
        ['Dernière mise à jour annuelle', jour(d.dateDerniereMajAnnuelle)],
        ['Syndicat principal', ouiNon(id.syndicatPrincipal)],
        ...(id.numImmatriculationCoproprietePrincipale
          ? [['Syndicat principal de rattachement', id.numImmatriculationCoproprietePrincipale] as [string, string]]
          : []),
        ['Syndicat coopératif', ouiNon(id.syndicatCooperatif)],
        ['Résidence-services', ouiNon(id.residenceService)],
        ['Associations syndicales libres (ASL)', nombre(id.nbAsl)],
        ['Associations foncières urbaines libres (AFUL)', nombre(id.nbAful)],
        ['Unions de syndicats', nombre(id.nbUnionsSyndicats)],
      ],
    },
    {
      titre: 'Procédures',
      lignes: [
        ...TYPES_ARRETE.map((type): [string, string] => {
          const liste = p[CHAMPS_ARRETE[type].liste];
          const enCours = liste.filter((a) => !a.dateMainLevee).length;
          return [
            LIBELLES_TYPE_ARRETE[type],
            liste.length
              ? `${liste.length} (dont ${enCours} sans mainlevée)`
              : ouiNon(p[CHAMPS_ARRETE[type].drapeau]) === 'Oui'
                ? 'Oui'
                : 'Aucun',
          ];
        }),
        [
          'Mandataire ad hoc',
          p.flagMandatAdhoc && p.mandatAdHoc
            ? `Nommé le ${jour(p.mandatAdHoc.dateNomination)}${p.mandatAdHoc.dateFinMission ? `, fin de mission le ${jour(p.mandatAdHoc.dateFinMission)}` : ''}`
            : ouiNon(p.flagMandatAdhoc),
        ],
        [
          'Ordonnance de carence',
          p.flagOrdonnanceCarence && p.ordonnanceCarence
            ? `Rendue le ${jour(p.ordonnanceCarence.dateOrdonnance)}`
            : ouiNon(p.flagOrdonnanceCarence),
        ],
      ],
    },
    {
      titre: 'Données techniques',
      lignes: [
        ['Période de construction', t.periodeConstruction ? PeriodeConstruction.labels[t.periodeConstruction] : NR],
        ['Année de construction', t.anneeConstruction ? String(t.anneeConstruction) : NR],
        ['Nombre de bâtiments', nombre(t.nbBatimentsTotal)],
        [
          'Étiquettes énergétiques des bâtiments',
          EtiquetteEnergie.values
            .filter((e) => (t.classementEnergetique?.[e] ?? 0) > 0)
            .map((e) => `${EtiquetteEnergie.labels[e]} : ${t.classementEnergetique[e]}`)
            .join(' ; ') || NR,
        ],
        ['Ascenseurs', nombre(t.nbAscenseurs)],
        ['Chauffage', t.typeChauffage ? TypeChauffage.labels[t.typeChauffage] : NR],
        ...(t.chauffageCollectifUrbain !== null
          ? [['Chauffage urbain', ouiNon(t.chauffageCollectifUrbain)] as [string, string]]
          : []),
        ...(t.energieChauffageCollectifNonUrbain
          ? [['Énergie du chauffage collectif', EnergieUtilisee.labels[t.energieChauffageCollectifNonUrbain]] as [string, string]]
          : []),
        ['Plan pluriannuel de travaux adopté', t.ppt ? `Oui${t.pptDate ? `, le ${jour(t.pptDate)}` : ''}` : ouiNon(t.ppt)],
      ],
    },
  ];
  const ratio = ratioImpayes(d.blocs);
  sections.push({
    titre: 'Données financières du dernier exercice',
    lignes: f.donneesFinancieresInconnues
      ? [['Données financières', 'Non déclarées']]
      : [
          ['Exercice', `du ${jour(f.dateDebutExercice)} au ${jour(f.dateClotureComptes)}`],
          ['Comptes approuvés en assemblée générale', f.comptesNonApprouves ? 'Non' : jour(f.dateAg)],
          ['Charges pour opérations courantes', euros(f.chargesOperationsCourantes)],
          ['Charges pour travaux et opérations exceptionnelles', euros(f.chargesOperationsExceptionnelles)],
          ['Impayés des copropriétaires', euros(f.montantImpayesCoproprietaires)],
          [
            'Part des impayés dans les charges',
            ratio
              ? `${pourcent(ratio.ratio)} (seuil du mandat ad hoc : ${pourcent(ratio.seuil)}${ratio.atteint ? ', atteint' : ''})`
              : NR,
          ],
          ['Copropriétaires débiteurs de plus de 300 €', nombre(f.nbCoproprietairesImpayes)],
          ['Dettes fournisseurs et autres', euros(f.montantDettes)],
          ['Fonds de travaux', euros(f.montantFondTravaux)],
          ['Employés du syndicat', ouiNon(f.presenceEmployes)],
        ],
  });
  return sections;
}

/** `fiche-copropriete-<immat>-AAAAMMJJ.pdf` (spec 001 §9: fact sheets per registration number, with the day). */
export const nomFicheCopropriete = (immatriculation: string, jourIso: string) =>
  `fiche-copropriete-${immatriculation}-${jourIso.replaceAll('-', '')}.pdf`;
