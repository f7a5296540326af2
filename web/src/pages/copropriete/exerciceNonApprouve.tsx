/**
 * [issue 11] Completing an exercise declared with accounts not approved `/copropriete/fiche/:id/exercice-non-approuve`
 * (spec 000 §2 "update of unapproved financial year data", §5 "Financial data"): the financial block of the
 * registration's step (the same fields and rules), prefilled with that exercise (its dates are fixed), its
 * accounts now approved: the general assembly's date is required. `PUT coproprietes/mettreAJourDonneesFinancieres/{id}`
 * with the record's version records it (a COMPTESNONAPPROUVES update: the exercise is then locked).
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import type { Avertissement } from '@registre/shared/domain/copropriete/avertissements';
import { visualisation } from '@registre/shared/routes/coproprietes.routes';
import { completerExercice } from '@registre/shared/routes/declarations.routes';
import type { DonneesFinancieresFormulaire } from '@registre/shared/schemas/copropriete/donneesFinancieres';
import type { ImmatCoproprieteFormulaire } from '@registre/shared/schemas/copropriete/immatCopropriete';
import type { FicheCopropriete } from '@registre/shared/schemas/copropriete/miseAJour';
import { appeler, ErreurApi } from '../../api/client.ts';
import { useRequete } from '../../api/hooks.ts';
import { notifier } from '../../lib/notifications.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { formaterNumero } from '../../features/demandes/demandes.ts';
import { avertissementsAConfirmer, erreursServeur, verifierBloc, type Erreurs } from '../../features/declaration/assistant.ts';
import { AvertissementsAConfirmer, ResumeErreurs } from '../../features/declaration/Alertes.tsx';
import { ContexteErreurs } from '../../features/declaration/champs.tsx';
import { aujourdhuiParis } from '../../features/declaration/Etapes.tsx';
import { EtapeDonneesFinancieres } from '../../features/declaration/etapes/DonneesFinancieres.tsx';
import {
  avertissementsDuServeur,
  cheminFiche,
  contexteCompletion,
  libelleTypeMaj,
  valeursCompletion,
} from '../../features/declaration/miseAJour.ts';

export default function ExerciceNonApprouve() {
  const { id: idParam = '' } = useParams();
  const id = Number(idParam);
  const valide = Number.isInteger(id) && id > 0;
  const titre = usePageCourante()?.titre ?? "Compléter l'exercice non approuvé";
  const requete = useRequete(
    visualisation,
    { params: { id }, erreursGerees: [403, 404] },
    { enabled: valide, retry: false, refetchOnMount: 'always' },
  );
  const [cle, setCle] = useState(0);

  const retour = (
    <p className={fr.cx('fr-mt-3w')}>
      <Link className={fr.cx('fr-link', 'fr-icon-arrow-left-line', 'fr-link--icon-left')} to={cheminFiche(id)}>
        Retour à la fiche de la copropriété
      </Link>
    </p>
  );

  let contenu: ReactNode;
  if (!valide)
    contenu = <Alert severity="error" as="h2" title="Adresse invalide" description="Cette copropriété n'existe pas." />;
  else if (requete.isPending || requete.isFetching) contenu = <p role="status">Chargement…</p>;
  else if (requete.isError)
    contenu = (
      <>
        <Alert
          severity="error"
          as="h2"
          title="Copropriété indisponible"
          description={
            requete.error.status === 404 || requete.error.status === 403
              ? "Cette copropriété n'existe pas ou vous n'y avez pas accès."
              : requete.error.message
          }
        />
        {retour}
      </>
    );
  else if (!requete.data.actions.completerExercice.possible)
    contenu = (
      <>
        <Alert
          severity="warning"
          as="h2"
          title="Aucun exercice à compléter"
          description={
            requete.data.actions.completerExercice.raison ??
            "Cette copropriété n'a pas d'exercice déclaré avec des comptes non approuvés."
          }
        />
        {retour}
      </>
    );
  else
    contenu = (
      <>
        <Formulaire
          key={cle}
          fiche={requete.data}
          recharger={() => {
            void requete.refetch().then(() => setCle((n) => n + 1));
          }}
        />
        {retour}
      </>
    );

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      {contenu}
    </div>
  );
}

type Valeurs = { donneesFinancieres: DonneesFinancieresFormulaire };

function Formulaire({ fiche, recharger }: { fiche: FicheCopropriete; recharger: () => void }) {
  const naviguer = useNavigate();
  const client = useQueryClient();
  const form = useForm<Valeurs>({ defaultValues: { donneesFinancieres: valeursCompletion(fiche) } });
  const [erreurs, setErreurs] = useState<Erreurs>({});
  const [avertissements, setAvertissements] = useState<{ code: string; champ: string; message: string }[]>([]);
  const [confirmations, setConfirmations] = useState<Set<string>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const [conflit, setConflit] = useState(false);
  const [occupe, setOccupe] = useState(false);
  const [focus, setFocus] = useState<{ cible: 'erreurs' | 'avertissements'; n: number } | null>(null);
  const refErreurs = useRef<HTMLDivElement>(null);
  const refAvertissements = useRef<HTMLDivElement>(null);
  const ctx = useMemo(() => contexteCompletion(fiche, aujourdhuiParis()), [fiche]);

  useEffect(() => {
    if (focus?.cible === 'erreurs') refErreurs.current?.focus();
    else if (focus?.cible === 'avertissements') refAvertissements.current?.focus();
  }, [focus]);
  const montrer = (cible: 'erreurs' | 'avertissements') => setFocus((f) => ({ cible, n: (f?.n ?? 0) + 1 }));

  const basculer = (code: string, confirme: boolean) =>
    setConfirmations((s) => {
      const n = new Set(s);
      if (confirme) n.add(code);
      else n.delete(code);
      return n;
    });

  const enregistrer = async () => {
    setMessage(null);
    setConflit(false);
    const valeurs = form.getValues();
    const verification = verifierBloc('donneesFinancieres', valeurs as unknown as ImmatCoproprieteFormulaire, ctx);
    if (!verification.ok) {
      setErreurs(verification.erreurs);
      montrer('erreurs');
      return;
    }
    setErreurs({});
    const liste: Avertissement[] = avertissementsAConfirmer('donneesFinancieres', verification.valeur, ctx, new Set());
    const locaux = liste.map((a) => ({ ...a, champ: `donneesFinancieres.${a.champ}` }));
    setAvertissements(locaux);
    if (locaux.some((a) => !confirmations.has(a.code))) {
      montrer('avertissements');
      return;
    }
    setOccupe(true);
    try {
      const r = await appeler(completerExercice, {
        params: { id: fiche.idCopropriete },
        body: { version: fiche.version, donneesFinancieres: valeurs.donneesFinancieres, confirmations: [...confirmations] },
        erreursGerees: [400, 409],
      });
      client.removeQueries({ queryKey: [visualisation.id] });
      notifier({
        severite: 'success',
        titre: `${libelleTypeMaj(r.typeMaj)} enregistrée.`,
        description: r.message,
        persistante: true,
      });
      naviguer(cheminFiche(fiche.idCopropriete));
    } catch (e) {
      if (!(e instanceof ErreurApi)) setMessage("L'opération a échoué : veuillez réessayer.");
      else {
        const champs = e.corps.erreurs && Object.keys(e.corps.erreurs).length > 0 ? e.corps.erreurs : null;
        if (e.status === 409 && e.code === 'CONFLIT_MODIFICATION') setConflit(true);
        else if (e.status === 400 && e.code === 'AVERTISSEMENTS_NON_CONFIRMES' && champs) {
          const { avertissements: duServeur, restantes } = avertissementsDuServeur(champs, locaux);
          setAvertissements([...locaux, ...duServeur.filter((a) => !locaux.some((l) => l.code === a.code))]);
          if (Object.keys(restantes).length > 0) {
            setErreurs(erreursServeur(restantes, 'donneesFinancieres'));
            montrer('erreurs');
          } else montrer('avertissements');
        } else if (e.status === 400 && champs) {
          setErreurs(erreursServeur(champs, 'donneesFinancieres'));
          montrer('erreurs');
        } else setMessage(e.message);
      }
    } finally {
      setOccupe(false);
    }
  };

  const numero = formaterNumero(fiche.immatriculation);
  return (
    <ContexteErreurs.Provider value={erreurs}>
      <FormProvider {...form}>
        <p className={fr.cx('fr-text--lead', 'fr-mb-3w')}>
          {[fiche.nomCopropriete, numero].filter(Boolean).join(' — ') || 'Copropriété'}
        </p>
        <p>
          L'assemblée générale a approuvé les comptes de cet exercice, déclaré lors d'une mise à jour annuelle avec des comptes
          non approuvés : indiquez la date de cette assemblée et, s'il y a lieu, corrigez les montants. Une fois enregistré,
          l'exercice ne pourra plus être modifié.
        </p>
        {conflit && (
          <Alert
            severity="warning"
            as="h2"
            className={fr.cx('fr-mb-4w')}
            title="La copropriété a été modifiée entre-temps par une autre personne."
            description={
              <>
                Rechargez ses données puis recommencez.
                <br />
                <Button priority="secondary" size="small" className={fr.cx('fr-mt-1w')} onClick={recharger}>
                  Recharger
                </Button>
              </>
            }
          />
        )}
        {message && (
          <Alert
            severity="error"
            as="h2"
            className={fr.cx('fr-mb-4w')}
            title="L'opération n'a pas abouti"
            description={message}
          />
        )}
        <ResumeErreurs
          ref={refErreurs}
          erreurs={erreurs}
          etape="donnees-financieres"
          etapes={['donnees-financieres']}
          lienEtape={() => cheminFiche(fiche.idCopropriete)}
        />
        <AvertissementsAConfirmer
          ref={refAvertissements}
          avertissements={avertissements}
          confirmations={confirmations}
          basculer={basculer}
        />
        <form
          noValidate
          aria-label="Données financières de l'exercice"
          onSubmit={(e) => {
            e.preventDefault();
            void enregistrer();
          }}
        >
          <p className={fr.cx('fr-hint-text')}>Sauf mention contraire, tous les champs sont obligatoires.</p>
          <EtapeDonneesFinancieres completion />
          <ButtonsGroup
            className={fr.cx('fr-mt-4w')}
            inlineLayoutWhen="md and up"
            buttons={[
              {
                children: 'Annuler',
                priority: 'secondary',
                linkProps: { to: cheminFiche(fiche.idCopropriete) },
              },
              {
                children: "Enregistrer l'exercice approuvé",
                iconId: 'fr-icon-send-plane-line',
                iconPosition: 'right',
                type: 'submit',
                disabled: occupe,
              },
            ]}
          />
        </form>
      </FormProvider>
    </ContexteErreurs.Provider>
  );
}
