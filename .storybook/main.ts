import type { StorybookConfig } from '@storybook/react-vite';
import { workspaceSource } from '../packages/ui/workspace-source.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/portal/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [workspaceSource(), ...(viteConfig.plugins ?? [])];
    // CI wants a quiet build: the preview bundle and axe are large by nature, not by accident.
    viteConfig.logLevel = 'warn';
    viteConfig.build = {
      ...viteConfig.build,
      chunkSizeWarningLimit: 2000,
      rolldownOptions: { ...viteConfig.build?.rolldownOptions, checks: { pluginTimings: false } },
    };
    return viteConfig;
  },
};

export default config;
