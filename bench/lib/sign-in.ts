/**
 * A token for a demo or generated account (they all sign in with the demo password), by the
 * password grant the mobile client uses: for benches that measure what comes after signing in.
 * (bench/opening-minute measures the sign-in itself, through the login screen's code flow.)
 */
export const BENCH_PASSWORD = 'Demo@2026';

export async function accessToken(
  serverUrl: string,
  account: string,
  password = BENCH_PASSWORD,
): Promise<string> {
  const response = await fetch(`${serverUrl}/api/oauth2/v3/authentication/apply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password_credentials',
      client_id: 'campus-mobile',
      client_secret: 'campus-mobile-secret',
      username: account,
      password,
    }),
  });
  const body = (await response.json()) as { state: number; data: { access_token: string } };
  if (body.state !== 200) throw new Error(`sign-in of ${account} failed: ${JSON.stringify(body)}`);
  return body.data.access_token;
}
