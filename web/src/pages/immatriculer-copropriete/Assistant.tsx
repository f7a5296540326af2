/**
 * The registration wizard `/immatriculer-copropriete/:etape` (spec 000 §2–§5): a DSFR Stepper over the steps of
 * the route (syndic DEFAULT, notary INITIALE or OFFICE), one step at a time, the whole declaration in one
 * react-hook-form (nothing lost going back and forth). "Suivant" checks the step with the block's shared schema
 * (the server runs the same), asks to confirm its warnings, saves the draft (`PUT brouillon/save/{etape}` with
 * `verifierEtape`) and goes on; after the technical data the duplicate check leads to the duplicates step or to
 * the summary, which submits. The draft id lives in the query string (`?id=12`), so a reload or a resumed draft
 * opens where it was; a new draft is `?immatriculationType=…&email=…` until its first save.
 * [issue 11] The stepper itself (state, frame, step forms) is shared with the updates of a registered condominium
 * (Etapes.tsx, pages/copropriete/miseAJour.tsx); what is the registration's own stays here.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { TypeImmat } from '@registre/shared/domain/enums';
import { estCleEtape } from '@registre/shared/domain/copropriete/etapes';
import type { DeclarationDto } from '@registre/shared/schemas/copropriete/api';
import { brouillon as routeBrouillon, nouvelle } from '@registre/shared/routes/declarations.routes';
import { appeler, ErreurApi } from '../../api/client.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { CHEMIN_IMMATRICULER, type CodeTypeImmat } from '../../features/declaration/assistant.ts';
import { DeclarationTransmise, declarationTransmise } from './LectureSeule.tsx';
import { Parcours } from './ParcoursAssistant.tsx';

const TYPES = TypeImmat.values as readonly string[];

export default function Assistant() {
  const { etape = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const { visiteur } = useSession();
  const titre = usePageCourante()?.titre ?? 'Immatriculer une copropriété';
  const syndic = visiteur.autorites.includes('IMMATRICULER_NVELLE_COPRO');
  const idParam = Number(params.get('id')) || null;
  const typeParam = params.get('immatriculationType');
  const email = params.get('email')?.trim() || null;
  const typeDemande: CodeTypeImmat | null =
    typeParam && TYPES.includes(typeParam) ? (typeParam as CodeTypeImmat) : syndic ? 'DEFAULT' : null;
  const transmise = (location.state as { declaration?: DeclarationDto } | null)?.declaration ?? null;

  const [declaration, setDeclaration] = useState<DeclarationDto | null>(null);
  const [chargement, setChargement] = useState(0);
  const [erreur, setErreur] = useState<string | null>(null);

  const charger = useCallback(async () => {
    setErreur(null);
    try {
      let d: DeclarationDto;
      if (idParam !== null) d = await appeler(routeBrouillon, { params: { id: idParam }, erreursGerees: [404] });
      else if (transmise && transmise.id === null) d = transmise;
      else if (typeDemande) {
        d = await appeler(nouvelle, { params: { x: typeDemande } });
        if (email) d = { ...d, emailSyndic: email };
      } else return;
      setDeclaration(d);
      setChargement((n) => n + 1);
    } catch (e) {
      setErreur(
        e instanceof ErreurApi && e.status === 404
          ? "Ce brouillon n'existe pas ou n'appartient pas à votre compte."
          : "Le brouillon n'a pas pu être chargé : veuillez réessayer.",
      );
    }
  }, [idParam, transmise, typeDemande, email]);

  // a new draft, or another one than the one shown (the first save only adds its id to the address)
  const aCharger = declaration === null || (idParam !== null && declaration.id !== idParam);
  useEffect(() => {
    if (aCharger) void charger();
  }, [aCharger, charger]);

  if (!estCleEtape(etape)) {
    return (
      <div className={fr.cx('fr-container', 'fr-my-4w')}>
        <h1>{titre}</h1>
        <Alert severity="error" as="h2" title="Étape inconnue" description="Cette étape de l'immatriculation n'existe pas." />
        <p className={fr.cx('fr-mt-2w')}>
          <Link to={CHEMIN_IMMATRICULER}>Retour à vos brouillons</Link>
        </p>
      </div>
    );
  }
  if (idParam === null && !typeDemande && !transmise) return <Navigate to={CHEMIN_IMMATRICULER} replace />;

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      {erreur ? (
        <>
          <Alert severity="error" as="h2" title="Brouillon indisponible" description={erreur} />
          <p className={fr.cx('fr-mt-2w')}>
            <Link to={CHEMIN_IMMATRICULER}>Retour à vos brouillons</Link>
          </p>
        </>
      ) : declaration && !aCharger && declarationTransmise(declaration) ? (
        <DeclarationTransmise declaration={declaration} etape={etape} />
      ) : declaration && !aCharger ? (
        <Parcours key={chargement} declaration={declaration} etape={etape} majDeclaration={setDeclaration} recharger={charger} />
      ) : (
        <p role="status">Chargement de la déclaration…</p>
      )}
    </div>
  );
}
