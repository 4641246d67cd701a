import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

// `styled.div`, `styled.button`, `styled(Link)`: the start of a styled component definition.
const DEFINITION = /\bstyled(\.[a-z][a-z0-9]*|\([A-Za-z_$][\w$.]*\))(?=\s*(?:[`<]|\.attrs\b))/g;

/**
 * Gives each styled component in `code` a componentId derived from its file and its place in that file.
 * Without one, styled-components numbers components in the order their modules run, which differs between the
 * build-time prerender and the browser; class names would then differ and hydration would keep the wrong ones.
 * (babel-plugin-styled-components does the same for Babel builds; this build has no Babel.)
 */
export function withStableComponentIds(code: string, file: string): string {
  let index = 0;
  return code.replace(DEFINITION, (definition: string) => {
    const id = createHash('sha256').update(`${file}#${index++}`).digest('base64url').slice(0, 8);
    return `${definition}.withConfig({ componentId: 'sc-${id}' })`;
  });
}

/** The Vite plugin: every source file of `root/src` that mentions styled. */
export function styledComponentIds(): Plugin {
  let root = '';
  return {
    name: 'cvc:styled-component-ids',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/node_modules/') || !code.includes('styled'))
        return null;
      return { code: withStableComponentIds(code, relative(root, id)), map: null };
    },
  };
}
