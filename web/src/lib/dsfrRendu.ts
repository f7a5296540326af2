/**
 * DSFR's renderer (`dsfr.module.js`, class `Renderer`) asks the browser for an animation frame on every frame, for as
 * long as the page is open, whether a component has something to draw or not: Chromium then produces 60 frames a
 * second on an idle page (measured on the home page, headless: 1.38 s of Chromium CPU per 20 s idle, 0.03–0.05 s
 * with this module). On a phone that is battery and main-thread time for nothing; in CI, half of the two cores.
 *
 * Once DSFR is loaded, its own frame (`render`: it asks for the next frame, renders the components that render on
 * every frame — a ratio, a table row, a range… — and runs those waiting for their next frame) still does the work;
 * only the frame it asks for next (`rendering`) goes to sleep when no component renders nor waits, and the loop
 * wakes up when one arrives (`onAdd`, `request`) or DSFR starts again (`activate`).
 */
import { prDsfrLoaded } from '@codegouvfr/react-dsfr/start';

interface Rendu {
  length: number;
  nexts: { length: number };
  render(): void;
  rendering: () => void;
  onAdd?: () => void;
  activate: () => void;
  request(instance: unknown): void;
}
interface Dsfr {
  internals: { state: { getModule(type: 'render'): Rendu } };
}

export function rendreAuBesoin(): Promise<void> {
  return prDsfrLoaded.then(() => {
    const r = (window as unknown as { dsfr: Dsfr }).dsfr.internals.state.getModule('render');
    const rendre = r.render.bind(r);
    // a frame is asked for at this point: DSFR's loop is running
    let endormi = false;
    r.rendering = () => {
      if (r.length || r.nexts.length) rendre();
      else endormi = true;
    };
    const reveiller = () => {
      if (!endormi) return;
      endormi = false;
      window.requestAnimationFrame(r.rendering);
    };
    const demander = r.request.bind(r);
    r.request = (instance) => {
      demander(instance);
      reveiller();
    };
    r.onAdd = reveiller;
    r.activate = () => {
      endormi = true;
      reveiller();
    };
  });
}
