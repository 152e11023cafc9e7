/** Whether two members can be in the same request: no condition picks different options for them. */
export function canCoexist(a, b) {
    for (const [id, option] of a.choices) {
        const other = b.choices.find(([j]) => j === id);
        if (other && other[1] !== option)
            return false;
    }
    return true;
}
