/** The import walk the layer tests use (test/helpers/rules-layers.ts) finds what it must. */
import { describe, expect, it } from 'vitest';
import { circles, importGraph, upwardImports } from './rules-layers.js';

describe('the rules import walk', () => {
  it('finds a circle, over several lines, and ignores type-only imports', () => {
    const sources = new Map([
      ['a.ts', "import { b } from './b.js';\n"],
      ['b.ts', "import type { A } from './a.js';\nimport {\n  c,\n} from './c.js';\n"],
      ['c.ts', "export { a } from './a.js';\n"],
      ['d.ts', "import type { E } from './e.js';\n"],
      ['e.ts', "import { d } from './d.js';\n"],
    ]);
    expect(circles(importGraph(sources))).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('names an import that reaches up the documented order', () => {
    const graph = importGraph(new Map([['low.ts', "import { x } from './high.js';\n"], ['high.ts', "import { y } from './low.js';\n"]]));
    expect(upwardImports(['low.ts', 'high.ts'], graph)).toEqual(['low.ts imports high.ts']);
  });
});
