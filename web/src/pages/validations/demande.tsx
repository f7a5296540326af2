import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { parIdDemande, type PageValidation } from '@registre/shared/schemas/copropriete/api';
import { aValider, plusAncienne, rechercher, verrouiller } from '@registre/shared/routes/validations.routes';
import { appeler, ErreurApi } from '../../api/client.ts';
import { jetonIdentite } from '../../auth/session.ts';
import { notifier } from '../../lib/notifications.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { Decision, type Resultat } from './actions.tsx';
import { cibleDeverrouillage, conflitDe, designationCopropriete, type Conflit } from '../../features/demandes/demandes.ts';
import {
  SectionAdresses,
  SectionAvertissements,
  SectionCopropriete,
  SectionDeclarant,
  SectionDemande,
  SectionDissolution,
  SectionDoublons,
  SectionMandats,
} from '../../features/demandes/sections.tsx';
import { annulerDeverrouillage, deverrouillerDemande, deverrouillerEnPartant, planifierDeverrouillage } from './verrou.ts';
import './validations.css';

const CHEMIN_FILE = '/validations';

/**
 * The single validation page (spec 000 §3 "Validation page content", §4 "Other workflows"): opening it locks the
 * request for the keeper (`update-etat-encours`); locked by another keeper it opens read-only with their name.
 * Validate (duplicates checked), refuse (reason, motives, confirmation), ask for precision, assign to the keeper:
 * each releases the lock on the server, shows its notice and goes back to the queue, reloaded. Leaving the page
 * (back to the list, another page, closing the tab) releases the lock.
 */
export default function Validation() {
  const titre = usePageCourante()?.titre;
  const { idDemande = '' } = useParams();
  const valide = parIdDemande.safeParse({ id: idDemande }).success;
  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      {valide ? (
        <Contenu key={idDemande} idDemande={idDemande} />
      ) : (
        <>
          <Alert
            severity="error"
            as="h2"
            title="Demande inconnue"
            description="L'adresse de cette page ne désigne aucune demande."
            className={fr.cx('fr-mb-3w')}
          />
          <Button linkProps={{ to: CHEMIN_FILE }} priority="secondary" iconId="fr-icon-arrow-left-line">
            Retour à la liste
          </Button>
        </>
      )}
    </div>
  );
}

