/** Seeded random-vs-random self-play, seeds 1..100 (split in two files so jest runs them in parallel). */
import { randomSelfPlaySuite } from './test-kit';

randomSelfPlaySuite(1, 100);
