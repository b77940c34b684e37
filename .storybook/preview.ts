import type { Decorator, Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { Theme, type ThemeName } from '../packages/ui/src/Theme';
import '../packages/ui/src/styles.css';

const withTheme: Decorator = (Story, context) =>
  createElement(Theme, {
    theme: context.globals.theme as ThemeName,
    style: { minHeight: '100vh', boxSizing: 'border-box', padding: 16 },
    children: createElement(Story),
  });

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
