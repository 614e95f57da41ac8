/** Seeded random-vs-random self-play, seeds 101..200 (split in two files so jest runs them in parallel). */
import { randomSelfPlaySuite } from './test-kit';

randomSelfPlaySuite(101, 100);
