/** Seeded random-vs-random self-play, seeds 101..200 (split in two files so jest runs them in parallel). */
import { randomSelfPlaySuite } from '../testing/self-play-suite';

randomSelfPlaySuite(101, 100);
