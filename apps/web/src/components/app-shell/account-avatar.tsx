import { Avatar } from '@mantine/core';
import { initials } from '../../lib/format';

/** The signed-in user's initials in the header's account button. */
export function AccountAvatar({ name }: { name: string | undefined }) {
  return (
    <Avatar color="indigo" radius="xl" size={34}>
      {initials(name)}
    </Avatar>
  );
}
