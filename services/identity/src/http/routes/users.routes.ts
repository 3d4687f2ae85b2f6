import Router from '@koa/router';
import {
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TOO_LARGE,
  zCustomTags,
  zIdParams,
  zUpdateProfile,
  zUserListQuery,
  zUsernameParams,
} from '@gems/contracts';
import { parseBody, parseParams, parseQuery } from '@gems/platform/http/validate';
import { optionalUser, requireUser } from '@gems/platform/http/auth';
import { answerPage } from '@gems/platform/http/answer-page';
import { singleUpload, uploadedFile } from '@gems/platform/http/upload';
import type { ProfilesService } from '../../users/profiles.service.js';

export function usersRoutes(deps: { profiles: ProfilesService }): Router {
  const { profiles } = deps;
  const router = new Router({ prefix: '/api' });

  router.get('/users', async (ctx) => {
    const page = await profiles.list(optionalUser(ctx), parseQuery(ctx, zUserListQuery));
    answerPage(ctx, page);
  });

  router.get('/users/:username', async (ctx) => {
    ctx.body = await profiles.find(parseParams(ctx, zUsernameParams).username);
  });

  router.put('/users/:id/profile', async (ctx) => {
    ctx.body = await profiles.update(
      requireUser(ctx),
      parseParams(ctx, zIdParams).id,
      parseBody(ctx, zUpdateProfile),
    );
  });

  router.post(
    '/users/:id/profile-photo',
    async (ctx, next) => {
      requireUser(ctx); // refuse before reading a large body
      await next();
    },
    singleUpload('photo', PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TOO_LARGE),
    async (ctx) => {
      ctx.body = await profiles.setPhoto(requireUser(ctx), parseParams(ctx, zIdParams).id, uploadedFile(ctx));
    },
  );

  router.post('/users/:id/referral-code', async (ctx) => {
    ctx.body = await profiles.referralCode(requireUser(ctx), parseParams(ctx, zIdParams).id);
  });

  router.get('/profile', async (ctx) => {
    ctx.body = await profiles.customTags(requireUser(ctx).userId);
  });

  router.patch('/profile', async (ctx) => {
    ctx.body = await profiles.updateCustomTags(requireUser(ctx).userId, parseBody(ctx, zCustomTags));
  });

  return router;
}
