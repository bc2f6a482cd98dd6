import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * A real CAS server for the tests (server suite and browser journeys): Debian's
 * python3-django-cas-server (CAS 1, 2 and 3, attributes, single logout) in a throwaway Django
 * project: settings and an SQLite database in a temporary directory, the people and the services
 * put in by a management command (./django-cas/campus_cas), served on a free loopback port.
 * `npm test` installs the package when the machine lacks it (scripts/lib/cas-server.mjs). Only
 * node: imports, so the Playwright journeys can start it too.
 */

export interface CasPerson {
  password: string;
  /** Released at validation (p3/serviceValidate); an array for a multi-valued attribute. */
  attributes?: Record<string, string | string[]>;
}

/** A service the school registered at its CAS server: the service URLs it issues tickets for. */
export interface CasService {
  /** A regular expression over service URLs (Python's re.match). */
  pattern: string;
  /** Post single-logout requests when the person signs out at the CAS server. */
  singleLogout?: boolean;
  /** Where those go instead of the service URL itself (a test that cannot be posted to). */
  logoutCallback?: string;
}

/** A browser's sign-in at the CAS server, kept in its cookie (the ticket-granting cookie). */
export interface CasSignIn {
  /** Where the CAS server sent the browser back: the service URL with `ticket=`. */
  location: string;
  ticket: string;
  /** Signs out at the CAS server with this sign-in's cookie (single logout follows). */
  logout(): Promise<void>;
  /** Another ticket for a service without the password, as single sign-on does. */
  again(service: string): Promise<CasSignIn>;
  /** Opens an address of the CAS server in this browser; where it redirects to. */
  visit(url: string): Promise<string | null>;
}

export interface CasTestServer {
  /** The CAS server's base, e.g. http://127.0.0.1:34567/cas (what a school configures). */
  url: string;
  /** Signs a person in on the CAS login page over HTTP, as a browser would. */
  signIn(service: string, username: string, password?: string): Promise<CasSignIn>;
  close(): Promise<void>;
}

const PROJECT = join(dirname(fileURLToPath(import.meta.url)), 'django-cas');
const run = promisify(execFile);

/** The Python that has Debian's django-cas-server (not a pyenv or venv one found first on PATH). */
export function casPython(): string {
  const python = process.env.CAS_PYTHON ?? '/usr/bin/python3';
  const probe = spawnSync(python, ['-c', 'import cas_server, django'], { encoding: 'utf8' });
  if (probe.status !== 0)
    throw new Error(
      `The CAS tests run against Debian's django-cas-server, which ${python} cannot import. ` +
        '`npm test` installs it as root (apt-get install python3-django-cas-server); otherwise ' +
        'install that package, or set CAS_PYTHON to a Python that has django-cas-server.',
    );
  return python;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A minimal browser for the CAS pages: one cookie jar, no redirects followed. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    header: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    keep(response: Response) {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    },
  };
}

const HTML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const unescapeHtml = (text: string) =>
  text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => HTML_ENTITIES[e]!);

/** The hidden fields of the login form (CSRF token, login ticket, service). */
const hiddenInputs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map((m) => [
      m[1]!,
      unescapeHtml(m[2] ?? ''),
    ]),
  );

export async function startCasServer(
  people: Record<string, CasPerson>,
  options: { services: CasService[] },
): Promise<CasTestServer> {
  const python = casPython();
  const dir = mkdtempSync(join(tmpdir(), 'campus-cas-'));
  writeFileSync(
    join(dir, 'settings.py'),
    [
      'from campus_cas.base_settings import *  # noqa: F401,F403',
      `SECRET_KEY = ${JSON.stringify(randomBytes(32).toString('hex'))}`,
      `DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ${JSON.stringify(join(dir, 'cas.sqlite3'))}}}`,
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'directory.json'),
    JSON.stringify({
      people: Object.entries(people).map(([username, person]) => ({ username, ...person })),
      services: options.services.map((service, i) => ({ name: `service-${i + 1}`, ...service })),
    }),
  );
  const env = {
    ...process.env,
    PYTHONPATH: [dir, PROJECT].join(':'),
    DJANGO_SETTINGS_MODULE: 'settings',
    PYTHONDONTWRITEBYTECODE: '1',
  };
  const django = (...args: string[]) => run(python, ['-m', 'django', ...args], { env, cwd: dir });

  let server: ChildProcess | undefined;
  const close = async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await django('migrate', '--verbosity', '0');
    await django('campus_directory', join(dir, 'directory.json'));
    const port = await freePort();
    let output = '';
    server = spawn(python, ['-m', 'django', 'runserver', `127.0.0.1:${port}`, '--noreload', '--insecure'], {
      env,
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Django's request log goes to stderr; kept (briefly) for the error below.
    server.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    const url = `http://127.0.0.1:${port}/cas`;
    for (let tries = 0; ; tries += 1) {
      if (server.exitCode !== null) throw new Error(`the CAS server stopped: ${output}`);
      const up = await fetch(`${url}/login`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (tries > 200) throw new Error(`the CAS server did not answer in 20 s: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const signInWith = async (
      jar: ReturnType<typeof cookieJar>,
      service: string,
      username?: string,
      password?: string,
    ): Promise<CasSignIn> => {
      const login = `${url}/login?service=${encodeURIComponent(service)}`;
      let response = await fetch(login, { headers: { cookie: jar.header() }, redirect: 'manual' });
      jar.keep(response);
      if (response.status === 200 && username !== undefined) {
        const form = hiddenInputs(await response.text());
        response = await fetch(login, {
          method: 'POST',
          headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            ...form,
            username,
            password: password ?? people[username]?.password ?? '',
          }).toString(),
          redirect: 'manual',
        });
        jar.keep(response);
      }
      const location = response.headers.get('location');
      const ticket = location ? new URL(location).searchParams.get('ticket') : null;
      if (!location || !ticket)
        throw new Error(
          `the CAS server gave no ticket (${response.status}): ${(await response.text()).slice(0, 300)}`,
        );
      return {
        location,
        ticket,
        logout: async () => {
          const out = await fetch(`${url}/logout`, { headers: { cookie: jar.header() } });
          if (!out.ok) throw new Error(`CAS logout answered ${out.status}`);
        },
        again: (other) => signInWith(jar, other),
        visit: async (address) => {
          const visited = await fetch(address, { headers: { cookie: jar.header() }, redirect: 'manual' });
          jar.keep(visited);
          return visited.headers.get('location');
        },
      };
    };

    return {
      url,
      signIn: (service, username, password) => signInWith(cookieJar(), service, username, password),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
