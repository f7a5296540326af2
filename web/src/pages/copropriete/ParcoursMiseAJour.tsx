/** The steps of a condominium's update: the wizard's forms on the draft, its warnings, its completion. */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { Input } from '@codegouvfr/react-dsfr/Input';
import type { CleEtape } from '@registre/shared/domain/copropriete/etapes';
import { avertissementsImmatCopropriete } from '@registre/shared/domain/copropriete/avertissements';
import { dernierExercice } from '@registre/shared/domain/copropriete/exercices';
import { visualisation } from '@registre/shared/routes/coproprietes.routes';
import { enregistrerMiseAJour } from '@registre/shared/routes/declarations.routes';
import type { DeclarationDto } from '@registre/shared/schemas/copropriete/api';
import { immatCoproprieteBrouillonSchema } from '@registre/shared/schemas/copropriete/immatCopropriete';
import { motifAdministratifSchema, type TypeMajAssistant } from '@registre/shared/schemas/copropriete/miseAJour';
import { appeler } from '../../api/client.ts';
import { etatChamp } from '../../components/formulaire.ts';
import { notifier } from '../../lib/notifications.ts';
import { blocDeLEtape, erreursServeur, idChamp } from '../../features/declaration/assistant.ts';
import { dateFr } from '../../lib/format.ts';
import { CadreEtapes, FormulaireEtape, boutonsEtape, useEtapesDeclaration } from '../../features/declaration/Etapes.tsx';
import { BlocDonneesFinancieres, Recapitulatif } from '../../features/declaration/etapes/Recapitulatif.tsx';
import {
  ETAPES_MISE_A_JOUR,
  avertissementsDuServeur,
  cheminFiche,
  cheminMiseAJour,
  estResultatMiseAJour,
  etapeVoisineMiseAJour,
  financesEnLectureSeule,
  libelleTypeMaj,
  messageExerciceVerrouille,
} from '../../features/declaration/miseAJour.ts';
import type { z } from 'zod';
import type { infosActionSchema } from '@registre/shared/schemas/copropriete/miseAJour';

/** What the update's opening said of the action asked for (its kind, the fields it concerns). */
export type InfosAction = z.infer<typeof infosActionSchema>;

interface ProprietesParcours {
  declaration: DeclarationDto;
  idCopropriete: number;
  typeMaj: TypeMajAssistant;
  etape: CleEtape;
  infos: InfosAction;
  majDeclaration: (d: DeclarationDto) => void;
  recharger: () => void;
}

type AvertissementAffiche = { code: string; champ: string; message: string };

