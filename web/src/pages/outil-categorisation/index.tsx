/**
 * [issue 13] "Outil de catégorisation" (spec 001 §2 `institutionnels/outil-categorisation`, §3 "Categorisation",
 * §4 grouped load, §7, §9): the criteria (ONE zod schema with the server), the detailed search (4 000 rows a page,
 * by region id descending) shown in a DSFR table paginated here, the counts per region, department, EPCI or
 * commune in a sortable DSFR table — chained by itself when the list is full (§4: "the grouped load is triggered when
 * the result count equals the requested size"), on demand otherwise —, and the saved searches (mine, shared in my
 * territory: run again in one click, delete mine). Everything stays within the agent's geographic scope.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Accordion } from '@codegouvfr/react-dsfr/Accordion';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import {
  TAILLE_PAGE_CATEGORISATION,
  criteresCategorisationSchema,
  type CriteresCategorisation,
  type LigneResultatCategorisation,
  type NiveauRegroupement,
  type RechercheSauvegardee,
  type RegroupementCategorisation,
} from '@registre/shared/schemas/categorisation';
import * as categorisation from '@registre/shared/routes/categorisation.routes';
import * as institutionnels from '@registre/shared/routes/institutionnels.routes';
import { appeler, ErreurApi } from '../../api/client.ts';
import { useRequete } from '../../api/hooks.ts';
import FichesMemo from '../../components/FichesMemo.tsx';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { usePerimetre } from '../../features/perimetre/perimetre.ts';
import { Exports } from './Exports.tsx';
import './categorisation.css';
import { nombreFr } from '../../lib/format.ts';
import { FormulaireCriteres } from './FormulaireCriteres.tsx';
import { RecherchesSauvegardees } from './RecherchesSauvegardees.tsx';
import { Detail, Regroupement } from './Resultats.tsx';
import { Formulaire, STABLE, VIDE, versFormulaire } from './criteres.ts';

export default function OutilCategorisation() {
  const titre = usePageCourante()?.titre;
  const niveau = useRequete(institutionnels.niveauGeographiqueClavis, {}, STABLE);
  const perimetre = usePerimetre(niveau.data);
  const [query, setQuery] = useSearchParams();
  const form = useForm<Formulaire, unknown, CriteresCategorisation>({
    resolver: zodResolver(criteresCategorisationSchema),
    defaultValues: VIDE,
  });
  const [regroupement, setRegroupement] = useState<NiveauRegroupement>('DEPARTEMENT');
  const [criteres, setCriteres] = useState<CriteresCategorisation | null>(null);
  const [detail, setDetail] = useState<{ lignes: LigneResultatCategorisation[]; pagePleine: boolean } | null>(null);
  const [groupes, setGroupes] = useState<RegroupementCategorisation | null>(null);
  const [enCours, setEnCours] = useState<'detail' | 'groupes' | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  // the rows ticked in the list (their registration numbers): extraction of those rows, their fact sheets
  const [cochees, setCochees] = useState<ReadonlySet<string>>(new Set());

  const regrouper = async (c: CriteresCategorisation, niveauGroupes: NiveauRegroupement) => {
    setEnCours('groupes');
    try {
      setGroupes(
        await appeler(categorisation.regroupement, {
          body: { criteres: c, regroupement: niveauGroupes },
          erreursGerees: [400, 403],
        }),
      );
    } catch (e) {
      setErreur(e instanceof ErreurApi ? e.message : 'La recherche a échoué : réessayez dans quelques instants.');
    } finally {
      setEnCours(null);
    }
  };

  const lancer = async (c: CriteresCategorisation) => {
    setErreur(null);
    setCriteres(c);
    setGroupes(null);
    setDetail(null);
    setCochees(new Set());
    setEnCours('detail');
    setQuery({}, { replace: true });
    try {
      const r = await appeler(categorisation.recherche, {
        body: c,
        query: { page: 1, size: TAILLE_PAGE_CATEGORISATION, sort: 'idRegion,desc' },
        erreursGerees: [400, 403],
      });
      setDetail(r);
      setEnCours(null);
      // spec 001 §4: a full page means more condominiums than the list shows: their counts follow
      if (r.pagePleine) await regrouper(c, regroupement);
    } catch (e) {
      setEnCours(null);
      setErreur(e instanceof ErreurApi ? e.message : 'La recherche a échoué : réessayez dans quelques instants.');
    }
  };

  const relancer = (r: RechercheSauvegardee) => {
    form.reset(versFormulaire(r.criteres));
    void lancer(r.criteres);
  };

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      <p className={fr.cx('fr-text--lead')}>
        Repérez les copropriétés de votre territoire qui appellent une attention particulière : taille, âge, gestion, procédures
        en cours, indicateurs financiers du dernier exercice.
      </p>
      {perimetre && (
        <p data-testid="perimetre-outil">
          Votre périmètre : <strong>{perimetre.territoire}</strong>. Les recherches ne portent que sur les copropriétés
          immatriculées de ce territoire.
        </p>
      )}
      <Guide />
      <FormulaireCriteres form={form} perimetreTexte={niveau.data ?? null} soumettre={lancer} occupe={enCours !== null} />

      <section aria-labelledby="resultats" className={fr.cx('fr-mt-6w')}>
        <h2 id="resultats">Résultats</h2>
        {erreur && <Alert severity="error" small description={erreur} className={fr.cx('fr-mb-2w')} />}
        {enCours && <p role="status">{enCours === 'detail' ? 'Recherche des copropriétés…' : 'Calcul de la répartition…'}</p>}
        {!criteres && !enCours && <p>Choisissez vos critères puis lancez la recherche.</p>}
        {criteres && detail && (
          <>
            <Regroupement
              groupes={groupes}
              niveau={regroupement}
              changerNiveau={(n) => {
                setRegroupement(n);
                if (groupes) void regrouper(criteres, n);
              }}
              calculer={() => void regrouper(criteres, regroupement)}
              occupe={enCours === 'groupes'}
              pagePleine={detail.pagePleine}
            />
            <Detail
              lignes={detail.lignes}
              pagePleine={detail.pagePleine}
              page={Math.max(1, Number(query.get('page')) || 1)}
              cochees={cochees}
              cocher={(immat, oui) =>
                setCochees((c) => {
                  const n = new Set(c);
                  if (oui) n.add(immat);
                  else n.delete(immat);
                  return n;
                })
              }
            />
            <Exports criteres={criteres} cochees={[...cochees]} />
          </>
        )}
      </section>

      <RecherchesSauvegardees criteres={criteres} relancer={relancer} />
    </div>
  );
}

/* ---------------------------------------------------------------------------------------------------------- */

