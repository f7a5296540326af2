import { useSyncExternalStore } from 'react';
import { abonnerClient, requetesEnVol } from '../api/client.ts';

/** Spec 001 §2: a thin bar at the top of the page while one or more requests run. */
export function BarreChargement() {
  const enVol = useSyncExternalStore(abonnerClient, requetesEnVol, requetesEnVol);
  if (enVol === 0) return null;
  return <div className="barre-chargement" role="progressbar" aria-label="Chargement en cours" aria-busy="true" />;
}
