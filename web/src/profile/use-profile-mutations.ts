import type { User } from '@gems/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../api/client';
import { ME_QUERY_KEY } from '../auth/auth-api';
import { useToast } from '../feedback/use-toast';
import { referralCodeRequest, updateProfileRequest, uploadPhotoRequest } from './profile-api';

/** After any profile change: the session's user and every cached view of users follow. */
function useAdoptUser() {
  const queryClient = useQueryClient();
  return async (user: User) => {
    queryClient.setQueryData(ME_QUERY_KEY, user);
    await queryClient.invalidateQueries({ queryKey: ['users'] });
  };
}

export function useUpdateProfile(userId: number) {
  const adopt = useAdoptUser();
  const toast = useToast();
  return useMutation({
    mutationFn: (input: Parameters<typeof updateProfileRequest>[1]) => updateProfileRequest(userId, input),
    onSuccess: async (user) => {
      await adopt(user);
      toast.success('Profile updated');
    },
    // Spec 02 §8: "Error: Failed to update profile".
    onError: (err) => toast.error('Error', `Failed to update profile. ${errorMessage(err, '')}`.trim()),
  });
}

export function useUploadPhoto(userId: number) {
  const adopt = useAdoptUser();
  const toast = useToast();
  return useMutation({
    mutationFn: (file: File) => uploadPhotoRequest(userId, file),
    onSuccess: async (user) => {
      await adopt(user);
      toast.success('Profile photo updated');
    },
    onError: (err) => toast.error('Failed to upload profile photo', errorMessage(err, '') || undefined),
  });
}

export function useReferralCode(userId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: () => referralCodeRequest(userId),
    onSuccess: ({ referralCode }) =>
      queryClient.setQueryData<User | null>(ME_QUERY_KEY, (me) => (me ? { ...me, referralCode } : me)),
    onError: (err) => toast.error('Error', errorMessage(err, 'Could not generate a referral code')),
  });
}