function Guide() {
  return (
    <div className={fr.cx('fr-accordions-group', 'fr-mb-4w')}>
      <Accordion label="Guide d'utilisation de l'outil" titleAs="h2">
        <ol>
          <li>
            Choisissez vos critères : plusieurs valeurs d'un même critère s'additionnent (l'une ou l'autre), des critères
            différents se combinent (l'un et l'autre). Un critère laissé vide ne restreint rien.
          </li>
          <li>
            Les territoires choisis (régions, départements, intercommunalités, communes) s'additionnent ; sans territoire, la
            recherche porte sur tout votre périmètre.
          </li>
          <li>
            Les indicateurs financiers sont ceux du dernier exercice déclaré ; une copropriété sans données financières ne répond
            pas à un critère financier. Le seuil des impayés est celui du mandat ad hoc : 15 % des sommes exigibles au-delà de 200
            lots, 25 % sinon.
          </li>
          <li>
            La liste montre {nombreFr(TAILLE_PAGE_CATEGORISATION)} copropriétés au plus, triées par région ; au-delà, la
            répartition par territoire s'affiche d'elle-même. Affinez vos critères pour obtenir la liste complète.
          </li>
          <li>
            Enregistrez une recherche pour la relancer en un clic ; partagée, elle est proposée aux autres agents de votre
            territoire.
          </li>
        </ol>
      </Accordion>
      {/* the reading grid of the data (spec 001 §2, a static PDF): the institutions' memo sheets */}
      <FichesMemo categorie="INSTITUTION" titre="Grille de lecture des données et fiches mémo" titreAs="h3" />
    </div>
  );
}
