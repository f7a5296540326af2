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
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { TypeImmat } from '@registre/shared/domain/enums';
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { estCleEtape, etapeApresVerificationDoublons, type CleEtape } from '@registre/shared/domain/copropriete/etapes';
import { avertissementsImmatCopropriete } from '@registre/shared/domain/copropriete/avertissements';
import { immatCoproprieteBrouillonSchema } from '@registre/shared/schemas/copropriete/immatCopropriete';
import type { DeclarationDto, Doublon } from '@registre/shared/schemas/copropriete/api';
import {
  brouillon as routeBrouillon,
  changerEtatBrouillon,
  doublonsBrouillon,
  enregistrerBrouillon,
  nouvelle,
  soumettre as routeSoumettre,
  soumettreNotaire,
  validerDoublonCoproNotaire,
} from '@registre/shared/routes/declarations.routes';
import { appeler, ErreurApi } from '../../api/client.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { AlerteConflit } from '../../components/Edition.tsx';
import { notifier } from '../../lib/notifications.ts';
import { pageExiste, routeMontee } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import {
  CHEMIN_IMMATRICULER,
  blocDeLEtape,
  cheminEtape,
  etapeVoisine,
  ordreEtapes,
  type CodeTypeImmat,
} from '../../features/declaration/assistant.ts';
import { CadreEtapes, FormulaireEtape, boutonsEtape, useEtapesDeclaration } from '../../features/declaration/Etapes.tsx';
import { totalBatiments } from '../../features/declaration/etapes/DonneesTechniques.tsx';
import { Recapitulatif } from '../../features/declaration/etapes/Recapitulatif.tsx';
import { TableauDoublons } from '../../features/declaration/etapes/Doublons.tsx';
import { DeclarationTransmise, declarationTransmise } from './LectureSeule.tsx';

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

interface ProprietesParcours {
  declaration: DeclarationDto;
  etape: CleEtape;
  majDeclaration: (d: DeclarationDto) => void;
  recharger: () => Promise<void>;
}

