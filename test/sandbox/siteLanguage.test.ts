import { FRAME_ES } from '../../sandbox/services/siteLanguage';
import { startSandbox, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startSandbox();
});
afterAll(() => harness.close());

const page = async (url: string) => (await harness.app.inject({ url })).body;

describe('site pages in the borrower language (issue 19)', () => {
  it('GET /dashboard is English, word for word, with no texts for its script', async () => {
    const html = await page('/dashboard');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).toContain('<h1>Your dashboard</h1>');
    expect(html).toContain('<p id="dashboard-status" role="status">Loading your applications…</p>');
    expect(html).toContain('<title>Your dashboard | Homeward Lending</title>');
    expect(html).toContain('<ul id="application-list" class="application-list"></ul>');
    expect(html).toContain('<li><a href="/dashboard">Dashboard</a></li>');
  });

  it('GET /dashboard?lang=es is Spanish: lang, heading, texts, the frame, and links that keep the language', async () => {
    const html = await page('/dashboard?lang=es');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="es">/);
    expect(html).toContain('<h1>Su panel</h1>');
    expect(html).toContain('<p id="dashboard-status" role="status">Cargando sus solicitudes…</p>');
    expect(html).toContain('<title>Su panel | Homeward Lending</title>');
    expect(html).toContain('<h2>Sus solicitudes</h2>');
    expect(html).toContain('>Cerrar sesión</button>');
    expect(html).toContain(
      '<a class="button" href="/account/heloc/register-v2?lang=es">Iniciar una nueva solicitud</a>',
    );
    expect(html).toContain('<li><a href="/dashboard?lang=es">Panel</a></li>');
    // The script's own texts ride on the list, escaped into the attribute.
    expect(html).toMatch(/<ul id="application-list" class="application-list" data-text="\{&quot;application&quot;/);
    expect(html).toContain('Todavía no tiene solicitudes.');
    for (const [english] of FRAME_ES) expect(html).not.toContain(english);
    for (const english of ['Your dashboard', 'Loading your applications', 'Start a new application', 'Log out']) {
      expect(html).not.toContain(english);
    }
  });

  it('the Spanish frame replaces every snippet it names (the frame in sandbox/html.ts still matches)', async () => {
    // The settings page: the whole frame (the dashboard's header has no "Log in", as it is seen only signed in).
    const english = await page('/dashboard/settings');
    const spanish = await page('/dashboard/settings?lang=es');
    for (const [from, to] of FRAME_ES) {
      if (english.includes(from)) expect(spanish).toContain(to);
    }
    expect(FRAME_ES.filter(([from]) => english.includes(from)).length).toBe(FRAME_ES.length - 1);
  });

  it('login speaks Spanish with ?lang=es, keeps the organisation and the language on its links', async () => {
    const html = await page('/auth/login?lang=es-US&org=fairway');
    expect(html).toMatch(/<html lang="es">/);
    expect(html).toContain('<h1>Iniciar sesión</h1>');
    expect(html).toContain('<label for="email">Correo electrónico</label>');
    expect(html).toContain('<label for="password">Contraseña</label>');
    expect(html).toContain('<button type="submit">Iniciar sesión</button>');
    expect(html).toContain('href="/account/heloc/register-v2?org=fairway&amp;lang=es"');
    expect(html).toContain('data-text="{&quot;unexpected&quot;:&quot;Ocurrió algo inesperado&quot;}"');
    const english = await page('/auth/login');
    expect(english).toContain('<h1>Log in</h1>');
    expect(english).toContain('<p>New here? <a href="/account/heloc/register-v2">Start an application</a></p>');
  });

  it('leaves the untranslated pages English and an unknown language as English', async () => {
    expect(await page('/terms?lang=es')).toMatch(/<html lang="en">[\s\S]*<h1>Terms of Service<\/h1>/);
    const unknown = await page('/dashboard?lang=fr');
    expect(unknown).toMatch(/<html lang="en">/);
    expect(unknown).toContain('<h1>Your dashboard</h1>');
  });
});
