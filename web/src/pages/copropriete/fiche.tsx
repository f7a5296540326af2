/**
 * [issue 11] The record of a condominium `/copropriete/fiche/:id` (spec 000 §2–§5), reached from « Mes copropriétés »:
 * its identity and status, what the caller may do now (each action with the reason when it may not), the update
 * in progress, the current mandate and its holder, the annual update (last one and what is due), the exercises
 * (locked once an annual update recorded them), the five blocks as declared (read-only), the history of the
 * declarations with what each changed field by field, and the errors flagged. « Signaler une erreur » opens a
 * modal; the registration certificate downloads as a PDF.
 */
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fr, type FrIconClassName } from '@codegouvfr/react-dsfr';
import { Accordion } from '@codegouvfr/react-dsfr/Accordion';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Table } from '@codegouvfr/react-dsfr/Table';
import { StatutDeclaration, TypeDeclaration, TypeImmat, TypeJustifMandat } from '@registre/shared/domain/enums';
import { estTeneur } from '@registre/shared/domain/profils';
import { attestation, visualisation } from '@registre/shared/routes/coproprietes.routes';
import { declarerErreur } from '@registre/shared/routes/declarations.routes';
import { type FicheCopropriete, type TypeMajAssistant } from '@registre/shared/schemas/copropriete/miseAJour';
import { ErreurApi } from '../../api/client.ts';
import { useRequete } from '../../api/hooks.ts';
import { telecharger } from '../../api/telechargement.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { notifier } from '../../lib/notifications.ts';
import { accesAutorise, pageParId, peutOuvrir, routeMontee } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { Fiche } from '../../features/demandes/sections.tsx';
import { formaterDate, formaterNumero, ouiNon, texte } from '../../features/demandes/demandes.ts';
import { Recapitulatif } from '../../features/declaration/etapes/Recapitulatif.tsx';
import {
  LIBELLES_STATUT_MAJ_ANNUELLE,
  RAISON_EXERCICE_VERROUILLE,
  blocFinancierCommunique,
  cheminCompletion,
  cheminMiseAJour,
  libelleBrouillon,
  libelleTypeMaj,
  nomFichierAttestation,
  severiteMajAnnuelle,
  typeMajDeReprise,
} from '../../features/declaration/miseAJour.ts';
import { libelleEtat, libelleStatutRattachement, severiteEtat } from '../../features/coproprietes/coproprietes.ts';
import { ModaleSignalerErreur, modaleErreur } from './SignalerErreur.tsx';
import { Section } from './SectionFiche.tsx';

const LIBELLES_BLOC: Record<string, string> = {
  infoRattachement: 'Rattachement',
  identification: 'Identification',
  procedures: 'Procédures',
  donneesFinancieres: 'Données financières',
  donneesTechniques: 'Données techniques',
};

export default function FicheCoproprietePage() {
  const { id: idParam = '' } = useParams();
  const id = Number(idParam);
  const valide = Number.isInteger(id) && id > 0;
  const titre = usePageCourante()?.titre ?? 'Fiche de la copropriété';
  const requete = useRequete(visualisation, { params: { id }, erreursGerees: [403, 404] }, { enabled: valide, retry: false });

  let contenu: ReactNode;
  if (!valide)
    contenu = <Alert severity="error" as="h2" title="Adresse invalide" description="Cette copropriété n'existe pas." />;
  else if (requete.isPending) contenu = <p role="status">Chargement…</p>;
  else if (requete.isError)
    contenu = (
      <Alert
        severity="error"
        as="h2"
        title="Fiche indisponible"
        description={
          requete.error.status === 404 || requete.error.status === 403
            ? "Cette copropriété n'existe pas ou vous n'avez pas accès à sa fiche."
            : requete.error.message
        }
      />
    );
  else contenu = <ContenuFiche fiche={requete.data} recharger={() => void requete.refetch()} />;

  const liste = pageParId('coproprietes');
  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      {contenu}
      {liste && (
        <p className={fr.cx('fr-mt-4w')}>
          <Link className={fr.cx('fr-link', 'fr-icon-arrow-left-line', 'fr-link--icon-left')} to={liste.chemin}>
            Retour à la liste de mes copropriétés
          </Link>
        </p>
      )}
    </div>
  );
}

