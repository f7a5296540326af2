/**
 * The memo sheets of one category (spec 001 §3 "Other", §7 "Newsletter and memo sheets"), as DSFR downloads: the
 * help page shows every category, each profile's home its own (`categorieFichesMemoDuProfil`). Nothing is shown
 * while the list route is not mounted.
 */
import { fr } from '@codegouvfr/react-dsfr';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Download } from '@codegouvfr/react-dsfr/Download';
import {
  LIBELLES_CATEGORIE_FICHE_MEMO,
  categorieFichesMemoDuProfil,
  type CategorieFicheMemo,
} from '@registre/shared/domain/fichesMemo/categories';
import { liste } from '@registre/shared/routes/fichesMemo.routes';
import { useRequete } from '../api/hooks.ts';
import { tailleFichier } from '../lib/format.ts';
import { routeMontee } from '../lib/navigation/index.ts';

export interface ProprietesFichesMemo {
  categorie: CategorieFicheMemo;
  /** the heading above the list; none when the page gives its own */
  titre?: string;
  titreAs?: 'h2' | 'h3';
  /** the sheets' summaries under their links (the help page); the homes show the links only */
  avecResumes?: boolean;
}

export default function FichesMemo(props: ProprietesFichesMemo) {
  if (!routeMontee(liste)) return null;
  return <ListeFichesMemo {...props} />;
}

function ListeFichesMemo({ categorie, titre, titreAs: Titre = 'h2', avecResumes = false }: ProprietesFichesMemo) {
  const fiches = useRequete(liste, { query: { categorie } }, { staleTime: 60 * 60_000 });
  const idTitre = `fiches-memo-${categorie.toLowerCase()}`;
  return (
    <section
      aria-labelledby={titre ? idTitre : undefined}
      aria-label={titre ? undefined : `Fiches mémo : ${LIBELLES_CATEGORIE_FICHE_MEMO[categorie]}`}
      data-testid={`fiches-memo-${categorie}`}
      className={fr.cx('fr-mb-4w')}
    >
      {titre && (
        <Titre id={idTitre} className={Titre === 'h3' ? fr.cx('fr-h5') : undefined}>
          {titre}
        </Titre>
      )}
      {fiches.isPending ? (
        <p role="status">Chargement des fiches mémo…</p>
      ) : fiches.isError ? (
        <div>
          <p>Les fiches mémo n'ont pas pu être chargées. Réessayez dans quelques instants.</p>
          <Button priority="secondary" size="small" iconId="fr-icon-refresh-line" onClick={() => void fiches.refetch()}>
            Recharger les fiches mémo
          </Button>
        </div>
      ) : (
        <ul className={fr.cx('fr-raw-list')}>
          {fiches.data.map((f) => (
            <li key={f.nom} className={fr.cx('fr-mb-2w')}>
              <Download
                className={fr.cx('fr-mb-1v')}
                label={f.titre}
                details={`PDF – ${tailleFichier(f.taille)}`}
                linkProps={{ to: f.lien, reloadDocument: true }}
              />
              {avecResumes && <p className={fr.cx('fr-text--sm', 'fr-mb-0')}>{f.resume}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The sheets a profile's home shows (none for the keepers): `FichesMemo` of `categorieFichesMemoDuProfil`. */
export function FichesMemoDuProfil({ profil, titre = 'Fiches mémo' }: { profil: string | null | undefined; titre?: string }) {
  const categorie = categorieFichesMemoDuProfil(profil);
  return categorie ? <FichesMemo categorie={categorie} titre={titre} /> : null;
}
