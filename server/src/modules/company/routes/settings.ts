import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, User, errors } from '../../../platform/schemas/index.ts';
import { CompanySettings, CompanySettingsBody } from '../schemas/settings.ts';
import { authOf, SESSION_EXPIRED } from '../../../platform/auth/plugin.ts';
import { badRequest, notFound, unauthorized } from '../../../platform/lib/errors.ts';
import { validateCompanySettings } from '../../../platform/lib/validation.ts';
import { getCompanySettings, updateCompany } from '../queries/sellers.ts';
import { toPublicUser } from '../../../platform/auth/users.ts';

/**
 * The company's details on Settings (issue 19): what sign-up asked, a street line and the sales tax
 * rate invoices add (issue 22). Every member reads them; changing them is the `settings` area
 * (admins), which the plugin is registered with. Mounted at /api, so a seller not yet verified can
 * correct what they registered.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/company',
    {
      schema: {
        operationId: 'getCompany',
        tags: ['account'],
        summary: "The company's details and sales tax rate",
        response: { 200: Data(Type.Object({ company: CompanySettings })), ...errors(401, 404) },
      },
    },
    async (request) => {
      const company = await getCompanySettings(app.db, authOf(request).sellerId);
      if (!company) throw notFound('Company not found');
      return { data: { company } };
    },
  );

  app.put(
    '/company',
    {
      schema: {
        operationId: 'updateCompany',
        tags: ['account'],
        summary: "Changes the company's details (sign-up's rules) and sales tax rate (admins)",
        description:
          'Each mistake comes back under its field in `errors` (companyAddress.city...), and nothing is saved. The answer carries ' +
          'the user as /api/auth/profile reads it, with the new company name. Invoices already issued keep the rate they were issued with.',
        body: CompanySettingsBody,
        response: { 200: Data(Type.Object({ company: CompanySettings, user: User })), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const v = validateCompanySettings(request.body);
      if (!v.ok) throw badRequest(Object.values(v.errors)[0] ?? 'Invalid company details', v.errors);
      await updateCompany(request.writer, auth.sellerId, v.value);
      // The caller sees the new name at once; other members within the user cache's few seconds.
      app.forgetUser(auth.userId);
      const [company, user] = await Promise.all([getCompanySettings(app.db, auth.sellerId), app.userOf(auth.userId)]);
      if (!user) throw unauthorized(SESSION_EXPIRED);
      if (!company) throw notFound('Company not found');
      return { data: { company, user: toPublicUser(user) } };
    },
  );
};

export default routes;
