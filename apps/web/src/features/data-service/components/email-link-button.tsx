import { Button } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { DATA_MESSAGES } from '@recircuit/contract';
import { useSession } from '../../../lib/signed-in-user';
import { toast } from '../../../lib/toast';
import { useSendSecureLink } from '../api/send-secure-link';

/** "Secure link" from the order page: emails the signed-in owner a link to this page. */
export function EmailLinkButton({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const send = useSendSecureLink();
  if (!session?.email) return null;
  const onSend = async () => {
    try {
      const message = await send.mutateAsync({ email: session.email, orderNumber });
      toast.success(message || DATA_MESSAGES.emailSent);
    } catch {
      // The API client has shown the server's message.
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconMailForward size={18} aria-hidden="true" />}
      onClick={() => void onSend()}
      loading={send.isPending}
    >
      {t('data.secureLink.emailMe')}
    </Button>
  );
}
