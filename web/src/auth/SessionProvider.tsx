/**
 * The signed-in state of the shell (spec 001 §4 "Authentication"): restores a stored session at start-up, reads
 * the account (`GET /api/account`), signs in and out, and handles 401 answers (spec 001 §8).
 */
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { deconnexion, lireCompte } from '@registre/shared/routes/comptes.routes';
import type { Compte } from '@registre/shared/schemas/compte';
import { appeler, definirGestion401, type ErreurApi } from '../api/client.ts';
import { notifier } from '../lib/notifications.ts';
import { VISITEUR_ANONYME, cheminAccueil, pageExiste, type Visiteur } from '../lib/navigation/index.ts';
import { fermerSession, jetonIdentite, jetonRafraichissement, ouvrirSession, type Jetons } from './session.ts';
import { destination401, surEntreeNotaires, surEntreeNotairesConnue } from './notaires.ts';
import {
  estConnecteParClavis,
  statutAuthentification,
  urlDeconnexionClavis,
  urlDeconnexionFournisseur,
  verifieConnexionInstitutionnelle,
  type StatutAuthentification,
} from './clavis.ts';
import { lienUtilisateurNonValide } from './nonValide.ts';

export type StatutSession = 'chargement' | 'anonyme' | 'connecte';

export interface ValeurSession {
  statut: StatutSession;
  /**
   * [issue 14] spec 001 §4: NOT_AUTHENTICATED, PENDING, AUTHENTICATED, or AUTHENTICATED_CLAVIS for an institutional
   * agent or a keeper signed in through the institutional identity provider (whose sign-out then goes through it)
   */
  authentification: StatutAuthentification;
  compte: Compte | null;
  visiteur: Visiteur;
  /** stores the tokens of a successful sign-in and loads the account; null when the account may not enter */
  connecter(jetons: Jetons, login: string, seSouvenir: boolean): Promise<Compte | null>;
  /** signs out; `vers`: the page to land on (home by default), e.g. the invalid-user page after refusing the charter */
  deconnecter(options?: { vers?: string }): Promise<void>;
  /** replaces the cached account (after "Mon compte" was saved) */
  remplacerCompte(compte: Compte): void;
  /** reloads the account from the server */
  recharger(): Promise<Compte>;
  /**
   * Login-as (spec 001 §4): a keeper acts as another account (`GET /api/teledeclarant/loginAs/{login}`). The
   * impersonation lives on the server (the keeper keeps their own tokens): the answer is the account now seen.
   */
  connecterEnTantQue(login: string): Promise<void>;
  /** back to one's own account (`GET /api/restoreAccount`) */
  quitterConnexionEnTantQue(): Promise<void>;
}

const visiteurDe = (c: Compte): Visiteur => ({
  connecte: true,
  profil: c.profil,
  autorites: c.authorities,
  parCertificat: c.parCertificat,
});

/**
 * The login-as routes, loaded when used (keepers only): their module declares every account route with its schemas,
 * which the first page of every visitor does not need (issue 15).
 */
const routesEnTantQue = () => import('@registre/shared/routes/inscription.routes');

export const CLE_COMPTE = [lireCompte.id] as const;

