type Profile = 'claude-code' | 'gateway' | 'none';
interface Options {
    max?: number;
    paramMax?: number;
    profile?: Profile;
}
declare const _default: import("../src/engine/rule.js").Rule<Options>;
export default _default;
