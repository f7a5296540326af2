/** What the wizard shares with its steps beyond the form: the route and the geocoding outage of this session. */
import { createContext, useContext } from 'react';
import type { CodeTypeImmat } from './assistant.ts';

export interface ValeurAssistant {
  typeImmat: CodeTypeImmat;
  geolocalisationIndisponible: boolean;
  signalerGeolocalisationIndisponible: () => void;
}

export const ContexteAssistant = createContext<ValeurAssistant>({
  typeImmat: 'DEFAULT',
  geolocalisationIndisponible: false,
  signalerGeolocalisationIndisponible: () => undefined,
});
export const useAssistant = () => useContext(ContexteAssistant);
