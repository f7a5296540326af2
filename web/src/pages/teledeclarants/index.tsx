import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { createModal } from '@codegouvfr/react-dsfr/Modal';
import { useIsModalOpen } from '@codegouvfr/react-dsfr/Modal/useIsModalOpen';
import { Pagination } from '@codegouvfr/react-dsfr/Pagination';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { StatutTeledeclarant, TypeTeledeclarant } from '@registre/shared/domain/enums';
import { regenererCle } from '@registre/shared/routes/inscription.routes';
import { statutsTeledeclarantRecherche, typesTeledeclarant } from '@registre/shared/routes/referentiels.routes';
import { lire, rechercher, supprimer } from '@registre/shared/routes/teledeclarants.routes';
import { rechercheTeledeclarantsSchema } from '@registre/shared/schemas/teledeclarant';
import { appeler } from '../../api/client.ts';
import { useMutationRoute, useRequete } from '../../api/hooks.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { TableauDonnees, type Colonne } from '../../components/TableauDonnees.tsx';
import { etatChamp } from '../../components/formulaire.ts';
import { notifier } from '../../lib/notifications.ts';
import { lienVers, pageParId, peutOuvrir } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { Detail, FormulaireModification } from './Detail.tsx';
import {
  CHAMPS_RECHERCHE,
  Corps,
  ID_FORMULAIRE_MODIFICATION,
  Ligne,
  RECHERCHE_VIDE,
  Recherche,
  TAILLE_PAGE,
  activationEnAttente,
  adresse,
  criteresDe,
  droits,
  lireAdresse,
} from './recherche.ts';

const modaleDetail = createModal({ id: 'modale-detail-teledeclarant', isOpenedByDefault: false });
const modaleModification = createModal({ id: 'modale-modification-teledeclarant', isOpenedByDefault: false });
const modaleSuppression = createModal({ id: 'modale-suppression-teledeclarant', isOpenedByDefault: false });
/**
 * Keepers' declarant management (spec 001 §2 "teledeclarants", §3 "Declarant", §4 "Table", §9): the search with
 * every criterion of the spec, the paginated and sortable results, and per declarant: detail, update (status among
 * the allowed next ones, email, company name), deletion after confirmation, a new activation key, its users.
 */
