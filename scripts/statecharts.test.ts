import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineCatalogue } from '../client/src/statecharts/machine-catalogue.ts';
import { statechartsMarkdown } from './statecharts.ts';

describe('npm run statecharts', () => {
  const markdown = statechartsMarkdown();

  it('writes one section per machine: title, what it is for, where it lives, its diagram', () => {
    const sections = markdown.split('\n## ').slice(1);
    expect(sections.map((section) => section.split('\n')[0])).toEqual(
      machineCatalogue.map((entry) => entry.title),
    );
    for (const [index, entry] of machineCatalogue.entries()) {
      const section = sections[index] ?? '';
      expect(section).toContain(`\n${entry.purpose}\n`);
      expect(section).toContain(
        `\`${entry.exportName}\` in [\`${entry.source}\`](../${entry.source})`,
      );
      expect(section).toMatch(/```mermaid\nstateDiagram-v2\n[^`]+\n```/);
    }
  });

  it('matches the committed docs/statecharts.md (run `npm run statecharts` after changing a machine)', () => {
    const committed = readFileSync(new URL('../docs/statecharts.md', import.meta.url), 'utf8');
    expect(committed).toBe(markdown);
  });
});
