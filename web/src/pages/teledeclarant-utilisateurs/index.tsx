import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { createModal } from '@codegouvfr/react-dsfr/Modal';
import { useIsModalOpen } from '@codegouvfr/react-dsfr/Modal/useIsModalOpen';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { StatutCompteUtilisateur, StatutTeledeclarant, TypeTeledeclarant } from '@registre/shared/domain/enums';
import { dateIsoVersFr } from '@registre/shared/domain/valeurs';
import { connexionEnTantQue, retourCompte } from '@registre/shared/routes/inscription.routes';
import { profilsParType } from '@registre/shared/routes/referentiels.routes';
import { lire, modifierUtilisateur, utilisateurs as utilisateursDe } from '@registre/shared/routes/teledeclarants.routes';
import type { UtilisateurDto } from '@registre/shared/schemas/teledeclarant';
import { useMutationRoute, useRequete } from '../../api/hooks.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { FormulaireUtilisateur, type UtilisateurModifie } from '../../components/FormulaireUtilisateur.tsx';
import { TableauDonnees, type Colonne } from '../../components/TableauDonnees.tsx';
import { notifier } from '../../lib/notifications.ts';
import { accesAutorise, routeMontee, type Visiteur } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';

const modaleUtilisateur = createModal({ id: 'modale-utilisateur-teledeclarant', isOpenedByDefault: false });
const ID_FORMULAIRE = 'formulaire-utilisateur-teledeclarant';

const droits = (v: Visiteur) => ({
  modifier: routeMontee(modifierUtilisateur) && routeMontee(profilsParType) && accesAutorise(modifierUtilisateur.acces, v),
  // acting as someone is only offered when coming back is possible too
  connexionEnTantQue: routeMontee(connexionEnTantQue) && routeMontee(retourCompte) && accesAutorise(connexionEnTantQue.acces, v),
});

/**
 * The user accounts of one declarant, for keepers (spec 001 §2 "teledeclarants/comptes-utilisateurs/{id}"): the
 * list, the update of a user (including reactivating an account deactivated for inactivity) and "Se connecter en
 * tant que" (login-as, spec 001 §4).
 */
export default function TeledeclarantUtilisateurs() {
  const titre = usePageCourante()?.titre;
  const { id: brut } = useParams();
  const id = Number(brut);
  const valide = Number.isInteger(id) && id > 0;
  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      {valide ? (
        <Contenu id={id} />
      ) : (
        <Alert severity="error" as="h2" title="Télédéclarant inconnu" description="L'adresse de cette page est incomplète." />
      )}
    </div>
  );
}

