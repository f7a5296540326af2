import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { createModal } from '@codegouvfr/react-dsfr/Modal';
import { useIsModalOpen } from '@codegouvfr/react-dsfr/Modal/useIsModalOpen';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { StatutCompteUtilisateur } from '@registre/shared/domain/enums';
import { LIBELLES_PROFIL, profilSchema, type Profil } from '@registre/shared/domain/profils';
import {
  creerUtilisateur,
  modifierUtilisateur,
  supprimerUtilisateurs,
  utilisateursDeMonCompte,
} from '@registre/shared/routes/inscription.routes';
import { profilsDisponibles, profilsDisponiblesPourUtilisateur } from '@registre/shared/routes/referentiels.routes';
import { rechercheUtilisateursSchema, type UtilisateurDto } from '@registre/shared/schemas/teledeclarant';
import { useMutationRoute, useRequete } from '../../api/hooks.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import {
  FormulaireUtilisateur,
  type NouvelUtilisateur,
  type UtilisateurModifie,
} from '../../components/FormulaireUtilisateur.tsx';
import { TableauDonnees, type Colonne } from '../../components/TableauDonnees.tsx';
import { etatChamp, messageSuppressionUtilisateurs } from '../../components/formulaire.ts';
import { notifier } from '../../lib/notifications.ts';
import { accesAutorise, routeMontee, type Visiteur } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';

const modaleUtilisateur = createModal({ id: 'modale-utilisateur', isOpenedByDefault: false });
const modaleSuppression = createModal({ id: 'modale-suppression-utilisateurs', isOpenedByDefault: false });
const ID_FORMULAIRE = 'formulaire-utilisateur';

const rechercheSchema = rechercheUtilisateursSchema.extend({ profil: z.union([profilSchema, z.literal('')]) });
type Recherche = z.input<typeof rechercheSchema>;
type Criteres = z.input<typeof rechercheUtilisateursSchema>;
const RECHERCHE_VIDE: Recherche = { prenom: '', nom: '', email: '', profil: '' };

const criteresDe = (r: Recherche): Criteres => {
  const c: Criteres = {};
  if (r.prenom?.trim()) c.prenom = r.prenom.trim();
  if (r.nom?.trim()) c.nom = r.nom.trim();
  if (r.email?.trim()) c.email = r.email.trim();
  if (r.profil) c.profil = r.profil;
  return c;
};

/** What the visitor may do on this page: each action needs its route mounted and its authority. */
const droits = (v: Visiteur) => ({
  ajouter: routeMontee(creerUtilisateur) && accesAutorise(creerUtilisateur.acces, v),
  modifier: routeMontee(modifierUtilisateur) && accesAutorise(modifierUtilisateur.acces, v),
  changerProfil: routeMontee(profilsDisponiblesPourUtilisateur) && accesAutorise(profilsDisponiblesPourUtilisateur.acces, v),
  supprimer: routeMontee(supprimerUtilisateurs) && accesAutorise(supprimerUtilisateurs.acces, v),
});

/**
 * "Mes comptes utilisateurs" (spec 001 §2, §4, §6): the users of the visitor's establishment, searched by first
 * name, last name, email and profile; add, edit, and delete one or several after a blocking confirmation. What each
 * row allows comes from the server (allowedToEdit, allowedToDelete, allowedToChangeProfile).
 */
export default function MesComptesUtilisateurs() {
  const { compte } = useSession();
  const titre = usePageCourante()?.titre;
  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      {compte?.idTeledeclarant != null ? (
        <Utilisateurs idTeledeclarant={compte.idTeledeclarant} />
      ) : (
        <Alert
          severity="info"
          as="h2"
          title="Aucun établissement"
          description="Votre compte n'est rattaché à aucun établissement de télédéclarant."
        />
      )}
    </div>
  );
}

type Edition = { cle: number; utilisateur: UtilisateurDto | null };