function Parcours({ declaration, etape, majDeclaration, recharger }: ProprietesParcours) {
  const naviguer = useNavigate();
  const [params] = useSearchParams();
  const typeImmat = declaration.typeImmat;
  const notaire = typeImmat !== 'DEFAULT';
  const etat = useEtapesDeclaration(declaration, etape);
  const {
    form,
    confirmations,
    geoIndisponible,
    occupe,
    setOccupe,
    setMessage,
    setConflit,
    contexte,
    traiterErreur,
    focaliserAvertissements,
  } = etat;
  const [doublons, setDoublons] = useState<Doublon[] | null>(null);
  const [ecartes, setEcartes] = useState<Set<number>>(new Set());
  const [memeCopropriete, setMemeCopropriete] = useState(false);
  const [successeurs, setSuccesseurs] = useState<{ id: number; libelle: string }[] | null>(null);
  const [successeur, setSuccesseur] = useState('');
  const conserves = params.get('doublons') === 'conserves';

  const avecDoublons = (doublons?.length ?? 0) > 0 || etape === 'doublons' || conserves;
  const ordre = ordreEtapes(typeImmat, avecDoublons);
  const bloc = blocDeLEtape(etape);
  const lien = useCallback(
    (e: CleEtape, extra: Record<string, string> = {}) => cheminEtape(e, declaration, extra),
    [declaration],
  );

  // a step change: the answer "it is the same condominium" goes with the duplicates step
  useEffect(() => {
    setMemeCopropriete(false);
  }, [etape]);

  const corpsEnregistrement = (verifier: boolean) => ({
    id: declaration.id,
    version: declaration.version,
    typeImmat,
    emailSyndic: declaration.emailSyndic || null,
    immatCopropriete: notaire ? { ...form.getValues(), infoRattachement: null } : form.getValues(),
    confirmations: [...confirmations],
    verifierEtape: verifier,
    geolocalisationIndisponible: geoIndisponible,
    // ex officio: what the notary answered at the start, kept with the draft (checked again at submission)
    ...(typeImmat === 'OFFICE' && {
      syndicExistant: declaration.syndicExistant ?? null,
      dateMiseEnDemeure: declaration.dateMiseEnDemeure ?? null,
    }),
  });

  const enregistrer = async (cle: CleEtape, verifier: boolean): Promise<DeclarationDto | null> => {
    setMessage(null);
    setConflit(false);
    try {
      const dto = await appeler(enregistrerBrouillon, {
        params: { x: cle },
        body: corpsEnregistrement(verifier),
        erreursGerees: [400, 409],
      });
      majDeclaration(dto);
      return dto;
    } catch (e) {
      traiterErreur(e, blocDeLEtape(cle));
      return null;
    }
  };

  /** Records the step the draft reached (where a resumed draft opens); a failure changes nothing for the user. */
  const noterEtape = async (dto: DeclarationDto, cible: CleEtape): Promise<DeclarationDto> => {
    if (dto.id === null || dto.version === null || !routeMontee(changerEtatBrouillon)) return dto;
    try {
      const maj = await appeler(changerEtatBrouillon, {
        body: { id: dto.id, version: dto.version, etape: cible },
        erreursGerees: [400, 404, 409, 501],
      });
      majDeclaration(maj);
      return maj;
    } catch {
      return dto;
    }
  };

  const aller = (cible: CleEtape, d: Pick<DeclarationDto, 'id' | 'typeImmat' | 'emailSyndic'> = declaration, extra = {}) =>
    naviguer(cheminEtape(cible, d, extra));

  const verifierDoublons = async (dto: DeclarationDto): Promise<Doublon[] | null> => {
    const n = totalBatiments(form.getValues().donneesTechniques?.classementEnergetique as Record<string, unknown>) ?? 0;
    try {
      const liste = await appeler(doublonsBrouillon, { params: { id: dto.id!, n }, erreursGerees: [400, 404] });
      setDoublons(liste);
      return liste;
    } catch (e) {
      traiterErreur(e, null);
      return null;
    }
  };

  const suivant = async () => {
    if (!bloc) return;
    if (!etat.verifierEtape(bloc)) return;
    setOccupe(true);
    try {
      const dto = await enregistrer(etape, true);
      if (!dto) return;
      let cible = etapeVoisine(etape, typeImmat, false, 1) ?? 'recapitulatif';
      if (etape === 'donnees-techniques') {
        const liste = await verifierDoublons(dto);
        if (!liste) return;
        cible = etapeApresVerificationDoublons(liste.length);
      }
      const final = await noterEtape(dto, cible);
      aller(cible, final);
    } finally {
      setOccupe(false);
    }
  };

  const precedent = () => {
    const cible = etapeVoisine(etape, typeImmat, avecDoublons, -1);
    if (cible) aller(cible, declaration, conserves && cible !== 'doublons' ? { doublons: 'conserves' } : {});
  };

  const enregistrerEtQuitter = async () => {
    setOccupe(true);
    try {
      const dto = await enregistrer(etape, false);
      if (!dto) return;
      notifier({
        severite: 'success',
        titre: 'Votre brouillon est enregistré.',
        description: 'Vous pourrez le reprendre depuis la page « Immatriculer une copropriété ».',
        persistante: true,
      });
      naviguer(CHEMIN_IMMATRICULER);
    } finally {
      setOccupe(false);
    }
  };

  /* ---------- duplicates ---------- */

  useEffect(() => {
    if (etape === 'doublons' && doublons === null && declaration.id !== null) void verifierDoublons(declaration);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [etape, doublons, declaration.id]);

  const ecarter = async (d: Doublon) => {
    if (declaration.id === null) return;
    try {
      // a pending registration shown as a duplicate has no number yet: its condominium id stands for it
      await appeler(validerDoublonCoproNotaire, {
        params: { key: declaration.id, immat: d.immatriculation ?? String(d.idCopropriete) },
        erreursGerees: [400, 404, 409],
      });
      setEcartes((s) => new Set(s).add(d.idCopropriete));
      // the choice is recorded with the draft: its version moved
      majDeclaration(await appeler(routeBrouillon, { params: { id: declaration.id } }));
    } catch (e) {
      traiterErreur(e, null);
    }
  };

  const poursuivreMalgreDoublons = async () => {
    if (notaire) {
      for (const d of doublons ?? []) if (!ecartes.has(d.idCopropriete)) await ecarter(d);
    }
    aller('recapitulatif', declaration, { doublons: 'conserves' });
  };

  /* ---------- summary and submission ---------- */

  // the summary shows the values as saved: read once per render of that step (no subscription to every keystroke)
  const valeurs = form.getValues();
  const avertissementsDeclaration = (() => {
    if (etape !== 'recapitulatif') return [];
    const lu = immatCoproprieteBrouillonSchema.safeParse(valeurs);
    if (!lu.success) return [];
    return avertissementsImmatCopropriete(notaire ? { ...lu.data, infoRattachement: null } : lu.data, {
      ...contexte,
      geolocalisationIndisponible: geoIndisponible || contexte.geolocalisationIndisponible === true,
    });
  })();

  const soumettre = async (idSuccesseur?: number) => {
    if (declaration.id === null || declaration.version === null) return;
    if (avertissementsDeclaration.some((a) => !confirmations.has(a.code))) {
      focaliserAvertissements();
      return;
    }
    setOccupe(true);
    setMessage(null);
    setConflit(false);
    try {
      const commun = { version: declaration.version, confirmations: [...confirmations], doublonsConserves: conserves };
      const r = notaire
        ? await appeler(soumettreNotaire, {
            params: { x: declaration.id },
            body: { ...commun, idTeledeclarantSuccesseur: idSuccesseur ?? null },
            erreursGerees: [400, 409],
          })
        : await appeler(routeSoumettre, { body: { id: declaration.id, ...commun }, erreursGerees: [400, 409] });
      notifier({
        severite: 'success',
        titre:
          r.resultat === 'IMMATRICULEE'
            ? `La copropriété est immatriculée${r.immatriculation ? ` sous le numéro ${formaterImmatriculation(r.immatriculation)}` : ''}.`
            : "Votre demande d'immatriculation est transmise au teneur du registre.",
        description:
          r.resultat === 'IMMATRICULEE'
            ? r.message
            : `${r.message}${/jour ouvré/.test(r.message) ? '' : ' Vous recevrez une réponse sous un jour ouvré.'}`,
        persistante: true,
      });
      naviguer('/');
    } catch (e) {
      if (e instanceof ErreurApi && e.code === 'SUCCESSEUR_A_CHOISIR') {
        const liste = Object.entries(e.corps.erreurs ?? {})
          .map(([id, libelle]) => ({ id: Number(id), libelle }))
          .filter((s) => Number.isInteger(s.id) && s.id > 0);
        setSuccesseurs(liste);
        setSuccesseur(liste.length === 1 ? String(liste[0].id) : '');
        if (liste.length === 0) setMessage(e.message);
      } else if (e instanceof ErreurApi && e.code === 'DOUBLON_TROUVE') {
        const liste = await verifierDoublons(declaration);
        if (liste && liste.length > 0) aller('doublons');
        else setMessage(e.message);
      } else traiterErreur(e, null);
    } finally {
      setOccupe(false);
    }
  };

  /* ---------- rendering ---------- */

  if (declaration.id === null && (etape === 'recapitulatif' || etape === 'doublons'))
    return <Navigate to={lien(ordre[0])} replace />;
  if (notaire && etape === 'infos-rattachement') return <Navigate to={lien('identification')} replace />;

  const avertissementsAffiches = etape === 'recapitulatif' ? avertissementsDeclaration : etat.avertissementsDeLEtape(bloc);
  const pageRattacher = pageExiste('/rattacher-une-copropriete');

  return (
    <CadreEtapes
      etat={etat}
      etape={etape}
      ordre={ordre}
      lienEtape={(e) => lien(e)}
      avertissements={avertissementsAffiches}
      entete={
        <p className={fr.cx('fr-text--lead', 'fr-mb-3w')}>
          {TypeImmat.labels[typeImmat]}
          {declaration.emailSyndic ? ` — syndic : ${declaration.emailSyndic}` : ''}
        </p>
      }
      alerteConflit={
        <AlerteConflit
          titre="Ce brouillon a été modifié entre-temps"
          libelleBouton="Recharger le brouillon"
          recharger={recharger}
        />
      }
    >
      {bloc ? (
        <FormulaireEtape
          etape={etape}
          suivant={() => void suivant()}
          boutons={boutonsEtape({
            premiere: ordre[0] === etape,
            occupe,
            precedent,
            enregistrerEtQuitter: () => void enregistrerEtQuitter(),
          })}
        />
      ) : etape === 'doublons' ? (
        <section aria-labelledby="titre-doublons">
          <h2 id="titre-doublons" className={fr.cx('fr-h4')}>
            Cette copropriété est peut-être déjà immatriculée
          </h2>
          {doublons === null ? (
            <p role="status">Recherche des copropriétés ressemblantes…</p>
          ) : doublons.length === 0 ? (
            <p>Aucune copropriété immatriculée ne ressemble à la vôtre : vous pouvez poursuivre.</p>
          ) : (
            <>
              <p>
                Les copropriétés ci-dessous, déjà immatriculées, ressemblent à celle que vous déclarez. Vérifiez qu'il ne s'agit
                pas de la même : une copropriété n'est immatriculée qu'une fois.
              </p>
              <TableauDoublons doublons={doublons} ecartes={ecartes} ecarter={notaire ? (d) => void ecarter(d) : undefined} />
            </>
          )}
          {memeCopropriete ? (
            <Alert
              severity="info"
              as="h3"
              className={fr.cx('fr-my-3w')}
              title="Cette copropriété est déjà immatriculée"
              description={
                <>
                  {notaire
                    ? "Elle n'a pas à être immatriculée de nouveau. Vous pouvez supprimer ce brouillon depuis la liste de vos brouillons."
                    : "Elle n'a pas à être immatriculée de nouveau : rattachez-la plutôt à votre compte, avec le justificatif de votre mandat. Ce brouillon reste dans la liste de vos brouillons ; vous pouvez le supprimer."}
                  <br />
                  {!notaire && pageRattacher ? (
                    <Link to="/rattacher-une-copropriete">Rattacher une copropriété à votre compte</Link>
                  ) : (
                    <Link to="/">Retour à l'accueil</Link>
                  )}
                </>
              }
            />
          ) : null}
          <ButtonsGroup
            className={fr.cx('fr-mt-4w')}
            inlineLayoutWhen="md and up"
            buttons={[
              {
                children: 'Précédent',
                priority: 'secondary',
                iconId: 'fr-icon-arrow-left-line',
                type: 'button',
                disabled: occupe,
                onClick: precedent,
              },
              {
                children: "C'est la même copropriété",
                priority: 'tertiary',
                type: 'button',
                disabled: occupe || doublons === null,
                onClick: () => setMemeCopropriete(true),
              },
              {
                children: "Ce n'est pas la même copropriété, poursuivre",
                iconId: 'fr-icon-arrow-right-line',
                iconPosition: 'right',
                type: 'button',
                disabled: occupe || doublons === null,
                onClick: () => void poursuivreMalgreDoublons(),
              },
            ]}
          />
        </section>
      ) : (
        <>
          <Recapitulatif
            valeurs={valeurs}
            etapes={ordre}
            lien={(e) => lien(e)}
            doublons={doublons}
            doublonsConserves={conserves}
          />
          {successeurs && successeurs.length > 0 && (
            <section aria-labelledby="titre-successeur" className={fr.cx('fr-mb-4w')}>
              <h2 id="titre-successeur" className={fr.cx('fr-h4')}>
                Choisissez le syndic qui reprend la copropriété
              </h2>
              <RadioButtons
                legend="Plusieurs télédéclarants correspondent à l'adresse électronique du syndic"
                options={successeurs.map((s) => ({
                  label: s.libelle,
                  nativeInputProps: {
                    name: 'successeur',
                    value: String(s.id),
                    checked: successeur === String(s.id),
                    onChange: () => setSuccesseur(String(s.id)),
                  },
                }))}
              />
              <Button type="button" disabled={!successeur || occupe} onClick={() => void soumettre(Number(successeur))}>
                Soumettre avec ce syndic
              </Button>
            </section>
          )}
          <ButtonsGroup
            className={fr.cx('fr-mt-4w')}
            inlineLayoutWhen="md and up"
            buttons={boutonsEtape({
              premiere: false,
              occupe,
              precedent,
              enregistrerEtQuitter: () => void enregistrerEtQuitter(),
              envoi: {
                libelle: 'Soumettre la déclaration',
                desactive: successeurs !== null && successeurs.length > 0,
                envoyer: () => void soumettre(),
              },
            })}
          />
        </>
      )}
    </CadreEtapes>
  );
}
