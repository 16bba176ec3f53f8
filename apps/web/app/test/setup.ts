import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs two jsdom workers on two cores: a step that takes 50 ms here can take over a second there.
// findBy/waitFor wait up to 5 s for what a correct screen shows; they assert on what appears, not on time.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
