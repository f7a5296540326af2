/** The registration wizard's steps on a draft: each step's form, its warnings, its navigation. */
import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { TypeImmat } from '@registre/shared/domain/enums';
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { etapeApresVerificationDoublons, type CleEtape } from '@registre/shared/domain/copropriete/etapes';
import { avertissementsImmatCopropriete } from '@registre/shared/domain/copropriete/avertissements';
import { immatCoproprieteBrouillonSchema } from '@registre/shared/schemas/copropriete/immatCopropriete';
import type { DeclarationDto, Doublon } from '@registre/shared/schemas/copropriete/api';
import {
  brouillon as routeBrouillon,
  changerEtatBrouillon,
  doublonsBrouillon,
  enregistrerBrouillon,
  soumettre as routeSoumettre,
  soumettreNotaire,
  validerDoublonCoproNotaire,
} from '@registre/shared/routes/declarations.routes';
import { appeler, ErreurApi } from '../../api/client.ts';
import { AlerteConflit } from '../../components/Edition.tsx';
import { notifier } from '../../lib/notifications.ts';
import { pageExiste, routeMontee } from '../../lib/navigation/index.ts';
import {
  CHEMIN_IMMATRICULER,
  blocDeLEtape,
  cheminEtape,
  etapeVoisine,
  ordreEtapes,
} from '../../features/declaration/assistant.ts';
import { CadreEtapes, FormulaireEtape, boutonsEtape, useEtapesDeclaration } from '../../features/declaration/Etapes.tsx';
import { totalBatiments } from '../../features/declaration/etapes/DonneesTechniques.tsx';
import { Recapitulatif } from '../../features/declaration/etapes/Recapitulatif.tsx';
import { TableauDoublons } from '../../features/declaration/etapes/Doublons.tsx';

interface ProprietesParcours {
  declaration: DeclarationDto;
  etape: CleEtape;
  majDeclaration: (d: DeclarationDto) => void;
  recharger: () => Promise<void>;
}

export function Parcours({ declaration, etape, majDeclaration, recharger }: ProprietesParcours) {
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
