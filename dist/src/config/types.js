/** Identity with types: `export default defineConfig({ … })` gets completion and checks for every key. */
export function defineConfig(config) {
    return config;
}
