/** The note for a whole-project lint that found no tool, or undefined when there is nothing to say. */
export declare function noToolsNote(cwd: string, toolCount: number): Promise<string | undefined>;
