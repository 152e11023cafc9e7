interface Options {
    ignore?: string[];
}
/**
 * A parameter without a description leaves the model to guess its meaning and format from the
 * name alone. Only top-level parameters are checked: they are what every provider renders.
 * A parameter the schema already explains is left alone: an enum or a constant (the values are the
 * documentation), a boolean, a number bounded on both sides, an object whose every field is
 * described, or a parameter the tool's description names. Off in `recommended`: on real
 * repositories most of what is left is a name that explains itself (bench/audit/findings).
 */
declare const _default: import("../src/engine/rule.js").Rule<Options>;
export default _default;