const Contexte = createContext<ValeurSession | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const naviguer = useNavigate();
  /** null while unknown; true when a valid (possibly refreshed) session is stored */
  const [presente, setPresente] = useState<boolean | null>(null);

  useEffect(() => {
    let actif = true;
    // [notaires] on the notaries' entrance the client certificate is the session: the account is read without token
    // in a transition: the whole shell renders again for the visitor now known, in slices (issue 24: no long task)
    void Promise.all([jetonIdentite(), surEntreeNotaires()]).then(
      ([jeton, entree]) => actif && startTransition(() => setPresente(jeton !== null || entree)),
    );
    return () => {
      actif = false;
    };
  }, []);

  const oublier = useCallback(async () => {
    await fermerSession();
    setPresente(false);
    queryClient.removeQueries({ queryKey: CLE_COMPTE });
  }, [queryClient]);

  // spec 001 §8: a 401 signs out and goes to the sign-in page; on account calls, `reload_identity` leads to the
  // certificate information and `ntr` to the notaries' entrance (auth/notaires.ts), the latter keeping the session
  useEffect(() => {
    definirGestion401((c) => {
      // [issue 14] spec 001 §4: the restricted profile is logged out at once, and reads why on the invalid-user page
      if (c.code === 'PROFIL_RESTREINT') {
        void oublier().then(() => naviguer(lienUtilisateurNonValide('restreint'), { replace: true }));
        return;
      }
      const cible = destination401(c, surEntreeNotairesConnue());
      if (cible && pageExiste(cible)) {
        // the public page first, at once: the guard of the page being left must not send the visitor to the sign-in
        if (window.location.pathname !== cible)
          naviguer(cible, { state: { depuis: window.location.pathname + window.location.search }, flushSync: true });
        if (!c.authentificationNotaire) void oublier();
      } else void oublier().then(() => naviguer('/compte'));
    });
    return () => definirGestion401(() => {});
  }, [oublier, naviguer]);

  const requeteCompte = useQuery<Compte, ErreurApi>({
    queryKey: CLE_COMPTE,
    queryFn: ({ signal }) => appeler(lireCompte, { signal }),
    enabled: presente === true,
    staleTime: 5 * 60_000,
  });
  const compteLu = requeteCompte.data ?? null;

  // spec 001 §4: the restricted profile is treated as no account and signed out at once
  useEffect(() => {
    if (compteLu?.profil === 'RESTREINT') {
      // [issue 14] signed out, then the invalid-user page says why and what to do
      void oublier().then(() => naviguer(lienUtilisateurNonValide('restreint'), { replace: true }));
    }
  }, [compteLu, oublier, naviguer]);

  const compte = compteLu && compteLu.profil !== 'RESTREINT' ? compteLu : null;
  const statut: StatutSession =
    presente === null || (presente && requeteCompte.isPending) ? 'chargement' : compte ? 'connecte' : 'anonyme';

  const visiteur = useMemo<Visiteur>(() => (compte ? visiteurDe(compte) : VISITEUR_ANONYME), [compte]);

  // [issue 14] spec 001 §4 "Keeper profiles also check the institutional login" (and the institutional agents): was
  // this session opened through the institutional identity provider?
  const verifierClavis = verifieConnexionInstitutionnelle(compte?.profil);
  const requeteClavis = useQuery({
    queryKey: ['institutionnels.estAuthentifieClavis', compte?.login ?? null],
    queryFn: ({ signal }) => estConnecteParClavis(signal),
    enabled: verifierClavis,
    staleTime: Infinity,
  });
  const authentification = statutAuthentification(statut, verifierClavis && requeteClavis.data === true);

  const connecter = useCallback(
    async (jetons: Jetons, login: string, seSouvenir: boolean) => {
      await ouvrirSession(jetons, login, seSouvenir);
      const lu = await queryClient.fetchQuery({ queryKey: CLE_COMPTE, queryFn: () => appeler(lireCompte) });
      if (lu.profil === 'RESTREINT') {
        await oublier();
        naviguer(lienUtilisateurNonValide('restreint'), { replace: true });
        return null;
      }
      setPresente(true);
      return lu;
    },
    [queryClient, oublier, naviguer],
  );

  const deconnecter = useCallback(
    async (options: { vers?: string } = {}) => {
      const [jeton, refreshToken] = [await jetonIdentite(), await jetonRafraichissement()];
      // [institutionnels] an agent who came through the identity provider is signed out there too (same window); [issue 14]
      // a keeper who came through it too (spec 001 §4): known from the check above, or checked now if it has not answered
      const fournisseur = !jeton
        ? null
        : authentification === 'AUTHENTICATED_CLAVIS'
          ? await urlDeconnexionClavis()
          : verifierClavis && requeteClavis.data === undefined
            ? await urlDeconnexionFournisseur()
            : null;
      if (jeton) {
        try {
          await appeler(deconnexion, { body: refreshToken ? { refreshToken } : {} });
        } catch {
          // the local session ends anyway
        }
      }
      await oublier();
      queryClient.clear();
      notifier({ severite: 'success', titre: 'Vous êtes déconnecté(e).', persistante: true });
      naviguer(options.vers ?? '/');
      if (fournisseur) window.location.assign(fournisseur);
    },
    [oublier, queryClient, naviguer, authentification, verifierClavis, requeteClavis.data],
  );

  const remplacerCompte = useCallback((c: Compte) => queryClient.setQueryData(CLE_COMPTE, c), [queryClient]);
  const recharger = useCallback(
    () => queryClient.fetchQuery({ queryKey: CLE_COMPTE, queryFn: () => appeler(lireCompte), staleTime: 0 }),
    [queryClient],
  );

  /**
   * Another account is now seen through the same tokens: every cached answer belonged to the previous one and is
   * dropped, the account is the one the server answered (then read again), and the visitor starts from home.
   */
  const changerDeCompte = useCallback(
    (nouveau: Compte, message: string) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CLE_COMPTE[0] });
      queryClient.setQueryData(CLE_COMPTE, nouveau);
      void queryClient.invalidateQueries({ queryKey: CLE_COMPTE });
      notifier({ severite: 'success', titre: message, persistante: true });
      naviguer(cheminAccueil(visiteurDe(nouveau)));
    },
    [queryClient, naviguer],
  );

  const connecterEnTantQue = useCallback(
    async (login: string) => {
      const { connexionEnTantQue } = await routesEnTantQue();
      const vu = await appeler(connexionEnTantQue, { params: { id: login } });
      changerDeCompte(vu, `Vous êtes connecté(e) en tant que ${vu.prenom} ${vu.nom}.`);
    },
    [changerDeCompte],
  );

  const quitterConnexionEnTantQue = useCallback(async () => {
    const { retourCompte } = await routesEnTantQue();
    const soi = await appeler(retourCompte);
    changerDeCompte(soi, 'Vous avez retrouvé votre propre compte.');
  }, [changerDeCompte]);

  const valeur = useMemo<ValeurSession>(
    () => ({
      statut,
      authentification,
      compte,
      visiteur,
      connecter,
      deconnecter,
      remplacerCompte,
      recharger,
      connecterEnTantQue,
      quitterConnexionEnTantQue,
    }),
    [
      statut,
      authentification,
      compte,
      visiteur,
      connecter,
      deconnecter,
      remplacerCompte,
      recharger,
      connecterEnTantQue,
      quitterConnexionEnTantQue,
    ],
  );
  return <Contexte.Provider value={valeur}>{children}</Contexte.Provider>;
}

export function useSession(): ValeurSession {
  const v = useContext(Contexte);
  if (!v) throw new Error('useSession doit être utilisé sous <SessionProvider>.');
  return v;
}