export default function Teledeclarants() {
  const titre = usePageCourante()?.titre;
  const { visiteur } = useSession();
  const queryClient = useQueryClient();
  const peut = droits(visiteur);
  const [query, setQuery] = useSearchParams();
  const { recherche, page, tri } = useMemo(() => lireAdresse(query), [query]);
  const pageUtilisateurs = pageParId('teledeclarantUtilisateurs');
  const voirUtilisateurs = pageUtilisateurs !== undefined && peutOuvrir(pageUtilisateurs, visiteur);

  const corps = useMemo<Corps>(
    () => ({
      ...criteresDe(recherche),
      paginationOptions: {
        pageNumber: page,
        pageSize: TAILLE_PAGE,
        ...(tri ? { sortField: tri.champ, sortDirection: tri.sens } : {}),
      },
    }),
    [recherche, page, tri],
  );
  const valide = rechercheTeledeclarantsSchema.safeParse(corps).success;
  const resultats = useQuery({
    queryKey: [rechercher.id, corps],
    queryFn: ({ signal }) => appeler(rechercher, { body: corps, signal }),
    enabled: valide,
    placeholderData: keepPreviousData,
  });
  const types = useRequete(typesTeledeclarant, { params: { t: 'all' } }, { staleTime: Infinity });
  const statuts = useRequete(statutsTeledeclarantRecherche, {}, { staleTime: Infinity });

  /* ---- the search form ---- */
  const formulaire = useForm<Recherche>({ defaultValues: recherche });
  // the address changed (back, forward, a link): the form follows
  useEffect(() => formulaire.reset(recherche), [recherche, formulaire]);
  const lancer = formulaire.handleSubmit((valeurs) => {
    const analyse = rechercheTeledeclarantsSchema.safeParse(criteresDe(valeurs));
    if (!analyse.success) {
      for (const i of analyse.error.issues) {
        const champ = String(i.path[0]) as keyof Recherche;
        if (CHAMPS_RECHERCHE.includes(champ)) formulaire.setError(champ, { message: i.message }, { shouldFocus: true });
      }
      return;
    }
    setQuery(adresse(valeurs, 1, tri));
  });
  const erreurs = formulaire.formState.errors;

  /* ---- row actions ---- */
  const [choisi, setChoisi] = useState<Ligne | null>(null);
  const [action, setAction] = useState<'detail' | 'modification' | 'suppression' | null>(null);
  const [edition, setEdition] = useState(0);
  const detail = useRequete(
    lire,
    { params: { id: choisi?.idTeledeclarant ?? 0 } },
    { enabled: choisi !== null && action === 'detail' && peut.detail },
  );
  const suppression = useMutationRoute(supprimer);
  useIsModalOpen(modaleModification, { onConceal: () => setEdition((e) => e + 1) });

  const rafraichir = () => queryClient.invalidateQueries({ queryKey: [rechercher.id] });

  const regenerer = async (l: Ligne) => {
    try {
      await appeler(regenererCle, { params: { id: l.idTeledeclarant } });
      notifier({
        severite: 'success',
        titre: "Clé d'activation régénérée et envoyée",
        description: `Un nouveau lien d'activation a été envoyé à ${l.email ?? "l'administrateur principal"} (${l.raisonSociale ?? `télédéclarant ${l.idTeledeclarant}`}).`,
      });
    } catch {
      // the shell shows the error alert
    }
  };

  const confirmerSuppression = async () => {
    if (!choisi) return;
    try {
      await suppression.mutateAsync({ params: { id: choisi.idTeledeclarant } });
      notifier({
        severite: 'success',
        titre: `Le télédéclarant ${choisi.raisonSociale ?? choisi.idTeledeclarant} a été supprimé.`,
      });
    } catch {
      // the shell shows the error alert
    } finally {
      modaleSuppression.close();
      await rafraichir();
    }
  };

  const nom = (l: Ligne) => l.raisonSociale ?? `télédéclarant ${l.idTeledeclarant}`;
  const controle = (m: { id: string }, a: 'detail' | 'modification' | 'suppression', l: Ligne) => ({
    'aria-controls': m.id,
    'data-fr-opened': false,
    onClick: () => {
      setChoisi(l);
      setAction(a);
    },
  });

  const colonnes: Colonne<Ligne>[] = [
    { cle: 'raisonSociale', titre: 'Raison sociale', tri: 'raisonSociale', rendu: (l) => l.raisonSociale ?? '—' },
    { cle: 'siret', titre: 'SIRET', tri: 'siret', rendu: (l) => l.siret ?? '—' },
    { cle: 'type', titre: 'Type', tri: 'typeTeledeclarant', rendu: (l) => TypeTeledeclarant.labels[l.typeTeledeclarant] },
    {
      cle: 'commune',
      titre: 'Code postal et commune',
      tri: 'codePostal',
      rendu: (l) => [l.codePostal, l.commune].filter(Boolean).join(' ') || '—',
    },
    {
      cle: 'admin',
      titre: 'Administrateur principal',
      tri: 'nomAdmin',
      rendu: (l) => [l.prenomAdmin, l.nomAdmin].filter(Boolean).join(' ') || '—',
    },
    {
      cle: 'statut',
      titre: 'Statut',
      tri: 'statutTeledeclarant',
      rendu: (l) => (
        <Badge
          small
          noIcon
          severity={l.statutTeledeclarant === 'ACTIF' ? 'success' : l.statutTeledeclarant === 'SUPPRIME' ? 'error' : 'info'}
        >
          {StatutTeledeclarant.labels[l.statutTeledeclarant]}
        </Badge>
      ),
    },
    { cle: 'mdp', titre: 'Mot de passe activé', tri: 'motDePasseActive', rendu: (l) => (l.motDePasseActive ? 'Oui' : 'Non') },
    {
      cle: 'actions',
      titre: 'Actions',
      rendu: (l) => (
        <div className="actions-ligne">
          {peut.detail && (
            <Button
              size="small"
              priority="tertiary"
              iconId="fr-icon-eye-line"
              title={`Détail de ${nom(l)}`}
              nativeButtonProps={controle(modaleDetail, 'detail', l)}
            />
          )}
          {peut.modifier && l.statutTeledeclarant !== 'SUPPRIME' && (
            <Button
              size="small"
              priority="tertiary"
              iconId="fr-icon-edit-line"
              title={`Modifier ${nom(l)}`}
              nativeButtonProps={controle(modaleModification, 'modification', l)}
            />
          )}
          {voirUtilisateurs && (
            <Button
              size="small"
              priority="tertiary"
              iconId="fr-icon-team-line"
              title={`Comptes utilisateurs de ${nom(l)}`}
              linkProps={{ to: lienVers('teledeclarantUtilisateurs', { id: l.idTeledeclarant })! }}
            />
          )}
          {peut.regenerer && activationEnAttente(l) && (
            <Button
              size="small"
              priority="tertiary"
              iconId="fr-icon-refresh-line"
              title={`Régénérer la clé d'activation de ${nom(l)}`}
              onClick={() => void regenerer(l)}
            />
          )}
          {peut.supprimer && l.statutTeledeclarant !== 'SUPPRIME' && (
            <Button
              size="small"
              priority="tertiary"
              iconId="fr-icon-delete-line"
              title={`Supprimer ${nom(l)}`}
              nativeButtonProps={controle(modaleSuppression, 'suppression', l)}
            />
          )}
        </div>
      ),
    },
  ];

  const total = resultats.data?.totalItems ?? 0;
  const pages = Math.max(1, Math.ceil(total / TAILLE_PAGE));

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>

      <form onSubmit={lancer} noValidate aria-labelledby="recherche-teledeclarants" className="formulaire-recherche">
        <h2 id="recherche-teledeclarants" className={fr.cx('fr-h5')}>
          Rechercher un télédéclarant
        </h2>
        <p className={fr.cx('fr-hint-text')}>
          Tous les critères sont facultatifs. Les textes trouvent le début d'un mot, sans tenir compte des accents ni des
          majuscules.
        </p>
        <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4', 'fr-col-lg-3')}>
            <Input
              label="Identifiant"
              {...etatChamp(erreurs.idTeledeclarant?.message)}
              nativeInputProps={{ ...formulaire.register('idTeledeclarant'), inputMode: 'numeric', maxLength: 12 }}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-8', 'fr-col-lg-6')}>
            <Input
              label="Raison sociale"
              {...etatChamp(erreurs.raisonSociale?.message)}
              nativeInputProps={{ ...formulaire.register('raisonSociale'), maxLength: 100 }}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4', 'fr-col-lg-3')}>
            <Input
              label="SIRET"
              {...etatChamp(erreurs.siret?.message)}
              nativeInputProps={{ ...formulaire.register('siret'), inputMode: 'numeric', maxLength: 14 }}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4', 'fr-col-lg-3')}>
            <Select label="Type" nativeSelectProps={formulaire.register('typeTeledeclarant')}>
              <option value="">Tous les types</option>
              {types.data?.map((t) => (
                <option key={t.code} value={t.code}>
                  {t.libelle}
                </option>
              ))}
            </Select>
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4', 'fr-col-lg-3')}>
            <Input
              label="Code postal"
              {...etatChamp(erreurs.codePostal?.message)}
              nativeInputProps={{ ...formulaire.register('codePostal'), inputMode: 'numeric', maxLength: 5 }}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4', 'fr-col-lg-3')}>
            <Input
              label="Commune"
              {...etatChamp(erreurs.commune?.message)}
              nativeInputProps={{ ...formulaire.register('commune'), maxLength: 100 }}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4', 'fr-col-lg-3')}>
            <Input
              label="Code APE"
              hintText="Par exemple 68.32A"
              {...etatChamp(erreurs.codeAPE?.message)}
              nativeInputProps={{ ...formulaire.register('codeAPE'), maxLength: 6 }}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4', 'fr-col-lg-3')}>
            <Input
              label="Nom de l'administrateur"
              {...etatChamp(erreurs.nomAdmin?.message)}
              nativeInputProps={{ ...formulaire.register('nomAdmin'), maxLength: 50 }}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4', 'fr-col-lg-3')}>
            <Input
              label="Prénom de l'administrateur"
              {...etatChamp(erreurs.prenomAdmin?.message)}
              nativeInputProps={{ ...formulaire.register('prenomAdmin'), maxLength: 50 }}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-8', 'fr-col-lg-6')}>
            <Input
              label="Adresse électronique"
              {...etatChamp(erreurs.email?.message)}
              nativeInputProps={{ ...formulaire.register('email'), maxLength: 100 }}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4', 'fr-col-lg-3')}>
            <Select label="Statut" nativeSelectProps={formulaire.register('statutTeledeclarant')}>
              <option value="">Tous les statuts</option>
              {statuts.data?.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.libelle}
                </option>
              ))}
            </Select>
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-8', 'fr-col-lg-6')}>
            <RadioButtons
              legend="Mot de passe activé"
              orientation="horizontal"
              small
              options={[
                { label: 'Oui', valeur: 'true' },
                { label: 'Non', valeur: 'false' },
                { label: 'Indifférent', valeur: '' },
              ].map((o) => ({
                label: o.label,
                nativeInputProps: { ...formulaire.register('motDePasseActive'), value: o.valeur },
              }))}
            />
          </div>
        </div>
        <ButtonsGroup
          className={fr.cx('fr-mt-2w')}
          inlineLayoutWhen="sm and up"
          buttons={[
            { children: 'Rechercher', type: 'submit', iconId: 'fr-icon-search-line' },
            {
              children: 'Réinitialiser',
              priority: 'secondary',
              type: 'button',
              onClick: () => {
                formulaire.reset(RECHERCHE_VIDE);
                setQuery(adresse(RECHERCHE_VIDE, 1, null));
              },
            },
          ]}
        />
      </form>

      <h2 className={fr.cx('fr-h5')} aria-live="polite" data-testid="nombre-resultats">
        {resultats.isPending
          ? 'Recherche en cours…'
          : `${total} télédéclarant${total > 1 ? 's' : ''}${total > TAILLE_PAGE ? ` — page ${page} sur ${pages}` : ''}`}
      </h2>

      {resultats.data && (
        <TableauDonnees
          titre="Télédéclarants trouvés"
          titreVisible={false}
          colonnes={colonnes}
          lignes={resultats.data.teledeclarantDTOList}
          cle={(l) => String(l.idTeledeclarant)}
          tri={{ courant: tri, changer: (t) => setQuery(adresse(recherche, 1, t)) }}
          vide="Aucun télédéclarant ne correspond à ces critères."
        />
      )}
      {pages > 1 && (
        <Pagination
          className={fr.cx('fr-mt-2w')}
          count={pages}
          defaultPage={Math.min(page, pages)}
          getPageLinkProps={(n) => ({ to: { search: adresse(recherche, n, tri).toString() } })}
        />
      )}

      <modaleDetail.Component title={choisi ? `Télédéclarant ${nom(choisi)}` : 'Télédéclarant'} titleAs="h2" size="large">
        {choisi && detail.data ? <Detail ligne={detail.data} /> : <p role="status">Chargement…</p>}
      </modaleDetail.Component>

      <modaleModification.Component
        title={choisi ? `Modifier ${nom(choisi)}` : 'Modifier le télédéclarant'}
        titleAs="h2"
        concealingBackdrop={false}
        buttons={[
          { children: 'Annuler', priority: 'secondary' },
          {
            children: 'Enregistrer',
            doClosesModal: false,
            nativeButtonProps: { type: 'submit', form: ID_FORMULAIRE_MODIFICATION },
          },
        ]}
      >
        {choisi && action === 'modification' && (
          <FormulaireModification
            key={`${choisi.idTeledeclarant}-${choisi.version}-${edition}`}
            ligne={choisi}
            enregistre={async (l) => {
              modaleModification.close();
              notifier({ severite: 'success', titre: `Le télédéclarant ${nom(l)} a été mis à jour.` });
              await rafraichir();
            }}
          />
        )}
      </modaleModification.Component>

      <modaleSuppression.Component
        title="Supprimer le télédéclarant"
        titleAs="h2"
        concealingBackdrop={false}
        buttons={[
          { children: 'Annuler', priority: 'secondary' },
          {
            children: 'Supprimer',
            iconId: 'fr-icon-delete-line',
            doClosesModal: false,
            disabled: suppression.isPending,
            onClick: () => void confirmerSuppression(),
          },
        ]}
      >
        <p>
          Voulez-vous vraiment supprimer le télédéclarant <strong>{choisi ? nom(choisi) : ''}</strong>
          {choisi?.siret ? ` (SIRET ${choisi.siret})` : ''} ?
        </p>
        <p className={fr.cx('fr-mb-0')}>Ses utilisateurs ne pourront plus se connecter au registre.</p>
      </modaleSuppression.Component>
    </div>
  );
}
