interface Options {
    max?: number;
}
declare const _default: import("../src/engine/rule.js").Rule<Options>;
export default _default;
