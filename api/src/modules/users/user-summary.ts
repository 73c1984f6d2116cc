import type { UserSummary } from '@alumni/shared/contracts';

/** The user of a joined select (users joined as `u`): the columns of the contracts' `UserSummary`. */
export const userSummaryColumns = [
  'u.id as user_id',
  'u.public_handle as user_public_handle',
  'u.first_name as user_first_name',
  'u.last_name as user_last_name',
  'u.email as user_email',
] as const;

export type UserSummaryRow = {
  user_id: number;
  user_public_handle: string;
  user_first_name: string;
  user_last_name: string;
  user_email: string;
};

export function toUserSummary(row: UserSummaryRow): UserSummary {
  return {
    id: row.user_id,
    public_handle: row.user_public_handle,
    first_name: row.user_first_name,
    last_name: row.user_last_name,
    email: row.user_email,
  };
}

/** What a users row says of the person (the profile's fields), in the order the answers list them. */
export const personColumns = [
  'id',
  'public_handle',
  'email',
  'first_name',
  'last_name',
  'phone_number',
  'bio',
  'profile_picture',
  'father_name',
  'mother_name',
  'show_email',
  'show_phone',
] as const;
