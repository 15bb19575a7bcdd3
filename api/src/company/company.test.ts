import { beforeAll, expect, it } from 'vitest';
import { createApiApp } from '../app.ts';
import { describeEachDatabase } from '../test/test-api.ts';
import { testApiConfig } from '../test/test-config.ts';

describeEachDatabase('GET /api/v1/company', (api) => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await api().newUser());
  });

  it('answers the default company details', async () => {
    expect(await api().call('GET', '/api/v1/company', { token })).toMatchObject({
      status: 200,
      body: {
        name: 'Ghala Hardware & General Supplies Ltd',
        registration_number: 'PVT-GH7Q2K9X',
        email: 'accounts@ghala.co.ke',
      },
    });
  });

  it('answers what the configuration says', async () => {
    const config = testApiConfig({
      COMPANY_NAME: 'Mombasa Road Hardware Ltd',
      COMPANY_REGISTRATION_NUMBER: 'PVT-MRH2024',
      COMPANY_EMAIL: 'accounts@mrh.co.ke',
    });
    const app = createApiApp({ db: api().db, config, clock: () => new Date() });
    const response = await app.request('/api/v1/company', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      name: 'Mombasa Road Hardware Ltd',
      registration_number: 'PVT-MRH2024',
      email: 'accounts@mrh.co.ke',
    });
  });

  it('refuses a caller without a valid token', async () => {
    expect((await api().call('GET', '/api/v1/company')).status).toBe(401);
    expect((await api().call('GET', '/api/v1/company', { token: 'forged' })).status).toBe(401);
  });
});
