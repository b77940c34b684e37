import { defineConfig } from 'tsup';

export default defineConfig({
  // The root and one entry per message area (`@camppass/domain/messages/member`, ...).
  entry: ['src/index.ts', 'src/messages/!(*.test).ts'],
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
});
