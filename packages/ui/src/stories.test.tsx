import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

// Every story renders and its play function passes, so the catalogue never shows a broken state.
describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = composeStories(module) as Record<string, { run: () => Promise<void> }>;
  it.each(Object.entries(stories))('%s', async (_name, Story) => {
    await Story.run();
    expect(document.body).not.toBeEmptyDOMElement();
  });
});
