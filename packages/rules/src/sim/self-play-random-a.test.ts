/** Seeded random-vs-random self-play, seeds 1..100 (split in two files so jest runs them in parallel). */
import { randomSelfPlaySuite } from '../testing/self-play-suite';

randomSelfPlaySuite(1, 100);
