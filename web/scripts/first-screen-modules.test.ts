import { describe, expect, it } from 'vitest';
import { reachableFrom } from './first-screen-modules';

const imports: Record<string, string[]> = {
  'main.tsx': ['router.tsx', 'theme.ts'],
  'router.tsx': ['layout.tsx'],
  'layout.tsx': ['theme.ts', 'router.tsx'],
  'dashboard.tsx': ['card.tsx'],
  'profile.tsx': ['tabs.tsx', 'card.tsx'],
};

describe('the modules the first screen needs', () => {
  it('are the starts and everything they import, cycles included', () => {
    const reached = reachableFrom(['main.tsx', 'dashboard.tsx'], (id) => imports[id] ?? []);
    expect([...reached].sort()).toEqual([
      'card.tsx',
      'dashboard.tsx',
      'layout.tsx',
      'main.tsx',
      'router.tsx',
      'theme.ts',
    ]);
    expect(reached.has('tabs.tsx')).toBe(false);
  });
});
