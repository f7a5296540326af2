import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { createModal } from '@codegouvfr/react-dsfr/Modal';
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { confirmerSuccesseur, lireSuccesseur, supprimerDeclarationPredecesseur } from '@registre/shared/routes/mandats.routes';
import type { DeclarationSuccesseurLue } from '@registre/shared/schemas/mandats';
import { appeler, ErreurApi } from '../../api/client.ts';
import { useRequete } from '../../api/hooks.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { notifier } from '../../lib/notifications.ts';
import { lienVers } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { jourParis, LIBELLES_TYPE_SUCCESSEUR, situationVisiteur } from './successeur.ts';

const modaleDecliner = createModal({ id: 'modale-decliner-reprise', isOpenedByDefault: false });

/**
 * The link mailed to a designated successor (`/successeur/:cle`, public): the condominium, its predecessor and the
 * SIRET designated. Signed in with a syndic account of that establishment, the successor confirms the takeover
 * (then declares its mandate through the attachment form) or declines it (after a confirmation). Not signed in:
 * the sign-in page brings the user back here.
 */
export default function ConfirmationSuccesseur() {
  const titre = usePageCourante()?.titre;
  const { cle = '' } = useParams();
  const declaration = useRequete(
    lireSuccesseur,
    { params: { key: cle }, erreursGerees: [400, 404] },
    { retry: false, gcTime: 0 },
  );

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      {declaration.isPending ? (
        <p>Chargement…</p>
      ) : declaration.isError ? (
        <Alert
          severity="error"
          as="h2"
          title="Ce lien n'est pas valide"
          description={
            <>
              <p>
                Le lien a peut-être expiré (il est valable 30 jours), déjà servi, ou la déclaration a été retirée. Demandez au
                syndic précédent de vous désigner de nouveau.
              </p>
              <p>
                <Link to="/">Retour à l'accueil</Link>
              </p>
            </>
          }
        />
      ) : (
        <Contenu cle={cle} d={declaration.data} />
      )}
    </div>
  );
}

