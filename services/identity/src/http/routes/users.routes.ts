import type Router from '@koa/router';
import { operationRouter } from '@gems/platform/http/operations';
import type { ProfilesService } from '../../users/profiles.service.js';

/** Public profiles and the list of users; one's own profile, photo, referral code and tags. */
export function usersRoutes(deps: { profiles: ProfilesService }): Router {
  const { profiles } = deps;
  return operationRouter('identity', {
    getUsers: (_ctx, req) => profiles.list(req.user, req.query()),
    getUsersUsername: (_ctx, req) => profiles.find(req.params().username),
    putUsersIdProfile: (_ctx, req) => profiles.update(req.user, req.params().id, req.body()),
    // The photo's size and field are the entry's; a caller or id refused never has its body read.
    postUsersIdProfilePhoto: (_ctx, req) => profiles.setPhoto(req.user, req.params().id, req.file()),
    postUsersIdReferralCode: (_ctx, req) => profiles.referralCode(req.user, req.params().id),
    getProfile: (_ctx, req) => profiles.customTags(req.user.userId),
    patchProfile: (_ctx, req) => profiles.updateCustomTags(req.user.userId, req.body()),
  });
}
