import { Button, Stack, Text } from '@mantine/core';
import { IconBrandGithub, IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { API_BASE, PROVIDERS, ROUTES, type Provider } from '@recircuit/contract';
import { notePendingSignIn } from '../../../lib/signed-in-user';
import { useAuthProviders } from '../api/get-auth-providers';

const ICONS = { google: IconBrandGoogle, github: IconBrandGithub } as const;

/** The server starts the provider's sign-in (state and PKCE) and sends the visitor back to `returnTo`. */
export function providerSignInHref(provider: Provider, returnTo: string = ROUTES.userInfo): string {
  return `${API_BASE}/oauth2/authorization/${provider}?returnTo=${encodeURIComponent(returnTo)}`;
}

export interface ProviderLinksProps {
  returnTo: string | undefined;
  disabled: boolean;
}

/**
 * Google and GitHub sign-in links (docs/web-app.md, "Dialogs"), and the red note, only for a
 * provider the server reports as not set up, naming it.
 */
export function ProviderLinks({ returnTo, disabled }: ProviderLinksProps) {
  const { t } = useTranslation();
  const { data: providers } = useAuthProviders();
  const unavailable = (providers ?? []).filter((provider) => !provider.enabled).map((provider) => provider.id);

  return (
    <Stack gap="xs">
      {PROVIDERS.map((provider) => {
        const Icon = ICONS[provider];
        return (
          <Button
            key={provider}
            component="a"
            href={providerSignInHref(provider, returnTo)}
            variant="default"
            fullWidth
            leftSection={<Icon size={18} aria-hidden="true" />}
            data-disabled={disabled || undefined}
            aria-disabled={disabled || undefined}
            onClick={(event) => {
              if (disabled) event.preventDefault();
              else notePendingSignIn();
            }}
          >
            {t(`auth.providers.${provider}`)}
          </Button>
        );
      })}
      {unavailable.length > 0 && (
        <Text size="sm" c="red.9" data-testid="provider-note">
          {t('auth.providers.notConfigured', {
            providers: unavailable
              .map((provider) => t(`auth.providers.names.${provider}`))
              .join(t('auth.providers.and')),
          })}
        </Text>
      )}
    </Stack>
  );
}
