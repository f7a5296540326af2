/**
 * The signed-in state of the shell (spec 001 §4 "Authentication"): restores a stored session at start-up, reads
 * the account (`GET /api/account`), signs in and out, and handles 401 answers (spec 001 §8).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { comptes } from '@registre/shared/routes/index';
import { jetonsSchema, type Compte } from '@registre/shared/schemas/compte';
import type { Route } from '@registre/shared/routes/route';
import { appeler, definirGestion401, type ErreurApi } from '../api/client.ts';
import { notifier } from '../notifications.ts';
import { VISITEUR_ANONYME, type Visiteur } from '../routes.tsx';
import { fermerSession, jetonIdentite, jetonRafraichissement, ouvrirSession, type Jetons } from './session.ts';

export type StatutSession = 'chargement' | 'anonyme' | 'connecte';

export interface ValeurSession {
  statut: StatutSession;
  compte: Compte | null;
  visiteur: Visiteur;
  /** stores the tokens of a successful sign-in and loads the account; null when the account may not enter */
  connecter(jetons: Jetons, login: string, seSouvenir: boolean): Promise<Compte | null>;
  deconnecter(): Promise<void>;
  /** replaces the cached account (after "Mon compte" was saved) */
  remplacerCompte(compte: Compte): void;
  /** reloads the account from the server */
  recharger(): Promise<Compte>;
  /** login-as (spec 001 §4): back to one's own account through the given route (GET /api/restoreAccount) */
  quitterConnexionEnTantQue(route: Route): Promise<void>;
}

export const CLE_COMPTE = [comptes.lireCompte.id] as const;

export const MESSAGE_RESTREINT = "Votre compte ne permet pas d'accéder au registre.";

const Contexte = createContext<ValeurSession | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const naviguer = useNavigate();
  /** null while unknown; true when a valid (possibly refreshed) session is stored */
  const [presente, setPresente] = useState<boolean | null>(null);

  useEffect(() => {
    let actif = true;
    jetonIdentite().then((jeton) => actif && setPresente(jeton !== null));
    return () => {
      actif = false;
    };
  }, []);

  const oublier = useCallback(async () => {
    await fermerSession();
    setPresente(false);
    queryClient.removeQueries({ queryKey: CLE_COMPTE });
  }, [queryClient]);

  // spec 001 §8: a 401 signs out and goes to the sign-in page. On account calls the certificate (reload_identity)
  // and notary (ntr) flows arrive with later issues: until then they also lead to the sign-in page.
  useEffect(() => {
    definirGestion401(({ code }) => {
      if (code === 'PROFIL_RESTREINT') notifier({ severite: 'info', titre: MESSAGE_RESTREINT, persistante: true });
      void oublier().then(() => naviguer('/compte'));
    });
    return () => definirGestion401(() => {});
  }, [oublier, naviguer]);

  const requeteCompte = useQuery<Compte, ErreurApi>({
    queryKey: CLE_COMPTE,
    queryFn: ({ signal }) => appeler(comptes.lireCompte, { signal }),
    enabled: presente === true,
    staleTime: 5 * 60_000,
  });
  const compteLu = requeteCompte.data ?? null;

  // spec 001 §4: the restricted profile is treated as no account and signed out at once
  useEffect(() => {
    if (compteLu?.profil === 'RESTREINT') {
      notifier({ severite: 'info', titre: MESSAGE_RESTREINT, persistante: true });
      void oublier();
    }
  }, [compteLu, oublier]);

  const compte = compteLu && compteLu.profil !== 'RESTREINT' ? compteLu : null;
  const statut: StatutSession =
    presente === null || (presente && requeteCompte.isPending) ? 'chargement' : compte ? 'connecte' : 'anonyme';

  const visiteur = useMemo<Visiteur>(
    () => (compte ? { connecte: true, profil: compte.profil, autorites: compte.authorities } : VISITEUR_ANONYME),
    [compte],
  );

  const connecter = useCallback(
    async (jetons: Jetons, login: string, seSouvenir: boolean) => {
      await ouvrirSession(jetons, login, seSouvenir);
      const lu = await queryClient.fetchQuery({ queryKey: CLE_COMPTE, queryFn: () => appeler(comptes.lireCompte) });
      if (lu.profil === 'RESTREINT') {
        notifier({ severite: 'info', titre: MESSAGE_RESTREINT, persistante: true });
        await oublier();
        return null;
      }
      setPresente(true);
      return lu;
    },
    [queryClient, oublier],
  );

  const deconnecter = useCallback(async () => {
    const [jeton, refreshToken] = [await jetonIdentite(), await jetonRafraichissement()];
    if (jeton) {
      try {
        await appeler(comptes.deconnexion, { body: refreshToken ? { refreshToken } : {} });
      } catch {
        // the local session ends anyway
      }
    }
    await oublier();
    queryClient.clear();
    notifier({ severite: 'success', titre: 'Vous êtes déconnecté(e).', persistante: true });
    naviguer('/');
  }, [oublier, queryClient, naviguer]);

  const remplacerCompte = useCallback((c: Compte) => queryClient.setQueryData(CLE_COMPTE, c), [queryClient]);
  const recharger = useCallback(
    () => queryClient.fetchQuery({ queryKey: CLE_COMPTE, queryFn: () => appeler(comptes.lireCompte), staleTime: 0 }),
    [queryClient],
  );

  const quitterConnexionEnTantQue = useCallback(
    async (route: Route) => {
      const reponse = await appeler(route);
      // the keeper's own session comes back as new tokens when the server issues them
      const jetons = jetonsSchema.safeParse(reponse);
      if (jetons.success && compteLu)
        await ouvrirSession(jetons.data, compteLu.loginAsPar ?? compteLu.login, jetons.data.refreshToken !== null);
      queryClient.clear();
      await queryClient.fetchQuery({ queryKey: CLE_COMPTE, queryFn: () => appeler(comptes.lireCompte) });
      notifier({ severite: 'success', titre: 'Vous avez retrouvé votre propre compte.', persistante: true });
      naviguer('/');
    },
    [compteLu, queryClient, naviguer],
  );

  const valeur = useMemo<ValeurSession>(
    () => ({ statut, compte, visiteur, connecter, deconnecter, remplacerCompte, recharger, quitterConnexionEnTantQue }),
    [statut, compte, visiteur, connecter, deconnecter, remplacerCompte, recharger, quitterConnexionEnTantQue],
  );
  return <Contexte.Provider value={valeur}>{children}</Contexte.Provider>;
}

export function useSession(): ValeurSession {
  const v = useContext(Contexte);
  if (!v) throw new Error('useSession doit être utilisé sous <SessionProvider>.');
  return v;
}
