import { describe, expect, it } from 'vitest';
import { casLoginUrl, casValidateUrl, logoutSessionIndex, parseServiceResponse } from './cas-protocol.js';

describe('CAS protocol replies', () => {
  it('reads a success with attributes, several values and an account of digits kept as text', () => {
    const xml = `<?xml version="1.0"?>
<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>0012345</cas:user>
    <cas:attributes>
      <cas:cn>张三 &amp; 李四</cas:cn>
      <cas:memberOf>staff</cas:memberOf>
      <cas:memberOf>faculty</cas:memberOf>
      <cas:isFromNewLogin>true</cas:isFromNewLogin>
    </cas:attributes>
  </cas:authenticationSuccess>
</cas:serviceResponse>`;
    expect(parseServiceResponse(xml)).toEqual({
      ok: true,
      user: '0012345',
      attributes: { cn: ['张三 & 李四'], memberOf: ['staff', 'faculty'], isFromNewLogin: ['true'] },
    });
  });

  it('reads the older name/value attribute form', () => {
    const xml = `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess>
      <cas:user>u1</cas:user><cas:attributes>
        <cas:attribute name="uid" value="20240001"/><cas:attribute name="uid" value="x"/>
      </cas:attributes></cas:authenticationSuccess></cas:serviceResponse>`;
    expect(parseServiceResponse(xml)).toEqual({
      ok: true,
      user: 'u1',
      attributes: { uid: ['20240001', 'x'] },
    });
  });

  it('reads a failure with its code and description', () => {
    const xml = `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
    <cas:authenticationFailure code="INVALID_TICKET">
        Ticket ST-1856339-aA5Yuvrxzpv8Tau1cYQ7 not recognized
    </cas:authenticationFailure></cas:serviceResponse>`;
    expect(parseServiceResponse(xml)).toEqual({
      ok: false,
      code: 'INVALID_TICKET',
      description: 'Ticket ST-1856339-aA5Yuvrxzpv8Tau1cYQ7 not recognized',
    });
  });

  it('says when a reply is not a CAS response (an HTML error page, a success without a user)', () => {
    expect(parseServiceResponse('<html><body>502 Bad Gateway</body></html>')).toBeUndefined();
    expect(parseServiceResponse('not xml at all <<<')).toBeUndefined();
    expect(
      parseServiceResponse(
        '<cas:serviceResponse xmlns:cas="x"><cas:authenticationSuccess></cas:authenticationSuccess></cas:serviceResponse>',
      ),
    ).toBeUndefined();
  });

  it('builds the login and validation addresses of each protocol version', () => {
    const service = 'http://app/app/dashboard?sso=1&target=2f';
    expect(casLoginUrl('https://cas.x/cas', service)).toBe(
      'https://cas.x/cas/login?service=http%3A%2F%2Fapp%2Fapp%2Fdashboard%3Fsso%3D1%26target%3D2f',
    );
    expect(casValidateUrl({ serverUrl: 'https://cas.x/cas', version: '2.0' }, service, 'ST-1')).toMatch(
      /^https:\/\/cas\.x\/cas\/serviceValidate\?service=http%3A.*&ticket=ST-1$/,
    );
    expect(casValidateUrl({ serverUrl: 'https://cas.x/cas', version: '3.0' }, service, 'ST-1')).toMatch(
      /^https:\/\/cas\.x\/cas\/p3\/serviceValidate\?/,
    );
  });

  it('finds the ticket in a single-logout request', () => {
    // As django-cas-server writes it (cas_server.utils.logout_request); Apereo's has a NameID.
    const django = `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"
 ID="ab12" Version="2.0" IssueInstant="2026-11-28T17:10:27+00:00">
<saml:NameID xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"></saml:NameID>
<samlp:SessionIndex>ST-9-abc</samlp:SessionIndex>
</samlp:LogoutRequest>`;
    expect(logoutSessionIndex(django)).toBe('ST-9-abc');
    const apereo = django.replace('></saml:NameID>', '>@NOT_USED@</saml:NameID>');
    expect(logoutSessionIndex(apereo)).toBe('ST-9-abc');
    expect(logoutSessionIndex('<foo/>')).toBeUndefined();
  });
});
