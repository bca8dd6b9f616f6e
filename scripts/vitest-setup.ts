/**
 * Unit test set-up. Components load parts of themselves with import(), and on a busy two-core machine the first
 * transform of such a module can take longer than testing-library's default wait of one second, so a
 * `findBy…` would fail for want of time rather than for what the component shows.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5_000 });
