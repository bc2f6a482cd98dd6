/**
 * Signing in as the login screen does (web features/auth/sign-in.ts, the code flow): login state,
 * authorize code, tokens; three requests, the first of which checks the password (scrypt at the
 * production cost). Each student comes from an address of its own (X-Forwarded-For behind a
 * trusted proxy, as a school deploys it), so the per-address sign-in limit applies per student.
 * Measured on its own, as fast as the instances answer, because at the production cost 20,000
 * sign-ins do not fit in one minute on two cores (the bench prints how long they would take).
 */
import type { Instance, Reply, Tally } from './client.js';
import { PASSWORD, type BenchStudent } from './seed.js';

const CLIENT = { client_id: 'campus-mobile', client_secret: 'campus-mobile-secret' };
const OAUTH = '/api/oauth2/v3';

/** A student's own address: 10.x.y.z from its index. */
export const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/** One sign-in: its three replies folded into one (the slowest outcome, the summed time). */
async function signIn(
  instance: Instance,
  student: BenchStudent,
  index: number,
): Promise<Reply & { token?: string }> {
  const headers = { 'x-forwarded-for': addressOf(index) };
  const steps: Reply[] = [];
  const state = await instance.request('POST', `${OAUTH}/user/login/apply`, headers, {
    username: student.account,
    password: PASSWORD,
    remember: false,
  });
  steps.push(state);
  if (state.outcome === 'ok') {
    const code = await instance.request('POST', `${OAUTH}/authorize/apply`, headers, {
      login_state: state.data,
      client_id: CLIENT.client_id,
    });
    steps.push(code);
    if (code.outcome === 'ok') {
      steps.push(
        await instance.request('POST', `${OAUTH}/authentication/apply`, headers, {
          grant_type: 'authorization_code',
          ...CLIENT,
          authorize_code: code.data,
        }),
      );
    }
  }
  const last = steps.at(-1)!;
  const ms = steps.reduce((sum, s) => sum + s.ms, 0);
  const complete = steps.length === 3 && last.outcome === 'ok';
  const token = complete ? (last.data as { access_token: string }).access_token : undefined;
  return { ...last, ms, token };
}

/**
 * Signs the first `count` students in with `connections` sign-ins at a time, spread over the
 * instances; their real tokens replace the pre-issued ones. Returns the wall time in seconds.
 */
export async function measureSignIns(
  instances: Instance[],
  students: BenchStudent[],
  count: number,
  connections: number,
  tally: Tally,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  const worker = async (w: number) => {
    while (next < count) {
      const index = next++;
      const student = students[index]!;
      const reply = await signIn(instances[(index + w) % instances.length]!, student, index);
      tally.add(reply);
      if (reply.token) student.accessToken = reply.token;
    }
  };
  await Promise.all(Array.from({ length: Math.min(connections, count) }, (_, w) => worker(w)));
  return (performance.now() - started) / 1000;
}
