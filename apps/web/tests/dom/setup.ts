import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// happy-dom has no document.fonts, which Mantine's autosizing textarea listens to for fonts loading.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: Object.assign(new EventTarget(), { ready: Promise.resolve() }) });

// Each test renders into a fresh document.
afterEach(() => cleanup());