export function Parcours({ declaration, idCopropriete, typeMaj, etape, infos, majDeclaration, recharger }: ProprietesParcours) {
  const naviguer = useNavigate();
  const client = useQueryClient();
  const [avertissementsServeur, setAvertissementsServeur] = useState<AvertissementAffiche[]>([]);
  const [motif, setMotif] = useState('');

  const etat = useEtapesDeclaration(declaration, etape, {
    typeMaj,
    // the server's warnings carry no code: matched with those the browser knows, the others shown as errors
    surAvertissementsServeur: (champs) => {
      const { avertissements, restantes } = avertissementsDuServeur(champs, [
        ...avertissementsDeclaration(true),
        ...declaration.avertissements,
      ]);
      setAvertissementsServeur(avertissements);
      if (Object.keys(restantes).length > 0) etat.montrerErreurs(erreursServeur(restantes, blocDeLEtape(etape)));
      else etat.focaliserAvertissements();
    },
  });
  const { form, confirmations, occupe, setOccupe, setMessage, setConflit, contexte, traiterErreur } = etat;
  const bloc = blocDeLEtape(etape);
  const lectureSeule = financesEnLectureSeule(typeMaj, infos.exerciceVerrouille);

  useEffect(() => setAvertissementsServeur([]), [etape]);

  const lien = (e: CleEtape) => cheminMiseAJour(idCopropriete, typeMaj, { declaration: declaration.id, etape: e });
  const aller = (e: CleEtape) => naviguer(lien(e));

  /**
   * The warnings of the whole declaration (the summary), as the server computes them when recording: the mandate
   * block is not part of an update.
   */
  function avertissementsDeclaration(toujours = false) {
    if (!toujours && etape !== 'recapitulatif') return [];
    const lu = immatCoproprieteBrouillonSchema.safeParse(form.getValues());
    if (!lu.success) return [];
    return avertissementsImmatCopropriete(
      { ...lu.data, infoRattachement: null },
      {
        ...contexte,
        geolocalisationIndisponible: etat.geoIndisponible || contexte.geolocalisationIndisponible === true,
      },
    );
  }

  const enregistrerBrouillon = async (verifier: boolean): Promise<DeclarationDto | null> => {
    if (declaration.id === null || declaration.version === null) return null;
    setMessage(null);
    setConflit(false);
    try {
      const r = await appeler(enregistrerMiseAJour, {
        params: { a: 'false', x: declaration.id },
        body: {
          version: declaration.version,
          immatCopropriete: form.getValues(),
          confirmations: [...confirmations],
          etape,
          verifierEtape: verifier,
        },
        erreursGerees: [400, 409],
      });
      if (estResultatMiseAJour(r)) return null;
      majDeclaration(r);
      return r;
    } catch (e) {
      traiterErreur(e, bloc);
      return null;
    }
  };

  const suivant = async () => {
    if (!bloc) return;
    // a locked exercise is not edited here: nothing to check on its step
    const verrouillee = bloc === 'donneesFinancieres' && lectureSeule;
    if (!verrouillee && !etat.verifierEtape(bloc)) return;
    setOccupe(true);
    try {
      const dto = await enregistrerBrouillon(!verrouillee);
      const cible = etapeVoisineMiseAJour(etape, 1);
      if (dto && cible) aller(cible);
    } finally {
      setOccupe(false);
    }
  };

  const precedent = () => {
    const cible = etapeVoisineMiseAJour(etape, -1);
    if (cible) aller(cible);
  };

  const enregistrerEtQuitter = async () => {
    setOccupe(true);
    try {
      const dto = await enregistrerBrouillon(false);
      if (!dto) return;
      notifier({
        severite: 'success',
        titre: 'Votre mise à jour est enregistrée en brouillon.',
        description: 'Vous pourrez la reprendre depuis la fiche de la copropriété.',
        persistante: true,
      });
      naviguer(cheminFiche(idCopropriete));
    } finally {
      setOccupe(false);
    }
  };

  /* ---------- the summary records ---------- */

  const avertissementsRecapitulatif = avertissementsDeclaration();
  const avertissementsAffiches: AvertissementAffiche[] = [
    ...(etape === 'recapitulatif' ? avertissementsRecapitulatif : etat.avertissementsDeLEtape(bloc)),
    ...avertissementsServeur,
  ];

  const enregistrerLaMiseAJour = async () => {
    if (declaration.id === null || declaration.version === null) return;
    if (avertissementsAffiches.some((a) => !confirmations.has(a.code))) {
      etat.focaliserAvertissements();
      return;
    }
    let motifValide: string | null = null;
    if (typeMaj === 'MODIFICATION_ADMIN') {
      const m = motifAdministratifSchema.safeParse(motif);
      if (!m.success) {
        etat.montrerErreurs({ motif: m.error.issues[0]?.message ?? 'Indiquez le motif de la modification administrative.' });
        return;
      }
      motifValide = m.data;
    }
    etat.setErreurs({});
    setOccupe(true);
    setMessage(null);
    setConflit(false);
    try {
      const r = await appeler(enregistrerMiseAJour, {
        params: { a: 'true', x: declaration.id },
        body: {
          version: declaration.version,
          immatCopropriete: form.getValues(),
          confirmations: [...confirmations],
          etape: 'recapitulatif',
          verifierEtape: false,
          ...(motifValide !== null && { motif: motifValide }),
        },
        erreursGerees: [400, 409],
      });
      if (!estResultatMiseAJour(r)) {
        majDeclaration(r);
        setMessage("La mise à jour n'a pas été enregistrée : veuillez réessayer.");
        return;
      }
      // the record and the next update read the condominium again
      client.removeQueries({ queryKey: [visualisation.id] });
      notifier({
        severite: 'success',
        titre: `${libelleTypeMaj(r.typeMaj)} enregistrée.`,
        description: r.message,
        persistante: true,
      });
      naviguer(cheminFiche(r.idCopropriete || idCopropriete));
    } catch (e) {
      traiterErreur(e, null);
    } finally {
      setOccupe(false);
    }
  };

  /* ---------- rendering ---------- */

  const dernier = dernierExercice(contexte.exercicesPrecedents);
  const noteEtape =
    etape === 'donnees-financieres' && typeMaj === 'ANNUELLE' ? (
      <Alert
        severity="info"
        small
        className={fr.cx('fr-mb-3w')}
        description={`Mise à jour annuelle : déclarez le dernier exercice comptable clos${
          dernier ? `, qui suit celui clos le ${dateFr(dernier.dateClotureComptes)}` : ''
        }. Une fois la mise à jour enregistrée, cet exercice ne pourra plus être modifié s'il est approuvé.`}
      />
    ) : null;

  return (
    <CadreEtapes
      etat={etat}
      etape={etape}
      ordre={ETAPES_MISE_A_JOUR}
      lienEtape={lien}
      avertissements={avertissementsAffiches}
      avantAlertes={
        <>
          {declaration.demandePrecision && typeMaj === 'MODIF_DEMANDE' && (
            <Alert
              severity="info"
              as="h2"
              className={fr.cx('fr-mb-3w')}
              title="Précisions demandées par le teneur du registre"
              description={declaration.demandePrecision}
            />
          )}
          {noteEtape}
        </>
      }
      alerteConflit={
        <Alert
          severity="warning"
          as="h2"
          className={fr.cx('fr-mb-4w')}
          title="La copropriété a été modifiée entre-temps par une autre personne."
          description={
            <>
              Rechargez la mise à jour pour repartir de ses données à jour.
              <br />
              <Button priority="secondary" size="small" className={fr.cx('fr-mt-1w')} onClick={recharger}>
                Recharger
              </Button>
            </>
          }
        />
      }
    >
      {bloc ? (
        <FormulaireEtape
          etape={etape}
          suivant={() => void suivant()}
          boutons={boutonsEtape({
            premiere: ETAPES_MISE_A_JOUR[0] === etape,
            occupe,
            precedent,
            enregistrerEtQuitter: () => void enregistrerEtQuitter(),
          })}
          contenu={
            bloc === 'donneesFinancieres' && lectureSeule && infos.exerciceVerrouille ? (
              <>
                <Alert
                  severity="info"
                  as="h2"
                  className={fr.cx('fr-mb-3w')}
                  title="Données financières verrouillées"
                  description={messageExerciceVerrouille(infos.exerciceVerrouille.dateClotureComptes)}
                />
                <BlocDonneesFinancieres valeur={form.getValues().donneesFinancieres} />
              </>
            ) : undefined
          }
        />
      ) : (
        <>
          <Recapitulatif valeurs={form.getValues()} etapes={ETAPES_MISE_A_JOUR} lien={lien} />
          {typeMaj === 'MODIFICATION_ADMIN' && (
            <Input
              textArea
              className={fr.cx('fr-mb-4w')}
              label="Motif de la modification (communiqué au syndic)"
              hintText="2 000 caractères au maximum"
              {...etatChamp(etat.erreurs.motif)}
              nativeTextAreaProps={{
                id: idChamp('motif'),
                name: 'motif',
                value: motif,
                maxLength: 2000,
                rows: 4,
                onChange: (e) => setMotif(e.target.value),
              }}
            />
          )}
          <ButtonsGroup
            className={fr.cx('fr-mt-4w')}
            inlineLayoutWhen="md and up"
            buttons={boutonsEtape({
              premiere: false,
              occupe,
              precedent,
              enregistrerEtQuitter: () => void enregistrerEtQuitter(),
              envoi: { libelle: 'Enregistrer la mise à jour', envoyer: () => void enregistrerLaMiseAJour() },
            })}
          />
        </>
      )}
    </CadreEtapes>
  );
}
