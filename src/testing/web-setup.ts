import { configure } from '@testing-library/react';

// findBy*/waitFor wait 1 s by default. A file's first render loads its lazy route modules, which on
// CI's two cores, shared by the unit and web workers, has taken longer than that (a search results
// heading found only after 1 s). Waiting longer changes no outcome: a test still fails
// when what it waits for never comes.
configure({ asyncUtilTimeout: 4_000 });
