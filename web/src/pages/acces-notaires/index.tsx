import { useLocation } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { AucunCertificat, ExplicationEntreeNotaires, useConfigNotaires } from '../../components/EntreeNotaires.tsx';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';

/** The page that led here (kept by the 401 handling), when it is a page of the SPA. */
function pageDOrigine(state: unknown): string {
  const depuis = (state as { depuis?: unknown } | null)?.depuis;
  return typeof depuis === 'string' &&
    depuis.startsWith('/') &&
    !depuis.startsWith('//') &&
    !depuis.startsWith('/compte/acces-notaires')
    ? depuis
    : '/';
}

/**
 * Spec 001 §8 `ntr: 1`: notary authentication is required. The data of notary firms is only served to a client
 * certificate, on the register's notaries' entrance (HTTPS with mutual TLS, `urlNotaires` of /config.json). The page
 * explains it and sends the notary there, to the page they were opening. On that entrance itself, the same answer
 * means that the browser presented no certificate.
 */
export default function AccesNotaires() {
  const titre = usePageCourante()?.titre;
  const { state } = useLocation();
  const config = useConfigNotaires();
  const origine = pageDOrigine(state);

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <div className={fr.cx('fr-grid-row')}>
        <div className={fr.cx('fr-col-12', 'fr-col-lg-9')}>
          <h1>{titre}</h1>
          {!config ? (
            <p role="status">Chargement…</p>
          ) : config.entree ? (
            <AucunCertificat origine={origine} />
          ) : (
            <ExplicationEntreeNotaires urlNotaires={config.urlNotaires} origine={origine} />
          )}
        </div>
      </div>
    </div>
  );
}
