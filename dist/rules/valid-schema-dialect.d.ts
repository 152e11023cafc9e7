interface Options {
    openaiStrict: 'auto' | 'always' | 'never';
    geminiScope: 'declarations' | 'all';
}
declare const _default: import("../src/engine/rule.js").Rule<Options>;
export default _default;