function Contenu({ id }: { id: number }) {
  const { visiteur, connecterEnTantQue } = useSession();
  const queryClient = useQueryClient();
  const peut = droits(visiteur);
  const teledeclarant = useRequete(lire, { params: { id } });
  const liste = useRequete(utilisateursDe, { params: { id } });
  const type = teledeclarant.data?.typeTeledeclarant;
  const profils = useRequete(profilsParType, { params: { t: type ?? 'PRO' } }, { enabled: type !== undefined && peut.modifier });
  const modifier = useMutationRoute(modifierUtilisateur, { erreursGerees: [400, 409] });
  const [edition, setEdition] = useState<{ cle: number; utilisateur: UtilisateurDto } | null>(null);
  const [statut, setStatut] = useState<'ACTIF' | 'INACTIF' | ''>('');
  const [enCours, setEnCours] = useState<string | null>(null);
  useIsModalOpen(modaleUtilisateur, { onConceal: () => setEdition(null) });

  const enregistrer = async (valeurs: UtilisateurModifie | Omit<UtilisateurModifie, 'login' | 'version'>) => {
    const v = valeurs as UtilisateurModifie;
    const modifie = await modifier.mutateAsync({ body: { ...v, ...(statut ? { statut } : {}) } });
    notifier({ severite: 'success', titre: `L'utilisateur ${modifie.prenom} ${modifie.nom} a été modifié.` });
    modaleUtilisateur.close();
    await queryClient.invalidateQueries({ queryKey: [utilisateursDe.id] });
  };

  const agirEnTantQue = async (u: UtilisateurDto) => {
    setEnCours(u.login);
    try {
      await connecterEnTantQue(u.login);
    } catch {
      // the shell shows the server's refusal
    } finally {
      setEnCours(null);
    }
  };

  const colonnes: Colonne<UtilisateurDto>[] = [
    { cle: 'nom', titre: 'Nom', rendu: (u) => u.nom },
    { cle: 'prenom', titre: 'Prénom', rendu: (u) => u.prenom },
    { cle: 'login', titre: 'Identifiant', rendu: (u) => u.login },
    { cle: 'email', titre: 'Adresse électronique', rendu: (u) => u.email },
    { cle: 'profil', titre: 'Profil', rendu: (u) => u.libelleProfil },
    { cle: 'statut', titre: 'Statut', rendu: (u) => StatutCompteUtilisateur.labels[u.statut] },
    {
      cle: 'activite',
      titre: 'Dernière activité',
      rendu: (u) => (u.dateDerniereActivite ? dateIsoVersFr(u.dateDerniereActivite) : 'Jamais'),
    },
  ];
  if (peut.modifier || peut.connexionEnTantQue) {
    colonnes.push({
      cle: 'actions',
      titre: 'Actions',
      rendu: (u) => (
        <div className="actions-ligne actions-ligne--texte">
          {peut.modifier && (
            <Button
              size="small"
              priority="secondary"
              iconId="fr-icon-edit-line"
              title={`Modifier ${u.prenom} ${u.nom}`}
              nativeButtonProps={{
                'aria-controls': modaleUtilisateur.id,
                'data-fr-opened': false,
                onClick: () => {
                  setStatut('');
                  setEdition((e) => ({ cle: (e?.cle ?? 0) + 1, utilisateur: u }));
                },
              }}
            />
          )}
          {peut.connexionEnTantQue && u.statut === 'ACTIF' && (
            <Button
              size="small"
              priority="secondary"
              iconId="fr-icon-user-line"
              disabled={enCours !== null}
              onClick={() => void agirEnTantQue(u)}
            >
              Se connecter en tant que
              <span className={fr.cx('fr-sr-only')}>
                {' '}
                {u.prenom} {u.nom}
              </span>
            </Button>
          )}
        </div>
      ),
    });
  }

  const td = teledeclarant.data;
  return (
    <>
      {td && (
        <section aria-labelledby="teledeclarant-identite" className={fr.cx('fr-mb-4w')}>
          <h2 id="teledeclarant-identite" className={fr.cx('fr-h4')}>
            {td.raisonSociale ?? `Télédéclarant ${td.idTeledeclarant}`}
          </h2>
          <dl className="fr-grid-row fr-grid-row--gutters fiche">
            <div className={fr.cx('fr-col-12', 'fr-col-md-3')}>
              <dt className={fr.cx('fr-text--bold')}>Identifiant</dt>
              <dd>{td.idTeledeclarant}</dd>
            </div>
            <div className={fr.cx('fr-col-12', 'fr-col-md-3')}>
              <dt className={fr.cx('fr-text--bold')}>SIRET</dt>
              <dd>{td.siret ?? '—'}</dd>
            </div>
            <div className={fr.cx('fr-col-12', 'fr-col-md-3')}>
              <dt className={fr.cx('fr-text--bold')}>Type</dt>
              <dd>{TypeTeledeclarant.labels[td.typeTeledeclarant]}</dd>
            </div>
            <div className={fr.cx('fr-col-12', 'fr-col-md-3')}>
              <dt className={fr.cx('fr-text--bold')}>Statut</dt>
              <dd>{StatutTeledeclarant.labels[td.statutTeledeclarant]}</dd>
            </div>
          </dl>
        </section>
      )}

      {liste.data && (
        <TableauDonnees
          titre="Comptes utilisateurs du télédéclarant"
          colonnes={colonnes}
          lignes={liste.data}
          cle={(u) => u.login}
          vide="Ce télédéclarant n'a aucun compte utilisateur."
        />
      )}
      {liste.isPending && <p role="status">Chargement des comptes utilisateurs…</p>}

      <modaleUtilisateur.Component
        title={edition ? `Modifier ${edition.utilisateur.prenom} ${edition.utilisateur.nom}` : "Modifier l'utilisateur"}
        titleAs="h2"
        size="large"
        concealingBackdrop={false}
        buttons={[
          { children: 'Annuler', priority: 'secondary' },
          { children: 'Enregistrer', doClosesModal: false, nativeButtonProps: { type: 'submit', form: ID_FORMULAIRE } },
        ]}
      >
        {edition && (
          <>
            <FormulaireUtilisateur
              key={edition.cle}
              idFormulaire={ID_FORMULAIRE}
              utilisateur={edition.utilisateur}
              profils={profils.data}
              profilModifiable={!edition.utilisateur.adminPrincipal}
              enregistrer={enregistrer}
            />
            {(edition.utilisateur.statut === 'ACTIF' || edition.utilisateur.statut === 'INACTIF') && (
              <Select
                label="Statut du compte"
                hint="Un compte désactivé pour inactivité ne peut plus se connecter tant qu'il n'est pas réactivé."
                nativeSelectProps={{
                  form: ID_FORMULAIRE,
                  value: statut || edition.utilisateur.statut,
                  onChange: (e) => setStatut(e.target.value as 'ACTIF' | 'INACTIF'),
                }}
              >
                <option value="ACTIF">{StatutCompteUtilisateur.labels.ACTIF}</option>
                <option value="INACTIF">{StatutCompteUtilisateur.labels.INACTIF}</option>
              </Select>
            )}
          </>
        )}
      </modaleUtilisateur.Component>
    </>
  );
}
