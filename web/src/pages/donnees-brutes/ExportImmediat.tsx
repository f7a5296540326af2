/**
 * The keeper administrators' immediate export (issue 10): `POST /api/donneesBrute/export` starts the export
 * workflow at once, then `GET /api/donneesBrute/export/{execution}` is polled every few seconds until it ends. The
 * status is read in a live region; when the export is done the list of files is refreshed, when it failed an error
 * alert says so. The execution being followed survives a reload of the page (session storage) until it ends.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { CallOut } from '@codegouvfr/react-dsfr/CallOut';
import { fichiers, lancerExport, suivreExport } from '@registre/shared/routes/donneesBrutes.routes';
import { useMutationRoute, useRequete } from '../../api/hooks.ts';
import { dateFr, nombreDeLignes, tailleFichier } from '../../lib/format.ts';

/** How often the status of a running export is read. */
export const INTERVALLE_SUIVI_MS = 3_000;
const CLE_EXECUTION = 'registre.exportDonneesBrutes';

const executionMemorisee = () => {
  try {
    return sessionStorage.getItem(CLE_EXECUTION);
  } catch {
    return null;
  }
};
const memoriser = (execution: string | null) => {
  try {
    if (execution) sessionStorage.setItem(CLE_EXECUTION, execution);
    else sessionStorage.removeItem(CLE_EXECUTION);
  } catch {
    // storage refused (private mode): the export is followed while the page stays open
  }
};

export function ExportImmediat() {
  const queryClient = useQueryClient();
  const statut = useRef<HTMLDivElement>(null);
  const [execution, setExecution] = useState<string | null>(executionMemorisee);
  const [message, setMessage] = useState<string | null>(null);
  const lancer = useMutationRoute(lancerExport);
  const suivi = useRequete(
    suivreExport,
    { params: { execution: execution ?? '' } },
    {
      enabled: execution !== null,
      // until it ends (or the status cannot be read: the shell shows that error)
      refetchInterval: (q) =>
        q.state.status === 'error' || (q.state.data && q.state.data.statut !== 'EN_COURS') ? false : INTERVALLE_SUIVI_MS,
      staleTime: 0,
    },
  );
  const etat = execution ? suivi.data?.statut : undefined;
  const termine = etat === 'TERMINE' || etat === 'ECHEC' || (execution !== null && suivi.isError);
  const enCours = lancer.isPending || (execution !== null && !termine);

  // the end of an export: stop remembering it; a new file joins the list
  useEffect(() => {
    if (!execution || !termine) return;
    memoriser(null);
    if (etat === 'TERMINE') void queryClient.invalidateQueries({ queryKey: [fichiers.id] });
  }, [execution, termine, etat, queryClient]);

  const demarrer = () => {
    if (enCours) return;
    // the button is disabled while the export runs: the focus goes to the status it announces
    statut.current?.focus();
    setMessage(null);
    lancer.mutate(
      {},
      {
        onSuccess: (r) => {
          setMessage(r.message);
          memoriser(r.execution);
          setExecution(r.execution);
        },
      },
    );
  };

  const fichier = etat === 'TERMINE' ? suivi.data?.fichier : null;
  let texte: ReactNode = null;
  if (lancer.isPending) texte = "Démarrage de l'export…";
  else if (execution && suivi.isError)
    texte = "L'état de l'export n'a pas pu être lu. Son fichier apparaîtra dans la liste ci-dessous dès qu'il sera publié.";
  else if (execution && etat === 'TERMINE')
    texte = (
      <>
        <Badge severity="success" small as="span">
          Terminé
        </Badge>{' '}
        {fichier
          ? `Export terminé : le fichier du ${dateFr(fichier.date)} (${nombreDeLignes(fichier.lignes)}, ${tailleFichier(fichier.octets)}) est disponible dans la liste ci-dessous.`
          : 'Export terminé : la liste des fichiers ci-dessous est à jour.'}
      </>
    );
  else if (execution && etat !== 'ECHEC')
    texte = (
      <>
        <Badge severity="info" small as="span">
          En cours
        </Badge>{' '}
        {message ? `${message} ` : ''}L'export est en cours : son avancement est vérifié toutes les {INTERVALLE_SUIVI_MS / 1000}{' '}
        secondes et le fichier apparaîtra dans la liste ci-dessous.
      </>
    );

  return (
    <div className={fr.cx('fr-mb-4w')} data-testid="export-immediat">
      <CallOut
        title="Lancer un export immédiat"
        titleAs="h3"
        iconId="fr-icon-refresh-line"
        colorVariant="blue-ecume"
        className={fr.cx('fr-mb-2w')}
        buttonProps={{ children: "Lancer l'export maintenant", onClick: demarrer, disabled: enCours }}
      >
        L'export des données ouvertes est lancé automatiquement chaque nuit. En tant qu'administrateur du teneur du registre, vous
        pouvez le lancer maintenant, par exemple après une correction importante : le fichier du jour est alors produit, ou
        remplacé s'il existe déjà. L'export dure quelques minutes.
      </CallOut>
      <div ref={statut} role="status" tabIndex={-1} className="statut-export" data-testid="statut-export">
        {texte}
      </div>
      {execution && etat === 'ECHEC' && (
        <Alert
          className={fr.cx('fr-mt-2w')}
          severity="error"
          title="L'export a échoué"
          description="Aucun nouveau fichier n'a été publié ; les fichiers précédents restent disponibles. Relancez l'export ; si l'échec se répète, signalez-le à l'équipe technique du registre."
          data-testid="echec-export"
        />
      )}
    </div>
  );
}