function ContenuFiche({ fiche: f, recharger }: { fiche: FicheCopropriete; recharger: () => void }) {
  const { visiteur } = useSession();
  const teneur = visiteur.profil !== null && estTeneur(visiteur.profil);
  const numero = formaterNumero(f.immatriculation);
  const pageMaj = pageParId('miseAJourCopropriete');
  const pageCompletion = pageParId('exerciceNonApprouve');
  const peutMettreAJour = pageMaj !== undefined && peutOuvrir(pageMaj, visiteur);
  const peutCompleter = pageCompletion !== undefined && peutOuvrir(pageCompletion, visiteur);
  const [telechargement, setTelechargement] = useState(false);

  const telechargerAttestation = async () => {
    setTelechargement(true);
    try {
      await telecharger(
        attestation,
        { params: { id: f.idCopropriete } },
        nomFichierAttestation(f.immatriculation, f.idCopropriete),
      );
    } catch (e) {
      // an API failure is shown by the shell's error alerts
      if (!(e instanceof ErreurApi))
        notifier({ severite: 'error', titre: "L'attestation n'a pas pu être téléchargée : veuillez réessayer." });
    } finally {
      setTelechargement(false);
    }
  };

  interface Action {
    cle: string;
    libelle: string;
    possible: boolean;
    raison: string | null;
    icone: FrIconClassName;
    lien?: string;
    surClic?: () => void;
    boutonModale?: boolean;
  }
  const maj = (typeMaj: TypeMajAssistant) => cheminMiseAJour(f.idCopropriete, typeMaj);
  const actions: Action[] = [
    ...(peutMettreAJour
      ? [
          {
            cle: 'annuelle',
            libelle: 'Mise à jour annuelle',
            ...f.actions.annuelle,
            icone: 'fr-icon-calendar-line',
            lien: maj('ANNUELLE'),
          },
          {
            cle: 'standard',
            libelle: 'Mise à jour standard',
            ...f.actions.standard,
            icone: 'fr-icon-edit-line',
            lien: maj('STANDARD'),
          },
        ]
      : []),
    ...(peutMettreAJour && f.actions.modifierDemande.possible
      ? [
          {
            cle: 'modifierDemande',
            libelle: "Modifier la demande d'immatriculation",
            ...f.actions.modifierDemande,
            icone: 'fr-icon-edit-line' as FrIconClassName,
            lien: maj('MODIF_DEMANDE'),
          },
        ]
      : []),
    ...(peutCompleter && f.actions.completerExercice.possible
      ? [
          {
            cle: 'completerExercice',
            libelle: "Compléter l'exercice non approuvé",
            ...f.actions.completerExercice,
            icone: 'fr-icon-money-euro-circle-line',
            lien: cheminCompletion(f.idCopropriete),
          },
        ]
      : []),
    ...(peutMettreAJour && (f.actions.modificationAdmin.possible || teneur)
      ? [
          {
            cle: 'modificationAdmin',
            libelle: 'Modification administrative',
            ...f.actions.modificationAdmin,
            icone: 'fr-icon-settings-5-line',
            lien: maj('MODIFICATION_ADMIN'),
          },
        ]
      : []),
    ...(routeMontee(declarerErreur) &&
    accesAutorise(declarerErreur.acces, visiteur) &&
    f.idDeclarationCourante !== null &&
    (f.actions.declarerErreur.possible || f.actions.declarerErreur.raison)
      ? [
          {
            cle: 'declarerErreur',
            libelle: 'Signaler une erreur',
            ...f.actions.declarerErreur,
            icone: 'fr-icon-error-warning-line',
            boutonModale: true,
          },
        ]
      : []),
    ...(routeMontee(attestation) &&
    accesAutorise(attestation.acces, visiteur) &&
    (f.actions.attestation.possible || f.actions.attestation.raison)
      ? [
          {
            cle: 'attestation',
            libelle: "Télécharger l'attestation d'immatriculation",
            ...f.actions.attestation,
            icone: 'fr-icon-download-line',
            surClic: () => void telechargerAttestation(),
          },
        ]
      : []),
  ] as Action[];

  const erreursSignalees = f.historique.flatMap((l) => l.erreurs.map((e) => ({ ...e, declaration: l })));
  const ir = f.immatCopropriete?.infoRattachement;

  return (
    <>
      <p className={fr.cx('fr-text--lead', 'fr-mb-1w')} data-testid="designation-copropriete">
        {f.nomCopropriete ?? 'Copropriété sans nom'}
        {numero ? ` — ${numero}` : ''}
      </p>
      <p className={fr.cx('fr-mb-4w')}>
        <Badge small noIcon severity={severiteEtat(f.etat)} as="span">
          {libelleEtat(f.etat)}
        </Badge>
      </p>

      {f.brouillon && (
        <Alert
          severity="info"
          as="h2"
          className={fr.cx('fr-mb-4w')}
          title="Une mise à jour est en cours"
          description={
            <>
              {libelleBrouillon(f.brouillon)}.{/* a keeper resumes an administrative update only, a syndic its own kinds */}
              {peutMettreAJour && teneur === (f.brouillon.typeMaj === 'MODIFICATION_ADMIN') && (
                <>
                  <br />
                  <Button
                    size="small"
                    className={fr.cx('fr-mt-1w')}
                    iconId="fr-icon-edit-line"
                    linkProps={{
                      to: cheminMiseAJour(f.idCopropriete, typeMajDeReprise(f.brouillon.typeMaj), {
                        declaration: f.brouillon.idDeclaration,
                      }),
                    }}
                  >
                    Reprendre la mise à jour en cours
                  </Button>
                </>
              )}
            </>
          }
        />
      )}

      {actions.length > 0 && (
        <Section id="fiche-actions" titre="Actions">
          <ul className={fr.cx('fr-raw-list')} data-testid="actions-fiche">
            {actions.map((a) => (
              <li key={a.cle} className={fr.cx('fr-mb-2w')}>
                {a.possible && a.lien ? (
                  <Button priority="secondary" iconId={a.icone} linkProps={{ to: a.lien }}>
                    {a.libelle}
                  </Button>
                ) : (
                  <Button
                    priority="secondary"
                    iconId={a.icone}
                    disabled={!a.possible || (a.cle === 'attestation' && telechargement)}
                    onClick={a.possible ? a.surClic : undefined}
                    nativeButtonProps={a.possible && a.boutonModale ? modaleErreur.buttonProps : undefined}
                  >
                    {a.libelle}
                  </Button>
                )}
                {!a.possible && a.raison && (
                  <p className={fr.cx('fr-hint-text', 'fr-mt-1v', 'fr-mb-0')} data-action={a.cle}>
                    {a.libelle} : {a.raison}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="fiche-identite" titre="La copropriété">
        <Fiche
          testId="fiche-identite"
          entrees={[
            ["Numéro d'immatriculation", numero ?? 'Non immatriculée'],
            ['Nom', texte(f.nomCopropriete)],
            ['Adresse de référence', texte(f.adresseReference)],
            [
              'Statut',
              <Badge key="etat" small noIcon severity={severiteEtat(f.etat)} as="span">
                {libelleEtat(f.etat)}
              </Badge>,
            ],
            ['Statut du rattachement', libelleStatutRattachement(f.statutRattachement)],
            ["Parcours d'immatriculation", TypeImmat.labels[f.typeImmat] ?? f.typeImmat],
            ["Date d'immatriculation", formaterDate(f.dateImmatriculation)],
            ['Représentant légal', texte(f.representantLegal)],
            ...(f.origine === 'RNIC'
              ? ([['Origine', 'Importée du fichier des copropriétés en données ouvertes']] as [string, ReactNode][])
              : []),
          ]}
        />
      </Section>

      <Section id="fiche-mandat" titre="Le mandat en cours et son titulaire">
        {f.mandat ? (
          <Fiche
            testId="fiche-mandat"
            entrees={[
              ['Début du mandat', formaterDate(f.mandat.dateDebut)],
              ['Fin du mandat', formaterDate(f.mandat.dateFin)],
              ['Statut du mandat', StatutDeclaration.labels[f.mandat.statut] ?? f.mandat.statut],
              ['Administrateur provisoire', ouiNon(f.mandat.adminProvisoire)],
              ['Justificatif', f.mandat.typeJustif ? (TypeJustifMandat.labels[f.mandat.typeJustif] ?? f.mandat.typeJustif) : '—'],
              ['Titulaire', texte(f.titulaire?.raisonSociale ?? f.mandat.raisonSociale)],
              ['SIRET du titulaire', texte(f.titulaire?.siret)],
              ['N° du télédéclarant', texte(f.titulaire?.idTeledeclarant ?? f.mandat.idTeledeclarant)],
            ]}
          />
        ) : ir ? (
          <Fiche
            testId="fiche-mandat"
            entrees={[
              ['Début du mandat', texte(ir.dateDebutMandat)],
              ['Fin du mandat', texte(ir.dateFinMandat)],
              ['Titulaire', texte(f.titulaire?.raisonSociale)],
            ]}
          />
        ) : (
          <p>Aucun mandat en cours.</p>
        )}
      </Section>

      <Section id="fiche-maj-annuelle" titre="La mise à jour annuelle">
        {f.majAnnuelle ? (
          <>
            <p>
              <Badge small severity={severiteMajAnnuelle(f.majAnnuelle.statut)} as="span" data-testid="statut-maj-annuelle">
                {LIBELLES_STATUT_MAJ_ANNUELLE[f.majAnnuelle.statut]}
              </Badge>{' '}
              {f.majAnnuelle.libelle}
            </p>
            <Fiche
              testId="fiche-maj-annuelle"
              entrees={[
                ['Dernière mise à jour annuelle', formaterDate(f.majAnnuelle.dateDerniereMajAnnuelle)],
                ['Clôture du dernier exercice déclaré', formaterDate(f.majAnnuelle.dateClotureDernierExercice)],
                ['Prochaine mise à jour exigible à partir du', formaterDate(f.majAnnuelle.exigibleLe)],
                ['Au plus tard le', formaterDate(f.majAnnuelle.dateLimite)],
              ]}
            />
          </>
        ) : (
          <p>Aucune mise à jour annuelle n'est attendue pour cette copropriété.</p>
        )}
      </Section>

      <Section id="fiche-exercices" titre="Les exercices comptables déclarés">
        {f.exercices.length === 0 ? (
          <p>
            {blocFinancierCommunique(f.immatCopropriete?.donneesFinancieres)
              ? "Aucun exercice comptable n'est déclaré."
              : 'Les exercices comptables de cette copropriété ne vous sont pas communiqués.'}
          </p>
        ) : (
          <Table
            caption="Exercices comptables"
            noCaption
            bordered
            headers={['Début', 'Clôture des comptes', "Assemblée générale d'approbation", 'État']}
            data={f.exercices.map((e) => [
              formaterDate(e.dateDebutExercice),
              formaterDate(e.dateClotureComptes),
              e.nonApprouve ? 'Comptes non approuvés' : formaterDate(e.dateAg),
              e.verrouille ? (
                <span key="v" data-testid="exercice-verrouille">
                  <Badge small severity="info" as="span">
                    Verrouillé
                  </Badge>
                  <span className={fr.cx('fr-hint-text', 'fr-mt-1v')}>{RAISON_EXERCICE_VERROUILLE}</span>
                </span>
              ) : e.nonApprouve ? (
                <Badge key="n" small severity="warning" as="span">
                  Comptes à approuver
                </Badge>
              ) : (
                'Modifiable'
              ),
            ])}
          />
        )}
      </Section>

      <Section id="fiche-donnees" titre="Les données déclarées">
        {f.immatCopropriete ? (
          <Recapitulatif
            valeurs={{
              ...f.immatCopropriete,
              // the public view carries it emptied: said so, rather than every field "Non renseigné"
              donneesFinancieres: blocFinancierCommunique(f.immatCopropriete.donneesFinancieres)
                ? f.immatCopropriete.donneesFinancieres
                : null,
            }}
            etapes={['identification', 'procedures', 'donnees-financieres', 'donnees-techniques']}
            niveauTitre={3}
          />
        ) : (
          <p>Les données déclarées de cette copropriété ne vous sont pas communiquées.</p>
        )}
      </Section>

      <Section id="fiche-historique" titre="Historique des déclarations">
        {f.historique.length === 0 ? (
          <p>Aucune déclaration.</p>
        ) : (
          <div className={fr.cx('fr-accordions-group')} data-testid="historique">
            {f.historique.map((l) => (
              <Accordion
                key={l.idDeclaration}
                titleAs="h3"
                label={`${formaterDate(l.date)} — ${l.libelle || libelleTypeMaj(l.typeMaj)}${l.auteur ? ` — ${l.auteur}` : ''}`}
              >
                <Fiche
                  entrees={[
                    ['Date', formaterDate(l.date)],
                    ['Type de déclaration', TypeDeclaration.labels[l.typeDeclaration] ?? l.typeDeclaration],
                    ...(l.typeMaj ? ([['Mise à jour', libelleTypeMaj(l.typeMaj)]] as [string, ReactNode][]) : []),
                    ['Statut', StatutDeclaration.labels[l.statut] ?? l.statut],
                    ['Auteur', texte(l.auteur)],
                    ...(l.motif ? ([['Motif', l.motif]] as [string, ReactNode][]) : []),
                  ]}
                />
                {l.differences.length === 0 ? (
                  <p className={fr.cx('fr-mt-2w')}>Aucune donnée modifiée par rapport à la déclaration précédente.</p>
                ) : (
                  <Table
                    className={fr.cx('fr-mt-2w')}
                    caption="Données modifiées"
                    bordered
                    headers={['Bloc', 'Donnée', 'Avant', 'Après']}
                    data={l.differences.map((d) => [LIBELLES_BLOC[d.bloc] ?? d.bloc, d.libelle, d.avant ?? '—', d.apres ?? '—'])}
                  />
                )}
                {l.erreurs.length > 0 && (
                  <>
                    <h4 className={fr.cx('fr-h6', 'fr-mt-2w')}>Erreurs signalées</h4>
                    <ul>
                      {l.erreurs.map((e, i) => (
                        <li key={i}>
                          {formaterDate(e.date)}
                          {e.auteur ? `, ${e.auteur}` : ''} : {e.message}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </Accordion>
            ))}
          </div>
        )}
      </Section>

      <Section id="fiche-erreurs" titre="Erreurs signalées">
        {erreursSignalees.length === 0 ? (
          <p>Aucune erreur n'est signalée sur les déclarations de cette copropriété.</p>
        ) : (
          <ul data-testid="erreurs-signalees">
            {erreursSignalees.map((e, i) => (
              <li key={i}>
                {formaterDate(e.date)}
                {e.auteur ? `, ${e.auteur}` : ''} — {e.declaration.libelle || libelleTypeMaj(e.declaration.typeMaj)} du{' '}
                {formaterDate(e.declaration.date)} : {e.message}
              </li>
            ))}
          </ul>
        )}
      </Section>

      {f.idDeclarationCourante !== null && <ModaleSignalerErreur idDeclaration={f.idDeclarationCourante} signalee={recharger} />}
    </>
  );
}
