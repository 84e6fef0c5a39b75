import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, User, errors } from '../../../platform/schemas/index.ts';
import { LanguageBody, Profile, ProfileBody } from '../schemas/settings.ts';
import { authOf, SESSION_EXPIRED } from '../../../platform/auth/plugin.ts';
import { badRequest, unauthorized } from '../../../platform/lib/errors.ts';
import { validateProfile } from '../../../platform/lib/validation.ts';
import { changeLanguage, toPublicUser, updateProfile, type UserRow } from '../../../platform/auth/users.ts';

const profileOf = (u: UserRow) => ({ firstName: u.first_name, lastName: u.last_name, email: u.email, phone: u.phone });

/**
 * The signed-in member's own profile (issue 19): names and phone. Anyone signed in changes their own
 * and nobody else's (the plugin is registered with `writes: 'self'`). Mounted at /api.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/profile',
    {
      schema: {
        operationId: 'getProfile',
        tags: ['account'],
        summary: "The signed-in member's names, e-mail and phone",
        response: { 200: Data(Type.Object({ profile: Profile })), ...errors(401) },
      },
    },
    async (request) => ({ data: { profile: profileOf(authOf(request).user) } }),
  );

  app.put(
    '/profile',
    {
      schema: {
        operationId: 'updateProfile',
        tags: ['account'],
        summary: "Changes the signed-in member's names and phone (sign-up's rules; the phone may be empty); the e-mail is not changed here",
        description: 'Each mistake comes back under its field in `errors`, and nothing is saved. The answer carries the user as /api/auth/profile reads it.',
        body: ProfileBody,
        response: { 200: Data(Type.Object({ profile: Profile, user: User })), ...errors(400, 401) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const v = validateProfile(request.body);
      if (!v.ok) throw badRequest(Object.values(v.errors)[0] ?? 'Invalid profile', v.errors);
      await request.writer.transaction((tx) => updateProfile(tx, auth.userId, v.value));
      // The name shows at once in the header, and the audit log names the member by it from now on.
      app.forgetUser(auth.userId);
      const user = await app.userOf(auth.userId);
      if (!user) throw unauthorized(SESSION_EXPIRED);
      return { data: { profile: profileOf(user), user: toPublicUser(user) } };
    },
  );

  app.put(
    '/profile/language',
    {
      schema: {
        operationId: 'changeLanguage',
        tags: ['account'],
        summary: "Saves the signed-in member's language: en (English) or ur (Urdu)",
        description:
          "The portal shows it on the member's next sign-in on any device; the server answers in it when a request sends no Accept-Language, and the member's mail (password reset, notifications) is written in it. The answer carries the user as /api/auth/profile reads it.",
        body: LanguageBody,
        response: { 200: Data(Type.Object({ user: User })), ...errors(400, 401) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await changeLanguage(request.writer, auth.userId, request.body.language);
      app.forgetUser(auth.userId);
      const user = await app.userOf(auth.userId);
      if (!user) throw unauthorized(SESSION_EXPIRED);
      return { data: { user: toPublicUser(user) } };
    },
  );
};

export default routes;
