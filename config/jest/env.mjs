// The emulator addresses the build hands the client (config/env.mjs), so that code reading them
// from process.env sees in jest what it sees in the bundle.
import { emulatorEnv } from '../env.mjs';

Object.assign(process.env, emulatorEnv());
