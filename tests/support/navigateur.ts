/**
 * A minimal browser for the OpenID Connect code flow: fetch with a cookie jar per origin and redirections
 * followed by hand, stopping at the register's own redirect URI (the SPA page) like a browser would land there.
 */
export class Navigateur {
  private readonly cookies = new Map<string, Map<string, string>>();

  private entete(url: URL): string {
    const jar = this.cookies.get(url.origin);
    return jar ? [...jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  }

  private retenir(url: URL, r: Response) {
    const jar = this.cookies.get(url.origin) ?? new Map<string, string>();
    for (const ligne of r.headers.getSetCookie()) {
      const [paire, ...attributs] = ligne.split(';');
      const egal = paire.indexOf('=');
      const nom = paire.slice(0, egal).trim();
      const expire = attributs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0/i.test(a));
      if (expire) jar.delete(nom);
      else jar.set(nom, paire.slice(egal + 1).trim());
    }
    this.cookies.set(url.origin, jar);
  }

  /** One request, no redirection followed. */
  async appeler(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const u = new URL(url);
    const headers: Record<string, string> = { cookie: this.entete(u) };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const r = await fetch(u, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    this.retenir(u, r);
    return r;
  }

  /**
   * Follows redirections from `url` until a page answers (200, 4xx) or a redirection leaves for `arret`
   * (returned as that URL without being fetched).
   */
  async suivre(
    url: string,
    arret: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<{ url: string; reponse?: Response }> {
    let courant = url;
    let r = await this.appeler(courant, init);
    for (let i = 0; i < 20 && r.status >= 300 && r.status < 400; i++) {
      courant = new URL(r.headers.get('location')!, courant).toString();
      if (courant.startsWith(arret)) return { url: courant };
      r = await this.appeler(courant);
    }
    return { url: courant, reponse: r };
  }
}
