/**
 * `/gestion-copropriete` (issue 5, spec 000 §6 "Keeper profiles: … delete a condominium, withdraw an attachment,
 * delete a mandate attachment, edit mandate start dates", §2 "removal of a mandate, of a declaration, or of an
 * attachment (each asks for a reason)", "modification of mandate dates"): a keeper looks a condominium up by its
 * registration number (also `?numero=`), sees its state, its current mandate, its deletable mandates and its
 * declarations, and acts on them — each removal through a modal asking the required reason then a confirmation,
 * each date through a modal (dd/mm/yyyy, the server's refusal shown there). After each action: a success alert
 * and the data reloaded.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { EtatCopropriete } from '@registre/shared/domain/enums';
import { infosValidation } from '@registre/shared/routes/validations.routes';
import {
  declarationsPrecedentes,
  retirerRattachement,
  supprimerCopropriete,
  supprimerDeclarations,
  supprimerMandatRattachement,
} from '@registre/shared/routes/coproprietes.routes';
import {
  courant,
  mandatsSupprimables,
  modifierDateDebutMandat,
  modifierDateFinMandatArchive,
  supprimerMandat,
} from '@registre/shared/routes/mandats.routes';
import type { MandatDto } from '@registre/shared/schemas/mandats';
import type { DeclarationResume } from '@registre/shared/schemas/suppressions';
import { appeler, ErreurApi } from '../../api/client.ts';
import { useRequete } from '../../api/hooks.ts';
import { TableauDonnees, type Colonne } from '../../components/TableauDonnees.tsx';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import {
  dateOuTiret,
  dateVersChemin,
  libelleDeclaration,
  libelleStatut,
  libelleStatutMandat,
  numeroAffiche,
  periode,
  texteSuppression,
  type GenreSuppression,
} from './gestion.ts';
import {
  ModaleDate,
  ModaleSuppression,
  modaleDate,
  modaleSuppression,
  type ActionSuppression,
  type EditionDate,
} from './modales.tsx';

const GERE = [400, 404, 409] as const;

export default function GestionCopropriete() {
  const titre = usePageCourante()?.titre;
  const [query, setQuery] = useSearchParams();
  const numero = (query.get('numero') ?? '').trim();
  const queryClient = useQueryClient();
  const [succes, setSucces] = useState<string | null>(null);

  const recherche = useForm<{ numero: string }>({ defaultValues: { numero } });
  // the address changed (back, forward, a link): the field follows
  useEffect(() => recherche.reset({ numero }), [numero, recherche]);
  const rechercher = recherche.handleSubmit((v) => {
    setSucces(null);
    const n = v.numero.trim();
    setQuery(n ? { numero: n } : {});
  });

  const copro = useRequete(
    infosValidation,
    { params: { immat: numero }, erreursGerees: [400, 404] },
    { enabled: numero !== '', retry: false },
  );
  const id = copro.data?.idCopropriete;
  const actif = id !== undefined;
  const mandatCourant = useRequete(courant, { params: { id: id ?? 0 }, erreursGerees: [404] }, { enabled: actif, retry: false });
  const supprimables = useRequete(mandatsSupprimables, { params: { id: id ?? 0 } }, { enabled: actif });
  const declarations = useRequete(declarationsPrecedentes, { params: { id: id ?? 0 } }, { enabled: actif });

  const [action, setAction] = useState<ActionSuppression | null>(null);
  const [edition, setEdition] = useState<EditionDate | null>(null);
  const [cochees, setCochees] = useState<Set<string>>(new Set());
  useEffect(() => setCochees(new Set()), [id]);

  const recharger = () =>
    Promise.all(
      [infosValidation.id, courant.id, mandatsSupprimables.id, declarationsPrecedentes.id].map((k) =>
        queryClient.invalidateQueries({ queryKey: [k] }),
      ),
    );
  const termine = (t: string) => {
    setSucces(t);
    setCochees(new Set());
    void recharger();
  };

  const nom = copro.data ? `${copro.data.nomCopropriete ?? 'sans nom'} (${numeroAffiche(copro.data.immatriculation)})` : '';

  /** the props of a button that opens the removal modal for `genre` */
  const boutonSuppression = (genre: GenreSuppression, executer: (raison: string) => Promise<unknown>, mandat?: string) => ({
    ...modaleSuppression.buttonProps,
    type: 'button' as const,
    onClick: () =>
      setAction({
        texte: texteSuppression(genre, { nom, mandat, nombre: cochees.size }),
        executer: async (raison) => {
          await executer(raison);
        },
      }),
  });
  /** the props of a button that opens the date modal for mandate `m` */
  const boutonDate = (m: MandatDto, champ: 'dateDebut' | 'dateFin') => ({
    ...modaleDate.buttonProps,
    type: 'button' as const,
    onClick: () =>
      setEdition({
        champ,
        mandat: periode(m),
        actuelle: dateOuTiret(m[champ]),
        executer: async (saisie) => {
          const route = champ === 'dateDebut' ? modifierDateDebutMandat : modifierDateFinMandatArchive;
          await appeler(route, { params: { idMandat: m.idMandat, date: dateVersChemin(saisie) }, erreursGerees: GERE });
        },
      }),
  });

  const aucunMandat = mandatCourant.error instanceof ErreurApi && mandatCourant.error.status === 404;
  // a refetch that answers 404 keeps the previous data in the cache: the error wins
  const enCours = aucunMandat ? undefined : mandatCourant.data;
  const introuvable = copro.error instanceof ErreurApi && [400, 404].includes(copro.error.status);

  const colonnesMandats: Colonne<MandatDto>[] = [
    { cle: 'periode', titre: 'Période', rendu: (m) => periode(m) },
    { cle: 'statut', titre: 'Statut', rendu: (m) => libelleStatutMandat(m.statut) },
    { cle: 'syndic', titre: 'Syndic', rendu: (m) => m.raisonSociale ?? `Télédéclarant n° ${m.idTeledeclarant}` },
    {
      cle: 'actions',
      titre: 'Actions',
      rendu: (m) => (
        <ButtonsGroup
          inlineLayoutWhen="lg and up"
          buttonsSize="small"
          buttons={[
            {
              children: 'Supprimer ce mandat',
              priority: 'secondary',
              iconId: 'fr-icon-delete-line',
              title: `Supprimer le mandat ${periode(m)}`,
              nativeButtonProps: boutonSuppression(
                'supprimerMandat',
                (raison) => appeler(supprimerMandat, { params: { id: m.idMandat }, query: { raison }, erreursGerees: GERE }),
                periode(m),
              ),
            },
            ...(m.statut === 'REFUSE'
              ? []
              : [
                  {
                    children: 'Modifier la date de début',
                    priority: 'tertiary' as const,
                    title: `Modifier la date de début du mandat ${periode(m)}`,
                    nativeButtonProps: boutonDate(m, 'dateDebut'),
                  },
                  {
                    children: 'Modifier la date de fin',
                    priority: 'tertiary' as const,
                    title: `Modifier la date de fin du mandat ${periode(m)}`,
                    nativeButtonProps: boutonDate(m, 'dateFin'),
                  },
                ]),
          ]}
        />
      ),
    },
  ];

  const colonnesDeclarations: Colonne<DeclarationResume>[] = [
    { cle: 'numero', titre: 'N°', rendu: (d) => String(d.idDeclaration) },
    { cle: 'type', titre: 'Type', rendu: (d) => libelleDeclaration(d) },
    {
      cle: 'statut',
      titre: 'Statut',
      rendu: (d) => (
        <>
          {libelleStatut(d.statut)}
          {d.courante && (
            <>
              {' '}
              <Badge small severity="info" noIcon>
                En vigueur
              </Badge>
            </>
          )}
        </>
      ),
    },
    { cle: 'declarant', titre: 'Déclarant', rendu: (d) => d.declarant ?? (d.idTeledeclarant ? `n° ${d.idTeledeclarant}` : '—') },
    { cle: 'creation', titre: 'Créée le', rendu: (d) => dateOuTiret(d.dateCreation) },
    { cle: 'modification', titre: 'Modifiée le', rendu: (d) => dateOuTiret(d.dateModification) },
  ];

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      <form onSubmit={rechercher} noValidate role="search" aria-label="Rechercher une copropriété" className={fr.cx('fr-mb-4w')}>
        <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-grid-row--bottom')}>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
            <Input
              label="Numéro d'immatriculation"
              hintText="Par exemple AB1234567 ou AB1-234-567"
              nativeInputProps={{ ...recherche.register('numero'), autoComplete: 'off', maxLength: 20 }}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-3')}>
            <Button type="submit" iconId="fr-icon-search-line">
              Rechercher
            </Button>
          </div>
        </div>
      </form>

      {succes && (
        <Alert
          severity="success"
          as="h2"
          title={succes}
          description="Le syndic concerné en est informé par courriel."
          closable
          onClose={() => setSucces(null)}
          className={fr.cx('fr-mb-3w')}
          data-testid="succes-gestion"
        />
      )}
      {numero !== '' && copro.isPending && <p aria-live="polite">Recherche de la copropriété…</p>}
      {introuvable && (
        <Alert
          severity="error"
          small
          role="alert"
          description={`Aucune copropriété immatriculée ne porte le numéro ${numero}.`}
          className={fr.cx('fr-mb-3w')}
        />
      )}

      {copro.data && (
        <>
          <section aria-labelledby="section-copropriete" className={fr.cx('fr-mb-4w')}>
            <h2 id="section-copropriete" className={fr.cx('fr-h4')}>
              {copro.data.nomCopropriete ?? 'Copropriété sans nom'}
            </h2>
            <dl>
              <dt className={fr.cx('fr-text--bold')}>Numéro d'immatriculation</dt>
              <dd>{numeroAffiche(copro.data.immatriculation)}</dd>
              <dt className={fr.cx('fr-text--bold')}>État</dt>
              <dd data-testid="etat-copropriete">{EtatCopropriete.labels[copro.data.etat]}</dd>
            </dl>
            {copro.data.etat !== 'SUPPRIMEE' && (
              <Button
                priority="secondary"
                iconId="fr-icon-delete-line"
                nativeButtonProps={boutonSuppression('supprimerCopropriete', (raison) =>
                  appeler(supprimerCopropriete, {
                    params: { id: copro.data.idCopropriete },
                    body: { raison },
                    erreursGerees: GERE,
                  }),
                )}
              >
                Supprimer la copropriété
              </Button>
            )}
          </section>

          <section aria-labelledby="section-mandat-courant" className={fr.cx('fr-mb-4w')}>
            <h2 id="section-mandat-courant" className={fr.cx('fr-h4')}>
              Mandat en cours
            </h2>
            {mandatCourant.isPending && !aucunMandat && <p>Chargement du mandat…</p>}
            {aucunMandat && <p data-testid="aucun-mandat">Aucun mandat en cours.</p>}
            {enCours && (
              <>
                <p data-testid="mandat-courant">
                  Mandat de <strong>{enCours.raisonSociale ?? `télédéclarant n° ${enCours.idTeledeclarant}`}</strong>{' '}
                  {periode(enCours)}.
                </p>
                <ButtonsGroup
                  inlineLayoutWhen="md and up"
                  buttons={[
                    {
                      children: 'Modifier la date de début',
                      priority: 'secondary',
                      iconId: 'fr-icon-calendar-line',
                      nativeButtonProps: boutonDate(enCours, 'dateDebut'),
                    },
                    {
                      children: 'Retirer le rattachement',
                      priority: 'secondary',
                      iconId: 'fr-icon-close-circle-line',
                      nativeButtonProps: boutonSuppression('retirerRattachement', (raison) =>
                        appeler(retirerRattachement, {
                          params: { id: copro.data.idCopropriete },
                          body: { raison },
                          erreursGerees: GERE,
                        }),
                      ),
                    },
                    {
                      children: 'Supprimer le rattachement (mandat erroné)',
                      priority: 'secondary',
                      iconId: 'fr-icon-delete-line',
                      nativeButtonProps: boutonSuppression('supprimerRattachement', (raison) =>
                        appeler(supprimerMandatRattachement, {
                          params: { id: copro.data.idCopropriete },
                          body: { raison },
                          erreursGerees: GERE,
                        }),
                      ),
                    },
                  ]}
                />
              </>
            )}
          </section>

          <section aria-labelledby="section-mandats-supprimables" className={fr.cx('fr-mb-4w')}>
            <h2 id="section-mandats-supprimables" className={fr.cx('fr-h4')}>
              Mandats terminés ou refusés
            </h2>
            {supprimables.data && (
              <TableauDonnees
                titre="Mandats terminés ou refusés de la copropriété"
                titreVisible={false}
                colonnes={colonnesMandats}
                lignes={supprimables.data}
                cle={(m) => String(m.idMandat)}
                vide="Aucun mandat terminé ou refusé."
              />
            )}
          </section>

          <section aria-labelledby="section-declarations" className={fr.cx('fr-mb-4w')}>
            <h2 id="section-declarations" className={fr.cx('fr-h4')}>
              Déclarations
            </h2>
            <p className={fr.cx('fr-text--sm')}>
              La déclaration en vigueur et celles en attente d'une décision ne peuvent pas être supprimées.
            </p>
            {declarations.data && (
              <>
                <TableauDonnees
                  titre="Déclarations de la copropriété"
                  titreVisible={false}
                  colonnes={colonnesDeclarations}
                  lignes={declarations.data}
                  cle={(d) => String(d.idDeclaration)}
                  selection={{ cles: cochees, changer: setCochees, selectionnable: (d) => d.supprimable }}
                  vide="Aucune déclaration."
                />
                <Button
                  priority="secondary"
                  iconId="fr-icon-delete-line"
                  disabled={cochees.size === 0}
                  nativeButtonProps={boutonSuppression('supprimerDeclarations', (raison) =>
                    appeler(supprimerDeclarations, {
                      body: { idCopropriete: copro.data.idCopropriete, idsDeclarations: [...cochees].map(Number), raison },
                      erreursGerees: GERE,
                    }),
                  )}
                >
                  Supprimer les déclarations cochées
                </Button>
              </>
            )}
          </section>
        </>
      )}

      <ModaleSuppression action={action} termine={termine} />
      <ModaleDate edition={edition} termine={termine} />
    </div>
  );
}
