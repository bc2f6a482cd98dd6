// The Chromium the browser journeys (e2e) run in, provided by the test script itself:
//   1. CHROMIUM_PATH when set;
//   2. the machine's (chromium, chromium-browser, google-chrome), unless
//      CAMPUS_IGNORE_SYSTEM_CHROMIUM=1 hides it (to prove the steps below);
//   3. one Playwright's installer put in its cache earlier;
//   4. installed now: as root with apt-get (Debian packages chromium and fonts-noto-cjk), else
//      with Playwright's installer (`npx playwright install chromium`);
// and a clear message naming what to do when none of these can.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { userInfo } from 'node:os';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
const hidden = () => process.env.CAMPUS_IGNORE_SYSTEM_CHROMIUM === '1';

const commandPath = (name) => {
  const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : undefined;
};

function machineChromium() {
  for (const name of NAMES) {
    const path = existsSync(`/usr/bin/${name}`) ? `/usr/bin/${name}` : commandPath(name);
    if (path) return path;
  }
  return undefined;
}

/** The browser Playwright's installer keeps in its cache, if it is there. */
function playwrightChromium() {
  try {
    const require = createRequire(join(ROOT, 'e2e', 'package.json'));
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const hasCjkFonts = () => {
  const list = spawnSync('fc-list', { encoding: 'utf8' });
  return list.status === 0 && /Noto Sans CJK|Noto Serif CJK|WenQuanYi|Source Han/i.test(list.stdout);
};

function say(text) {
  console.log(`[chromium] ${text}`);
}

/** apt-get install as root; returns whether it worked. */
function aptInstall(packages) {
  if (userInfo().uid !== 0 || !commandPath('apt-get')) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  say(`installing ${packages.join(' ')} with apt-get`);
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  return (
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-upgrade', ...packages], { stdio: 'inherit', env })
      .status === 0
  );
}

/** The binary of an installed Debian package, as dpkg lists it. */
function packageBinary(name) {
  const listed = spawnSync('dpkg', ['-L', name], { encoding: 'utf8' });
  if (listed.status !== 0) return undefined;
  return listed.stdout
    .split('\n')
    .find((line) => NAMES.some((n) => line === `/usr/bin/${n}`) && existsSync(line));
}

/** Returns the path of a Chromium to run, installing one when the machine has none. */
export function provideChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
  }
  const machine = hidden() ? undefined : machineChromium();
  if (machine) {
    if (!hasCjkFonts() && !aptInstall(['fonts-noto-cjk']))
      say('no CJK fonts: Chinese text may show as boxes');
    return machine;
  }
  const cached = playwrightChromium();
  if (cached) return cached;

  say(
    hidden()
      ? "the machine's Chromium is hidden (CAMPUS_IGNORE_SYSTEM_CHROMIUM=1)"
      : 'no Chromium on this machine',
  );
  if (aptInstall(['chromium', 'fonts-noto-cjk'])) {
    const installed = packageBinary('chromium');
    if (installed) return installed;
  }
  say("installing Chromium with Playwright's installer (npx playwright install chromium)");
  const installer = spawnSync('npx', ['playwright', 'install', 'chromium'], {
    cwd: join(ROOT, 'e2e'),
    stdio: 'inherit',
  });
  const fromPlaywright = installer.status === 0 ? playwrightChromium() : undefined;
  if (fromPlaywright) return fromPlaywright;
  throw new Error(
    [
      'no Chromium for the browser journeys, and it could not be installed:',
      userInfo().uid === 0 ? ' apt-get failed,' : ' not root, so no apt-get,',
      " and Playwright's installer failed (it downloads from the Internet).",
      ' Install the Debian packages chromium and fonts-noto-cjk (apt-get install chromium fonts-noto-cjk),',
      ' or run `npx playwright install chromium` where it can download, or set CHROMIUM_PATH.',
    ].join(''),
  );
}
