// `node --import ./trace-imports.mjs …`: appends every module URL the process resolves (ES modules
// and, through them, CommonJS entry points) to the file in TRACE_IMPORTS. Used by test/startup.test.ts.
import { register } from 'node:module';

register(new URL('./trace-imports-hook.mjs', import.meta.url));
