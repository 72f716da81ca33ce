import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { toast } from '../lib/toast';

afterEach(async () => {
  cleanup();
  // The toast library keeps its toasts between renders; each test starts without any.
  await toast.dismissAll();
});