function Utilisateurs({ idTeledeclarant }: { idTeledeclarant: number }) {
  const { compte, visiteur, recharger } = useSession();
  const queryClient = useQueryClient();
  const peut = droits(visiteur);
  const [criteres, setCriteres] = useState<Criteres>({});
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [edition, setEdition] = useState<Edition | null>(null);
  const [aSupprimer, setASupprimer] = useState<UtilisateurDto[]>([]);

  const liste = useRequete(utilisateursDeMonCompte, { params: { id: idTeledeclarant }, query: criteres });
  const disponibles = useRequete(profilsDisponibles, {}, { staleTime: 5 * 60_000 });
  const utilisateurEdite = edition?.utilisateur ?? null;
  const profilsEdition = useRequete(
    profilsDisponiblesPourUtilisateur,
    { params: { id: utilisateurEdite?.login ?? '-' } },
    { enabled: utilisateurEdite !== null && utilisateurEdite.allowedToChangeProfile && peut.changerProfil },
  );
  const creer = useMutationRoute(creerUtilisateur, { erreursGerees: [400, 409] });
  const modifier = useMutationRoute(modifierUtilisateur, { erreursGerees: [400, 409] });
  const supprimer = useMutationRoute(supprimerUtilisateurs);

  useIsModalOpen(modaleUtilisateur, { onConceal: () => setEdition(null) });

  const utilisateurs = useMemo(() => liste.data ?? [], [liste.data]);
  // rows that left the list leave the selection
  const selectionVisible = useMemo(
    () => new Set([...selection].filter((l) => utilisateurs.some((u) => u.login === l && u.allowedToDelete))),
    [selection, utilisateurs],
  );

  // the search's profile list: those the visitor may give, plus those the users hold today
  const [profilsVus, setProfilsVus] = useState<ReadonlyMap<string, string>>(new Map());
  const profilsRecherche = useMemo(() => {
    const m = new Map<string, string>(profilsVus);
    for (const p of disponibles.data ?? []) m.set(p.code, p.libelle);
    for (const u of utilisateurs) m.set(u.profil, u.libelleProfil);
    if (compte) m.set(compte.profil, compte.libelleProfil);
    return [...m].map(([code, libelle]) => ({ code, libelle })).sort((a, b) => a.libelle.localeCompare(b.libelle, 'fr'));
  }, [disponibles.data, utilisateurs, compte, profilsVus]);

  const recherche = useForm<Recherche>({
    resolver: zodResolver(rechercheSchema, undefined, { raw: true }),
    defaultValues: RECHERCHE_VIDE,
  });
  const rechercher = recherche.handleSubmit((r) => {
    setProfilsVus(new Map(profilsRecherche.map((p) => [p.code, p.libelle])));
    setCriteres(criteresDe(r));
  });

  const recharge = () => queryClient.invalidateQueries({ queryKey: [utilisateursDeMonCompte.id] });

  const enregistrer = async (valeurs: NouvelUtilisateur | UtilisateurModifie) => {
    if (edition?.utilisateur) {
      const modifie = await modifier.mutateAsync({ body: valeurs as UtilisateurModifie });
      notifier({ severite: 'success', titre: `L'utilisateur ${modifie.prenom} ${modifie.nom} a été modifié.` });
      if (modifie.login === compte?.login) await recharger().catch(() => undefined);
    } else {
      const cree = await creer.mutateAsync({ body: valeurs as NouvelUtilisateur });
      notifier({
        severite: 'success',
        titre: `L'utilisateur ${cree.prenom} ${cree.nom} a été ajouté.`,
        description: `Un courriel lui est envoyé à ${cree.email} pour qu'il choisisse son mot de passe.`,
      });
    }
    modaleUtilisateur.close();
    await recharge();
  };

  const confirmerSuppression = async () => {
    const logins = aSupprimer.map((u) => u.login);
    try {
      const { supprimes } = await supprimer.mutateAsync({ body: logins });
      notifier({
        severite: 'success',
        titre: supprimes > 1 ? `${supprimes} utilisateurs ont été supprimés.` : "L'utilisateur a été supprimé.",
      });
      setSelection(new Set());
    } catch {
      // the shell shows the server's error as an alert
    } finally {
      modaleSuppression.close();
      await recharge();
    }
  };

  const ouvrirEdition = (utilisateur: UtilisateurDto | null) => setEdition((e) => ({ cle: (e?.cle ?? 0) + 1, utilisateur }));
  const controleModale = (m: { id: string }) => ({ 'aria-controls': m.id, 'data-fr-opened': false });

  const colonnes: Colonne<UtilisateurDto>[] = [
    { cle: 'nom', titre: 'Nom', rendu: (u) => u.nom },
    { cle: 'prenom', titre: 'Prénom', rendu: (u) => u.prenom },
    { cle: 'email', titre: 'Adresse électronique', rendu: (u) => u.email },
    { cle: 'profil', titre: 'Profil', rendu: (u) => u.libelleProfil },
    { cle: 'statut', titre: 'Statut', rendu: (u) => StatutCompteUtilisateur.labels[u.statut] },
  ];
  if (peut.modifier || peut.supprimer) {
    colonnes.push({
      cle: 'actions',
      titre: 'Actions',
      rendu: (u) => (
        <div className="actions-ligne">
          {peut.modifier && u.allowedToEdit && (
            <Button
              size="small"
              priority="secondary"
              iconId="fr-icon-edit-line"
              title={`Modifier ${u.prenom} ${u.nom}`}
              nativeButtonProps={{ ...controleModale(modaleUtilisateur), onClick: () => ouvrirEdition(u) }}
            />
          )}
          {peut.supprimer && u.allowedToDelete && (
            <Button
              size="small"
              priority="tertiary"
              iconId="fr-icon-delete-line"
              title={`Supprimer ${u.prenom} ${u.nom}`}
              nativeButtonProps={{ ...controleModale(modaleSuppression), onClick: () => setASupprimer([u]) }}
            />
          )}
        </div>
      ),
    });
  }

  const selectionnes = utilisateurs.filter((u) => selectionVisible.has(u.login));

  return (
    <>
      <form onSubmit={rechercher} noValidate aria-labelledby="recherche-utilisateurs" className="formulaire-recherche">
        <h2 id="recherche-utilisateurs" className={fr.cx('fr-h5')}>
          Rechercher un utilisateur
        </h2>
        <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
            <Input
              label="Prénom"
              {...etatChamp(recherche.formState.errors.prenom?.message)}
              nativeInputProps={{ ...recherche.register('prenom'), maxLength: 50 }}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
            <Input
              label="Nom"
              {...etatChamp(recherche.formState.errors.nom?.message)}
              nativeInputProps={{ ...recherche.register('nom'), maxLength: 50 }}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
            <Input
              label="Adresse électronique"
              {...etatChamp(recherche.formState.errors.email?.message)}
              nativeInputProps={{ ...recherche.register('email'), maxLength: 100 }}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
            <Select label="Profil" nativeSelectProps={{ ...recherche.register('profil') }}>
              <option value="">Tous les profils</option>
              {profilsRecherche.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.libelle || LIBELLES_PROFIL[p.code as Profil]}
                </option>
              ))}
            </Select>
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
                recherche.reset(RECHERCHE_VIDE);
                setCriteres({});
              },
            },
          ]}
        />
      </form>

      <div className={fr.cx('fr-grid-row', 'fr-grid-row--middle', 'fr-mb-2w')}>
        <h2 className={fr.cx('fr-h5', 'fr-mb-0', 'fr-col')} id="resultats-utilisateurs" aria-live="polite">
          {liste.isPending
            ? 'Chargement des utilisateurs…'
            : `${utilisateurs.length} utilisateur${utilisateurs.length > 1 ? 's' : ''}`}
        </h2>
        <div className="fr-col-auto">
          <ul className={fr.cx('fr-btns-group', 'fr-btns-group--inline-sm', 'fr-btns-group--sm', 'fr-btns-group--icon-left')}>
            {peut.supprimer && (
              <li>
                <Button
                  priority="secondary"
                  iconId="fr-icon-delete-line"
                  disabled={selectionnes.length === 0}
                  nativeButtonProps={{ ...controleModale(modaleSuppression), onClick: () => setASupprimer(selectionnes) }}
                >
                  Supprimer la sélection
                </Button>
              </li>
            )}
            {peut.ajouter && (
              <li>
                <Button
                  iconId="fr-icon-user-add-line"
                  nativeButtonProps={{ ...controleModale(modaleUtilisateur), onClick: () => ouvrirEdition(null) }}
                >
                  Ajouter un utilisateur
                </Button>
              </li>
            )}
          </ul>
        </div>
      </div>

      {liste.data && (
        <TableauDonnees
          titre="Utilisateurs de votre établissement"
          titreVisible={false}
          colonnes={colonnes}
          lignes={utilisateurs}
          cle={(u) => u.login}
          selection={
            peut.supprimer
              ? { cles: selectionVisible, changer: setSelection, selectionnable: (u) => u.allowedToDelete }
              : undefined
          }
          vide="Aucun utilisateur ne correspond à la recherche."
        />
      )}

      <modaleUtilisateur.Component
        title={
          edition?.utilisateur ? `Modifier ${edition.utilisateur.prenom} ${edition.utilisateur.nom}` : 'Ajouter un utilisateur'
        }
        titleAs="h2"
        size="large"
        concealingBackdrop={false}
        buttons={[
          { children: 'Annuler', priority: 'secondary' },
          { children: 'Enregistrer', doClosesModal: false, nativeButtonProps: { type: 'submit', form: ID_FORMULAIRE } },
        ]}
      >
        {edition && (
          <FormulaireUtilisateur
            key={edition.cle}
            idFormulaire={ID_FORMULAIRE}
            utilisateur={edition.utilisateur}
            profils={
              edition.utilisateur
                ? edition.utilisateur.allowedToChangeProfile
                  ? profilsEdition.data
                  : undefined
                : disponibles.data
            }
            profilModifiable={edition.utilisateur === null || (edition.utilisateur.allowedToChangeProfile && peut.changerProfil)}
            enregistrer={enregistrer}
          />
        )}
      </modaleUtilisateur.Component>

      <modaleSuppression.Component
        title={aSupprimer.length > 1 ? 'Supprimer des utilisateurs' : 'Supprimer un utilisateur'}
        titleAs="h2"
        concealingBackdrop={false}
        buttons={[
          { children: 'Annuler', priority: 'secondary' },
          {
            children: 'Supprimer',
            iconId: 'fr-icon-delete-line',
            doClosesModal: false,
            disabled: supprimer.isPending,
            onClick: () => void confirmerSuppression(),
          },
        ]}
      >
        <p data-testid="message-suppression">{messageSuppressionUtilisateurs(aSupprimer.length)}</p>
        {aSupprimer.length > 0 && (
          <ul>
            {aSupprimer.map((u) => (
              <li key={u.login}>
                {u.prenom} {u.nom} ({u.email})
              </li>
            ))}
          </ul>
        )}
        <p className={fr.cx('fr-mb-0')}>Les comptes supprimés ne peuvent plus se connecter au registre.</p>
      </modaleSuppression.Component>
    </>
  );
}
