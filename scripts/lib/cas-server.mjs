// The CAS server the CAS tests sign in at (packages/server/src/test/cas-server.ts runs it in a
// throwaway Django project): Debian's python3-django-cas-server, provided by the test script:
//   1. CAS_PYTHON when set (a Python that can import cas_server and django);
//   2. the machine's /usr/bin/python3 when it has the package;
//   3. installed now as root with apt-get (python3-django-cas-server brings Django);
// and a clear message naming what to do when none of these can.
import { spawnSync } from 'node:child_process';
import { userInfo } from 'node:os';

const PACKAGE = 'python3-django-cas-server';

function say(text) {
  console.log(`[cas-server] ${text}`);
}

const canImport = (python) =>
  spawnSync(python, ['-c', 'import cas_server, django'], { stdio: 'ignore' }).status === 0;

const hasAptGet = () => spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

/** apt-get install as root; returns whether it worked. Waits for another apt run's lock. */
function aptInstall(packages) {
  if (userInfo().uid !== 0 || !hasAptGet()) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const lock = ['-o', 'DPkg::Lock::Timeout=300'];
  say(`installing ${packages.join(' ')} with apt-get`);
  const update = spawnSync('apt-get', [...lock, 'update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  return (
    spawnSync('apt-get', [...lock, 'install', '-y', '-qq', '--no-upgrade', ...packages], {
      stdio: 'inherit',
      env,
    }).status === 0
  );
}

/** Returns the Python to run the CAS server with, installing django-cas-server when it is missing. */
export function provideCasServer() {
  if (process.env.CAS_PYTHON) {
    if (canImport(process.env.CAS_PYTHON)) return process.env.CAS_PYTHON;
    throw new Error(`CAS_PYTHON=${process.env.CAS_PYTHON} cannot import cas_server and django`);
  }
  // Debian's Python, not a pyenv or virtualenv one that comes first on the PATH.
  const python = '/usr/bin/python3';
  if (canImport(python)) return python;
  say(`no django-cas-server for ${python}`);
  if (aptInstall([PACKAGE]) && canImport(python)) return python;
  throw new Error(
    [
      `the CAS tests need Debian's ${PACKAGE} and it could not be installed:`,
      userInfo().uid === 0 ? ' apt-get failed.' : ' not root, so no apt-get.',
      ` Install it (apt-get install ${PACKAGE}), or set CAS_PYTHON to a Python with`,
      ' django-cas-server (pip install django-cas-server).',
    ].join(''),
  );
}
