/**
 * The README is also the package's page on the registry, where the repository's files are not
 * beside it: every link must be absolute (to the repository) or an anchor, and each repository
 * link must name a file or folder that exists here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const REPOSITORY = 'https://github.com/rulebooks/rulebooks';
const readme = readFileSync(new URL('README.md', root), 'utf8');
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as Record<string, unknown>;
const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] as string);

describe('README links', () => {
  it('has links, all absolute or anchors', () => {
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(link, link).toMatch(/^(https:\/\/|#)/);
  });

  it('points into this repository at paths that exist (pages and raw files such as images)', () => {
    for (const prefix of [`${REPOSITORY}/blob/main/`, 'https://raw.githubusercontent.com/rulebooks/rulebooks/main/']) {
      for (const link of links.filter((l) => l.startsWith(prefix))) {
        const path = link.slice(prefix.length).split('#')[0] as string;
        expect(existsSync(new URL(path, root)), path).toBe(true);
      }
    }
  });

  it('package.json names the same repository, homepage and issue tracker', () => {
    expect(pkg.repository).toEqual({ type: 'git', url: `git+${REPOSITORY}.git` });
    expect(pkg.homepage).toBe(`${REPOSITORY}#readme`);
    expect(pkg.bugs).toEqual({ url: `${REPOSITORY}/issues` });
  });
});
