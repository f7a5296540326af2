/**
 * [issue 25] « Accès logiciels » in « Mon établissement »: the principal administrator of a syndic's establishment
 * lists the OAuth 2.0 clients its management software calls the register's web service with (name, scopes, client
 * id, creation, last use, status), creates one (its secret shown once), renews a secret and revokes an access, each
 * after a confirmation. Revoked accesses stay listed as such. The secrets live only in this component's state while
 * their modal is open: the mutations are not kept in react-query's cache (`gcTime: 0`).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { createModal } from '@codegouvfr/react-dsfr/Modal';
import { useIsModalOpen } from '@codegouvfr/react-dsfr/Modal/useIsModalOpen';
import { creer, lister, renouvelerSecret, revoquer } from '@registre/shared/routes/accesLogiciels.routes';
import type { AccesLogiciel } from '@registre/shared/schemas/logiciels/acces';
import { MAX_ACCES_LOGICIELS_ACTIFS } from '@registre/shared/domain/logiciels/acces';
import { appeler } from '../../api/client.ts';
import { cleRequete, useRequete } from '../../api/hooks.ts';
import { TableauDonnees, type Colonne } from '../../components/TableauDonnees.tsx';
import { dateHeureFr, jourParisFr } from '../../lib/format.ts';
import { notifier } from '../../lib/notifications.ts';
import { pageParId } from '../../lib/navigation/index.ts';
import { accesTries, creationPossible, libelleStatut, nomCourtPortee, porteesOrdonnees } from './accesLogiciels.ts';
import { FormulaireAcces } from './FormulaireAcces.tsx';
import { ModaleSecret, modaleSecret, type SecretAffiche } from './ModaleSecret.tsx';

const modaleRenouveler = createModal({ id: 'modale-renouveler-acces-logiciel', isOpenedByDefault: false });
const modaleRevoquer = createModal({ id: 'modale-revoquer-acces-logiciel', isOpenedByDefault: false });

export function AccesLogiciels() {
  const queryClient = useQueryClient();
  const liste = useRequete(lister);
  const recharger = () => queryClient.invalidateQueries({ queryKey: cleRequete(lister) });
  // no cache for answers that carry a secret
  const creation = useMutation({
    mutationFn: (body: { nomLogiciel: string; portees: AccesLogiciel['portees'] }) =>
      appeler(creer, { body, erreursGerees: [400, 409] }),
    gcTime: 0,
  });
  const renouvellement = useMutation({
    mutationFn: (clientId: string) => appeler(renouvelerSecret, { params: { clientId } }),
    gcTime: 0,
  });
  const revocation = useMutation({
    mutationFn: (clientId: string) => appeler(revoquer, { params: { clientId } }),
  });
  const [affiche, setAffiche] = useState<SecretAffiche | null>(null);
  const [cible, setCible] = useState<AccesLogiciel | null>(null);

  // the secret's modal opens once its content is rendered; closing it forgets the secret
  useEffect(() => {
    if (affiche) modaleSecret.open();
  }, [affiche]);
  useIsModalOpen(modaleSecret, {
    onConceal: () => {
      setAffiche(null);
      creation.reset();
      renouvellement.reset();
    },
  });

  const creerAcces = async (body: { nomLogiciel: string; portees: AccesLogiciel['portees'] }) => {
    try {
      const r = await creation.mutateAsync(body);
      setAffiche({ ...r, renouvellement: false });
    } finally {
      void recharger();
    }
  };

  const confirmerRenouvellement = async () => {
    if (!cible) return;
    try {
      const r = await renouvellement.mutateAsync(cible.clientId);
      modaleRenouveler.close();
      setAffiche({ ...r, renouvellement: true });
    } catch {
      // the shell shows the server's error as an alert
      modaleRenouveler.close();
    } finally {
      void recharger();
    }
  };

  const confirmerRevocation = async () => {
    if (!cible) return;
    try {
      const r = await revocation.mutateAsync(cible.clientId);
      notifier({
        severite: 'success',
        titre: `L'accès « ${r.nomLogiciel} » est révoqué.`,
        description: 'Le logiciel n’obtient plus de jeton ; ses jetons en cours cessent de fonctionner en moins d’une minute.',
      });
    } catch {
      // the shell shows the server's error as an alert
    } finally {
      modaleRevoquer.close();
      void recharger();
    }
  };

  /** a row's button: its visible text, and the words that name the access for screen readers */
  const action = (
    a: AccesLogiciel,
    libelle: string,
    precision: string,
    modale: typeof modaleRevoquer,
    icone: 'fr-icon-refresh-line' | 'fr-icon-close-circle-line',
  ) => (
    <Button
      size="small"
      priority="tertiary"
      iconId={icone}
      nativeButtonProps={{ 'aria-controls': modale.id, 'data-fr-opened': false, onClick: () => setCible(a) }}
    >
      {libelle}
      <span className={fr.cx('fr-sr-only')}>
        {' '}
        {precision} {a.nomLogiciel}
      </span>
    </Button>
  );

  const colonnes: Colonne<AccesLogiciel>[] = [
    { cle: 'nom', titre: 'Logiciel', rendu: (a) => <strong>{a.nomLogiciel}</strong> },
    {
      cle: 'portees',
      titre: 'Portées',
      rendu: (a) => (
        <ul className={fr.cx('fr-my-0')}>
          {porteesOrdonnees(a.portees).map((p) => (
            <li key={p}>{nomCourtPortee(p)}</li>
          ))}
        </ul>
      ),
    },
    {
      cle: 'clientId',
      titre: 'Identifiant du client',
      rendu: (a) => <code className="identifiant-technique">{a.clientId}</code>,
    },
    {
      cle: 'creation',
      titre: 'Créé le',
      rendu: (a) => (
        <>
          {jourParisFr(a.creeLe)}
          <br />
          <span className={`${fr.cx('fr-text--xs')} identifiant-technique`}>par {a.creePar}</span>
          {a.secretRenouveleLe && (
            <>
              <br />
              <span className={fr.cx('fr-text--xs')}>secret renouvelé le {jourParisFr(a.secretRenouveleLe)}</span>
            </>
          )}
        </>
      ),
    },
    { cle: 'usage', titre: 'Dernière utilisation', rendu: (a) => (a.dernierUsage ? dateHeureFr(a.dernierUsage) : 'Jamais') },
    {
      cle: 'statut',
      titre: 'Statut',
      rendu: (a) => (
        <>
          <Badge severity={a.statut === 'ACTIF' ? 'success' : 'error'} small noIcon>
            {libelleStatut(a)}
          </Badge>
          {a.revoqueLe && (
            <>
              <br />
              <span className={fr.cx('fr-text--xs')}>le {dateHeureFr(a.revoqueLe)}</span>
            </>
          )}
        </>
      ),
    },
    {
      cle: 'actions',
      titre: 'Actions',
      rendu: (a) =>
        a.statut === 'ACTIF' ? (
          <div className="actions-ligne">
            {action(a, 'Renouveler le secret', "de l'accès", modaleRenouveler, 'fr-icon-refresh-line')}
            {action(a, 'Révoquer', "l'accès", modaleRevoquer, 'fr-icon-close-circle-line')}
          </div>
        ) : (
          <span className={fr.cx('fr-hint-text', 'fr-mb-0')}>Aucune</span>
        ),
    },
  ];

  const guide = pageParId('guideLogiciels');

  return (
    <section aria-labelledby="etablissement-acces-logiciels" className={fr.cx('fr-mt-6w')} data-testid="bloc-acces-logiciels">
      <h2 id="etablissement-acces-logiciels" className={fr.cx('fr-h4')}>
        Accès logiciels
      </h2>
      <p>
        Un accès logiciel permet au logiciel de gestion de votre établissement d'immatriculer et de mettre à jour vos copropriétés
        par le service web du registre, sans saisie dans les formulaires : mêmes règles, mêmes contrôles, et chaque modification
        inscrite au journal sous le nom du logiciel. Il s'identifie par un identifiant de client et un secret (OAuth 2.0, « client
        credentials ») que vous confiez à l'éditeur ou saisissez dans le logiciel. Créez un accès par logiciel, avec les seules
        portées nécessaires ({MAX_ACCES_LOGICIELS_ACTIFS} accès actifs au plus).
      </p>
      {guide && (
        <p>
          Pour l'éditeur du logiciel : <Link to={guide.chemin}>{guide.titre}</Link>.
        </p>
      )}

      <TableauDonnees
        titre="Accès logiciels de l'établissement"
        colonnes={colonnes}
        lignes={accesTries(liste.data?.acces ?? [])}
        cle={(a) => a.clientId}
        vide={liste.isPending ? 'Chargement…' : "Aucun accès logiciel n'a été créé pour votre établissement."}
      />

      {liste.isPending ? null : creationPossible(liste.data?.acces ?? []) ? (
        <FormulaireAcces creer={creerAcces} occupe={creation.isPending} />
      ) : (
        <Alert
          severity="info"
          small
          className={fr.cx('fr-mt-4w')}
          description={`Votre établissement a ${MAX_ACCES_LOGICIELS_ACTIFS} accès logiciels actifs, le maximum : révoquez un accès inutilisé pour en créer un autre.`}
        />
      )}

      <ModaleSecret affiche={affiche} />

      <modaleRenouveler.Component
        title="Renouveler le secret"
        titleAs="h2"
        concealingBackdrop={false}
        buttons={[
          { children: 'Annuler', priority: 'secondary' },
          {
            children: 'Renouveler le secret',
            iconId: 'fr-icon-refresh-line',
            doClosesModal: false,
            disabled: renouvellement.isPending,
            onClick: () => void confirmerRenouvellement(),
          },
        ]}
      >
        {cible && (
          <p data-testid="message-renouvellement">
            Voulez-vous vraiment renouveler le secret de l'accès « {cible.nomLogiciel} » ({cible.clientId}) ?
          </p>
        )}
        <p className={fr.cx('fr-mb-0')}>
          L'ancien secret cesse aussitôt de fonctionner : le logiciel devra être configuré avec le nouveau, affiché une seule
          fois.
        </p>
      </modaleRenouveler.Component>

      <modaleRevoquer.Component
        title="Révoquer un accès logiciel"
        titleAs="h2"
        concealingBackdrop={false}
        buttons={[
          { children: 'Annuler', priority: 'secondary' },
          {
            children: 'Révoquer',
            iconId: 'fr-icon-close-circle-line',
            doClosesModal: false,
            disabled: revocation.isPending,
            onClick: () => void confirmerRevocation(),
          },
        ]}
      >
        {cible && (
          <p data-testid="message-revocation">
            Voulez-vous vraiment révoquer l'accès « {cible.nomLogiciel} » ({cible.clientId}) ?
          </p>
        )}
        <p className={fr.cx('fr-mb-0')}>
          Le logiciel n'obtiendra plus de jeton et ses jetons en cours cesseront de fonctionner en moins d'une minute. Une
          révocation est définitive : pour rétablir le service, créez un nouvel accès.
        </p>
      </modaleRevoquer.Component>
    </section>
  );
}
