/** The statistics plugin type lives in the core, where game modules can name it. */
export { isSimulationStats, type SimulationStats } from '../core/stats.js';
