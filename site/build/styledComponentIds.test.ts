import { describe, expect, it } from 'vitest';
import { withStableComponentIds } from './styledComponentIds';

const SOURCE = [
  'const Bar = styled.header`position: sticky;`;',
  'const Item = styled(Link)<{ $active: boolean }>`color: red;`;',
  "const Button = styled.button.attrs({ type: 'button' })`margin: 0;`;",
  'const Tone = styled.span<{ $tone: Tone }>`color: blue;`;',
  "import styled from 'styled-components';",
].join('\n');

const ids = (code: string) => [...code.matchAll(/componentId: '(sc-[\w-]+)'/g)].map((match) => match[1]);

describe('withStableComponentIds', () => {
  const out = withStableComponentIds(SOURCE, 'src/components/Header.tsx');

  it('names every definition, tag or component, with or without attrs and type arguments', () => {
    expect(out).toContain("styled.header.withConfig({ componentId: 'sc-");
    expect(out).toContain("styled(Link).withConfig({ componentId: 'sc-");
    expect(out).toMatch(/styled\.button\.withConfig\(\{ componentId: 'sc-[\w-]+' \}\)\.attrs\(/);
    expect(out).toMatch(/styled\.span\.withConfig\(\{ componentId: 'sc-[\w-]+' \}\)<\{ \$tone: Tone \}>`/);
    expect(ids(out)).toHaveLength(4);
    expect(new Set(ids(out)).size).toBe(4);
  });

  it('leaves the import alone', () => {
    expect(out).toContain("import styled from 'styled-components';");
  });

  it('gives the same ids for the same file on every build, and other ids for another file', () => {
    expect(ids(withStableComponentIds(SOURCE, 'src/components/Header.tsx'))).toEqual(ids(out));
    expect(ids(withStableComponentIds(SOURCE, 'src/components/Footer.tsx'))).not.toEqual(ids(out));
  });
});
