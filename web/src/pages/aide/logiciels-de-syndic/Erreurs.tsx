/**
 * [issue 25] The guide's error catalogue: the problem details' shape (RFC 9457), what each status asks of a
 * software, and every code with its anchor — the `type` of a problem points here (`#erreur-<code>`). The codes a
 * software seldom meets sit in an accordion, opened when the address names one of them.
 */
import { Fragment, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Accordion } from '@codegouvfr/react-dsfr/Accordion';
import { Section } from '../../../components/PageStatique.tsx';
import { BlocCode } from './BlocCode.tsx';
import { EXEMPLE_PROBLEME, STATUTS_HTTP, autresLignes, codeDeLAncre, lignesPrincipales, type LigneCode } from './guide.ts';

/** A code that may wrap after its underscores only (`<wbr>`: nothing added to a copied code). */
const coupable = (code: string) =>
  code.split('_').map((mot, i, mots) => (
    <Fragment key={i}>
      {mot}
      {i < mots.length - 1 && (
        <>
          _<wbr />
        </>
      )}
    </Fragment>
  ));

function TableCodes({ titre, lignes }: { titre: string; lignes: readonly LigneCode[] }) {
  return (
    <div className={`${fr.cx('fr-table', 'fr-table--bordered')} fr-table--multiline`}>
      <div className="fr-table__wrapper">
        <div className="fr-table__container">
          <div className="fr-table__content">
            <table>
              <caption>{titre}</caption>
              <thead>
                <tr>
                  <th scope="col">Statut</th>
                  <th scope="col">Code</th>
                  <th scope="col">Titre (title)</th>
                </tr>
              </thead>
              <tbody>
                {lignes.map((l) => (
                  <tr key={l.code} id={l.ancre}>
                    <td>{l.status}</td>
                    <th scope="row">
                      <code>{coupable(l.code)}</code>
                    </th>
                    <td>{l.titre}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </div>
  );
}

export function SectionErreurs() {
  const { hash } = useLocation();
  const autres = autresLignes();
  const cible = codeDeLAncre(hash);
  const dansLesAutres = cible !== null && autres.some((l) => l.code === cible);
  const [ouvert, setOuvert] = useState(dansLesAutres);
  // an address naming a seldom code opens the accordion, then shows its row
  useEffect(() => {
    if (!dansLesAutres || !cible) return;
    setOuvert(true);
    const t = window.setTimeout(() => document.getElementById(hash.slice(1))?.scrollIntoView(), 50);
    return () => window.clearTimeout(t);
  }, [dansLesAutres, cible, hash]);

  return (
    <Section ancre="erreurs" titre="Les erreurs">
      <p>
        Une erreur répond avec le type de contenu <code>application/problem+json</code> (RFC 9457) : <code>type</code> (l’adresse
        de son code dans ce catalogue), <code>title</code> (le titre du code, en français), <code>status</code> (le statut HTTP),{' '}
        <code>detail</code> (le message de ce cas précis), <code>instance</code> (l’identifiant de la requête, à citer à
        l’assistance), <code>code</code> et, pour une requête invalide, <code>erreurs</code> : la liste des champs refusés, chacun
        avec son <code>chemin</code> JSON et son <code>message</code>.
      </p>
      <BlocCode titre="Exemple : une mise à jour refusée" langage="json">
        {EXEMPLE_PROBLEME}
      </BlocCode>

      <div className={`${fr.cx('fr-table', 'fr-table--bordered')} fr-table--multiline`}>
        <div className="fr-table__wrapper">
          <div className="fr-table__container">
            <div className="fr-table__content">
              <table>
                <caption>Que faire selon le statut</caption>
                <thead>
                  <tr>
                    <th scope="col">Statut</th>
                    <th scope="col">Signification</th>
                    <th scope="col">Que faire</th>
                  </tr>
                </thead>
                <tbody>
                  {STATUTS_HTTP.map((s) => (
                    <tr key={s.status} data-statut={s.status}>
                      <th scope="row">{s.status}</th>
                      <td>{s.sens}</td>
                      <td>{s.conduite}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </div>
      </div>

      <h3 className={fr.cx('fr-mt-4w')}>Catalogue des codes</h3>
      <p>
        Le <code>detail</code> précise toujours le cas ; le code, lui, est stable d’une version à l’autre : c’est sur lui qu’un
        logiciel fonde son traitement.
      </p>
      <TableCodes titre="Les codes les plus fréquents" lignes={lignesPrincipales()} />
      <Accordion
        label="Les autres codes du registre"
        titleAs="h4"
        expanded={ouvert}
        onExpandedChange={(suivant) => setOuvert(suivant)}
      >
        <p>
          Les immatriculations et mises à jour appliquent les règles des formulaires : toute erreur métier du registre peut donc
          être répondue.
        </p>
        <TableCodes titre="Tous les autres codes" lignes={autres} />
      </Accordion>
    </Section>
  );
}