function Contenu({ idDemande }: { idDemande: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [essai, setEssai] = useState(0);
  const [conflit, setConflit] = useState<Conflit | null>(null);
  const [sortie, setSortie] = useState(false);
  /** the condominium the lock I hold is on (null: I hold none) */
  const verrou = useRef<string | null>(null);
  const jeton = useRef<string | null>(null);
  const monte = useRef(false);
  const alerte = useRef<HTMLDivElement>(null);

  /** before going back to it: the queue is read again, never shown as it was before the action */
  const oublierFile = () => {
    queryClient.removeQueries({ queryKey: [rechercher.id] });
    queryClient.removeQueries({ queryKey: [plusAncienne.id] });
  };
  /** after releasing the lock in the background: the queue shown meanwhile is read again */
  const rechargerFile = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [rechercher.id] }),
      queryClient.invalidateQueries({ queryKey: [plusAncienne.id] }),
    ]);

  const ouverture = useQuery({
    queryKey: [verrouiller.id, idDemande, essai],
    queryFn: async () => {
      const page = await appeler(verrouiller, { params: { id: idDemande }, erreursGerees: [404, 409] });
      if (page.verrouilleParMoi) {
        const cible = cibleDeverrouillage(page.demande);
        verrou.current = cible;
        jeton.current = await jetonIdentite().catch(() => null);
        // the keeper left while the lock was being taken
        if (!monte.current) planifierDeverrouillage(idDemande, cible, () => void rechargerFile());
      } else verrou.current = null;
      return page;
    },
    gcTime: 0,
    staleTime: Infinity,
    refetchOnReconnect: false,
  });

  // leaving the page releases the lock (on the next tick: React's development remount cancels it)
  useEffect(() => {
    monte.current = true;
    annulerDeverrouillage(idDemande);
    return () => {
      monte.current = false;
      if (verrou.current) planifierDeverrouillage(idDemande, verrou.current, () => void rechargerFile());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rechargerFile only reads the stable query client
  }, [idDemande]);

  // closing or reloading the tab: best effort release; back from the browser's cache: take the lock again
  useEffect(() => {
    const partir = () => {
      if (!verrou.current) return;
      deverrouillerEnPartant(verrou.current, jeton.current);
      verrou.current = null;
    };
    const revenir = (e: PageTransitionEvent) => {
      if (e.persisted) setEssai((n) => n + 1);
    };
    window.addEventListener('pagehide', partir);
    window.addEventListener('pageshow', revenir);
    return () => {
      window.removeEventListener('pagehide', partir);
      window.removeEventListener('pageshow', revenir);
    };
  }, []);

  const conflitOuverture = ouverture.error instanceof ErreurApi ? conflitDe(ouverture.error) : null;
  const conflitAffiche = conflit ?? conflitOuverture;
  useEffect(() => {
    if (conflit) alerte.current?.focus();
  }, [conflit]);

  const retourALaListe = async () => {
    setSortie(true);
    const cible = verrou.current;
    verrou.current = null;
    if (cible) await deverrouillerDemande(cible);
    oublierFile();
    navigate(CHEMIN_FILE);
  };

  const termine = async (r: Resultat) => {
    // the server released the lock with the action
    verrou.current = null;
    notifier({ severite: 'success', titre: r.titre, description: r.description, persistante: true });
    oublierFile();
    navigate(CHEMIN_FILE);
  };

  const enConflit = (c: Conflit) => {
    setConflit(c);
    if (c.recharger) return;
    // processed or locked by someone else: the lock is not mine any more; what the request became is shown
    verrou.current = null;
    appeler(aValider, { params: { id: idDemande }, erreursGerees: [400, 404, 409] })
      .then((p) => queryClient.setQueryData([verrouiller.id, idDemande, essai], p))
      .catch(() => undefined);
  };

  const recharger = () => {
    setConflit(null);
    setEssai((n) => n + 1);
  };

  const boutonRetour = (
    <Button
      priority="secondary"
      iconId="fr-icon-arrow-left-line"
      onClick={() => void retourALaListe()}
      disabled={sortie}
      className={fr.cx('fr-mt-1w')}
    >
      Retour à la liste
    </Button>
  );

  if (ouverture.isPending) return <p role="status">Ouverture de la demande…</p>;

  if (!ouverture.data) {
    return (
      <>
        {conflitAffiche && (
          <Alert
            severity="warning"
            as="h2"
            title={conflitAffiche.titre}
            description={conflitAffiche.message}
            className={fr.cx('fr-mb-3w')}
          />
        )}
        {boutonRetour}
      </>
    );
  }

  const page: PageValidation = ouverture.data;
  const lectureSeule = !page.verrouilleParMoi || conflit !== null;

  return (
    <>
      <p className={fr.cx('fr-text--lead')}>{designationCopropriete(page.demande)}</p>

      <div ref={alerte} tabIndex={-1} className="alerte-validation">
        {conflitAffiche && (
          <Alert
            severity="warning"
            as="h2"
            title={conflitAffiche.titre}
            className={fr.cx('fr-mb-3w')}
            role="alert"
            description={
              <>
                {conflitAffiche.message}
                <br />
                {conflitAffiche.recharger && (
                  <Button
                    size="small"
                    className={fr.cx('fr-mt-1w', 'fr-mr-2w')}
                    iconId="fr-icon-refresh-line"
                    onClick={recharger}
                  >
                    Recharger la demande
                  </Button>
                )}
                <Button
                  size="small"
                  priority="secondary"
                  className={fr.cx('fr-mt-1w')}
                  onClick={() => void retourALaListe()}
                  disabled={sortie}
                >
                  Retour à la liste
                </Button>
              </>
            }
          />
        )}
        {!page.verrouilleParMoi && !conflit && (
          <Alert
            id="alerte-lecture-seule"
            severity="info"
            as="h2"
            className={fr.cx('fr-mb-3w')}
            title={`Cette demande est en cours de traitement par ${page.demande.teneurEnCours ?? 'un autre teneur du registre'}`}
            description="Vous la consultez en lecture seule : aucune action n'est possible tant que ce teneur la traite."
          />
        )}
      </div>

      <SectionDemande page={page} />
      <SectionDissolution page={page} />
      <SectionMandats page={page} />
      <SectionCopropriete page={page} />
      <SectionDeclarant page={page} />
      {page.demande.typeDemande === 'IMMATRICULATION' && <SectionDoublons page={page} />}
      <SectionAdresses page={page} />
      {page.demande.typeDemande === 'IMMATRICULATION' && <SectionAvertissements page={page} />}

      {lectureSeule ? (
        boutonRetour
      ) : (
        <Decision page={page} termine={termine} enConflit={enConflit} retour={() => void retourALaListe()} occupe={sortie} />
      )}
    </>
  );
}
