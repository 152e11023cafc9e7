interface Options {
    ignore?: string[];
}
/**
 * A parameter without a description leaves the model to guess its meaning and format from the
 * name alone. Only top-level parameters are checked: they are what every provider renders.
 */
declare const _default: import("../src/engine/rule.js").Rule<Options>;
export default _default;