function Contenu({ cle, d }: { cle: string; d: DeclarationSuccesseurLue }) {
  const { visiteur } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const situation = situationVisiteur(visiteur);
  const [envoi, setEnvoi] = useState(false);
  const [erreur, setErreur] = useState<string | null>(null);
  const [declinee, setDeclinee] = useState(false);
  const refMessage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (erreur || declinee) refMessage.current?.focus();
  }, [erreur, declinee]);

  const confirmer = async () => {
    setErreur(null);
    setEnvoi(true);
    try {
      const r = await appeler(confirmerSuccesseur, { body: { cle }, erreursGerees: [400, 403, 404, 409] });
      const edition = lienVers('rattacherEdition');
      notifier({
        severite: 'success',
        titre: 'Reprise confirmée',
        description: `Vous reprenez la copropriété ${d.nomCopropriete ?? ''}${r.immatriculation ? ` (${formaterImmatriculation(r.immatriculation)})` : ''} : déclarez maintenant votre mandat pour la rattacher à votre établissement.`,
        persistante: true,
      });
      navigate(
        r.immatriculation && edition
          ? `${edition}?${new URLSearchParams({ numero: r.immatriculation }).toString()}`
          : (lienVers('rattacher') ?? '/'),
      );
    } catch (e) {
      if (!(e instanceof ErreurApi)) throw e;
      setErreur(e.message);
    } finally {
      setEnvoi(false);
    }
  };

  const decliner = async () => {
    setErreur(null);
    setEnvoi(true);
    try {
      await appeler(supprimerDeclarationPredecesseur, {
        params: { id: d.idSuccesseur },
        query: { cle },
        erreursGerees: [400, 403, 404, 409],
      });
      setDeclinee(true);
    } catch (e) {
      if (!(e instanceof ErreurApi)) throw e;
      setErreur(e.message);
    } finally {
      setEnvoi(false);
      modaleDecliner.close();
    }
  };

  return (
    <>
      <section className={fr.cx('fr-mb-4w')} aria-labelledby="reprise-titre">
        <h2 id="reprise-titre">La copropriété à reprendre</h2>
        <dl>
          <dt className={fr.cx('fr-text--bold')}>Copropriété</dt>
          <dd>{d.nomCopropriete ?? '—'}</dd>
          <dt className={fr.cx('fr-text--bold')}>Numéro d'immatriculation</dt>
          <dd>{d.immatriculation ? formaterImmatriculation(d.immatriculation) : '—'}</dd>
          <dt className={fr.cx('fr-text--bold')}>Commune</dt>
          <dd>{d.commune ?? '—'}</dd>
          <dt className={fr.cx('fr-text--bold')}>Syndic précédent</dt>
          <dd>{d.predecesseur ?? '—'}</dd>
          <dt className={fr.cx('fr-text--bold')}>Établissement désigné</dt>
          <dd>
            SIRET {d.siret} — {LIBELLES_TYPE_SUCCESSEUR[d.type]}
          </dd>
          <dt className={fr.cx('fr-text--bold')}>Lien valable jusqu'au</dt>
          <dd>{jourParis(d.expireLe)}</dd>
        </dl>
      </section>

      {(erreur || declinee) && (
        <div ref={refMessage} tabIndex={-1} className={fr.cx('fr-mb-3w')}>
          {declinee ? (
            <Alert
              severity="info"
              as="h2"
              title="Reprise déclinée"
              description={`Vous avez décliné la reprise de la copropriété ; ${d.predecesseur ?? 'le syndic précédent'} en est prévenu.`}
            />
          ) : (
            <Alert severity="error" as="h2" title="L'opération n'a pas abouti" description={erreur ?? ''} />
          )}
        </div>
      )}

      {declinee ? null : d.statut !== 'SUCCESSEUR_DECLARE' ? (
        <Alert
          severity="info"
          as="h2"
          title={d.statut === 'SUCCESSEUR_VALIDE' ? 'Reprise déjà confirmée' : 'Déclaration retirée'}
          description={
            d.statut === 'SUCCESSEUR_VALIDE'
              ? 'La reprise a déjà été confirmée : déclarez votre mandat depuis « Rattacher une copropriété ».'
              : 'Cette déclaration de successeur a été retirée.'
          }
        />
      ) : situation === 'anonyme' ? (
        <Alert
          severity="info"
          as="h2"
          title="Connectez-vous pour répondre"
          description={
            <>
              <p>
                Pour confirmer ou décliner la reprise, connectez-vous avec un compte de l'établissement au SIRET {d.siret}. Après
                la connexion, vous revenez sur cette page.
              </p>
              <p>
                <Link to={lienVers('connexion') ?? '/compte'} state={{ retour: location.pathname }}>
                  Se connecter
                </Link>
                {' — '}
                pas encore de compte ?{' '}
                <Link to={lienVers('inscription') ?? '/compte/inscription'}>Créer le compte de l'établissement</Link>, puis
                revenez par le lien du courriel.
              </p>
            </>
          }
        />
      ) : situation === 'autre' ? (
        <Alert
          severity="warning"
          as="h2"
          title="Compte non autorisé"
          description={`Seul un compte de syndic de l'établissement au SIRET ${d.siret} peut confirmer la reprise de cette copropriété.`}
        />
      ) : (
        <section aria-labelledby="reponse-titre">
          <h2 id="reponse-titre">Votre réponse</h2>
          <p>
            En confirmant, votre établissement reprend la copropriété ; vous déclarez ensuite votre mandat (dates et
            justificatif), validé par le teneur du registre.
          </p>
          <ButtonsGroup
            inlineLayoutWhen="md and up"
            buttons={[
              {
                children: envoi ? 'Envoi…' : 'Confirmer la reprise',
                disabled: envoi,
                onClick: () => void confirmer(),
              },
              {
                children: 'Décliner',
                priority: 'secondary',
                disabled: envoi,
                nativeButtonProps: modaleDecliner.buttonProps,
              },
            ]}
          />
          <modaleDecliner.Component
            title="Décliner la reprise de la copropriété ?"
            buttons={[
              { children: 'Annuler', priority: 'secondary' },
              { children: 'Décliner la reprise', doClosesModal: false, onClick: () => void decliner() },
            ]}
          >
            Le syndic précédent sera prévenu que vous ne reprenez pas la copropriété {d.nomCopropriete ?? ''}. Le lien ne servira
            plus.
          </modaleDecliner.Component>
        </section>
      )}
    </>
  );
}
