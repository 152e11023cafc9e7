/** The declared toolsets to build per cell, with the tools the scanner found each may return. */
export function buildersFor(declared, toolsets) {
    return declared.map((d) => ({
        name: d.name,
        file: d.file,
        exportName: d.exportName,
        args: d.args,
        members: toolsets.find((t) => t.kind === 'declared' && t.id === d.name)?.members.map((m) => m.tool) ?? [],
    }));
}
